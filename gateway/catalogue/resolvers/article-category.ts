import type { ArticleCategoryResolvers } from '../../generated/resolvers-types.ts';
import { ancestorsOf } from '../category-tree.ts';

// Every category arrives as a node of the request's one category dump (category-tree.ts): its
// other fields are the node's own, its ancestors and children are links in it (no call).
export const ArticleCategory: ArticleCategoryResolvers = {
  ancestors: (category) => ancestorsOf(category),
};
