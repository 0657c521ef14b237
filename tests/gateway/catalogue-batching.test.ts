import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack } from './stack.ts';
import { webOperation } from './web-operations.ts';

// What the catalogue costs upstream: every category field is answered from one category dump per
// request, every detail field of a list from one batched call of full articles, never one call
// per article (issue 8: a list of 12 with their categories costs at most two calls).

const LIST_PAGE = webOperation('ArticleListPage');
const ARTICLE_PAGE = webOperation('ArticlePage');

let stack: Awaited<ReturnType<typeof startStack>>;
beforeAll(async () => {
  stack = await startStack({}, {}, { sharedApi: true });
});
afterAll(async () => {
  await stack?.close();
});

/** The paths the api was asked for while `run` ran, without `/api`. */
async function callsDuring(run: () => Promise<unknown>): Promise<string[]> {
  const before = stack.seen.length;
  await run();
  return stack.seen.slice(before).map((path) => path.replace(/^\/api/, ''));
}

const ROW =
  'id slug name brand stockStatus price { formatted } deposit { formatted } images { small medium }';

describe('upstream calls of the catalogue', () => {
  it("a list of 12 with each article's category and its ancestors: the search and the category dump", async () => {
    const calls = await callsDuring(async () => {
      const { body } = await stack.query<{ articles: { articles: unknown[]; totalCountCapped: boolean } }>(
        `{ articles(type: RENTAL, first: 12) { totalCount totalCountCapped articles { ${ROW}
          category { id name path title ancestors { id name path } children { id name } } } } }`,
      );
      expect(body.errors).toBeUndefined();
      expect(body.data?.articles.articles).toHaveLength(12);
      // Only a text is counted up to a bound; a category list counts every article.
      expect(body.data?.articles.totalCountCapped).toBe(false);
    });
    expect(calls).toHaveLength(2);
    expect(calls.filter((path) => path.startsWith('/search/'))).toHaveLength(1);
    expect(calls.filter((path) => path === '/shop/categorydump/')).toHaveLength(1);
    const search = new URL(calls.find((path) => path.startsWith('/search/')) ?? '', 'http://api');
    expect(Object.fromEntries(search.searchParams)).toEqual({ type: 'RENTAL', start: '0', end: '12' });
  });

  it('a list in a category path, in stock, matching a text: the dump first, then one search with every filter', async () => {
    const { body: tree } = await stack.query<{ categoryTree: { id: string; path: string }[] }>(
      '{ categoryTree(type: SALE) { id path } }',
    );
    const root = tree.data?.categoryTree[0];
    let upstream: unknown;
    const calls = await callsDuring(async () => {
      const { body } = await stack.query(
        `query($path: String!) { articles(type: SALE, categoryPath: $path, q: "  a  ", stock: [IN_STORE, ONLINE],
          offset: 12, first: 24) { totalCount articles { slug category { path ancestors { path } } } } }`,
        { path: root?.path },
      );
      expect(body.errors).toBeUndefined();
      upstream = body.extensions?.upstream;
    });
    expect(upstream).toEqual({ calls: 2, waves: 2 });
    expect(calls[0]).toBe('/shop/categorydump/');
    const search = new URL(calls[1] ?? '', 'http://api');
    expect(search.pathname).toBe('/search/');
    expect(Object.fromEntries(search.searchParams)).toEqual({
      type: 'SALE',
      cat: root?.id,
      q: 'a',
      facets: 'stock:in_stock,stock:ext_stock',
      start: '12',
      end: '36',
    });
  });

  it("the list page (the web's operation): tree, category, campaign and articles in 3 calls, 2 waves", async () => {
    let upstream: unknown;
    const calls = await callsDuring(async () => {
      const { body } = await stack.query<{ articles: { articles: unknown[] } | null }>(LIST_PAGE, {
        type: 'SALE',
        categoryPath: 'camera',
        hasCategory: true,
        sale: 'black-friday',
        hasSale: true,
        q: null,
        stock: ['IN_STORE'],
        first: 12,
      });
      expect(body.errors).toBeUndefined();
      expect(body.data?.articles?.articles.length).toBeGreaterThan(0);
      upstream = body.extensions?.upstream;
    });
    // Wave 1: the category dump (tree, category, the path's id) and the campaign; wave 2: the search.
    expect(upstream).toEqual({ calls: 3, waves: 2 });
    const search = new URL(calls.find((path) => path.startsWith('/search/')) ?? '', 'http://api');
    expect(search.searchParams.get('facets')).toBe('sale:black-friday,stock:in_stock');
    expect(search.searchParams.get('cat')).toMatch(/^\d+$/);
  });

  it('the list page without category or campaign: the dump, then the search', async () => {
    const { body } = await stack.query(LIST_PAGE, {
      type: 'RENTAL',
      categoryPath: '',
      hasCategory: false,
      sale: '',
      hasSale: false,
      first: 48,
    });
    expect(body.errors).toBeUndefined();
    expect(body.extensions?.upstream).toEqual({ calls: 2, waves: 1 });
  });

  it("a list's detail fields (description, large image, campaigns, related, accessories): one batched call each", async () => {
    let upstream: unknown;
    const calls = await callsDuring(async () => {
      const { body } = await stack.query<{ articles: { articles: { related: unknown[] }[] } }>(
        `{ articles(type: RENTAL, first: 12) { articles { ${ROW} description images { large }
          sales { slug name } related(first: 2) { slug category { path } } accessories { slug } } } }`,
      );
      expect(body.errors).toBeUndefined();
      expect(body.data?.articles.articles).toHaveLength(12);
      upstream = body.extensions?.upstream;
    });
    // The search, then the 12 full articles in one call, then their campaigns in one; the related
    // articles' categories come from the dump.
    const full = calls.filter((path) => path.startsWith('/shop/articles/'));
    expect(full).toHaveLength(1);
    const slugs = new URL(full[0] ?? '', 'http://api').searchParams.get('slug__in')?.split(',');
    expect(slugs).toHaveLength(12);
    expect(calls.filter((path) => path.startsWith('/shop/sales/')).length).toBeLessThanOrEqual(1);
    expect(calls.filter((path) => path.startsWith('/shop/categorydump/'))).toHaveLength(1);
    expect((upstream as { calls: number }).calls).toBeLessThanOrEqual(4);
  });

  it("the article page (the web's operation): the article, then the dump and its campaigns", async () => {
    let upstream: unknown;
    const calls = await callsDuring(async () => {
      const { body } = await stack.query<{
        article: { slug: string; sales: unknown[]; related: unknown[]; accessories: unknown[] };
      }>(ARTICLE_PAGE, { slug: 'sony-fx6' });
      expect(body.errors).toBeUndefined();
      expect(body.data?.article.slug).toBe('sony-fx6');
      expect(body.data?.article.related).toHaveLength(4);
      expect(body.data?.article.accessories.length).toBeGreaterThan(0);
      upstream = body.extensions?.upstream;
    });
    // Related articles and accessories come with the article: no call of their own.
    expect(calls[0]).toBe('/shop/articles/?no_page=true&view=full&slug__in=sony-fx6');
    expect(calls.slice(1).sort()).toEqual(['/shop/categorydump/']);
    expect(upstream).toEqual({ calls: 2, waves: 2 });

    // An article in a campaign: the campaign joins the second wave.
    const { body } = await stack.query<{ article: { sales: { slug: string }[] } }>(ARTICLE_PAGE, {
      slug: 'sony-fx3-kopen',
    });
    expect(body.data?.article.sales.map((sale) => sale.slug)).toEqual(['black-friday']);
    expect(body.extensions?.upstream).toEqual({ calls: 3, waves: 2 });
  });

  it('the related articles and accessories of an article page answer their own categories from the same dump', async () => {
    const { body } = await stack.query(
      `{ article(slug: "sony-fx6") { category { path } related(first: 8) { ${ROW} category { path ancestors { path } } }
        accessories { ${ROW} category { path } } } }`,
    );
    expect(body.errors).toBeUndefined();
    expect(body.extensions?.upstream).toEqual({ calls: 2, waves: 2 });
  });

  it('two articles asked in one operation come in one call', async () => {
    const { body: some } = await stack.query<{ articles: { articles: { slug: string }[] } }>(
      '{ articles(type: OCCASION, first: 2) { articles { slug } } }',
    );
    const [a, b] = some.data?.articles.articles.map((row) => row.slug) ?? [];
    const calls = await callsDuring(() =>
      stack.query(
        'query($a: String!, $b: String!) { a: article(slug: $a) { name } b: article(slug: $b) { name } }',
        {
          a,
          b,
        },
      ),
    );
    expect(calls).toEqual([`/shop/articles/?no_page=true&view=full&slug__in=${a},${b}`]);
  });
});
