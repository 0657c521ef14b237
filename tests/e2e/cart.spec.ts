import type { Locator, Page } from '@playwright/test';
import {
  type ArticleType,
  articleUrl,
  articleWindow,
  listUrl,
  viewportOf,
  WIDTHS,
} from './catalogue-helpers.ts';
import { expect, graphql, operationOf, test } from './fixtures.ts';

// The cart of issue 9 in Chromium at 1280 and 360 px: "In winkelwagen" on the lists and the
// article page with the toasts of SPEC §8, the header's badge, the cart panel (lines per type,
// stock state, count stepper, remove, totals, empty), a reload that finds the cart again, a
// failed cart that says so, and a cart that never enters the server's HTML. Every figure is
// compared with what the gateway answers for the same session; no price is written here.

type StockStatus = 'IN_STOCK' | 'EXT_STOCK' | 'OUT_OF_STOCK' | 'UNKNOWN';
type ServerLine = {
  id: string;
  count: number;
  price: { inclBtw: { formatted: string } };
  article: { slug: string; name: string; stockStatus: StockStatus };
};
type ServerRow = { kind: string; label: string; amount: { formatted: string; cents: number } };
type ServerCart = {
  itemCount: number;
  rentalLines: ServerLine[];
  salesLines: ServerLine[];
  occasionLines: ServerLine[];
  totals: { borg: { formatted: string; cents: number }; inclBtwRows: ServerRow[] };
};

const MONEY = '{ formatted cents }';
const LINE = 'id count price { inclBtw { formatted } } article { slug name stockStatus }';
const CART = /* GraphQL */ `
  query CartExpected {
    cart {
      itemCount
      rentalLines { ${LINE} } salesLines { ${LINE} } occasionLines { ${LINE} }
      totals { borg ${MONEY} inclBtwRows { kind label amount ${MONEY} } }
    }
  }
`;

/** The cart as the gateway answers it for the browser's own session (page.request shares its cookies). */
async function serverCart(page: Page): Promise<ServerCart> {
  const { cart } = await graphql<{ cart: ServerCart | null }>(page, CART);
  expect(cart, 'the gateway answers a cart').not.toBeNull();
  return cart as ServerCart;
}

const STOCK_WORDS: Record<StockStatus, string> = {
  IN_STOCK: 'Op voorraad',
  EXT_STOCK: 'Bij leverancier',
  OUT_OF_STOCK: 'Uitverkocht',
  UNKNOWN: 'Voorraad onbekend',
};
const SECTIONS = [
  ['rentalLines', 'Verhuur'],
  ['salesLines', 'Verkoop'],
  ['occasionLines', 'Occasions'],
] as const;

const cartButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: /^Winkelwagen(,| *$)/ });
const panel = (page: Page) => page.getByRole('dialog', { name: 'Winkelwagen' });
const lineOf = (page: Page, slug: string) => panel(page).locator(`[data-cart-line="${slug}"]`);
const totalOf = (page: Page, label: string) => panel(page).locator(`[data-total="${label}"] dd`);

const badgeName = (count: number) =>
  count === 0 ? 'Winkelwagen' : `Winkelwagen, ${count === 1 ? '1 artikel' : `${count} artikelen`}`;

async function expectToast(page: Page, title: string, message: string) {
  const toasts = page.getByRole('status', { name: 'Meldingen' });
  await expect(toasts).toContainText(title);
  await expect(toasts).toContainText(message);
}

async function expectAdded(page: Page) {
  await expectToast(page, 'Artikel Toegevoegd', 'Het Artikel zit in je winkelwagentje.');
}

/** The badge says what the server's cart holds. */
async function expectBadge(page: Page, count: number) {
  await expect(cartButton(page)).toHaveAccessibleName(badgeName(count));
  if (count > 0) await expect(cartButton(page).locator('[data-cart-badge]')).toHaveText(String(count));
  else await expect(cartButton(page).locator('[data-cart-badge]')).toHaveCount(0);
}

/**
 * The open panel shows exactly the server's cart: each line in its section with its stock words,
 * count and price, and the totals block as the gateway answers it (borg only with rental lines). Retried until both agree, so an answer on its way is awaited.
 */
