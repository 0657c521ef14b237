import { describe } from 'vitest';
import { contract } from './contract-suite.ts';
import { postgresTarget, TEST_DATABASE_URL } from './harness.ts';

// The whole REST contract again on PostgreSQL (contract-suite.ts), when TEST_DATABASE_URL is set.

if (!TEST_DATABASE_URL) console.log('api suite: PostgreSQL run skipped (set TEST_DATABASE_URL to run it)');
describe.skipIf(!TEST_DATABASE_URL)('api on PostgreSQL', () =>
  contract(postgresTarget(TEST_DATABASE_URL ?? '')),
);
