import type { DeskPlannerHandoverResolvers } from '../../generated/resolvers-types.ts';

export const DeskPlannerHandover: DeskPlannerHandoverResolvers = {
  orderNumber: (handover) => handover.order_number,
};
