import { createClock } from '../api/clock.ts';
import { openSeededDatabase } from '../api/seed/seeded-database.ts';
import { dropTemplateDatabases, NOW, TEST_DATABASE_URL } from './api/harness.ts';
import { shareRunTemplates } from './run-setup.ts';

// vitest's global setup: the run's template folder and id (tests/run-setup.ts), shared by its
// workers. The PGlite template of NOW, the day most suites' clocks stand on, is made here, once,
// before the workers start: otherwise each worker's first api made it again, and a suite that
// opens a data directory first (data-dir-lock, the crash tests: a directory's dump would carry
// its lock file, so it makes none) migrated and seeded from nothing every time. Under `npm test`
// the Playwright stacks start from it too. Other days' templates are made by their first api. At
// the end the PostgreSQL template databases of the run are dropped and the folder removed.
export default async function setup() {
  const removeTemplates = shareRunTemplates();
  const database = await openSeededDatabase({ dataDir: 'memory://', clock: createClock(NOW) });
  await database.close();
  return async () => {
    if (TEST_DATABASE_URL) await dropTemplateDatabases(TEST_DATABASE_URL);
    removeTemplates();
  };
}
