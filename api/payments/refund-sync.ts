import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { type PeriodicJob, startPeriodic } from '../jobs/periodic.ts';
import { logger } from '../observability/logger.ts';
import { askProvider, type RefundDeps, refundIntent, settleRefund } from './refunds.ts';
import { refunds } from './tables.ts';

// The refund sync (refunds.ts, step 3): a refund intent still `requested` a while after it was
// written (its call timed out, the provider was down, the api died before or after asking) is
// settled from the provider's own list of the payment's refunds, by the intent's key; only when
// the provider has none with that key is it asked again, with the same key. Asked again later
// (2, 4, 8 … minutes, at most hourly) while the provider is away. Claimed with FOR UPDATE SKIP
// LOCKED, its next check moved in the same UPDATE, so two apis never ask about one intent at once.

const BATCH = 20;

export function startRefundSync(deps: RefundDeps, options: { intervalMs?: number } = {}): PeriodicJob {
  return startPeriodic('refund sync', options.intervalMs ?? 60_000, async () => {
    const claimed = await claimDue(deps, new Date());
    await syncRefunds(deps, claimed);
    return claimed.length === BATCH;
  });
}

async function claimDue(deps: RefundDeps, now: Date): Promise<number[]> {
  const { db, provider } = deps;
  const due = db
    .select({ id: refunds.id })
    .from(refunds)
    .where(
      and(
        eq(refunds.status, 'requested'),
        eq(refunds.provider, provider.name),
        lte(refunds.nextCheckAt, now),
      ),
    )
    .orderBy(refunds.nextCheckAt)
    .limit(BATCH)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(refunds)
    .set({
      checks: sql`${refunds.checks} + 1`,
      nextCheckAt: sql`${now.toISOString()}::timestamptz + make_interval(secs => least(3600, 120 * power(2, least(${refunds.checks}, 10))))`,
    })
    .where(inArray(refunds.id, due))
    .returning({ id: refunds.id });
  return rows.map((r) => r.id);
}

/**
 * Settles the intents `refundIds` (those still `requested`) from the provider's books: the
 * refund carrying the intent's key, or, when there is none, a new ask with that key.
 */
export async function syncRefunds(deps: RefundDeps, refundIds: readonly number[]): Promise<void> {
  const mails: number[] = [];
  const listed = new Map<string, Awaited<ReturnType<RefundDeps['provider']['listRefunds']>>>();
  for (const id of refundIds) {
    const row = await refundIntent(deps.db, id);
    if (!row) continue;
    try {
      let theirs = listed.get(row.providerPaymentId);
      if (!theirs) {
        theirs = await deps.provider.listRefunds(row.providerPaymentId);
        listed.set(row.providerPaymentId, theirs);
      }
      const made = theirs.find((r) => r.key === row.key);
      const outcome = made
        ? { refundId: made.refundId, status: made.status }
        : await askProvider(deps.provider, row);
      const mail = await settleRefund(deps, id, outcome);
      if (mail !== null) mails.push(mail);
    } catch (error) {
      logger.error({ refund: id, err: error }, 'api: refund sync: provider unavailable');
    }
  }
  deps.mailer.deliver(mails);
}
