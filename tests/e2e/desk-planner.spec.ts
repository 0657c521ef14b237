import type { Page, Request } from '@playwright/test';
import { expectAccessible } from './a11y-helpers.ts';
import { placeOrder, type RentalPeriod, signIn } from './desk-helpers.ts';
import { expect, graphql, test } from './fixtures.ts';

// The planner at /beheer/planner (issue 38 item 6) at 1280 and 1024 px: balie@ signs in with TOTP,
// finds the reservation of an order paid in this test by its article's name, opens an article's
// units, moves to the next 8 weeks (one GraphQL request for the view) where its second order is,
// and with the keyboard alone reaches a reservation and opens its order. The e2e stack cannot
// over-book (every article has ample units and no desk action here takes one out of service), so
// the over-booked marking is shown on the api's answer with one conflict day added: the web only
// shows what the api names (the gateway test makes real ones).

const SETUP = {
  1280: {
    article: 5,
    first: { pickupDate: '2026-12-01', pickupSlot: 0, returnDate: '2026-12-03', returnSlot: 3 },
    second: { pickupDate: '2027-01-19', pickupSlot: 0, returnDate: '2027-01-21', returnSlot: 3 },
  },
  1024: {
    article: 6,
    first: { pickupDate: '2026-12-08', pickupSlot: 0, returnDate: '2026-12-10', returnSlot: 3 },
    second: { pickupDate: '2027-01-26', pickupSlot: 0, returnDate: '2027-01-28', returnSlot: 3 },
  },
} as const satisfies Record<number, { article: number; first: RentalPeriod; second: RentalPeriod }>;

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The GraphQL POSTs the page sends from now on. */
function countGraphql(page: Page) {
  const seen: string[] = [];
  const listener = (request: Request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname === '/graphql')
      seen.push(String((request.postDataJSON() as { operationName?: string }).operationName));
  };
  page.on('request', listener);
  return {
    seen,
    stop: () => page.off('request', listener),
  };
}

