import type { Locator, Page } from '@playwright/test';
import {
  allArticles,
  articleUrl,
  articleWindow,
  categoryTree,
  expectNoSidewaysScroll,
  listUrl,
  type TreeNode,
  viewportOf,
  WIDTHS,
} from './catalogue-helpers.ts';
import { expect, test } from './fixtures.ts';

// The article lists of issue 8 (SPEC §2 "Article list"), in Chromium at 1280 and 360 px: the
// category tree, the filter box (debounced 500 ms), the stock filter, "Laad meer", a campaign,
// the 404s. Every figure is compared with what the gateway answers. Screenshots go to the
// test's output folder. The server's HTML of a list: tests/gateway/site-html.test.ts.

const results = (page: Page) => page.getByRole('region', { name: 'Artikelen' });
const items = (page: Page) => results(page).getByRole('article');
const tree = (page: Page) => page.getByRole('navigation', { name: 'Categorieën' });
const countText = (n: number) => (n === 1 ? '1 artikel' : `${n} artikelen`);

/** On a phone the tree is folded: open it first. */
async function openTree(page: Page, width: number): Promise<Locator> {
  if (width < 900) {
    const toggle = tree(page).getByRole('button', { name: /Categorieën/ });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  }
  return tree(page);
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: viewportOf(width) });

    test('the rental list and its tree: a category opens, shows its children and narrows the list', async ({
      page,
      graphqlCalls,
    }, testInfo) => {
      const roots = await categoryTree(page, 'RENTAL');
      const root = roots.find((node) => node.children.length > 0) as TreeNode;
      const child = root.children[0] as TreeNode;
      const all = await articleWindow(page, { type: 'RENTAL' });
      const inRoot = await articleWindow(page, { type: 'RENTAL', categoryPath: root.path });
      const inChild = await articleWindow(page, { type: 'RENTAL', categoryPath: child.path });

      await page.goto(listUrl('RENTAL'));
      expect(graphqlCalls, 'the first list came from the server').toEqual([]);
      await expect(page.getByRole('heading', { level: 1, name: 'Verhuur' })).toBeVisible();
      await expect(page).toHaveTitle('Verhuur | Studio Lumen');
      await expect(results(page)).toContainText(countText(all.totalCount));
      await expect(items(page)).toHaveCount(all.articles.length);
      // Rows: brand, name as a link, the day price and borg, what to do to see availability.
      for (const [index, article] of all.articles.slice(0, 4).entries()) {
        const row = items(page).nth(index);
        await expect(row.getByRole('link', { name: article.name })).toHaveAttribute(
          'href',
          articleUrl(article),
        );
        await expect(row).toContainText(article.brand);
        await expect(row).toContainText((article.specialPrice ?? article.price).inclBtw.formatted);
        await expect(row).toContainText('per dag');
        // A special price is a sale: the old price struck through beside it.
        if (article.specialPrice)
          await expect(row.locator('s')).toContainText(article.price.inclBtw.formatted);
        if (article.deposit) await expect(row).toContainText(`Borg ${article.deposit.formatted}`);
        // A rental article is free or not in a period: without one, it says to choose one.
        await expect(row).toContainText('Kies je huurperiode');
        await expect(row.locator('[data-stock]')).toHaveCount(0);
      }
      // The rental period widget (its own spec: rental-period.spec.ts); a new visitor has none yet.
      await expect(page.getByRole('region', { name: 'Huurperiode' })).toContainText('Kies je huurperiode');
      await expectNoSidewaysScroll(page, width);
      await page.screenshot({ path: testInfo.outputPath(`rental-list-${width}.png`), fullPage: true });

      // The tree: every root, "Alle verhuur" current; children only of the open path.
      let nav = await openTree(page, width);
      await expect(nav.getByRole('link', { name: 'Alle verhuur' })).toHaveAttribute('aria-current', 'page');
      for (const node of roots) {
        await expect(nav.locator(`a[href="${listUrl('RENTAL', node.path)}"]`)).toBeVisible();
      }
      await expect(nav.locator(`a[href="${listUrl('RENTAL', child.path)}"]`)).toHaveCount(0);

      await nav.locator(`a[href="${listUrl('RENTAL', root.path)}"]`).click();
      await expect(page).toHaveURL(listUrl('RENTAL', root.path));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(root.title);
      await expect(page).toHaveTitle(`${root.title} | Studio Lumen`);
      await expect(results(page)).toContainText(countText(inRoot.totalCount));
      await expect(items(page)).toHaveCount(inRoot.articles.length);
      nav = await openTree(page, width);
      await expect(nav.locator(`a[href="${listUrl('RENTAL', root.path)}"]`)).toHaveAttribute(
        'aria-current',
        'page',
      );
      for (const node of root.children) {
        await expect(nav.locator(`a[href="${listUrl('RENTAL', node.path)}"]`)).toBeVisible();
      }

      await nav.locator(`a[href="${listUrl('RENTAL', child.path)}"]`).click();
      await expect(page).toHaveURL(listUrl('RENTAL', child.path));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(child.title);
      await expect(items(page)).toHaveCount(inChild.articles.length);
      // The breadcrumb leads back up.
      const crumbs = page.getByRole('navigation', { name: 'Kruimelpad' });
      await expect(crumbs.getByRole('link', { name: 'Verhuur' })).toHaveAttribute('href', '/verhuur/');
      await expect(crumbs.getByRole('link', { name: root.name, exact: true })).toHaveAttribute(
        'href',
        listUrl('RENTAL', root.path),
      );
      await expect(crumbs.locator('[aria-current="page"]')).toHaveText(child.name);
      nav = await openTree(page, width);
      await expect(nav.locator(`a[href="${listUrl('RENTAL', child.path)}"]`)).toHaveAttribute(
        'aria-current',
        'page',
      );
      await expectNoSidewaysScroll(page, width);
      await page.screenshot({ path: testInfo.outputPath(`rental-child-${width}.png`), fullPage: true });

      // The back button goes up the way it came, from the cache.
      await page.goBack();
      await expect(page).toHaveURL(listUrl('RENTAL', root.path));
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(root.title);
      expect(graphqlCalls.map((call) => call.operationName)).toEqual(['ArticleListPage', 'ArticleListPage']);
    });
  });
}

