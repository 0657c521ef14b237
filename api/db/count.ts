import { count, type SQL, sql } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Db } from './open-database.ts';

/** Number of rows of `table` matching `where`. */
export async function countWhere(db: Db, table: PgTable, where: SQL | undefined): Promise<number> {
  const [row] = await db.select({ n: count() }).from(table).where(where);
  return row?.n ?? 0;
}

/** The number of rows the query finds before its limit and offset, as a column of each row. */
export const countOver = () => sql<number>`cast(count(*) over () as integer)`;
