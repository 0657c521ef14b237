import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { formatEuro } from '../../domain/money.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/open-database.ts';
import { HttpError } from '../http/errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { logger } from '../observability/logger.ts';
import { orders } from '../orders/tables.ts';
import { refundMail } from './payment-mails.ts';
import { type PaymentProvider, ProviderRefusedError } from './payment-provider.ts';
import { type ProviderRefundStatus, payments, refunds } from './tables.ts';

// Paying money back (api/payments/README.md "Refunds"), for the rental desk: full or partial, at
// the provider (Mollie's refunds API, or the test provider), never twice, whatever fails.
//
// 1. `requestRefund`, in the desk action's transaction: the payment row locked (FOR UPDATE), what
//    is left read, `refunded_cents` raised, and the refund written as an intent (`requested`,
//    with its own idempotency key). The transaction commits before the provider hears of it.
// 2. `sendRefunds`, after that commit: the provider asked with the intent's key, and the answer
//    settled on the intent (its id there and status; the customer's mail).
// 3. The refund sync (refund-sync.ts) takes every intent still `requested` a while later (the
//    provider was slow or down, the api died in between): it reads the payment's refunds at the
//    provider, settles the intent with the one carrying its key, and only when there is none asks
//    again, with the same key.
// So an amount is refunded at the provider at most once per intent, and an intent is counted in
// `refunded_cents` (and so not refundable again) from the moment it is written.

export const REFUND_MESSAGES = {
  notPaid: 'Alleen een betaalde betaling kun je terugbetalen.',
  nothingLeft: 'Deze betaling is al helemaal terugbetaald.',
  otherProvider:
    'Deze betaling liep via een andere betaalprovider dan nu ingesteld; betaal haar terug in het dashboard van die provider.',
  tooMuch: (left: number, refunded: number, paid: number) =>
    `Je kunt hoogstens ${formatEuro(left)} terugbetalen: ${formatEuro(refunded)} van ${formatEuro(paid)} is al terugbetaald of in behandeling.`,
} as const;

/** How long an intent is left to the call that made it before the sync asks about it. */
export const REFUND_SYNC_AFTER_MS = 2 * 60_000;

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type RefundIntent = { refundId: number; amountCents: number };

export type RefundDeps = { db: Db; clock: Clock; provider: PaymentProvider; mailer: Mailer };

/**
 * Records the intent to refund `amountCents` (null: all that is left) of the paid payment
 * `paymentId`, in the caller's transaction. A 400 under `field` when it is not paid, or asks more
 * than is left (what was refunded and what is being refunded).
 */
export async function requestRefund(
  tx: Tx,
  provider: Pick<PaymentProvider, 'name'>,
  options: {
    paymentId: number;
    amountCents: number | null;
    reason: string;
    staffId: number;
    now: Date;
    field?: string;
  },
): Promise<RefundIntent> {
  const field = options.field ?? 'amount';
  const [payment] = await tx.select().from(payments).where(eq(payments.id, options.paymentId)).for('update');
  if (payment?.status !== 'paid') throw new HttpError(400, { payment: [REFUND_MESSAGES.notPaid] });
  if (payment.provider !== provider.name)
    throw new HttpError(400, { payment: [REFUND_MESSAGES.otherProvider] });
  const left = payment.amountCents - payment.refundedCents;
  if (left <= 0) throw new HttpError(400, { [field]: [REFUND_MESSAGES.nothingLeft] });
  const amount = options.amountCents ?? left;
  if (amount > left)
    throw new HttpError(400, {
      [field]: [REFUND_MESSAGES.tooMuch(left, payment.refundedCents, payment.amountCents)],
    });
  // The check again, in the statement itself (and the table's constraint behind it).
  const [raised] = await tx
    .update(payments)
    .set({ refundedCents: sql`${payments.refundedCents} + ${amount}`, updatedAt: options.now })
    .where(
      and(eq(payments.id, payment.id), sql`${payments.refundedCents} + ${amount} <= ${payments.amountCents}`),
    )
    .returning({ id: payments.id });
  if (!raised) throw new HttpError(400, { [field]: [REFUND_MESSAGES.nothingLeft] });
  const [row] = await tx
    .insert(refunds)
    .values({
      paymentId: payment.id,
      amountCents: amount,
      reason: options.reason,
      staffId: options.staffId,
      provider: payment.provider,
      key: `rf_${randomUUID()}`,
      providerRefundId: null,
      status: 'requested',
      createdAt: options.now,
      // Real time, as the sync's: the call below has long answered or given up by then.
      nextCheckAt: new Date(Date.now() + REFUND_SYNC_AFTER_MS),
    })
    .returning({ id: refunds.id });
  if (!row) throw new Error('refund insert returned nothing');
  return { refundId: row.id, amountCents: amount };
}

