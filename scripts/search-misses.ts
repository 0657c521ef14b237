import { desc } from 'drizzle-orm';
import { searchMisses } from '../api/catalogue/tables.ts';
import { createClock } from '../api/clock.ts';
import { openSeededDatabase } from '../api/seed/seeded-database.ts';

// `npm run search:misses`: the searches that found nothing, most often missed first (normalised
// query, how often, last seen; nothing about who searched). On DATABASE_URL, else the PGlite
// directory DATA_DIR (default ./data; stop the api first, PGlite allows one process). LIMIT rows
// (default 50).

const limit = Number(process.env.LIMIT ?? 50);
const database = await openSeededDatabase({
  databaseUrl: process.env.DATABASE_URL || undefined,
  dataDir: process.env.DATA_DIR ?? './data',
  clock: createClock(undefined),
});
try {
  const rows = await database.db
    .select()
    .from(searchMisses)
    .orderBy(desc(searchMisses.count), desc(searchMisses.lastSeen))
    .limit(limit);
  console.log(`${database.description}: ${rows.length} missed searches (most missed first)`);
  for (const row of rows) {
    console.log(`${String(row.count).padStart(6)}  ${row.lastSeen.toISOString().slice(0, 16)}  ${row.query}`);
  }
} finally {
  await database.close();
}
