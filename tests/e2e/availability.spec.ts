import type { Browser, Page } from '@playwright/test';
import { AVAILABILITY_MESSAGES } from '../../domain/availability.ts';
import { choosePeriod, fillDetails, mutate, serverCart } from './checkout-helpers.ts';
import { expect, graphql, operationOf, test, visitorArrives } from './fixtures.ts';

// Rental availability as a visitor meets it (issue 28): another customer's quote holds 2 of the 3
// units of an article from Tue 1 to Thu 3 December. The period editor opened on the article page
// marks those days, the article page and the rental list say how many are left in the chosen
// period (the list in one request), the cart marks a line of 2, and the checkout refuses it per
// line, storing nothing. The article keeps its seed units (scripts/e2e-server.ts), so no other
// spec takes its stock.

const ARTICLE = 'panasonic-au-eva1';
const HELD = { pickupDate: '2026-12-01', pickupSlot: 0, returnDate: '2026-12-03', returnSlot: 3 };

const ORDER_INPUT = {
  email: 'andere.klant@example.nl',
  phone: '0612345678',
  billingAddress: {
    firstName: 'Bo',
    lastName: 'Visser',
    street: 'Damrak',
    houseNumber: '1',
    houseNumberAddition: null,
    postalCode: '1012 LG',
    city: 'Amsterdam',
    country: 'NL',
  },
  delivery: 'PICKUP',
  deliveryAddress: null,
  customer: { company: false },
  remarks: null,
  newsletter: false,
};

type Article = { id: string; name: string };

/** Another customer's quote for 2 units of `slug` in HELD, placed through the gateway. */
async function anotherCustomerHolds(browser: Browser, slug: string): Promise<Article> {
  const context = await browser.newContext();
  const page = await context.newPage();
  const { article } = await graphql<{ article: Article }>(
    page,
    'query($s: String!) { article(slug: $s) { id name } }',
    {
      s: slug,
    },
  );
  await mutate(
    page,
    'mutation($p: RentalPeriodInput!) { setRentalPeriod(period: $p) { errors { field } } }',
    {
      p: HELD,
    },
  );
  await mutate(page, 'mutation($id: ID!) { addToCart(articleId: $id, count: 2) { errors { field } } }', {
    id: article.id,
  });
  const placed = await mutate<{ placeOrder: { order: { number: string } | null; errors: unknown[] } }>(
    page,
    `mutation($input: CheckoutInput!, $key: String!) {
      placeOrder(input: $input, payNow: true, idempotencyKey: $key) { order { number } errors { field messages } }
    }`,
    { input: ORDER_INPUT, key: `availability-${slug}-${Date.now()}` },
  );
  // An order awaiting its payment holds them (a guest's quote would hold nothing until confirmed).
  // A retry of this spec finds the order of its first try still holding them (and this one refused).
  if (placed.placeOrder.errors.length > 0) expect(placed.placeOrder.order).toBeNull();
  const { rentalAvailability } = await graphql<{ rentalAvailability: { free: number; units: number }[] }>(
    page,
    'query($ids: [ID!]!, $p: AvailabilityPeriodInput!) { rentalAvailability(articleIds: $ids, period: $p) { free units } }',
    { ids: [article.id], p: HELD },
  );
  expect(rentalAvailability).toEqual([{ free: 1, units: 3 }]);
  await context.close();
  return article;
}

const dayButton = (page: Page, name: string) =>
  page
    .getByRole('form', { name: 'Huurperiode kiezen' })
    .getByRole('button', { name: new RegExp(`^${name}(,|$)`) });

// Once, at 1280 px: what is left is the same at a phone's width, where the picker shows one month
// (rental-period.spec.ts walks it at 360 px).
const width = 1280;

