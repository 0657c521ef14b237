import type { DeskOrderInTheWayResolvers } from '../../generated/resolvers-types.ts';

// An order reserving an article during the lookup's period.
export const DeskOrderInTheWay: DeskOrderInTheWayResolvers = {
  orderNumber: (order) => order.order_number,
  startsAt: (order) => order.starts_at,
  endsAt: (order) => order.ends_at,
};
