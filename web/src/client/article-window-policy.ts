import type { FieldPolicy, Reference } from '@apollo/client';

// The cache policy of `Query.articles` (schema/catalogue.graphql: offset paging). All windows of
// one list (same type, category, text, stock filter and campaign) are kept as one list of
// articles: "Laad meer" asks `offset` = the articles shown, `first` = 12, and its answer lands
// behind them. A read of a window is answered from that list when the list holds it, so:
// - after "Laad meer" the page's own query (`offset` 0, `first` up to 48, from the URL's `page`)
//   is answered from the cache, no second request;
// - the back button to `?page=2` shows the 24 articles at once from the cache;
// - a window the cache does not hold is asked from the gateway (offset 0 starts the list over).
// The read returns every stored article from `offset` on (not just `first`): the page shows as
// many as its URL's `page` says, which may be more than one request may ask (48).

type StoredList = {
  __typename?: string;
  articles: (Reference | null)[];
  totalCount: number;
  hasMore: boolean;
  matchingCategoryIds: string[];
};
type WindowArgs = { offset?: number | null; first?: number | null } | null;

const windowOf = (args: WindowArgs) => ({ offset: args?.offset ?? 0, first: args?.first ?? 12 });

/** Writes a window into the stored list; null (no such category or campaign) is kept as null. */
export function mergeWindow(
  existing: StoredList | null | undefined,
  incoming: StoredList | null,
  args: WindowArgs,
): StoredList | null {
  if (!incoming) return null;
  const { offset } = windowOf(args);
  // A first window starts the list over: what the cache held behind it may have changed.
  const articles = existing && offset > 0 ? existing.articles.slice(0) : [];
  // Never leave holes (a window asked past the end of what is stored): they read as missing.
  while (articles.length < offset) articles.push(null);
  incoming.articles.forEach((article, index) => {
    articles[offset + index] = article;
  });
  // `hasMore` is said of the end of the window that reached furthest.
  const reachesEnd = offset + incoming.articles.length >= articles.length;
  return {
    ...incoming,
    articles,
    hasMore: reachesEnd || !existing ? incoming.hasMore : existing.hasMore,
  };
}

/**
 * Reads a window: the stored articles from `offset` on, or undefined (ask the gateway) when
 * fewer than `first` are stored and the list has more.
 */
export function readWindow(
  existing: StoredList | null | undefined,
  args: WindowArgs,
): StoredList | null | undefined {
  if (existing === null) return null;
  if (!existing) return undefined;
  const { offset, first } = windowOf(args);
  const articles: Reference[] = [];
  for (let i = offset; i < existing.articles.length; i++) {
    const article = existing.articles[i];
    if (!article) break;
    articles.push(article);
  }
  const toEnd = offset + articles.length === existing.articles.length;
  if (articles.length < first && !(toEnd && !existing.hasMore)) return undefined;
  return { ...existing, articles, hasMore: toEnd ? existing.hasMore : true };
}

export const articleWindowPolicy: FieldPolicy<StoredList | null, StoredList | null, StoredList | null> = {
  keyArgs: ['type', 'categoryPath', 'q', 'stock', 'sale'],
  merge: (existing, incoming, { args }) => mergeWindow(existing, incoming, args as WindowArgs),
  read: (existing, { args }) => readWindow(existing, args as WindowArgs),
};
