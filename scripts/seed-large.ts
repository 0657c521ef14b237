import { sql } from 'drizzle-orm';
import { createClock } from '../api/clock.ts';
import { seedLargeCatalogue } from '../api/seed/catalogue/large.ts';
import { openSeededDatabase } from '../api/seed/seeded-database.ts';

// `npm run seed:large`: a catalogue of SEED_ARTICLES articles (default 100,000) for the search
// benchmark: the seeded catalogue plus generated articles (api/seed/catalogue/large.ts). On
// DATABASE_URL when set, else the PGlite directory DATA_DIR (default ./data/search-large; not
// ./data, so the development database keeps its 383 articles). Run it again: it adds nothing.

const total = Number(process.env.SEED_ARTICLES ?? 100_000);
if (!Number.isInteger(total) || total < 1) throw new Error('SEED_ARTICLES: a whole number of articles');
const databaseUrl = process.env.DATABASE_URL || undefined;
const dataDir = process.env.DATA_DIR ?? './data/search-large';
const started = performance.now();
const database = await openSeededDatabase({ databaseUrl, dataDir, clock: createClock(undefined) });
try {
  const added = await seedLargeCatalogue(database.db, total, console.log);
  // Fresh statistics and visibility map (PGlite has no autovacuum): what a server has after a while.
  for (const table of ['articles', 'article_category_links', 'search_lexicon', 'search_lexicon_keys']) {
    await database.db.execute(sql.raw(`vacuum analyze ${table}`));
  }
  const seconds = ((performance.now() - started) / 1000).toFixed(0);
  console.log(`seed:large: ${database.description}: ${added} articles added, ${total} in all (${seconds} s)`);
} finally {
  await database.close();
}
