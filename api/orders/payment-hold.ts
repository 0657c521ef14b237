import { eq } from 'drizzle-orm';
import { AVAILABILITY_MESSAGES } from '../../domain/availability.ts';
import {
  MAX_HOLD_RENEWALS_PER_DAY,
  minutesLater,
  ORDER_BOUND_MESSAGES,
  type OrderLimits,
} from '../../domain/order-bounds.ts';
import { HttpError } from '../http/errors.ts';
import { Form } from '../http/form.ts';
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
