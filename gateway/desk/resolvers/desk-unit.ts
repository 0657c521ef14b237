import type { DeskUnitResolvers } from '../../generated/resolvers-types.ts';

// A unit of a list or of its own page. Its history comes with `deskUnit`; asked of a unit of a
// list, the unit's page is read (one GET per unit, made once per request by the REST client).
export const DeskUnit: DeskUnitResolvers = {
  assetTag: (unit) => unit.asset_tag,
  createdAt: (unit) => unit.created_at,
  retiredAt: (unit) => unit.retired_at,
  history: async (unit, _, { desk }) => unit.history ?? (await desk.api.unit(unit.id))?.history ?? [],
};
