import type { Locator, Page } from '@playwright/test';
import { expect, graphql, test } from './fixtures.ts';

// The shop's shell (issue 8): the rental mega-menu in the navigation, the search panel and the
// home page's rental categories, by keyboard and by mouse; the search panel and the menus at
// 1280 and 360 px, where their layout changes. Screenshots go to
// the test's output folder.

type TreeCategory = { id: string; name: string; path: string; children: { name: string; path: string }[] };
const TREE = /* GraphQL */ `
  query RentalTreeExpected { categoryTree(type: RENTAL) { id name path children { name path } } }
`;

type Hit = { slug: string; type: 'RENTAL' | 'SALE' | 'OCCASION'; name: string; brand: string };
const SEARCH = /* GraphQL */ `
  query SearchExpected($q: String!) { searchArticles(q: $q, first: 20) { slug type name brand } }
`;

const PREFIX = { RENTAL: '/verhuur/', SALE: '/verkoop/', OCCASION: '/occasions/' } as const;
const listUrl = (path: string) => `/verhuur/${path}/`;
const articleUrl = (hit: Hit) => `${PREFIX[hit.type]}artikel/${hit.slug}`;

async function rentalTree(page: Page): Promise<TreeCategory[]> {
  const { categoryTree } = await graphql<{ categoryTree: TreeCategory[] }>(page, TREE);
  expect(categoryTree.length, 'the rental tree has top categories').toBeGreaterThan(3);
  return categoryTree;
}

/** Presses Tab until `target` has the focus (at most `max` times). */
async function tabTo(page: Page, target: Locator, max = 12) {
  for (let i = 0; i < max && !(await target.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(target).toBeFocused();
}

const banner = (page: Page) => page.getByRole('banner');
const searchButton = (page: Page) => banner(page).getByRole('button', { name: 'Zoeken', exact: true });

for (const width of [1280, 360]) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 360 ? 780 : 900 } });

    test('the search panel works by keyboard: type, arrows, Enter opens, Escape closes', async ({
      page,
      graphqlCalls,
    }, testInfo) => {
      const { searchArticles: hits } = await graphql<{ searchArticles: Hit[] }>(page, SEARCH, { q: 'fx6' });
      expect(hits.length, 'something matches "fx6"').toBeGreaterThan(0);
      const first = hits[0] as Hit;

      await page.goto('/');
      const button = searchButton(page);
      await tabTo(page, button, 20);
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Zoeken' });
      await expect(dialog).toBeVisible();
      await expect(button).toHaveAttribute('aria-expanded', 'true');
      const box = dialog.getByRole('combobox', { name: 'Zoek in verhuur, verkoop en occasions' });
      await expect(box).toBeFocused();
      // The focus ring on the light panel is violet (8.4:1), not the dark header's amber.
      expect(await box.evaluate((el) => getComputedStyle(el).outlineColor)).toBe('rgb(75, 47, 179)');

      // Typed in one go: one search after the pause, not one per letter.
      await page.keyboard.type('fx6');
      const options = dialog.getByRole('option');
      await expect(options).toHaveCount(hits.length);
      await expect(options.first()).toContainText(first.name);
      await expect(options.first()).toContainText(first.brand);
      await expect(box).toHaveAttribute('aria-expanded', 'true');
      expect(graphqlCalls.filter((c) => c.operationName === 'SearchPanel').map((c) => c.variables.q)).toEqual(
        ['fx6'],
      );
      await page.screenshot({ path: testInfo.outputPath(`search-fx6-${width}.png`) });

      await page.keyboard.press('ArrowDown');
      const firstId = await options.first().getAttribute('id');
      await expect(box).toHaveAttribute('aria-activedescendant', firstId ?? '');
      await expect(options.first()).toHaveAttribute('aria-selected', 'true');
      if (hits.length > 1) {
        await page.keyboard.press('ArrowDown');
        await expect(options.nth(1)).toHaveAttribute('aria-selected', 'true');
        await page.keyboard.press('ArrowUp');
        await expect(options.first()).toHaveAttribute('aria-selected', 'true');
      }
      await page.screenshot({ path: testInfo.outputPath(`search-active-${width}.png`) });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(articleUrl(first));
      await expect(dialog).toBeHidden();
      await expect(button).toHaveAttribute('aria-expanded', 'false');

      // Enter with nothing highlighted opens the list of the best match's type with q filled in.
      await button.click();
      await expect(box).toBeFocused();
      await page.keyboard.type('sony fx6');
      await expect(options.first()).toContainText('Sony FX6');
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/verhuur\/\?q=sony%20fx6$/);
      await expect(dialog).toBeHidden();
      await expect(page.getByRole('searchbox', { name: 'Zoek in verhuur' })).toHaveValue('sony fx6');

      // Nothing found says so; Escape closes and gives the focus back to the search button.
      await button.click();
      await expect(box).toBeFocused();
      await page.keyboard.type('zzqqxxvvkk');
      await expect(dialog).toContainText('Geen resultaten voor “zzqqxxvvkk”.');
      await expect(options).toHaveCount(0);
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
      await expect(button).toBeFocused();
    });
  });
}

