import { count } from 'drizzle-orm';
import { refreshSearchIndex } from '../catalogue/lexicon.ts';
import type { Clock } from '../clock.ts';
import { type Database, type Db, type OpenDatabaseOptions, openDatabase } from '../db/open-database.ts';
import * as schema from '../db/schema.ts';
import { seedCatalogue } from './catalogue/seed-catalogue.ts';
import { seedContentExtras } from './content-extras.ts';
import { seedDatabase } from './seed.ts';

// The database as the api starts on it: opened and migrated (db/open-database.ts), then seeded
// when empty, in one transaction. Seeding sits above every domain (api/README.md "Layout"), so
// the database layer only calls it back.

/** Open, migrate, and seed when empty. Throws DataDirLockedError when the data dir is in use. */
export function openSeededDatabase(options: Omit<OpenDatabaseOptions, 'fill'>): Promise<Database> {
  return openDatabase({ ...options, fill: (db) => seedWhenEmpty(db, options.clock) });
}

async function seedWhenEmpty(db: Db, clock: Clock): Promise<void> {
  await db.transaction(async (tx) => {
    const [row] = await tx.select({ n: count() }).from(schema.sections);
    if ((row?.n ?? 0) === 0) await seedDatabase(tx, clock.today());
    // The catalogue came later: a database seeded before it (education data and all) gets it too.
    const [catalogue] = await tx.select({ n: count() }).from(schema.articleCategories);
    const seeding = (catalogue?.n ?? 0) === 0;
    if (seeding) await seedCatalogue(tx, clock.today());
    // The search's terms and lexicon: built with a new catalogue, filled in for an older one.
    await refreshSearchIndex(tx, { force: seeding });
    // Campaign pages and the duplication prices came later still: inserted where missing.
    await seedContentExtras(tx);
  });
}
