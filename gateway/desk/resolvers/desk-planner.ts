import type { DeskPlannerResolvers } from '../../generated/resolvers-types.ts';

// A page of the planner: the api's one answer, with the page that was asked.
export const DeskPlanner: DeskPlannerResolvers = {
  totalCount: (planner) => planner.count,
  pageCount: (planner) => Math.max(1, Math.ceil(planner.count / planner.pageSize)),
  articles: (planner) => planner.results,
};
