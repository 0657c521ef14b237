import type { Page } from '@playwright/test';
import { expect, graphql } from './fixtures.ts';

// What the catalogue's pages should show, asked from the gateway directly: the specs never
// hard-code the seed's articles or prices, they compare the page with the server's figures.

export type ArticleType = 'RENTAL' | 'SALE' | 'OCCASION';
export type StockStatus = 'IN_STOCK' | 'EXT_STOCK' | 'OUT_OF_STOCK' | 'UNKNOWN';

export type TreeNode = { id: string; name: string; title: string; path: string; children: TreeNode[] };
export type ListArticle = {
  slug: string;
  name: string;
  brand: string;
  type: ArticleType;
  stockStatus: StockStatus;
  price: { inclBtw: { formatted: string; amount: string } };
  specialPrice: { inclBtw: { formatted: string; amount: string } } | null;
  deposit: { formatted: string } | null;
  sales: { slug: string; name: string; type: ArticleType }[];
};
export type ArticleWindow = {
  totalCount: number;
  hasMore: boolean;
  matchingCategoryIds: string[];
  articles: ListArticle[];
};

export const PREFIX: Record<ArticleType, string> = {
  RENTAL: '/verhuur/',
  SALE: '/verkoop/',
  OCCASION: '/occasions/',
};
export const TYPE_NAME: Record<ArticleType, string> = {
  RENTAL: 'Verhuur',
  SALE: 'Verkoop',
  OCCASION: 'Occasions',
};
export const STOCK_LABEL: Record<StockStatus, string> = {
  IN_STOCK: 'Op voorraad',
  EXT_STOCK: 'Bij leverancier',
  OUT_OF_STOCK: 'Uitverkocht',
  UNKNOWN: 'Voorraad onbekend',
};

export const listUrl = (type: ArticleType, path = '') => `${PREFIX[type]}${path ? `${path}/` : ''}`;
export const articleUrl = (article: { type: ArticleType; slug: string }) =>
  `${PREFIX[article.type]}artikel/${article.slug}`;

const NODE = 'id name title path';
const TREE = /* GraphQL */ `
  query TreeExpected($type: ArticleType!) {
    categoryTree(type: $type) { ${NODE} children { ${NODE} children { ${NODE} children { ${NODE} } } } }
  }
`;

export async function categoryTree(page: Page, type: ArticleType): Promise<TreeNode[]> {
  const { categoryTree } = await graphql<{ categoryTree: TreeNode[] }>(page, TREE, { type });
  expect(categoryTree.length, `the ${type} tree has categories`).toBeGreaterThan(0);
  return categoryTree;
}

const WINDOW = /* GraphQL */ `
  query WindowExpected(
    $type: ArticleType!, $categoryPath: String, $q: String, $stock: [StockFilter!], $sale: String,
    $offset: Int, $first: Int
  ) {
    articles(type: $type, categoryPath: $categoryPath, q: $q, stock: $stock, sale: $sale, offset: $offset, first: $first) {
      totalCount hasMore matchingCategoryIds
      articles {
        slug name brand type stockStatus
        price: shownPrice { inclBtw { formatted amount } } specialPrice: shownSpecialPrice { inclBtw { formatted amount } } deposit { formatted }
        sales { slug name type }
      }
    }
  }
`;

export async function articleWindow(
  page: Page,
  variables: {
    type: ArticleType;
    categoryPath?: string;
    q?: string;
    stock?: ('IN_STORE' | 'ONLINE')[];
    sale?: string;
    offset?: number;
    first?: number;
  },
): Promise<ArticleWindow> {
  const { articles } = await graphql<{ articles: ArticleWindow | null }>(page, WINDOW, {
    offset: 0,
    first: 12,
    ...variables,
  });
  expect(articles, `the list ${JSON.stringify(variables)} exists`).not.toBeNull();
  return articles as ArticleWindow;
}

/** Every article of one type, 48 at a time. */
export async function allArticles(page: Page, type: ArticleType): Promise<ListArticle[]> {
  const all: ListArticle[] = [];
  for (let offset = 0; ; offset += 48) {
    const window = await articleWindow(page, { type, offset, first: 48 });
    all.push(...window.articles);
    if (!window.hasMore) return all;
  }
}

/** Chromium at both widths the issue asks for. */
export const WIDTHS = [1280, 360] as const;
export const viewportOf = (width: number) => ({ width, height: width === 360 ? 780 : 900 });

/** The page fits its width: nothing scrolls sideways. */
export async function expectNoSidewaysScroll(page: Page, width: number) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
}
