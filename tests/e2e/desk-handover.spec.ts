import type { Browser, Page } from '@playwright/test';
import { expectAccessible } from './a11y-helpers.ts';
import { mutate } from './checkout-helpers.ts';
import { customerInput, signIn } from './desk-helpers.ts';
import { test as base, expect, graphql, visitorArrives } from './fixtures.ts';
import { type OwnStack, ownStack } from './own-stack.ts';

// Pickup and return at the desk (issue 38 items 4 and 5) at 1280 and 1024 px, on a stack of the
// test's own whose api clock the test moves (the suite's stack stays on NOW's day): a paid order
// of two units is handed out by asset tag, typed into the pickup fields as a USB scanner does (the
// tag, then Enter); one unit comes back damaged the same day, and the article's public page then
// shows one fewer for another customer's period; the other comes back a day late, and the order it
// now collides with is listed on the desk's day and on the order's page. The sign-in's TOTP codes
// follow that clock (desk-helpers.ts `freshCode`); a stack per test, since a code's step must be
// later than the last one the account used, and each run sets the clock back to its own days.

const test = base.extend<{ stack: OwnStack }>({
  stack: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from this pattern.
    async ({}, use) => {
      const own = await ownStack({ maxAgeS: 1, staleS: 1 });
      await use(own);
      await own.close();
    },
    // Starting an api (migrating, seeding) takes its time on a busy machine.
    { timeout: 120_000 },
  ],
  baseURL: async ({ stack }, use) => use(stack.base),
});

/** The two orders of a width: A is handed out and brought back, B starts the day after A is due. */
const RUNS = {
  1280: {
    slug: 'aputure-lantern-90',
    name: 'Aputure Lantern 90',
    a: { pickupDate: '2026-11-24', pickupSlot: 0, returnDate: '2026-11-25', returnSlot: 3 },
    b: { pickupDate: '2026-11-26', pickupSlot: 0, returnDate: '2026-11-27', returnSlot: 3 },
    // Amsterdam is UTC+1 in winter: 09:30 on the pickup day, 10:00 the day after A was due.
    pickupAt: '2026-11-24T08:30:00Z',
    lateAt: '2026-11-26T09:00:00Z',
  },
  1024: {
    slug: 'arri-650-plus-fresnel',
    name: 'ARRI 650 Plus Fresnel',
    a: { pickupDate: '2026-12-01', pickupSlot: 0, returnDate: '2026-12-02', returnSlot: 3 },
    b: { pickupDate: '2026-12-03', pickupSlot: 0, returnDate: '2026-12-04', returnSlot: 3 },
    pickupAt: '2026-12-01T08:30:00Z',
    lateAt: '2026-12-03T09:00:00Z',
  },
} as const;
type Period = { pickupDate: string; pickupSlot: number; returnDate: string; returnSlot: number };

/** A guest's order of `count` of the article for `period`, paid with the test provider. */
async function paidOrder(browser: Browser, base: string, slug: string, period: Period, count: number) {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  const { article } = await graphql<{ article: { id: string } }>(
    page,
    'query($s: String!) { article(slug: $s) { id } }',
    { s: slug },
  );
  await mutate(
    page,
    'mutation($p: RentalPeriodInput!) { setRentalPeriod(period: $p) { errors { field } } }',
    {
      p: period,
    },
  );
  await mutate(
    page,
    'mutation($id: ID!, $n: Int) { addToCart(articleId: $id, count: $n) { errors { field } } }',
    {
      id: article.id,
      n: count,
    },
  );
  const email = `uitgifte-${slug}-${Date.now().toString(36)}@example.nl`;
  const placed = await mutate<{
    placeOrder: { order: { number: string; payment: { handle: string } } | null; errors: unknown[] };
  }>(
    page,
    `mutation($input: CheckoutInput!, $key: String!) {
      placeOrder(input: $input, payNow: true, idempotencyKey: $key) { order { number payment { handle } } errors { field messages } }
    }`,
    { input: customerInput(email, 'Uitgifte'), key: `handover-${email.replace(/[^A-Za-z0-9_-]/g, '-')}` },
  );
  expect(placed.placeOrder.errors).toEqual([]);
  const order = placed.placeOrder.order;
  if (!order) throw new Error('no order');
  await mutate(
    page,
    'mutation($h: String!) { completeTestPayment(handle: $h, outcome: PAID) { payment { status } } }',
    { h: order.payment.handle },
  );
  await context.close();
  return { number: order.number, articleId: article.id };
}