for (const width of [1280, 1024] as const) {
  test.describe(`the planner at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    let article: { id: string; name: string };
    let first: string;
    let second: string;

    test.beforeAll(async ({ browser }) => {
      const context = await browser.newContext();
      const page = await context.newPage();
      const { articles } = await graphql<{ articles: { articles: { id: string; name: string }[] } }>(
        page,
        '{ articles(type: RENTAL, first: 12) { articles { id name } } }',
      );
      await context.close();
      article = articles.articles[SETUP[width].article] as { id: string; name: string };
      const run = Date.now().toString(36);
      const order = (period: RentalPeriod, n: number) =>
        placeOrder(browser, {
          articleId: article.id,
          period,
          email: `planner-${width}-${n}-${run}@example.nl`,
          lastName: `Planner ${width}`,
          payNow: true,
        });
      first = await order(SETUP[width].first, 1);
      second = await order(SETUP[width].second, 2);
    });

    test('finds a reservation, opens the units, moves on a period and opens an order by keyboard', async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      await page.goto('/beheer/planner');
      await expect(page).toHaveURL(/\/beheer\/inloggen\?terug=/);
      await signIn(page);
      await expect(page).toHaveURL(/\/beheer\/planner$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Planner' })).toBeVisible();
      await expect(page.getByRole('link', { name: 'Planner' })).toHaveAttribute('aria-current', 'page');
      // This week by the api's today (NOW=2026-11-23, a Monday): 8 weeks to 17 January.
      await expect(page.getByRole('heading', { level: 2 })).toHaveText(
        /^23 nov\. 2026 – 17 jan\. 2027: \d+ artikelen$/,
      );
      if (width === 1280) {
        // All eight weeks beside the article column, without scrolling sideways (issue 47).
        const overflow = await page
          .getByRole('grid')
          .evaluate(
            (grid) => (grid.parentElement?.scrollWidth ?? 0) - (grid.parentElement?.clientWidth ?? 0),
          );
        expect(overflow).toBeLessThanOrEqual(0);
        await expect(page.getByRole('columnheader', { name: /^Week 2\b/ })).toBeInViewport();
      }

      // The article by its name: one GraphQL request for the view.
      const search = countGraphql(page);
      await page.getByRole('searchbox', { name: 'Artikel' }).fill(article.name);
      await page.getByRole('button', { name: 'Zoeken' }).click();
      await expect(page).toHaveURL(
        new RegExp(`q=${encodeURIComponent(article.name).replace(/%20/g, '\\+')}`),
      );
      const reservation = page.getByRole('link', {
        name: new RegExp(`^Bestelling ${first} van Daan Planner ${width}, gereserveerd, 1 stuk`),
      });
      await expect(reservation).toBeVisible();
      search.stop();
      expect(search.seen).toEqual(['DeskPlanner']);
      const grid = page.getByRole('grid');
      const row = grid.getByRole('row').filter({ has: page.getByRole('rowheader', { name: article.name }) });
      await expect(
        row.getByRole('gridcell', { name: /week 49 \(30 nov – 6 dec\)|week 50 \(7 – 13 dec\)/ }).first(),
      ).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`planner-${width}.png`), fullPage: true });
      await expectAccessible(page, 'the planner');

      // The article's units, a row each, from the same answer (no request).
      const units = countGraphql(page);
      const toggle = page.getByRole('button', {
        name: new RegExp(`^${escapeRegExp(article.name)}, \\d+ units tonen`),
      });
      await toggle.click();
      await expect(
        page.getByRole('button', {
          name: new RegExp(`^${escapeRegExp(article.name)}, \\d+ units verbergen`),
        }),
      ).toHaveAttribute('aria-expanded', 'true');
      await expect(grid.getByRole('rowheader', { name: /^SL-\d+-01/ }).first()).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`planner-units-${width}.png`), fullPage: true });
      await expectAccessible(page, 'the planner with units');
      units.stop();
      expect(units.seen).toEqual([]);

      // The keyboard alone: from the search box into the grid (one Tab stop), along the row with
      // the arrow keys to the reservation, Enter opens its order.
      await page.getByRole('searchbox', { name: 'Artikel' }).focus();
      for (let i = 0; i < 10; i++) {
        await page.keyboard.press('Tab');
        if (await page.evaluate(() => document.activeElement?.hasAttribute('data-stop'))) break;
      }
      await expect(page.locator(':focus')).toHaveAttribute('data-stop', /.+/);
      // PageDown: ten rows on (or the last row), a unit's row, its first week; PageUp: back to the
      // first row in that week; Home: the row's start.
      const top = await page.evaluate(() => document.activeElement?.getAttribute('data-stop'));
      await page.keyboard.press('PageDown');
      await expect(page.locator(':focus')).toHaveAttribute('data-stop', /^u\d+:w0$/);
      await page.keyboard.press('PageUp');
      await expect(page.locator(':focus')).toHaveAttribute('data-stop', `${top}:w0`);
      await page.keyboard.press('Home');
      await expect(page.locator(':focus')).toHaveAttribute('data-stop', top ?? '');
      // Down to the row of the article (the first row may be another article with its name in it).
      for (let i = 0; i < 30; i++) {
        const name = await page.evaluate(() => document.activeElement?.textContent ?? '');
        if (name.includes(article.name)) break;
        await page.keyboard.press('ArrowDown');
      }
      for (let i = 0; i < 40; i++) {
        const label = await page.evaluate(() => document.activeElement?.textContent ?? '');
        if (label.startsWith(`Bestelling ${first}`)) break;
        await page.keyboard.press('ArrowRight');
      }
      await expect(reservation).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: `Bestelling ${first}` })).toBeVisible();
      await page.goBack();

      // The next 8 weeks: one request, and the second order is there.
      await expect(reservation).toBeVisible();
      const next = countGraphql(page);
      await page.getByRole('link', { name: 'Volgende 8 weken' }).click();
      await expect(page).toHaveURL(/van=2027-01-18/);
      await expect(page.getByRole('heading', { level: 2 })).toHaveText(/^18 jan\. 2027 – 14 mrt\. 2027: /);
      await expect(
        page.getByRole('link', {
          name: new RegExp(`^Bestelling ${second} van Daan Planner ${width}, gereserveerd`),
        }),
      ).toBeVisible();
      next.stop();
      expect(next.seen).toEqual(['DeskPlanner']);
      await page.getByRole('link', { name: 'Deze week' }).click();
      await expect(page).not.toHaveURL(/van=/);
      await expect(reservation).toBeVisible();
    });

    test('marks an over-booked day the api names, in words and with a sign', async ({ page }, testInfo) => {
      test.setTimeout(120_000);
      // The api's answer with one conflict on the first order's middle day.
      const day = SETUP[width].first.pickupDate.replace(/\d\d$/, (d) =>
        String(Number(d) + 1).padStart(2, '0'),
      );
      const asked: Record<string, unknown>[] = [];
      await page.route('**/graphql', async (route) => {
        const body = route.request().postDataJSON() as {
          operationName?: string;
          variables?: Record<string, unknown>;
        };
        if (body.operationName !== 'DeskPlanner') return route.continue();
        asked.push(body.variables ?? {});
        const response = await route.fetch();
        const json = await response.json();
        for (const a of json.data?.deskPlanner?.articles ?? []) {
          if (a.id !== article.id) continue;
          a.unitsInService = 1;
          a.conflicts = [{ __typename: 'DeskPlannerConflict', date: day, wanted: 2, units: 1 }];
        }
        await route.fulfill({ response, json });
      });
      await page.goto(`/beheer/planner?q=${encodeURIComponent(article.name)}`);
      await signIn(page);
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: article.name, exact: false }) })
        .first();
      await expect(row.getByRole('rowheader')).toContainText('1 dag overboekt');
      const cell = row.getByRole('gridcell', { name: /overboekt op .+ \(2 nodig, 1 in dienst\)/ });
      await expect(cell).toBeVisible();
      await expect(cell).toContainText('⚠ Overboekt');
      await page.screenshot({ path: testInfo.outputPath(`planner-conflict-${width}.png`), fullPage: true });
      await expectAccessible(page, 'the planner with an over-booked day');

      // Only the over-booked articles: the filter is the URL's, and the api is asked for it.
      await page.getByRole('checkbox', { name: 'Alleen overboekte artikelen' }).check();
      await page.getByRole('button', { name: 'Zoeken' }).click();
      await expect(page).toHaveURL(/conflicten=ja/);
      await expect(page.getByRole('heading', { level: 2, name: /alleen overboekt$/ })).toBeVisible();
      expect(asked.at(-1)).toMatchObject({ conflictsOnly: true });
    });
  });
}
