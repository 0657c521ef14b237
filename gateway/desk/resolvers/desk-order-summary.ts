import type { DeskOrderSummaryResolvers } from '../../generated/resolvers-types.ts';
import { money } from '../../shop/resolvers/cart-totals.ts';

// A row of the desk's order list: the api's list item, its total incl. BTW as Money.
export const DeskOrderSummary: DeskOrderSummaryResolvers = {
  createdAt: (order) => order.created_at,
  companyName: (order) => order.company_name,
  startDate: (order) => order.start_date,
  endDate: (order) => order.end_date,
  total: (order) => money(order.total),
};