test.describe('at 1280 px', () => {
  test.use({ viewport: viewportOf(1280) });

  // The filter's logic once: at 360 px only its row is narrower (list-filters.module.css), and the
  // tree folds, which the tree test above walks at both widths.
  test('the filter box searches 500 ms after the last key, once, and puts q in the URL', async ({
    page,
    graphqlCalls,
  }) => {
    const all = await articleWindow(page, { type: 'RENTAL' });
    const brand = (all.articles[0]?.brand ?? '').toLowerCase();
    const expected = await articleWindow(page, { type: 'RENTAL', q: brand });
    expect(expected.totalCount).toBeGreaterThan(0);

    await page.goto(listUrl('RENTAL'));
    const box = results(page).getByRole('searchbox', { name: 'Zoek in verhuur' });
    await box.pressSequentially(brand, { delay: 60 });
    // Typing went on with pauses shorter than 500 ms: nothing asked yet.
    expect(graphqlCalls.filter((c) => c.operationName === 'ArticleListPage')).toEqual([]);
    await expect(page).toHaveURL(`${listUrl('RENTAL')}?q=${encodeURIComponent(brand)}`);
    await expect(results(page)).toContainText(countText(expected.totalCount));
    await expect(items(page)).toHaveCount(expected.articles.length);
    await expect(box).toBeFocused();
    expect(
      graphqlCalls.filter((c) => c.operationName === 'ArticleListPage').map((c) => c.variables.q),
      'one query for the whole word',
    ).toEqual([brand]);

    // Categories without a match are dimmed (said to screen readers too).
    const matching = new Set(expected.matchingCategoryIds);
    const roots = await categoryTree(page, 'RENTAL');
    const dimmed = roots.filter((node) => !matching.has(node.id));
    const nav = await openTree(page, 1280);
    for (const node of dimmed) {
      await expect(nav.locator(`a[href^="${listUrl('RENTAL', node.path)}?q="]`)).toContainText(
        'geen resultaten',
      );
    }

    // Back undoes the filter: the box empties, the whole list is back (from the cache).
    await page.goBack();
    await expect(page).toHaveURL(listUrl('RENTAL'));
    await expect(box).toHaveValue('');
    await expect(results(page)).toContainText(countText(all.totalCount));
  });

  test('on a slow connection the filter says it is searching until the new list is there', async ({
    page,
  }) => {
    const all = await articleWindow(page, { type: 'RENTAL' });
    const brand = (all.articles[0]?.brand ?? '').toLowerCase();
    const expected = await articleWindow(page, { type: 'RENTAL', q: brand });
    await page.goto(listUrl('RENTAL'));
    // Every request to the gateway waits from here on, until the test has seen the sign.
    let release = () => {};
    const released = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/graphql**', async (route) => {
      await released;
      await route.continue();
    });
    const status = results(page).getByRole('search').getByRole('status');
    await expect(status).toHaveText('');
    await results(page).getByRole('searchbox', { name: 'Zoek in verhuur' }).fill(brand);
    // Within the filter's 500 ms and a moment: the sign, while the old list and count still show.
    await expect(status).toHaveText('Bezig met zoeken…', { timeout: 1500 });
    await expect(results(page)).toContainText(countText(all.totalCount));
    await page.screenshot({ path: `test-results/list-searching-1280.png` });
    release();
    await expect(results(page)).toContainText(countText(expected.totalCount));
    await expect(status).toHaveText('');
  });

  test('the stock filter of the sale list: in the store, online, both', async ({ page }) => {
    const inStore = await articleWindow(page, { type: 'SALE', stock: ['IN_STORE'] });
    const both = await articleWindow(page, { type: 'SALE', stock: ['IN_STORE', 'ONLINE'] });
    const all = await articleWindow(page, { type: 'SALE' });
    expect(inStore.totalCount).toBeGreaterThan(0);

    await page.goto(listUrl('SALE'));
    await expect(page.getByRole('heading', { level: 1, name: 'Verkoop' })).toBeVisible();
    const stock = results(page).getByRole('group', { name: 'Voorraad' });
    await stock.getByRole('checkbox', { name: 'In de winkel' }).check();
    await expect(page).toHaveURL(`${listUrl('SALE')}?stockfacets=winkel`);
    await expect(results(page)).toContainText(countText(inStore.totalCount));
    await expect(items(page)).toHaveCount(inStore.articles.length);
    for (const card of await items(page).all()) await expect(card).toContainText('Op voorraad');

    await stock.getByRole('checkbox', { name: 'Online' }).check();
    await expect(page).toHaveURL(`${listUrl('SALE')}?stockfacets=winkel,online`);
    await expect(results(page)).toContainText(countText(both.totalCount));
    for (const card of await items(page).all()) {
      await expect(card).toContainText(/Op voorraad|Bij leverancier/);
    }

    // A shared URL opens with the filter set; back undoes one step.
    await page.goBack();
    await expect(page).toHaveURL(`${listUrl('SALE')}?stockfacets=winkel`);
    await expect(stock.getByRole('checkbox', { name: 'Online' })).not.toBeChecked();
    await page.goto(`${listUrl('SALE')}?stockfacets=online,winkel`);
    await expect(stock.getByRole('checkbox', { name: 'In de winkel' })).toBeChecked();
    await expect(stock.getByRole('checkbox', { name: 'Online' })).toBeChecked();
    await stock.getByRole('checkbox', { name: 'In de winkel' }).uncheck();
    await stock.getByRole('checkbox', { name: 'Online' }).uncheck();
    await expect(page).toHaveURL(listUrl('SALE'));
    await expect(results(page)).toContainText(countText(all.totalCount));
  });

  test('"Laad meer" adds the next 12, sets page=2 without a reload or a jump, and back returns to them', async ({
    page,
    graphqlCalls,
  }) => {
    const first = await articleWindow(page, { type: 'RENTAL', first: 24 });
    expect(first.totalCount, 'the rental list has more than 24 articles').toBeGreaterThan(24);

    await page.goto(listUrl('RENTAL'));
    await expect(items(page)).toHaveCount(12);
    const more = results(page).getByRole('button', { name: 'Laad meer' });
    await more.scrollIntoViewIfNeeded();
    const scrollBefore = await page.evaluate(() => window.scrollY);
    expect(scrollBefore).toBeGreaterThan(0);
    await page.evaluate(() => {
      (window as unknown as { marker: string }).marker = 'same document';
    });
    await more.click();
    await expect(items(page)).toHaveCount(24);
    await expect(page).toHaveURL(`${listUrl('RENTAL')}?page=2`);
    await expect(items(page).nth(12).getByRole('link')).toBeFocused();
    await expect(items(page).nth(12)).toContainText(first.articles[12]?.name ?? '');
    // No reload (the marker survived), no jump to the top.
    expect(await page.evaluate(() => (window as unknown as { marker?: string }).marker)).toBe(
      'same document',
    );
    expect(Math.abs((await page.evaluate(() => window.scrollY)) - scrollBefore)).toBeLessThan(200);
    // The next 12 behind the 12 shown, then the page's own query is answered from the cache.
    expect(graphqlCalls.map((c) => [c.operationName, c.variables.offset])).toEqual([['ArticleListMore', 12]]);

    // To an article and back: the 24 are there again.
    await items(page).nth(13).getByRole('link').click();
    await expect(page).toHaveURL(articleUrl(first.articles[13] as { type: 'RENTAL'; slug: string }));
    await page.goBack();
    await expect(page).toHaveURL(`${listUrl('RENTAL')}?page=2`);
    await expect(items(page)).toHaveCount(24);
  });

  // Its HTML (36 articles, the canonical URL without the query): tests/gateway/site-html.test.ts.
  test('?page=3 rendered on the server hydrates with the first 36 articles, asking nothing', async ({
    page,
    graphqlCalls,
  }) => {
    const window = await articleWindow(page, { type: 'RENTAL', first: 36 });
    await page.goto(`${listUrl('RENTAL')}?page=3`);
    await expect(items(page)).toHaveCount(window.articles.length);
    expect(graphqlCalls).toEqual([]);
  });

  test('a sale campaign shows its name, description and only its articles', async ({ page }, testInfo) => {
    const sales = new Map<string, { slug: string; name: string }>();
    for (const article of await allArticles(page, 'SALE')) {
      for (const sale of article.sales) if (sale.type === 'SALE') sales.set(sale.slug, sale);
    }
    const sale = [...sales.values()][0];
    expect(sale, 'a sale campaign exists').toBeDefined();
    const slug = sale?.slug ?? '';
    const expected = await articleWindow(page, { type: 'SALE', sale: slug, first: 48 });

    await page.goto(`/verkoop/actie/${slug}/`);
    await expect(page.getByRole('heading', { level: 1, name: sale?.name })).toBeVisible();
    await expect(results(page)).toContainText(countText(expected.totalCount));
    await expect(items(page)).toHaveCount(Math.min(12, expected.totalCount));
    const names = await items(page).getByRole('heading').allTextContents();
    const campaign = new Set(expected.articles.map((article) => article.name));
    for (const name of names) expect(campaign.has(name), name).toBe(true);
    const crumbs = page.getByRole('navigation', { name: 'Kruimelpad' });
    await expect(crumbs.getByRole('link', { name: 'Verkoop' })).toHaveAttribute('href', '/verkoop/');
    await expect(crumbs.locator('[aria-current="page"]')).toHaveText(sale?.name ?? '');
    await page.screenshot({ path: testInfo.outputPath('sale-campaign-1280.png'), fullPage: true });
  });

  test('no match says so in Dutch and offers a way out: clear the filter, or a wider category', async ({
    page,
  }) => {
    const roots = await categoryTree(page, 'RENTAL');
    const root = roots.find((node) => node.children.length > 0) as TreeNode;
    const child = root.children[0] as TreeNode;
    const inChild = await articleWindow(page, { type: 'RENTAL', categoryPath: child.path });
    await page.goto(`${listUrl('RENTAL', child.path)}?q=zzqqxxvv`);
    await expect(results(page)).toContainText('0 artikelen');
    await expect(results(page)).toContainText(`Geen artikelen gevonden voor “zzqqxxvv” in ${child.name}.`);
    await expect(results(page).getByRole('link', { name: `Zoek in ${root.name}` })).toHaveAttribute(
      'href',
      `${listUrl('RENTAL', root.path)}?q=zzqqxxvv`,
    );
    await results(page).getByRole('link', { name: 'Wis het filter' }).click();
    await expect(page).toHaveURL(listUrl('RENTAL', child.path));
    await expect(results(page).getByRole('searchbox')).toHaveValue('');
    await expect(items(page)).toHaveCount(inChild.articles.length);
  });

  // Their status and HTML, and a list URL without its slash (301): tests/gateway/site-html.test.ts.
  test('unknown categories and campaigns are the 404 page', async ({ page }) => {
    for (const path of [
      '/verhuur/bestaat-niet/',
      '/verhuur/camera/bestaat-niet/',
      '/verkoop/actie/bestaat-niet/',
    ]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(page.getByText('404 · niet gevonden')).toBeVisible();
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(/niet gevonden/);
    }
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: viewportOf(360) });

  test('the occasion list as cards fits a phone', async ({ page }, testInfo) => {
    const all = await articleWindow(page, { type: 'OCCASION' });
    await page.goto(listUrl('OCCASION'));
    await expect(page.getByRole('heading', { level: 1, name: 'Occasions' })).toBeVisible();
    await expect(items(page)).toHaveCount(all.articles.length);
    await expect(items(page).first()).toContainText(
      (all.articles[0]?.specialPrice ?? all.articles[0]?.price)?.inclBtw.formatted ?? '',
    );
    await expect(results(page).getByRole('group', { name: 'Voorraad' })).toBeVisible();
    await expectNoSidewaysScroll(page, 360);
    await page.screenshot({ path: testInfo.outputPath('occasion-list-360.png'), fullPage: true });
  });
});

