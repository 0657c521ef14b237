import { BaseSequencer, type TestSpecification } from 'vitest/node';

// The longest files first, so the two workers end together instead of one waiting on a long file
// taken last. vitest orders by the durations of its last run when it has them (a developer's
// machine) and else by file size, which on a clean clone (CI) put the REST contract and the crash
// tests at the end. These are the slowest files of `reports/slowest.md`, longest first; the rest
// keep vitest's own order after them.
const SLOWEST = [
  'api/refunds-crash-pglite.test.ts',
  'api/refunds-crash-postgres.test.ts',
  'api/data-dir-lock.test.ts',
  'api/rate-limits.test.ts',
  'api/payments-mollie.test.ts',
  'gateway/stale-if-error.test.ts',
  'api/seed.test.ts',
  'api/accounts.test.ts',
  'api/contract-postgres.test.ts',
  'api/contract.test.ts',
  'api/orders-holds.test.ts',
  'api/mail-relay.test.ts',
  'api/holds-by-value.test.ts',
  'api/desk-orders.test.ts',
  'api/desk-refunds-mollie.test.ts',
];

const rank = (spec: TestSpecification) => {
  const index = SLOWEST.findIndex((file) => spec.moduleId.endsWith(`/tests/${file}`));
  return index === -1 ? SLOWEST.length : index;
};

export default class SlowestFirst extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const sorted = await super.sort(files);
    // Array.prototype.sort is stable: vitest's order stays within each rank.
    return sorted.sort((a, b) => rank(a) - rank(b));
  }
}
