import type { DeskUnitOutResolvers } from '../../generated/resolvers-types.ts';

export const DeskUnitOut: DeskUnitOutResolvers = {
  orderNumber: (out) => out.order_number,
  pickedUpAt: (out) => out.picked_up_at,
  dueAt: (out) => out.due_at,
};
