import type { DeskRefundResolvers } from '../../generated/resolvers-types.ts';
import { money } from '../../shop/resolvers/cart-totals.ts';

export const DeskRefund: DeskRefundResolvers = {
  amount: (refund) => money(refund.amount),
  createdAt: (refund) => refund.created_at,
};
