import { and, desc, sql } from 'drizzle-orm';
import { readQuery, textMatch } from '../api/catalogue/search-query.ts';
import { articles } from '../api/catalogue/tables.ts';
import { createClock } from '../api/clock.ts';
import { openDatabase } from '../api/db/open-database.ts';

const database = await openDatabase({ databaseUrl: process.env.U, clock: createClock(undefined) });
const db = database.db;
for (const q of process.argv.slice(2)) {
  const reading = await readQuery(db, q);
  for (const mode of ['all', 'any'] as const) {
    const { match, rank } = textMatch(reading, mode);
    const query = db
      .select({ id: articles.id })
      .from(articles)
      .where(and(match))
      .orderBy(desc(rank))
      .limit(20);
    const { rows } = (await db.execute(sql`explain analyze ${query}`)) as unknown as {
      rows: Record<string, string>[];
    };
    console.log(q, mode, JSON.stringify(reading.groups));
    for (const r of rows) console.log('   ', String(Object.values(r)[0]).slice(0, 140));
    const c = db.select({ n: sql`count(*)` }).from(articles).where(and(match));
    const { rows: r2 } = (await db.execute(sql`explain analyze ${c}`)) as unknown as {
      rows: Record<string, string>[];
    };
    console.log(
      '   count:',
      r2
        .map((r) => String(Object.values(r)[0]))
        .filter((l) => /Execution|rows=/.test(l))
        .map((l) => l.trim().slice(0, 100))
        .join(' | '),
    );
  }
}
await database.close();
