import type { DeskPlannerArticleResolvers } from '../../generated/resolvers-types.ts';

// One article of the planner: every list is in the api's answer already (no call per article).
export const DeskPlannerArticle: DeskPlannerArticleResolvers = {
  id: (article) => String(article.id),
  samId: (article) => article.sam_id,
  unitsInService: (article) => article.units_in_service,
};
