import type { AbsentKindResolvers, ArticleListResolvers } from '../../generated/resolvers-types.ts';

export const ArticleList: ArticleListResolvers = {
  totalCount: (list) => list.count,
  totalCountCapped: (list) => list.count_capped,
  hasMore: (list) => list.has_more,
  matchingCategoryIds: (list) => list.category_ids.map(String),
  suggestion: (list) => list.suggestion ?? null,
  absentKind: (list) => list.absent_kind ?? null,
};

/** A kind of gear the catalogue lacks; its category is a node of the request's one dump. */
export const AbsentKind: AbsentKindResolvers = {
  nearestCategory: async (absent, _, { catalogue }) =>
    absent.category_id == null
      ? null
      : ((await catalogue.loaders.categories()).byId.get(absent.category_id) ?? null),
};