async function expectPanelMatchesServer(page: Page): Promise<ServerCart> {
  let cart: ServerCart | undefined;
  await expect(async () => {
    cart = await serverCart(page);
    const dialog = panel(page);
    await expect(dialog.locator('[aria-busy="true"]')).toHaveCount(0, { timeout: 1000 });
    for (const [key, title] of SECTIONS) {
      const section = dialog.getByRole('region', { name: title, exact: true });
      await expect(section).toHaveCount(cart[key].length > 0 ? 1 : 0, { timeout: 1000 });
      await expect(section.locator('[data-cart-line]')).toHaveCount(cart[key].length, { timeout: 1000 });
      for (const line of cart[key]) {
        const item = section.locator(`[data-cart-line="${line.article.slug}"]`);
        await expect(item).toContainText(line.article.name, { timeout: 1000 });
        // A rental line says how it stands in the period (or to choose one), never a stock label.
        if (key === 'rentalLines') {
          await expect(item.locator('[data-availability]')).toHaveText(/^Kies je huurperiode$|beschikbaar/i, {
            timeout: 1000,
          });
          await expect(item.locator('[data-stock]')).toHaveCount(0, { timeout: 1000 });
        } else await expect(item).toContainText(STOCK_WORDS[line.article.stockStatus], { timeout: 1000 });
        await expect(item).toContainText(line.price.inclBtw.formatted, { timeout: 1000 });
        await expect(item.getByRole('spinbutton', { name: 'Aantal' })).toHaveValue(String(line.count), {
          timeout: 1000,
        });
      }
    }
    // The totals block incl. BTW (the default view), row for row as the api computed it; the borg
    // apart, with rental lines only.
    const rows = cart.totals.inclBtwRows;
    await expect(dialog.locator('dl [data-total]:not([data-total="BORG"])')).toHaveCount(rows.length, {
      timeout: 1000,
    });
    for (const row of rows) {
      await expect(totalOf(page, row.kind)).toHaveText(row.amount.formatted, { timeout: 1000 });
      await expect(dialog.locator(`[data-total="${row.kind}"] dt`)).toHaveText(row.label, { timeout: 1000 });
    }
    const borg = cart.rentalLines.length > 0 && cart.totals.borg.cents > 0;
    if (borg) await expect(totalOf(page, 'BORG')).toHaveText(cart.totals.borg.formatted, { timeout: 1000 });
    else await expect(totalOf(page, 'BORG')).toHaveCount(0, { timeout: 1000 });
  }).toPass({ timeout: 10_000 });
  await expectBadge(page, (cart as ServerCart).itemCount);
  return cart as ServerCart;
}

async function openPanel(page: Page): Promise<Locator> {
  await cartButton(page).click();
  const dialog = panel(page);
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Sluiten', exact: true })).toBeFocused();
  return dialog;
}

async function closePanel(page: Page) {
  await page.keyboard.press('Escape');
  await expect(panel(page)).toBeHidden();
  await expect(cartButton(page)).toBeFocused();
}