test.describe('at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  // Once: on a phone the tiles go two a row, and the home page fits (home.spec.ts at 360 px).
  test('the home page shows the rental categories as tiles, rendered on the server', async ({
    page,
    graphqlCalls,
  }, testInfo) => {
    const tree = await rentalTree(page);
    // In the server's HTML, the tiles and the mega-menu's links even while it is closed:
    // tests/gateway/site-html.test.ts.
    await page.goto('/');
    expect(graphqlCalls).toEqual([]);
    const region = page.getByRole('region', { name: 'Apparatuur huren' });
    await expect(region).toBeVisible();
    const tiles = region.getByRole('listitem');
    await expect(tiles).toHaveCount(tree.length);
    for (const [index, category] of tree.entries()) {
      const link = tiles.nth(index).getByRole('link', { name: category.name, exact: true });
      await expect(link).toHaveAttribute('href', listUrl(category.path));
    }
    await expect(region.getByRole('link', { name: 'Bekijk alle verhuur' })).toHaveAttribute(
      'href',
      '/verhuur/',
    );
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(1280);
    await region.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`home-rental-1280.png`) });

    // A tile leads to its list.
    await tiles.first().getByRole('link').click();
    await expect(page).toHaveURL(listUrl(tree[0]?.path ?? ''));
  });

  // Issue 36: Enter right after typing (within the search's pause) is for what was typed, not for
  // the results of the text before it, nor for an option highlighted among those. The panel's logic
  // once; its layout at a phone's width: the keyboard test above.
  test('Enter right after typing in the search panel uses the text as typed', async ({ page }, testInfo) => {
    const { searchArticles: hits } = await graphql<{ searchArticles: Hit[] }>(page, SEARCH, {
      q: 'occasion',
    });
    const type = (hits[0] as Hit).type;
    expect(type, 'the best match of "occasion" is not rental').not.toBe('RENTAL');
    await page.goto('/');
    await searchButton(page).click();
    const dialog = page.getByRole('dialog', { name: 'Zoeken' });
    const box = dialog.getByRole('combobox', { name: 'Zoek in verhuur, verkoop en occasions' });
    await expect(box).toBeFocused();
    await page.keyboard.type('sony fx6');
    await expect(dialog.getByRole('option').first()).toContainText('Sony FX6');
    await page.keyboard.press('ArrowDown');
    await expect(dialog.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    // A new text, and Enter at once: the old results and the highlight are still on screen.
    await box.fill('occasion');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(`${PREFIX[type]}?q=occasion`);
    await expect(dialog).toBeHidden();
    await page.screenshot({ path: testInfo.outputPath(`search-enter-typed-1280.png`) });
  });

  test('the rental mega-menu opens, walks and closes with the keyboard', async ({ page }, testInfo) => {
    const tree = await rentalTree(page);
    const top = tree[0] as TreeCategory;
    await page.goto('/educatie/c/montage-basis');
    const trigger = banner(page).getByRole('button', { name: 'Verhuur' });
    await tabTo(page, trigger);
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
    await expect(panel).toBeHidden();

    await page.keyboard.press('Enter');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(panel).toBeVisible();
    for (const category of tree) {
      await expect(panel.getByRole('link', { name: category.name, exact: true })).toHaveAttribute(
        'href',
        listUrl(category.path),
      );
      for (const child of category.children) {
        await expect(panel.locator(`a[href="${listUrl(child.path)}"]`)).toBeVisible();
      }
    }
    await page.screenshot({ path: testInfo.outputPath('mega-menu-1280.png') });

    // Tab walks the panel: the first category, then its children.
    await page.keyboard.press('Tab');
    await expect(panel.getByRole('link', { name: top.name, exact: true })).toBeFocused();
    // The focus ring on the light panel is violet, not the header's amber.
    const outline = await page.evaluate(
      () => getComputedStyle(document.activeElement as Element).outlineColor,
    );
    expect(outline).toBe('rgb(75, 47, 179)');
    if (top.children[0]) {
      await page.keyboard.press('Tab');
      await expect(panel.locator(`a[href="${listUrl(top.children[0].path)}"]`)).toBeFocused();
    }
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    await expect(panel).toBeHidden();

    // Space opens it too; Enter on a link follows it and the menu closes.
    await page.keyboard.press('Space');
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await page.keyboard.press('Tab');
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(listUrl(top.path));
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
  });

  test('the rental mega-menu by mouse: a click opens, a click outside closes, a link navigates', async ({
    page,
  }) => {
    const tree = await rentalTree(page);
    const withChildren = tree.find((category) => category.children.length > 0);
    const child = withChildren?.children[0];
    expect(child, 'a top category has children').toBeDefined();
    await page.goto('/');
    const trigger = banner(page).getByRole('button', { name: 'Verhuur' });
    const panel = page.locator(`#${await trigger.getAttribute('aria-controls')}`);

    await trigger.click();
    await expect(panel).toBeVisible();
    await page.getByRole('main').click({ position: { x: 5, y: 600 } });
    await expect(panel).toBeHidden();

    await trigger.click();
    await panel.locator(`a[href="${listUrl(child?.path ?? '')}"]`).click();
    await expect(page).toHaveURL(listUrl(child?.path ?? ''));
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(panel).toBeHidden();
    // Verkoop and Occasions are links of the navigation beside it.
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    await expect(nav.getByRole('link', { name: 'Verkoop' })).toHaveAttribute('href', '/verkoop/');
    await expect(nav.getByRole('link', { name: 'Occasions' })).toHaveAttribute('href', '/occasions/');
  });
});

