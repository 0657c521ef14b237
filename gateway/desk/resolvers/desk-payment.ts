import type { DeskPaymentResolvers } from '../../generated/resolvers-types.ts';
import { money } from '../../shop/resolvers/cart-totals.ts';

export const DeskPayment: DeskPaymentResolvers = {
  amount: (payment) => money(payment.amount),
  refunded: (payment) => money(payment.refunded),
  refundable: (payment) => money(payment.refundable),
  createdAt: (payment) => payment.created_at,
};
