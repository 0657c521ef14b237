import type { PaymentResolvers } from '../../generated/resolvers-types.ts';
import { money } from '../../shop/resolvers/cart-totals.ts';

export const Payment: PaymentResolvers = {
  amount: (payment) => money(payment.amount),
  orderNumber: (payment) => payment.order_number,
  payUrl: (payment) => payment.pay_url,
};
