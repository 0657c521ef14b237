import type { DeskUnitRepairResolvers } from '../../generated/resolvers-types.ts';

export const DeskUnitRepair: DeskUnitRepairResolvers = {
  orderNumber: (repair) => repair.order_number,
};
