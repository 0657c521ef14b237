import DataLoader from 'dataloader';
import type { RestArticle, RestSale } from '../generated/rest-types.ts';
import { tracedBatch } from '../observability/tracing.ts';
import { bySlug } from '../rest/by-key.ts';
import type { CatalogueApi } from './catalogue-api.ts';
import { type CategoryIndex, indexCategories } from './category-tree.ts';

// One set of loaders per GraphQL request: each batches the keys asked for in one tick into a
// single REST call through the `__in` filters. Nothing is cached beyond the request.

export function createCatalogueLoaders(api: CatalogueApi) {
  let categories: Promise<CategoryIndex> | undefined;
  return {
    /**
     * The category trees of all three types, from one call per request: every category field
     * (an article's category, its ancestors and children, a path's lookup) is answered from it.
     */
    categories: (): Promise<CategoryIndex> => {
      categories ??= api.categoryDump().then(indexCategories);
      return categories;
    },
    /** Full articles: the detail fields a summary lacks, for every article of a list in one call. */
    articleBySlug: new DataLoader<string, RestArticle | null>(
      tracedBatch(
        'articleBySlug',
        bySlug((slugs) => api.articlesBySlug(slugs)),
      ),
    ),
    saleBySlug: new DataLoader<string, RestSale | null>(
      tracedBatch(
        'saleBySlug',
        bySlug((slugs) => api.salesBySlug(slugs)),
      ),
    ),
  };
}

export type CatalogueLoaders = ReturnType<typeof createCatalogueLoaders>;
