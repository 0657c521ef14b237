import { randomUUID } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import { formatEuro } from '../../domain/money.ts';
import type { Db } from '../db/open-database.ts';
import { HttpError } from '../http/errors.ts';
import type { Mailer } from '../mail/mailer.ts';
import { refundMail } from './payment-mails.ts';
import type { PaymentProvider } from './payment-provider.ts';
import { payments, refunds } from './tables.ts';

// Paying money back (api/payments/README.md "Refunds"), for the rental desk: full or partial, at
// the provider (Mollie's refunds API, or the test provider), recorded with the staff member and
// the reason, and a Dutch mail to the customer through the outbox, all in the caller's transaction.
// Never more than was paid: the payment row is locked (FOR UPDATE) while the refundable amount
// is read, raised and refunded, so refunds of one payment run one after the other; and the
// database itself refuses `refunded_cents` above the amount (payments_refunded_check).

export const REFUND_MESSAGES = {
  notPaid: 'Alleen een betaalde betaling kun je terugbetalen.',
  nothingLeft: 'Deze betaling is al helemaal terugbetaald.',
  otherProvider:
    'Deze betaling liep via een andere betaalprovider dan nu ingesteld; betaal haar terug in het dashboard van die provider.',
  tooMuch: (left: number, refunded: number, paid: number) =>
    `Je kunt hoogstens ${formatEuro(left)} terugbetalen: ${formatEuro(refunded)} van ${formatEuro(paid)} is al terugbetaald.`,
} as const;

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

export type RefundOutcome = { refundId: number; amountCents: number; mailId: number };

/**
 * Refunds `amountCents` (null: all that is left) of the paid payment `paymentId` of an order, in
 * the caller's transaction. A 400 under `field` when it is not paid, or asks more than is left.
 */
export async function refundPayment(
  tx: Tx,
  deps: { provider: PaymentProvider; mailer: Mailer },
  options: {
    paymentId: number;
    amountCents: number | null;
    reason: string;
    staffId: number;
    order: { number: string; email: string; name: string };
    now: Date;
    field?: string;
  },
): Promise<RefundOutcome> {
  const field = options.field ?? 'amount';
  const [payment] = await tx.select().from(payments).where(eq(payments.id, options.paymentId)).for('update');
  if (payment?.status !== 'paid') throw new HttpError(400, { payment: [REFUND_MESSAGES.notPaid] });
  if (payment.provider !== deps.provider.name)
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
  const done = await deps.provider.refund({
    providerId: payment.providerId,
    amountCents: amount,
    description: `Terugbetaling bestelling ${options.order.number}`,
    key: randomUUID(),
  });
  const [row] = await tx
    .insert(refunds)
    .values({
      paymentId: payment.id,
      amountCents: amount,
      reason: options.reason,
      staffId: options.staffId,
      provider: payment.provider,
      providerRefundId: done.refundId,
      status: done.status,
      createdAt: options.now,
    })
    .returning({ id: refunds.id });
  if (!row) throw new Error('refund insert returned nothing');
  const mailId = await deps.mailer.record(tx as Db, refundMail(options.order, amount, options.now));
  return { refundId: row.id, amountCents: amount, mailId };
}
