import type {
  RestArticle,
  RestArticleSummary,
  RestCategoryDump,
  RestSale,
  RestSearchResult,
} from '../generated/rest-types.ts';
import { keyList } from '../rest/key-list.ts';
import type { RestClient } from '../rest/rest-client.ts';

/** What `GET /api/search/` is asked (api/catalogue/README.md); the resolvers validated it. */
export type SearchFilter = {
  type?: RestArticleSummary['type'] | null;
  /** A category id: that category and its descendants. */
  category?: number | null;
  /** Trimmed, not empty. */
  q?: string | null;
  /** The api's stock codes (`in_stock`, `ext_stock`): OR-ed. */
  stock?: readonly string[] | null;
  /** A sale campaign's slug: AND-ed with the stock facet. */
  sale?: string | null;
  /** The 0-based window `start` to `end` (end exclusive, at most 48 wide). */
  start: number;
  end: number;
};

// Every REST call of the catalogue (api/catalogue/README.md), in one place. Batch calls take key
// lists and answer bare arrays (`no_page`); the loaders map them back to keys.

export class CatalogueApi {
  private readonly rest: RestClient;

  constructor(rest: RestClient) {
    this.rest = rest;
  }

  /** The three category trees, whole: small, and everything category-shaped is answered from it. */
  categoryDump(): Promise<RestCategoryDump> {
    return this.rest.get('/shop/categorydump/');
  }

  search(filter: SearchFilter): Promise<RestSearchResult> {
    const params = new URLSearchParams();
    if (filter.q) params.set('q', filter.q);
    if (filter.type) params.set('type', filter.type);
    if (filter.category != null) params.set('cat', String(filter.category));
    const facets = [
      ...(filter.sale ? [`sale:${filter.sale}`] : []),
      ...(filter.stock ?? []).map((stock) => `stock:${stock}`),
    ];
    if (facets.length > 0) params.set('facets', facets.join(','));
    params.set('start', String(filter.start));
    params.set('end', String(filter.end));
    return this.rest.get(`/search/?${params}`);
  }

  /** Full articles (description, large image, sales, related, accessories) by slug, in one call. */
  articlesBySlug(slugs: readonly string[]): Promise<RestArticle[]> {
    return this.rest.get(`/shop/articles/?no_page=true&view=full&slug__in=${keyList(slugs)}`);
  }

  /** Every article as a summary (the sitemap). */
  articleSummaries(): Promise<RestArticleSummary[]> {
    return this.rest.get('/shop/articles/?no_page=true');
  }

  salesBySlug(slugs: readonly string[]): Promise<RestSale[]> {
    return this.rest.get(`/shop/sales/?no_page=true&slug__in=${keyList(slugs)}`);
  }

  /** Every sale campaign (the sitemap). */
  sales(): Promise<RestSale[]> {
    return this.rest.get('/shop/sales/?no_page=true');
  }
}
