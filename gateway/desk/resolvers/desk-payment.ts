import type { DeskPaymentResolvers } from '../../generated/resolvers-types.ts';
import { money } from '../../shop/resolvers/cart-totals.ts';

export const DeskPayment: DeskPaymentResolvers = {
  amount: (payment) => money(payment.amount),
  refunded: (payment) => money(payment.refunded),
  refundable: (payment) => money(payment.refundable),
  createdAt: (payment) => payment.created_at,
  // The api's code is the enum's value (codegen `enumValues`), which its resolver types leave as null.
  counterMethod: (payment) => payment.counter_method as never,
};
