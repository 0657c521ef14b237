import type { ArticleType, StockFilter } from '../../gql/graphql.ts';

// The state of an article list lives in its URL (SPEC §2: `page`, `q`, `stockfacets`), so a list
// can be shared and the back button restores it. This module reads and writes those parameters;
// the route's loader, the filters and the "Laad meer" button all go through it.

/** SPEC §9: an article list grows 12 at a time. */
export const PAGE_SIZE = 12;
/** The most articles one request may ask (`first` is 1 to 48, schema/catalogue.graphql). */
export const MAX_WINDOW = 48;
/** The api refuses a longer search text; the box stops there and the URL is cut there. */
export const MAX_QUERY_LENGTH = 100;

/** `stockfacets` values in the URL (Dutch, readable) and the schema's filter they stand for. */
const STOCK_FACETS: readonly { value: string; filter: StockFilter }[] = [
  { value: 'winkel', filter: 'IN_STORE' },
  { value: 'online', filter: 'ONLINE' },
];

export type ListParams = {
  /** 1-based; `page=3` shows the first 36 articles. */
  page: number;
  /** Trimmed search text; '' for none. */
  q: string;
  /** In URL order of STOCK_FACETS, so one filter always has one cache key. */
  stock: StockFilter[];
};

/** The list a URL names: its type, category path ('' for the type's whole list), campaign and params. */
export type ListRoute = ListParams & { type: ArticleType; categoryPath: string; sale: string };

/** What `?page=3&q=sony&stockfacets=winkel,online` asks for; anything unreadable is left out. */
export function readListParams(search: URLSearchParams): ListParams {
  const page = Number.parseInt(search.get('page') ?? '', 10);
  // `stockfacets=winkel,online`, or repeated as a form without JavaScript sends it.
  const facets = search.getAll('stockfacets').flatMap((value) => value.split(',').map((v) => v.trim()));
  return {
    page: Number.isFinite(page) && page >= 1 ? page : 1,
    q: (search.get('q') ?? '').trim().slice(0, MAX_QUERY_LENGTH),
    stock: STOCK_FACETS.filter(({ value }) => facets.includes(value)).map(({ filter }) => filter),
  };
}

/**
 * The window a list's first load asks: from the start, as many as `page` shows. A server render
 * asks at most MAX_WINDOW (4 pages); "Laad meer" continues from there.
 */
export function firstWindow(page: number): number {
  return Math.min(page * PAGE_SIZE, MAX_WINDOW);
}

/** `stockfacets` for a set of filters ('' when none). */
export function stockFacetsValue(stock: readonly StockFilter[]): string {
  return STOCK_FACETS.filter(({ filter }) => stock.includes(filter))
    .map(({ value }) => value)
    .join(',');
}

/**
 * The query string of a list: `?q=sony%20fx6&stockfacets=winkel,online&page=2`, or '' with no
 * filter. Written by hand so the comma of `stockfacets` stays readable (URLSearchParams would
 * write `%2C`). Page 1 is left out: a new filter or category starts at the top.
 */
export function listSearch(params: { q: string; stock: readonly StockFilter[]; page?: number }): string {
  const parts: string[] = [];
  if (params.q) parts.push(`q=${encodeURIComponent(params.q)}`);
  const facets = stockFacetsValue(params.stock);
  if (facets) parts.push(`stockfacets=${facets}`);
  if (params.page && params.page > 1) parts.push(`page=${params.page}`);
  return parts.length > 0 ? `?${parts.join('&')}` : '';
}

/** Only the sale and occasion lists have the stock filter (SPEC §2). */
export const hasStockFilter = (type: ArticleType): boolean => type !== 'RENTAL';