/** What the article's page says a visitor can rent in `period` (the visitor's own browser). */
async function publicAvailability(browser: Browser, base: string, slug: string, period: Period) {
  const context = await browser.newContext({ baseURL: base });
  const page = await context.newPage();
  await mutate(
    page,
    'mutation($p: RentalPeriodInput!) { setRentalPeriod(period: $p) { errors { field } } }',
    {
      p: period,
    },
  );
  await page.goto(`/verhuur/artikel/${slug}`);
  await visitorArrives(page);
  const mark = page.locator('main [data-availability]').first();
  // The visitor's period arrives after hydration (private data is never in the server's HTML).
  await expect(mark).not.toHaveText('Kies je huurperiode');
  const text = await mark.textContent();
  await context.close();
  return text?.trim();
}

const result = (page: Page) => page.locator('[data-result]');

for (const width of [1280, 1024] as const) {
  test.describe(`pickup and return at the desk at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('hand out two units by tag, take one back damaged and one a day late', async ({
      page,
      browser,
      stack,
    }, testInfo) => {
      test.setTimeout(180_000);
      const run = RUNS[width];
      const shot = (name: string) =>
        page.screenshot({ path: testInfo.outputPath(`${name}-${width}.png`), fullPage: true });

      // Monday noon: two paid orders, A (2 units) and B (2 units, starting the day after A is due).
      stack.clock.set('2026-11-23T12:00:00Z');
      const a = await paidOrder(browser, stack.base, run.slug, run.a, 2);
      const b = await paidOrder(browser, stack.base, run.slug, run.b, 2);
      // The article has 4 units; B holds 2 of them in its period.
      await expect
        .poll(() => publicAvailability(browser, stack.base, run.slug, run.b))
        .toBe('Nog 2 van 4 beschikbaar');

      // The pickup day, 09:30: the desk's day lists A among the pickups.
      stack.clock.set(run.pickupAt);
      await page.goto('/beheer/balie');
      await signIn(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Balie vandaag' })).toBeVisible();
      const pickups = page.getByRole('region', { name: /^Ophalen/ });
      await expect(pickups.getByRole('link', { name: a.number })).toBeVisible();
      await expect(page.getByRole('region', { name: /^Te laat terug/ })).toContainText('Niets te laat.');
      await shot('desk-today-pickup');
      await expectAccessible(page, 'the desk’s day');

      // The unit tags of the article, as the desk lists them.
      const { deskUnits } = await graphql<{
        deskUnits: { units: { id: string; version: number; assetTag: string }[] };
      }>(page, 'query($a: ID) { deskUnits(articleId: $a, pageSize: 10) { units { id version assetTag } } }', {
        a: a.articleId,
      });
      const [first, second] = deskUnits.units.map((u) => u.assetTag);
      if (!first || !second) throw new Error('the article has too few units');

      // Hand them out: the scanner types a tag and presses Enter, which moves on to the next field;
      // Enter in the last one hands everything out.
      await pickups.getByRole('link', { name: a.number }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Bestelling ${a.number}` })).toBeVisible();
      const handover = page.getByRole('region', { name: 'Uitgifte en retour' });
      const field = (n: number) =>
        handover.getByRole('textbox', { name: new RegExp(`^Inventarisnummer ${n} van 2 — `) });
      await expect(field(1)).toBeVisible();
      await shot('desk-order-pickup');
      await expectAccessible(page, 'the order page with the pickup form');
      await field(1).fill(first.toLowerCase());
      await field(1).press('Enter');
      await expect(field(2)).toBeFocused();
      await page.keyboard.type(second);
      await page.keyboard.press('Enter');
      await expect(result(page)).toHaveText(`2 units meegegeven met bestelling ${a.number}.`);
      await expect(result(page)).toBeFocused();
      await expect(page.locator('article header')).toContainText('Opgehaald');
      await expect(handover.locator(`[data-unit="${first}"]`)).toContainText('nog niet');

      // The same morning one comes back damaged: it goes to repair, the other stays out.
      const back = (tag: string) => handover.locator(`[data-return="${tag}"]`);
      await back(first).getByRole('radio', { name: 'Terug, beschadigd' }).check();
      await back(first)
        .getByRole('textbox', { name: `Opmerking bij ${first}` })
        .fill('Lamp flikkert');
      await back(second).getByRole('radio', { name: 'Nog niet terug' }).check();
      await handover.getByRole('button', { name: '1 unit innemen' }).click();
      await expect(result(page)).toHaveText(
        `1 unit ingenomen. Naar reparatie: ${first}. Nog 1 unit uitgeleend.`,
      );
      await expect(handover.locator(`[data-unit="${first}"]`)).toContainText('beschadigd: Lamp flikkert');

      // A visitor now sees one fewer for B's period: 3 in service, B holds 2.
      await expect
        .poll(() => publicAvailability(browser, stack.base, run.slug, run.b))
        .toBe('Nog 1 van 3 beschikbaar');

      // The units page lists the damaged one in repair, with the order it came back from.
      await page.goto(`/beheer/voorraad?artikel=${a.articleId}`);
      await expect(page.getByRole('heading', { level: 1, name: 'Voorraad' })).toBeVisible();
      const damaged = page.locator(`[data-unit="${first}"]`);
      await expect(damaged).toContainText('In reparatie');
      await expect(damaged).toContainText(a.number);
      await shot('desk-units');
      await expectAccessible(page, 'the units page');

      // A colleague sends a third unit to repair meanwhile: this page's version of it is stale, and
      // the page says so in Dutch, showing the unit as it is now; then it goes back in service.
      const third = deskUnits.units[2];
      if (!third) throw new Error('the article has too few units');
      const unitCard = page.locator(`[data-unit="${third.assetTag}"]`);
      await unitCard.getByRole('button', { name: `Status van ${third.assetTag} wijzigen…` }).click();
      await mutate(
        page,
        'mutation($id: ID!, $v: Int!) { deskSetUnitStatus(id: $id, version: $v, status: IN_REPAIR, note: "Statiefschroef kwijt") { errors { field } } }',
        { id: third.id, v: third.version },
      );
      await unitCard.getByRole('textbox', { name: 'Reden', exact: true }).fill('Kabel los');
      await unitCard.getByRole('button', { name: 'Status wijzigen' }).click();
      await expect(result(page)).toHaveAttribute('data-result', 'conflict');
      await expect(result(page)).toContainText('Deze unit is intussen gewijzigd');
      await expect(unitCard).toContainText('Statiefschroef kwijt');
      await unitCard.getByRole('button', { name: `Status van ${third.assetTag} wijzigen…` }).click();
      await unitCard.getByRole('radio', { name: 'Weer in dienst' }).check();
      await unitCard.getByRole('button', { name: 'Status wijzigen' }).click();
      await expect(result(page)).toHaveText(`${third.assetTag} is weer in dienst.`);

      // Two days later (A was due yesterday at 17:00): the desk session has ended, sign in again.
      stack.clock.set(run.lateAt);
      await page.goto('/beheer/balie');
      await signIn(page);
      await expect(page.getByRole('heading', { level: 1, name: 'Balie vandaag' })).toBeVisible();
      const overdue = page.getByRole('region', { name: /^Te laat terug/ });
      const late = overdue.getByRole('listitem').filter({ hasText: a.number });
      await expect(late).toContainText(`uitgeleend: ${second}`);
      await expect(late.getByRole('link', { name: b.number })).toBeVisible();
      await expect(
        page.getByRole('region', { name: /^Ophalen/ }).getByRole('link', { name: b.number }),
      ).toBeVisible();
      await shot('desk-today-overdue');
      await expectAccessible(page, 'the desk’s day with an overdue return');

      // The planner marks today over-booked: A still counts (out past its end) beside B, while one
      // of the article's units is in repair.
      await page.getByRole('link', { name: 'Planner' }).click();
      await page.getByRole('searchbox', { name: 'Artikel' }).fill(run.name);
      await page.getByRole('button', { name: 'Zoeken' }).click();
      const row = page
        .getByRole('row')
        .filter({ has: page.getByRole('rowheader', { name: run.name, exact: false }) })
        .first();
      await expect(row.getByRole('rowheader')).toContainText('1 dag overboekt');
      await expect(
        row.getByRole('gridcell', { name: /overboekt op .+ \(4 nodig, 3 in dienst\)/ }),
      ).toBeVisible();
      await shot('desk-planner-overbooked');

      // A comes back, a day late: checked in, and B is listed as the order it collides with.
      await page.getByRole('link', { name: 'Balie vandaag' }).click();
      await overdue.getByRole('link', { name: a.number }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Bestelling ${a.number}` })).toBeVisible();
      await back(second).getByRole('radio', { name: 'Terug, goed' }).check();
      await handover.getByRole('button', { name: '1 unit innemen' }).click();
      await expect(result(page)).toHaveText(
        `1 unit ingenomen. Te laat terug: ${second}. Bestelling ${a.number} is helemaal retour.`,
      );
      await expect(page.locator('article header')).toContainText('Retour');
      await expect(handover.locator(`[data-unit="${second}"]`)).toContainText('te laat');
      const collisions = handover.getByRole('heading', { name: 'Botst met' }).locator('..');
      await collisions.getByRole('link', { name: b.number }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Bestelling ${b.number}` })).toBeVisible();
      await expect(page.getByRole('region', { name: 'Uitgifte en retour' })).toContainText(a.number);
      await shot('desk-order-collision');
    });
  });
}
