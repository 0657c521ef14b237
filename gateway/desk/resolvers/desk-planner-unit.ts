import type { DeskPlannerUnitResolvers } from '../../generated/resolvers-types.ts';

// One unit of a planner article, with its assignments and repairs from the same answer.
export const DeskPlannerUnit: DeskPlannerUnitResolvers = {
  id: (unit) => String(unit.id),
  assetTag: (unit) => unit.asset_tag,
  retiredAt: (unit) => unit.retired_at,
};
