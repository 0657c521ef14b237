import type { InvoiceSummaryResolvers } from '../../generated/resolvers-types.ts';
import { money } from '../../shop/resolvers/cart-totals.ts';

// The pay page's summary (the handle it was read by, added by accounts-api.ts).
export const InvoiceSummary: InvoiceSummaryResolvers = {
  amount: (summary) => money(summary.original_amount),
  canPayNow: (summary) => !summary.paid && summary.can_pay,
};
