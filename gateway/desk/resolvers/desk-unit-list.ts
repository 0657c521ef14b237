import type { DeskUnitListResolvers } from '../../generated/resolvers-types.ts';

// One page of units: the api's count and results, with the page that was asked.
export const DeskUnitList: DeskUnitListResolvers = {
  totalCount: (page) => page.count,
  pageCount: (page) => Math.max(1, Math.ceil(page.count / page.pageSize)),
  units: (page) => page.results,
};
