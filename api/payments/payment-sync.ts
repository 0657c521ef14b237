import { and, eq, inArray, lte, sql } from 'drizzle-orm';
import { type PeriodicJob, startPeriodic } from '../jobs/periodic.ts';
import { logger } from '../observability/logger.ts';
import { type PaymentDeps, syncPayment } from './payment-store.ts';
import { payments } from './tables.ts';

// The payment sync: a payment still open a few minutes after it was made is asked about at the
// provider, then again later (5, 10, 20 … minutes, at most every 6 hours, for about two days),
// so a webhook that never came (the provider's or our outage) cannot leave a paid order unpaid.
// Payments are claimed with FOR UPDATE SKIP LOCKED and their next check moved in the same
// UPDATE, so several api processes never ask about one payment at once; moving it is idempotent
// anyway (syncPayment's conditional UPDATE), and its "betaling ontvangen" mail is recorded once.

const MAX_CHECKS = 12;
const BATCH = 20;

export function startPaymentSync(deps: PaymentDeps, options: { intervalMs?: number } = {}): PeriodicJob {
  const { db, provider } = deps;
  return startPeriodic('payment sync', options.intervalMs ?? 60_000, async () => {
    const now = new Date();
    const due = db
      .select({ id: payments.id })
      .from(payments)
      .where(
        and(
          eq(payments.status, 'open'),
          eq(payments.provider, provider.name),
          lte(payments.nextCheckAt, now),
        ),
      )
      .orderBy(payments.nextCheckAt)
      .limit(BATCH)
      .for('update', { skipLocked: true });
    const claimed = await db
      .update(payments)
      .set({
        checks: sql`${payments.checks} + 1`,
        nextCheckAt: sql`case when ${payments.checks} + 1 >= ${MAX_CHECKS} then null
          else ${now.toISOString()}::timestamptz + make_interval(secs => least(21600, 300 * power(2, ${payments.checks}))) end`,
      })
      .where(inArray(payments.id, due))
      .returning();
    for (const payment of claimed) {
      try {
        await syncPayment(deps, { payment, orderNumber: null });
      } catch (error) {
        // The provider is away: the next check tries again.
        logger.error({ payment: payment.id, err: error }, 'api: payment sync: provider unavailable');
      }
    }
    return claimed.length === BATCH;
  });
}