/** The first article of a type's list, as the gateway answers it. */
async function firstOf(page: Page, type: ArticleType) {
  const list = await articleWindow(page, { type, first: 12 });
  const article = list.articles[0];
  expect(article, `the ${type} list has articles`).toBeDefined();
  return article as (typeof list.articles)[number];
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: viewportOf(width) });

    test('fill the cart from the lists, change counts, remove a line, reload, empty it', async ({ page }) => {
      // A visitor's whole journey (three pages, a dozen changes checked against the server): on a
      // busy 2-core runner it comes close to the default 30 s.
      test.slow();
      const rental = await firstOf(page, 'RENTAL');
      const sale = await firstOf(page, 'SALE');

      // A new visitor: the badge has no count, the panel says the cart is empty.
      await page.goto(listUrl('RENTAL'));
      await expectBadge(page, 0);
      const empty = await openPanel(page);
      await expect(empty.getByText('Je winkelwagen is leeg.')).toBeVisible();
      await expect(empty.getByRole('link', { name: 'Verhuur' })).toHaveAttribute('href', '/verhuur/');
      await expect(empty.getByRole('link', { name: 'Verkoop' })).toHaveAttribute('href', '/verkoop/');
      await closePanel(page);

      // A rental row's button adds it (the row's link is not followed).
      await page.getByRole('button', { name: `In winkelwagen: ${rental.name}` }).click();
      await expectAdded(page);
      await expectBadge(page, 1);
      await expect(page).toHaveURL(listUrl('RENTAL'));
      await page.screenshot({ path: `/tmp/shots/cart-rental-list-${width}.png` });
      await page.getByRole('button', { name: 'Melding sluiten' }).click();
      await expect(page.getByRole('status', { name: 'Meldingen' })).toBeEmpty();
      await page
        .getByRole('article')
        .filter({ hasText: rental.name })
        .first()
        .screenshot({ path: `/tmp/shots/cart-rental-row-${width}.png` });

      await page.goto(listUrl('SALE'));
      await expectBadge(page, 1);
      await page.getByRole('button', { name: `In winkelwagen: ${sale.name}` }).click();
      await expectAdded(page);
      await expectBadge(page, 2);
      await page.screenshot({ path: `/tmp/shots/cart-sale-list-${width}.png` });
      await page
        .getByRole('article')
        .filter({ hasText: sale.name })
        .first()
        .screenshot({ path: `/tmp/shots/cart-sale-card-${width}.png` });

      await openPanel(page);
      await expect(lineOf(page, rental.slug)).toBeVisible();
      await expect(lineOf(page, sale.slug)).toBeVisible();
      const first = await expectPanelMatchesServer(page);
      expect(first.rentalLines.map((line) => line.article.slug)).toEqual([rental.slug]);
      expect(first.salesLines.map((line) => line.article.slug)).toEqual([sale.slug]);
      await page.screenshot({ path: `/tmp/shots/cart-panel-${width}.png` });

      // + on the rental line: 2 of it, and the totals follow the server.
      await lineOf(page, rental.slug).getByRole('button', { name: 'Eén meer' }).click();
      await expect(lineOf(page, rental.slug).getByRole('spinbutton', { name: 'Aantal' })).toHaveValue('2');
      const raised = await expectPanelMatchesServer(page);
      expect(raised.itemCount).toBe(3);
      const totalOfCart = (c: ServerCart) =>
        c.totals.inclBtwRows.find((r) => r.kind === 'TOTAL')?.amount.cents;
      expect(totalOfCart(raised)).toBeGreaterThan(totalOfCart(first) ?? 0);

      // Typing a count (Enter) sets it.
      const saleCount = lineOf(page, sale.slug).getByRole('spinbutton', { name: 'Aantal' });
      await saleCount.fill('3');
      await saleCount.press('Enter');
      await expect(saleCount).toHaveValue('3');
      const typed = await expectPanelMatchesServer(page);
      expect(typed.itemCount).toBe(5);

      // − lowers it again.
      await lineOf(page, sale.slug).getByRole('button', { name: 'Eén minder' }).click();
      await expect(saleCount).toHaveValue('2');
      expect((await expectPanelMatchesServer(page)).itemCount).toBe(4);

      // A count the server refuses is its message beside the stepper, nothing changed.
      await saleCount.fill('150');
      await saleCount.press('Enter');
      await expect(lineOf(page, sale.slug).locator('p[id$="-error"]')).not.toBeEmpty();
      await expect(saleCount).toHaveAttribute('aria-invalid', 'true');
      expect((await serverCart(page)).itemCount).toBe(4);
      await saleCount.fill('2');
      await saleCount.press('Enter');
      await expect(saleCount).not.toHaveAttribute('aria-invalid', 'true');

      // Remove the rental line: it goes, the keyboard stays in the panel.
      await lineOf(page, rental.slug)
        .getByRole('button', { name: `Verwijder ${rental.name}` })
        .click();
      await expect(lineOf(page, rental.slug)).toHaveCount(0);
      await expect(panel(page).getByText('2 artikelen in je winkelwagen')).toBeFocused();
      const removed = await expectPanelMatchesServer(page);
      expect(removed.rentalLines).toEqual([]);
      await page.screenshot({ path: `/tmp/shots/cart-sale-only-${width}.png` });
      await closePanel(page);

      // The cart is kept on the server: a reload finds it again.
      await page.reload();
      await expectBadge(page, 2);
      await openPanel(page);
      await expect(lineOf(page, sale.slug)).toBeVisible();
      await expectPanelMatchesServer(page);

      // Emptying it: the toast of §8, the empty panel, no count on the badge.
      await panel(page).getByRole('button', { name: 'Winkelwagen legen' }).click();
      await expectToast(page, 'Leeg mandje', 'Winkelwagentje is leeg.');
      await expect(panel(page).getByText('Je winkelwagen is leeg.')).toBeVisible();
      await expect(panel(page).getByText('Je winkelwagen is leeg.')).toBeFocused();
      await page.screenshot({ path: `/tmp/shots/cart-emptied-${width}.png` });
      const cleared = await serverCart(page);
      expect(cleared.itemCount).toBe(0);
      await closePanel(page);
      await expectBadge(page, 0);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
    });
  });
}