// At 360 px, the narrowest phone of these specs: in the same layout up to 30em (list-filters.module.css)
// the box only grows with the screen, so a placeholder that fits at 360 px fits at 390 px too.
test('the filter box shows its whole placeholder on a phone, beside its button', async ({ page }) => {
  const width = 360;
  await page.setViewportSize({ width, height: 800 });
  await page.goto(listUrl('SALE'));
  const box = results(page).getByRole('searchbox');
  await expect(box).toHaveAttribute('placeholder', 'Merk, model of trefwoord');
  const room = await box.evaluate((input: HTMLInputElement) => {
    const placeholder = getComputedStyle(input, '::placeholder');
    const context = document.createElement('canvas').getContext('2d') as CanvasRenderingContext2D;
    context.font = `${placeholder.fontWeight} ${placeholder.fontSize} ${placeholder.fontFamily}`;
    const style = getComputedStyle(input);
    const inner =
      input.clientWidth - Number.parseFloat(style.paddingLeft) - Number.parseFloat(style.paddingRight);
    return { text: context.measureText(input.placeholder).width, inner };
  });
  // Chromium keeps about 20 px of a search box for its clear button.
  expect(room.text + 20, `the placeholder fits at ${width} px`).toBeLessThanOrEqual(room.inner);
});
