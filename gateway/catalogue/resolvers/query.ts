import { isSlug } from '../../../domain/slug.ts';
import { pageSize } from '../../base/page-size.ts';
import type { Context } from '../../context.ts';
import type { QueryResolvers } from '../../generated/resolvers-types.ts';
import { normalisePath } from '../category-tree.ts';
import { searchText, windowOffset } from './arguments.ts';

/** An optional argument left empty (`""`, `"/"`) means it was not given: the whole type, no campaign. */
const given = (value: string | null | undefined): value is string =>
  value != null && value.replace(/\//g, '').trim() !== '';

/**
 * The home search's one REST call for `q` and `first` (null for a blank `q`): searchArticles and
 * searchSuggestion asked together share it, since the client makes identical GETs of a request once.
 */
function homeSearch(q: string, first: number | null | undefined, { catalogue }: Context) {
  const text = searchText(q);
  return text ? catalogue.api.search({ q: text, start: 0, end: pageSize(first, 20, 20) }) : null;
}

export const catalogueQueries: QueryResolvers = {
  categoryTree: async (_, { type }, { catalogue }) =>
    (await catalogue.loaders.categories()).roots[type] ?? [],
  articleCategory: async (_, { type, path }, { catalogue }) => {
    const normal = normalisePath(path);
    return normal ? (await catalogue.loaders.categories()).find(type, normal) : null;
  },
  articles: async (_, { type, categoryPath, q, stock, sale, offset, first }, { catalogue }) => {
    const size = pageSize(first, 12, 48);
    const start = windowOffset(offset);
    const text = searchText(q);
    // A path or campaign that cannot name anything is null without asking the api.
    const path = given(categoryPath) ? normalisePath(categoryPath) : null;
    if (given(categoryPath) && !path) return null;
    const saleSlug = given(sale) ? sale : null;
    if (saleSlug && !isSlug(saleSlug)) return null;
    // The category's id comes from the dump (which the articles' categories need anyway) and the
    // campaign must exist: both asked side by side, then the search.
    const [category, campaign] = await Promise.all([
      path ? catalogue.loaders.categories().then((index) => index.find(type, path)) : null,
      saleSlug ? catalogue.loaders.saleBySlug.load(saleSlug) : null,
    ]);
    if (path && !category) return null;
    // A campaign of another type has no articles of this type: it does not exist here.
    if (saleSlug && campaign?.type !== type) return null;
    return catalogue.api.search({
      type,
      category: category?.id,
      q: text,
      stock: [...new Set(stock ?? [])],
      sale: saleSlug,
      start,
      end: start + size,
    });
  },
  article: (_, { slug }, { catalogue }) => catalogue.loaders.articleBySlug.load(slug),
  searchArticles: async (_, { q, first }, context) => (await homeSearch(q, first, context))?.articles ?? [],
  searchSuggestion: async (_, { q, first }, context) =>
    (await homeSearch(q, first, context))?.suggestion ?? null,
  searchAbsentKind: async (_, { q, first }, context) =>
    (await homeSearch(q, first, context))?.absent_kind ?? null,
  sale: (_, { slug }, { catalogue }) => catalogue.loaders.saleBySlug.load(slug),
};