// Adding from an article page once: its button and the panel's lines are the same at 360 px, where
// the panel itself is walked above.
test.describe('at 1280 px', () => {
  test.use({ viewport: viewportOf(1280) });

  test('add from the article pages of a rental, a sale and an occasion', async ({ page }) => {
    const rental = await firstOf(page, 'RENTAL');
    const sale = await firstOf(page, 'SALE');
    const occasion = await firstOf(page, 'OCCASION');

    for (const [article, count] of [
      [rental, 1],
      [sale, 2],
      [occasion, 3],
    ] as const) {
      await page.goto(articleUrl(article));
      await page.getByRole('main').getByRole('button', { name: 'In winkelwagen', exact: true }).click();
      await expectAdded(page);
      await expectBadge(page, count);
    }
    await page.screenshot({ path: `/tmp/shots/cart-article-page-1280.png` });

    // Adding the same article again raises its count.
    await page.getByRole('main').getByRole('button', { name: 'In winkelwagen', exact: true }).click();
    await expectAdded(page);
    await expectBadge(page, 4);

    await openPanel(page);
    const cart = await expectPanelMatchesServer(page);
    expect(cart.rentalLines.map((line) => line.article.slug)).toEqual([rental.slug]);
    expect(cart.salesLines.map((line) => line.article.slug)).toEqual([sale.slug]);
    expect(cart.occasionLines.map((line) => [line.article.slug, line.count])).toEqual([[occasion.slug, 2]]);
    await expect(panel(page).getByRole('heading', { name: 'Occasions' })).toBeVisible();
    await page.screenshot({ path: `/tmp/shots/cart-three-types-1280.png`, fullPage: false });

    // − on a count of 1 removes the line (SPEC §4: removing sets the count to 0).
    await lineOf(page, rental.slug).getByRole('button', { name: 'Eén minder' }).click();
    await expect(lineOf(page, rental.slug)).toHaveCount(0);
    await expectPanelMatchesServer(page);
  });
});

test('a cart that cannot be priced says so, and a retry shows it', async ({ page }) => {
  let failing = true;
  await page.route(
    (url) => url.pathname === '/graphql',
    async (route) => {
      if (failing && operationOf(route.request()) === 'Cart') {
        await route.fulfill({
          json: {
            data: { cart: null },
            errors: [{ message: 'upstream', path: ['cart'], extensions: { code: 'UPSTREAM_UNAVAILABLE' } }],
          },
        });
      } else await route.fallback();
    },
  );
  await page.goto('/verkoop/');
  const dialog = await openPanel(page);
  await expect(dialog.getByText('De prijzen konden niet worden geladen. Probeer het opnieuw.')).toBeVisible();
  await expect(dialog.locator('[data-total]')).toHaveCount(0);
  await expectBadge(page, 0);
  await page.screenshot({ path: '/tmp/shots/cart-failed-1280.png' });

  failing = false;
  await dialog.getByRole('button', { name: 'Opnieuw proberen' }).click();
  await expect(dialog.getByText('Je winkelwagen is leeg.')).toBeVisible();
});