test.describe(`availability at ${width} px`, () => {
  test.use({ viewport: { width, height: 900 } });
  let article: Article;
  test.beforeAll(async ({ browser }) => {
    article = await anotherCustomerHolds(browser, ARTICLE);
  });

  test('the picker, the article page, the list and the cart show what is left; the order is refused per line', async ({
    page,
  }) => {
    test.setTimeout(90_000);
    await page.goto(`/verhuur/artikel/${ARTICLE}`);
    await visitorArrives(page);
    // No period yet: the article says to choose one, never a sale's stock label (issue 36).
    await expect(page.getByRole('main').locator('[data-availability]').first()).toHaveText(
      'Kies je huurperiode',
    );
    await expect(page.getByRole('main').locator('[data-stock]')).toHaveCount(0);

    // The article page's period editor marks the held days for this article.
    await page
      .getByRole('region', { name: 'Huurperiode' })
      .getByRole('button', { name: 'Huurperiode kiezen' })
      .click();
    const editor = page.getByRole('form', { name: 'Huurperiode kiezen' });
    await expect(editor).toContainText(`De kalender toont wanneer ${article.name} vrij is`);
    await expect(dayButton(page, 'woensdag 2 december 2026')).toHaveAccessibleName(
      'woensdag 2 december 2026, Nog 1 van 3 beschikbaar',
    );
    await expect(dayButton(page, 'dinsdag 8 december 2026')).toHaveAccessibleName('dinsdag 8 december 2026');
    // As the legend promises, the day shows how many are left, not only its label (issue 36).
    await expect(editor).toContainText('bij een dag staat hoeveel er nog beschikbaar zijn');
    // (In the day's cell beside its button, whose name is its label and holds all it shows.)
    await expect(dayButton(page, 'woensdag 2 december 2026').locator('..')).toHaveText(/^2\s*nog 1$/);
    await expect(dayButton(page, 'woensdag 2 december 2026')).toHaveText('2');
    await expect(dayButton(page, 'dinsdag 8 december 2026').locator('..')).toHaveText('8');
    await dayButton(page, 'woensdag 2 december 2026').click();
    await expect(editor.getByRole('group', { name: /^Ophaaltijd op wo 2 dec 2026/ })).toContainText(
      'Nog 1 van 3 beschikbaar',
    );
    await editor.screenshot({ path: `test-results/availability-picker-${width}.png` });
    await editor.getByRole('button', { name: 'Annuleren' }).click();

    // The period 1-4 December: one is left for it.
    await choosePeriod(page, width);
    const mark = page.locator('main [data-availability]').first();
    await expect(mark).toHaveText('Nog 1 van 3 beschikbaar');
    await expect(mark).toHaveAttribute('data-availability', 'LIMITED');

    // The rental list asks availability for its rows in one request.
    const asked: string[] = [];
    page.on('request', (request) => {
      if (operationOf(request) === 'RentalAvailability') asked.push(request.url());
    });
    await page.goto(`/verhuur/?q=${encodeURIComponent(article.name)}`);
    await visitorArrives(page);
    const row = page.locator('article').filter({ hasText: article.name }).first();
    await expect(row.locator('[data-availability]')).toHaveText('Nog 1 van 3 beschikbaar');
    await expect(page.getByRole('main').locator('[data-stock]')).toHaveCount(0);
    expect(asked).toHaveLength(1);
    await page.screenshot({ path: `test-results/availability-list-${width}.png` });

    // Two in the cart: the first is added as any; the second, more than the period has, is added
    // with a warning in the toast (issue 36).
    const add = row.getByRole('button', { name: `In winkelwagen: ${article.name}` });
    const toasts = page.getByRole('status', { name: 'Meldingen' });
    await add.click();
    await expect(toasts).toContainText('Het Artikel zit in je winkelwagentje.');
    await add.click();
    await expect(toasts).toContainText(
      'Let op: nog 1 van 3 beschikbaar in je huurperiode. Kies een andere periode of minder stuks om te kunnen bestellen.',
    );
    await page.screenshot({ path: `test-results/availability-added-warning-${width}.png` });
    expect((await serverCart(page)).rentalLines).toEqual([expect.objectContaining({ count: 2 })]);
    await page.goto('/offerte');
    await visitorArrives(page);
    const line = page.locator(`[data-summary-line="${ARTICLE}"]`);
    await expect(line.locator('[data-availability="UNAVAILABLE"]')).toHaveText('Nog 1 van 3 beschikbaar');
    await expect(page.getByRole('note').filter({ hasText: AVAILABILITY_MESSAGES.order })).toBeVisible();
    await page.screenshot({ path: `test-results/availability-cart-${width}.png`, fullPage: true });

    // Going on anyway: the details step already hears it, per line, and nothing is stored.
    await page.getByRole('link', { name: 'Verder naar je gegevens' }).click();
    await fillDetails(page);
    await page.getByRole('form', { name: 'Je gegevens' }).getByRole('button', { name: 'Verder' }).click();
    await expect(
      page.getByRole('alert').filter({ hasText: AVAILABILITY_MESSAGES.line(article.name, 1, 3) }),
    ).toBeVisible();
    await expect(page).toHaveURL('/order-details-1');
    expect((await serverCart(page)).rentalLines).toEqual([
      expect.objectContaining({ count: 2, article: expect.objectContaining({ name: article.name }) }),
    ]);
    await page.screenshot({ path: `test-results/availability-refused-${width}.png`, fullPage: true });
  });
});
