import { afterAll, beforeAll, describe } from 'vitest';
import type { RunningApi } from '../../api/start-api.ts';
import { accountsAuthSuite } from './accounts-auth.ts';
import { accountsEmailSuite } from './accounts-email.ts';
import { accountsInvoicesSuite } from './accounts-invoices.ts';
import { pgliteWith, postgresTarget, roomyStock, type Target, TEST_DATABASE_URL } from './harness.ts';

// Accounts and invoices (api/accounts/README.md) against a real api over HTTP: on embedded PGlite
// always, and again on PostgreSQL when TEST_DATABASE_URL is set. The rate limits run in
// rate-limits.test.ts, on an api of their own with lowered limits.

// The suites register accounts, follow links and ask for new addresses from one client far more
// often than a visitor may (the limits themselves are tested on an api of their own).
const roomy = {
  demoAccounts: true,
  rateLimits: {
    registerPerClient: { limit: 1000, windowS: 3600 },
    resetPerClient: { limit: 1000, windowS: 3600 },
    tokenPerClient: { limit: 1000, windowS: 900 },
  },
};

function accounts(target: Target) {
  let api: RunningApi | undefined;
  beforeAll(async () => {
    api = await target.start();
    await roomyStock(api.db);
  });
  afterAll(async () => {
    await api?.close();
  });
  const running = () => {
    if (!api) throw new Error('api did not start');
    return api;
  };
  accountsAuthSuite(
    () => running().url,
    () => running().db,
  );
  accountsInvoicesSuite(
    () => running().url,
    () => running().db,
  );
  accountsEmailSuite(
    () => running().url,
    () => running().db,
  );
}

describe('accounts on PGlite', () => {
  accounts(pgliteWith(roomy));
});

if (!TEST_DATABASE_URL)
  console.log('accounts suite: PostgreSQL run skipped (set TEST_DATABASE_URL to run it)');
describe.skipIf(!TEST_DATABASE_URL)('accounts on PostgreSQL', () => {
  accounts(postgresTarget(TEST_DATABASE_URL ?? '', roomy));
});
