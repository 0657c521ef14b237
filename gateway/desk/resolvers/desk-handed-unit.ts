import type { DeskHandedUnitResolvers } from '../../generated/resolvers-types.ts';

export const DeskHandedUnit: DeskHandedUnitResolvers = {
  unitId: (unit) => String(unit.unit_id),
  assetTag: (unit) => unit.asset_tag,
  pickedUpAt: (unit) => unit.picked_up_at,
  dueAt: (unit) => unit.due_at,
  returnedAt: (unit) => unit.returned_at,
};
