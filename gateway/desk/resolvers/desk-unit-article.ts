import type { DeskUnitArticleResolvers } from '../../generated/resolvers-types.ts';

export const DeskUnitArticle: DeskUnitArticleResolvers = {
  samId: (article) => article.sam_id,
};
