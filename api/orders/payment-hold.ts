import { and, desc, eq } from 'drizzle-orm';
import { AVAILABILITY_MESSAGES } from '../../domain/availability.ts';
import {
  MAX_HOLD_RENEWALS_PER_DAY,
  minutesLater,
  ORDER_BOUND_MESSAGES,
  type OrderLimits,
} from '../../domain/order-bounds.ts';
import { HttpError } from '../http/errors.ts';
import { Form } from '../http/form.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import { createPayment } from '../payments/payment-store.ts';
import { payments } from '../payments/tables.ts';
import { checkUnpaidHolds, holdAgain, holderOf, lockHolder, storedHold } from './order-holds.ts';
import { orders } from './tables.ts';

// Holding an order's units for a payment made after placing: paying again (orders.ts) and paying
// a quote from its link (quote-confirmation.ts) share these rules (README "Holds and bounds").

export const RETRY_MESSAGE = 'Deze bestelling wacht niet (meer) op een betaling.';
export const UNAVAILABLE_AGAIN =
  'Niet alles is nog vrij in je huurperiode, dus opnieuw betalen kan niet. Neem contact met ons op of plaats een nieuwe bestelling.';

/**
 * Holds an order's units again for a new payment (paying again, or a quote paid from its link),
 * or refuses with the Dutch reasons (400).
 */
export async function holdForPayment(
  tx: Parameters<typeof holdAgain>[0],
  order: Parameters<typeof holdAgain>[1],
  limits: OrderLimits,
  at: { now: Date; today: string },
): Promise<void> {
  const { now, today } = at;
  const renewals = order.holdRenewedOn === today ? order.holdRenewals : 0;
  if (renewals >= MAX_HOLD_RENEWALS_PER_DAY)
    throw new HttpError(400, {
      non_field_errors: [ORDER_BOUND_MESSAGES.renewals(MAX_HOLD_RENEWALS_PER_DAY)],
    });
  const holder = holderOf(order);
  await lockHolder(tx, holder);
  const form = new Form({});
  await checkUnpaidHolds(tx, form, holder, await storedHold(tx, order), limits, now, order.id);
  form.check();
  const outcome = await holdAgain(tx, order, now, minutesLater(now, limits.paymentHoldMinutes));
  if (outcome.ok) {
    await tx
      .update(orders)
      .set({ holdRenewals: renewals + 1, holdRenewedOn: today })
      .where(eq(orders.id, order.id));
    return;
  }
  for (const { line, free, total } of outcome.short) {
    form.add(`lines.${line.lineId}`, AVAILABILITY_MESSAGES.line(line.name, free, total));
  }
  form.add('non_field_errors', UNAVAILABLE_AGAIN);
  form.check();
}

type PaymentRow = typeof payments.$inferSelect;

/**
 * The payment to hand out for an order awaiting one: its open payment while that is still within
 * its hour and nothing had to be held anew (`renewed`), else a new one. A payment whose hold ran
 * out holds nothing and is not handed out again: `stale` names it at the provider, to cancel
 * there once the transaction has committed (where its method allows).
 */
export async function paymentToHandOut(
  tx: Parameters<typeof createPayment>[0],
  provider: PaymentProvider,
  order: { id: number; number: string; totalCents: number },
  renewed: boolean,
  options: { limits: OrderLimits; publicUrl: string; now: Date },
): Promise<{ payment: PaymentRow; created: boolean; stale: string | null }> {
  const { limits, publicUrl, now } = options;
  const [open] = await tx
    .select()
    .from(payments)
    .where(and(eq(payments.orderId, order.id), eq(payments.status, 'open')))
    .orderBy(desc(payments.id))
    .limit(1);
  const fresh = open && !renewed && minutesLater(open.createdAt, limits.paymentHoldMinutes) > now;
  if (open && fresh) return { payment: open, created: false, stale: null };
  const payment = await createPayment(tx, provider, {
    kind: 'order',
    orderId: order.id,
    amountCents: order.totalCents,
    description: `Bestelling ${order.number}`,
    publicUrl,
    now,
  });
  return { payment, created: true, stale: open?.providerId ?? null };
}
