import type { ArticleListResolvers } from '../../generated/resolvers-types.ts';

export const ArticleList: ArticleListResolvers = {
  totalCount: (list) => list.count,
  totalCountCapped: (list) => list.count_capped,
  hasMore: (list) => list.has_more,
  matchingCategoryIds: (list) => list.category_ids.map(String),
  suggestion: (list) => list.suggestion ?? null,
};
