import { type AnyColumn, type SQL, sql } from 'drizzle-orm';

/**
 * Ascending by a name in code-point order. The "C" collation exists on every PostgreSQL (and in
 * PGlite), so every backend lists in the same order, whatever locale the server was created with.
 */
export const byName = (column: AnyColumn): SQL => sql`${column} collate "C" asc`;
