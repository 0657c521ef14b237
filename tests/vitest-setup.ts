import { createClock } from '../api/clock.ts';
import { openDatabase } from '../api/db/open-database.ts';
import { createTestDatabase, dropTemplateDatabases, NOW, TEST_DATABASE_URL } from './api/harness.ts';
import { shareRunTemplates } from './run-setup.ts';

// vitest's global setup: the run's templates (tests/run-setup.ts), made here once for the suites'
// day (NOW) before the workers start, so no two workers migrate and seed the same day at once.
export default async function setup() {
  const removeTemplates = shareRunTemplates();
  const database = await openDatabase({ dataDir: 'memory://', clock: createClock(NOW) });
  await database.close();
  if (TEST_DATABASE_URL) await (await createTestDatabase(TEST_DATABASE_URL, { seededFor: NOW })).drop();
  return async () => {
    if (TEST_DATABASE_URL) await dropTemplateDatabases(TEST_DATABASE_URL);
    removeTemplates();
  };
}
