import { gql, InMemoryCache } from '@apollo/client';
import { describe, expect, it } from 'vitest';
import { articleWindowPolicy } from '../../web/src/client/article-window-policy.ts';
import { listSearch, readListParams } from '../../web/src/features/catalogue/list-params.ts';

// The article lists' cache policy: every window of one list kept as one list, so "Laad meer"
// followed by the URL's new page, or the back button to `?page=2`, is answered from the cache.

const LIST = gql`
  query List($q: String, $offset: Int!, $first: Int!) {
    articles(type: RENTAL, categoryPath: "camera", q: $q, stock: null, sale: "", offset: $offset, first: $first) {
      totalCount
      hasMore
      matchingCategoryIds
      articles {
        id
        name
      }
    }
  }
`;

type ListData = {
  articles: {
    totalCount: number;
    hasMore: boolean;
    matchingCategoryIds: string[];
    articles: { id: string; name: string }[];
  } | null;
};

const TOTAL = 30;
const article = (i: number) => ({ __typename: 'Article', id: String(i), name: `Artikel ${i}` });

/** What the gateway answers for a window of a list of 30. */
function answer(offset: number, first: number): ListData {
  const end = Math.min(offset + first, TOTAL);
  return {
    articles: {
      __typename: 'ArticleList',
      totalCount: TOTAL,
      hasMore: end < TOTAL,
      matchingCategoryIds: ['1'],
      articles: Array.from({ length: end - offset }, (_, i) => article(offset + i)),
    } as ListData['articles'],
  };
}

function cache() {
  return new InMemoryCache({ typePolicies: { Query: { fields: { articles: articleWindowPolicy } } } });
}

const write = (c: InMemoryCache, offset: number, first: number, q: string | null = null) =>
  c.writeQuery({ query: LIST, variables: { q, offset, first }, data: answer(offset, first) });

const read = (c: InMemoryCache, offset: number, first: number, q: string | null = null) =>
  c.readQuery<ListData>({ query: LIST, variables: { q, offset, first } });

const ids = (data: ListData | null) => data?.articles?.articles.map((a) => a.id);

describe('article window cache policy', () => {
  it('answers the next page from the cache after "Laad meer" wrote it behind the first', () => {
    const c = cache();
    write(c, 0, 12);
    expect(read(c, 0, 24)).toBeNull(); // not held yet: the page's query goes to the gateway
    write(c, 12, 12); // "Laad meer": offset = shown
    const page2 = read(c, 0, 24);
    expect(ids(page2)).toEqual(Array.from({ length: 24 }, (_, i) => String(i)));
    expect(page2?.articles?.hasMore).toBe(true);
    expect(page2?.articles?.totalCount).toBe(TOTAL);
  });

  it('reads a shorter list to its end as complete, with hasMore false', () => {
    const c = cache();
    write(c, 0, 24);
    write(c, 24, 12); // the last 6
    const all = read(c, 0, 36);
    expect(all?.articles?.articles).toHaveLength(TOTAL);
    expect(all?.articles?.hasMore).toBe(false);
  });

  it('gives every stored article from the offset on (the page shows as many as its URL says)', () => {
    const c = cache();
    write(c, 0, 12);
    write(c, 12, 12);
    expect(read(c, 0, 12)?.articles?.articles).toHaveLength(24);
    expect(read(c, 0, 12)?.articles?.hasMore).toBe(true);
  });

  it('keeps each filter a list of its own, and a first window starts a list over', () => {
    const c = cache();
    write(c, 0, 24);
    write(c, 0, 12, 'sony');
    expect(read(c, 0, 24, 'sony')).toBeNull();
    expect(ids(read(c, 0, 24))).toHaveLength(24);
    write(c, 0, 12);
    expect(read(c, 0, 24)).toBeNull();
  });
});

describe('article window cache policy for a list that does not exist', () => {
  it('keeps null (an unknown category or campaign) and reads it back as null', () => {
    const c = cache();
    c.writeQuery({ query: LIST, variables: { q: null, offset: 0, first: 12 }, data: { articles: null } });
    expect(read(c, 0, 12)).toEqual({ articles: null });
  });
});

describe('list URL parameters', () => {
  it('reads page, q and stockfacets, leaving out what it cannot read', () => {
    expect(
      readListParams(new URLSearchParams('page=3&q=%20sony%20fx6%20&stockfacets=online,winkel')),
    ).toEqual({
      page: 3,
      q: 'sony fx6',
      stock: ['IN_STORE', 'ONLINE'],
    });
    expect(readListParams(new URLSearchParams('page=0&stockfacets=kelder'))).toEqual({
      page: 1,
      q: '',
      stock: [],
    });
    expect(readListParams(new URLSearchParams('page=abc')).page).toBe(1);
    // A form without JavaScript repeats the parameter.
    expect(readListParams(new URLSearchParams('stockfacets=winkel&stockfacets=online')).stock).toEqual([
      'IN_STORE',
      'ONLINE',
    ]);
    expect(readListParams(new URLSearchParams(`q=${'a'.repeat(150)}`)).q).toHaveLength(100);
  });

  it('writes them readable, page 1 left out', () => {
    expect(listSearch({ q: 'sony fx6', stock: ['ONLINE', 'IN_STORE'], page: 2 })).toBe(
      '?q=sony%20fx6&stockfacets=winkel,online&page=2',
    );
    expect(listSearch({ q: '', stock: [], page: 1 })).toBe('');
  });
});
