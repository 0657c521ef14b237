import { parseAmount } from '../../../domain/money.ts';
import type { OrderTermsResolvers } from '../../generated/resolvers-types.ts';

// Reads the one REST OrderTerms: figures and the api's Dutch texts.
export const OrderTerms: OrderTermsResolvers = {
  quoteHoldHours: (t) => t.quote_hold_hours,
  paymentHoldMinutes: (t) => t.payment_hold_minutes,
  maxRentalDays: (t) => t.max_rental_days,
  maxOrderTotal: (t) => ({ cents: parseAmount(t.max_order_total) }),
  maxUnpaidHolds: (t) => t.max_unpaid_holds,
  checkoutNote: (t) => t.checkout_note,
};
