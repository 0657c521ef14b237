import type { DeskPlannerRepairResolvers } from '../../generated/resolvers-types.ts';

export const DeskPlannerRepair: DeskPlannerRepairResolvers = {
  startedAt: (repair) => repair.started_at,
  endedAt: (repair) => repair.ended_at,
};
