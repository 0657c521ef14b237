import type {
  RestArticle,
  RestArticleSummary,
  RestCategoryDump,
  RestSale,
  RestSearchResult,
} from '../generated/rest-types.ts';
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
    return this.rest.GET('/shop/categorydump/');
  }

  search(filter: SearchFilter): Promise<RestSearchResult> {
    const facets = [
      ...(filter.sale ? [`sale:${filter.sale}`] : []),
      ...(filter.stock ?? []).map((stock) => `stock:${stock}`),
    ];
    return this.rest.GET('/search/', {
      params: {
        query: {
          q: filter.q || undefined,
          type: filter.type || undefined,
          cat: filter.category ?? undefined,
          facets: facets.length > 0 ? facets : undefined,
          start: filter.start,
          end: filter.end,
        },
      },
    });
  }

  /** Full articles (description, large image, sales, related, accessories) by slug, in one call. */
  async articlesBySlug(slugs: readonly string[]): Promise<RestArticle[]> {
    const items = await this.rest.list('/shop/articles/', {
      params: { query: { view: 'full', slug__in: slugs } },
    });
    // view=full: every item is a whole Article.
    return items as RestArticle[];
  }

  /** Every article as a summary (the sitemap). */
  async articleSummaries(): Promise<RestArticleSummary[]> {
    // Without view (view=summary): every item is an ArticleSummary.
    return (await this.rest.list('/shop/articles/')) as RestArticleSummary[];
  }

  salesBySlug(slugs: readonly string[]): Promise<RestSale[]> {
    return this.rest.list('/shop/sales/', { params: { query: { slug__in: slugs } } });
  }

  /** Every sale campaign (the sitemap). */
  sales(): Promise<RestSale[]> {
    return this.rest.list('/shop/sales/');
  }
}
