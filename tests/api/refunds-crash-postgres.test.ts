import { describe, it } from 'vitest';
import { createTestDatabase, NOW, TEST_DATABASE_URL } from './harness.ts';
import { crashSuite } from './refunds-crash.ts';

// Refunds through SIGKILLs on PostgreSQL (refunds-crash.ts), when TEST_DATABASE_URL is set: a
// database of its own, copied from the run's template.
const serverUrl = TEST_DATABASE_URL;
if (serverUrl)
  crashSuite('PostgreSQL', async () => {
    const database = await createTestDatabase(serverUrl, { seededFor: NOW });
    return { env: { DATABASE_URL: database.url, DATA_DIR: '' }, drop: () => database.drop() };
  });
else describe('refunds through SIGKILLs (PostgreSQL)', () => it.skip('needs TEST_DATABASE_URL', () => {}));