test.describe('at 360 px', () => {
  test.use({ viewport: { width: 360, height: 780 } });

  test("the mobile menu's Verhuur is a disclosure list", async ({ page }, testInfo) => {
    const tree = await rentalTree(page);
    const withChildren = tree.find((category) => category.children.length > 0) as TreeCategory;
    const child = withChildren.children[0] as { name: string; path: string };
    await page.goto('/');
    const menu = page.getByRole('button', { name: 'Menu' });
    await menu.click();
    const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
    const trigger = nav.getByRole('button', { name: 'Verhuur' });
    await trigger.click();
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    for (const category of tree) {
      await expect(nav.getByRole('link', { name: category.name, exact: true })).toBeVisible();
    }
    // The children stay folded until their category is opened.
    const childLink = nav.locator(`a[href="${listUrl(child.path)}"]`);
    await expect(childLink).toBeHidden();
    const toggle = nav.getByRole('button', { name: `Subcategorieën van ${withChildren.name}` });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(childLink).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
    await page.screenshot({ path: testInfo.outputPath('mega-menu-360.png') });

    // Escape folds the Verhuur list only, and the focus goes back to its button.
    await toggle.focus();
    await page.keyboard.press('Escape');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await expect(trigger).toBeFocused();
    await expect(menu).toHaveAttribute('aria-expanded', 'true');

    // Opened again, it is as it was left.
    await page.keyboard.press('Enter');
    await expect(childLink).toBeVisible();
    await childLink.click();
    await expect(page).toHaveURL(listUrl(child.path));
    await expect(menu).toHaveAttribute('aria-expanded', 'false');
  });
});
