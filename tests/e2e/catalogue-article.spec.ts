import type { Page } from '@playwright/test';
import {
  type ArticleType,
  allArticles,
  articleUrl,
  expectNoSidewaysScroll,
  type ListArticle,
  STOCK_LABEL,
  type StockStatus,
  viewportOf,
} from './catalogue-helpers.ts';
import { expect, graphql, test } from './fixtures.ts';

// The article page of issue 8 in Chromium at 1280 px: crumbs, h1, brand, the image's srcset, the server's
// prices, stock in Dutch, the cart button, related articles and accessories; an unknown slug is
// the 404 page. Without a browser (tests/gateway/site-html.test.ts › the catalogue): the
// schema.org Product JSON-LD, a wrong type prefix's 301, the server's HTML without JavaScript.

type Detail = {
  slug: string;
  samId: string;
  name: string;
  brand: string;
  type: ArticleType;
  description: string;
  stockStatus: StockStatus;
  images: { small: string; medium: string; large: string };
  price: { inclBtw: { formatted: string; amount: string } };
  specialPrice: { inclBtw: { formatted: string; amount: string } } | null;
  deposit: { formatted: string } | null;
  category: { name: string; path: string; ancestors: { name: string; path: string }[] } | null;
  related: { slug: string; name: string }[];
  accessories: { slug: string; name: string }[];
};

const DETAIL = /* GraphQL */ `
  query DetailExpected($slug: String!) {
    article(slug: $slug) {
      slug samId name brand type description stockStatus
      images { small medium large }
      price: shownPrice { inclBtw { formatted amount } } specialPrice: shownSpecialPrice { inclBtw { formatted amount } } deposit { formatted }
      category { name path ancestors { name path } }
      related(first: 4) { slug name }
      accessories { slug name }
    }
  }
`;

async function detail(page: Page, slug: string): Promise<Detail> {
  const { article } = await graphql<{ article: Detail | null }>(page, DETAIL, { slug });
  expect(article, slug).not.toBeNull();
  return article as Detail;
}

/** A rental article that has accessories, else the first with related articles. */
async function rentalWithExtras(page: Page): Promise<Detail> {
  const rentals = await allArticles(page, 'RENTAL');
  let fallback: Detail | undefined;
  for (const article of rentals.slice(0, 24)) {
    const full = await detail(page, article.slug);
    if (full.accessories.length > 0 && full.related.length > 0) return full;
    fallback ??= full.related.length > 0 ? full : undefined;
  }
  expect(fallback, 'a rental article with related articles').toBeDefined();
  return fallback as Detail;
}

// Once, at 1280 px: at a phone's width the page only stacks its columns, and fits (a11y-reflow.spec.ts
// at 320 px; a11y.spec.ts scans it at 390 px).
const width = 1280;

test.describe('at 1280 px', () => {
  test.use({ viewport: viewportOf(width) });

  test('a rental article: crumbs, h1, image, day price and borg, stock, cart button, related, JSON-LD', async ({
    page,
    graphqlCalls,
  }, testInfo) => {
    const article = await rentalWithExtras(page);
    await page.goto(articleUrl(article));
    expect(graphqlCalls).toEqual([]);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(article.name);
    await expect(page).toHaveTitle(`${article.name} huren | Studio Lumen`);
    await expect(main).toContainText(article.brand);
    await expect(main).toContainText(`Artikelnummer ${article.samId}`);

    const crumbs = page.getByRole('navigation', { name: 'Kruimelpad' });
    await expect(crumbs.getByRole('link', { name: 'Verhuur' })).toHaveAttribute('href', '/verhuur/');
    for (const ancestor of article.category?.ancestors ?? []) {
      await expect(crumbs.getByRole('link', { name: ancestor.name, exact: true })).toHaveAttribute(
        'href',
        `/verhuur/${ancestor.path}/`,
      );
    }
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(article.name);

    // The LCP image: three sizes, its box reserved, asked first.
    const image = main.getByRole('img', { name: article.name });
    await expect(image).toHaveAttribute('fetchpriority', 'high');
    const srcset = (await image.getAttribute('srcset')) ?? '';
    for (const src of Object.values(article.images)) expect(srcset).toContain(src);
    await expect(image).toHaveAttribute('width', /\d+/);
    await expect(image).toHaveAttribute('height', /\d+/);
    await expect(image).toHaveAttribute('sizes', /.+/);

    const shown = article.specialPrice ?? article.price;
    await expect(main).toContainText(`${shown.inclBtw.formatted} per dag, incl. btw`);
    // The first struck-through price is the article's own (related cards come after it).
    if (article.specialPrice)
      await expect(main.locator('s').first()).toContainText(article.price.inclBtw.formatted);
    if (article.deposit) await expect(main).toContainText(`Borg ${article.deposit.formatted}`);
    if (article.type === 'RENTAL') {
      await expect(main).toContainText('Kies je huurperiode');
      await expect(main.locator('[data-stock]')).toHaveCount(0);
    } else await expect(main).toContainText(STOCK_LABEL[article.stockStatus]);

    // The cart button works (adding is tested in cart.spec.ts); the period is chosen in the cart.
    const cart = main.getByRole('button', { name: 'In winkelwagen', exact: true });
    await expect(cart).toBeEnabled();

    for (const related of article.related) {
      await expect(
        main
          .getByRole('region', { name: 'Vergelijkbare artikelen' })
          .getByRole('link', { name: related.name }),
      ).toHaveAttribute('href', `/verhuur/artikel/${related.slug}`);
    }
    if (article.accessories.length > 0) {
      await expect(
        main.getByRole('region', { name: 'Accessoires die erbij horen' }).getByRole('article'),
      ).toHaveCount(article.accessories.length);
    }

    // Its schema.org Product (tests/gateway/site-html.test.ts) stays one once the app has started.
    await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);

    await expectNoSidewaysScroll(page, width);
    await page.screenshot({ path: testInfo.outputPath(`rental-article-${width}.png`), fullPage: true });

    // A related article is a navigation in the app.
    const next = article.related[0] as { slug: string; name: string };
    await main
      .getByRole('region', { name: 'Vergelijkbare artikelen' })
      .getByRole('link', { name: next.name })
      .click();
    await expect(page).toHaveURL(`/verhuur/artikel/${next.slug}`);
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(next.name);
  });

  test('a sale article with a special price shows it as a sale', async ({ page }, testInfo) => {
    const sales = await allArticles(page, 'SALE');
    const onSale = sales.find((article) => article.specialPrice) as ListArticle;
    expect(onSale, 'a sale article has a special price').toBeDefined();
    await page.goto(articleUrl(onSale));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1 })).toHaveText(onSale.name);
    await expect(page).toHaveTitle(`${onSale.name} kopen | Studio Lumen`);
    await expect(main).toContainText(onSale.specialPrice?.inclBtw.formatted ?? '');
    await expect(main.locator('s').first()).toContainText(onSale.price.inclBtw.formatted);
    await expect(main).not.toContainText('per dag');
    await expect(main).toContainText('incl. btw');
    await page.screenshot({ path: testInfo.outputPath('sale-article-1280.png'), fullPage: true });
  });

  test('an unknown slug is the 404 page', async ({ page }) => {
    const response = await page.goto('/verhuur/artikel/bestaat-niet');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1, name: 'Artikel niet gevonden' })).toBeVisible();
  });
});