export type IntentRow = {
  id: number;
  key: string;
  amountCents: number;
  providerPaymentId: string;
  orderNumber: string | null;
};

/** An intent still `requested`, with what the provider must be told of it. */
export async function refundIntent(db: Tx, refundId: number): Promise<IntentRow | undefined> {
  const [row] = await db
    .select({
      id: refunds.id,
      key: refunds.key,
      amountCents: refunds.amountCents,
      providerPaymentId: payments.providerId,
      orderNumber: orders.number,
    })
    .from(refunds)
    .innerJoin(payments, eq(payments.id, refunds.paymentId))
    .leftJoin(orders, eq(orders.id, payments.orderId))
    .where(and(eq(refunds.id, refundId), eq(refunds.status, 'requested')));
  return row;
}

/** Asks the provider to make the refund of one intent (again: with its key, a repeat makes none). */
export async function askProvider(
  provider: PaymentProvider,
  row: IntentRow,
): Promise<{ refundId: string; status: ProviderRefundStatus } | 'refused'> {
  try {
    return await provider.refund({
      providerId: row.providerPaymentId,
      amountCents: row.amountCents,
      description: `Terugbetaling bestelling ${row.orderNumber ?? ''}`.trim(),
      key: row.key,
    });
  } catch (error) {
    if (error instanceof ProviderRefusedError) {
      logger.warn({ refund: row.id, detail: error.detail }, 'api: the provider refused a refund');
      return 'refused';
    }
    throw error;
  }
}

/**
 * Settles an intent with the provider's word, once (a conditional UPDATE from `requested`): its id
 * and status there and the customer's mail, or, refused, the amount refundable again. Answers the
 * mail to deliver, if any.
 */
export async function settleRefund(
  deps: Pick<RefundDeps, 'db' | 'clock' | 'mailer'>,
  refundId: number,
  outcome: { refundId: string; status: ProviderRefundStatus } | 'refused',
): Promise<number | null> {
  const { db, clock, mailer } = deps;
  return db.transaction(async (tx) => {
    const status = outcome === 'refused' ? 'failed' : outcome.status;
    const [settled] = await tx
      .update(refunds)
      .set({
        status,
        providerRefundId: outcome === 'refused' ? null : outcome.refundId,
        nextCheckAt: null,
      })
      .where(and(eq(refunds.id, refundId), eq(refunds.status, 'requested')))
      .returning();
    if (!settled) return null;
    if (status === 'failed') {
      await tx
        .update(payments)
        .set({ refundedCents: sql`${payments.refundedCents} - ${settled.amountCents}` })
        .where(eq(payments.id, settled.paymentId));
      return null;
    }
    const [order] = await tx
      .select({ number: orders.number, email: orders.email, billing: orders.billingAddress })
      .from(payments)
      .innerJoin(orders, eq(orders.id, payments.orderId))
      .where(eq(payments.id, settled.paymentId));
    if (!order) return null;
    return mailer.record(
      tx as Db,
      refundMail(
        { number: order.number, email: order.email, name: order.billing.first_name },
        settled.amountCents,
        clock.now(),
      ),
    );
  });
}

/**
 * After the intents' transaction committed: asks the provider for each and settles it. A provider
 * that is away leaves the intent `requested` ("in behandeling" at the desk) for the sync.
 */
export async function sendRefunds(deps: RefundDeps, refundIds: readonly number[]): Promise<void> {
  const mails: number[] = [];
  for (const id of refundIds) {
    const row = await refundIntent(deps.db, id);
    if (!row) continue;
    try {
      const mail = await settleRefund(deps, id, await askProvider(deps.provider, row));
      if (mail !== null) mails.push(mail);
    } catch (error) {
      // ProviderUnavailableError logged itself; the sync asks again with the same key.
      logger.warn({ refund: id, err: error }, 'api: a refund waits for the provider');
    }
  }
  deps.mailer.deliver(mails);
}
