import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoSidewaysScroll, viewportOf } from './catalogue-helpers.ts';
import { fillDetails, firstOf, mutate } from './checkout-helpers.ts';
import { expect, graphql, test } from './fixtures.ts';

// The bounds of an online order (issue 35, api/orders/README.md "Holds and bounds") as a visitor
// meets them: a period past 30 rental days and a total past € 25.000 are
// refused with the same Dutch message at step 1 (validate), and when the order is placed from
// step 2 after the cart changed in another tab (place); /offerte explains what a quote and an
// unpaid order keep; a guest's quote holds nothing until the button on its mailed link's page.
// Screenshots: /tmp/shots/order-bounds-*.png.

const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

const DAYS_MESSAGE = 'Online huur je hoogstens 30 huurdagen; kies een kortere periode.';
const TOTAL_MESSAGE = 'Online bestellen kan tot € 25.000,00. Neem contact op voor een grotere huur';

const SHORT = { pickupDate: '2026-12-01', pickupSlot: 0, returnDate: '2026-12-04', returnSlot: 3 };
/** 1 December to 18 January: more than 30 working days. */
const LONG = { pickupDate: '2026-12-01', pickupSlot: 0, returnDate: '2027-01-18', returnSlot: 3 };

async function setPeriod(page: Page, period: Record<string, unknown>) {
  await mutate(
    page,
    'mutation SetPeriod($p: RentalPeriodInput!) { setRentalPeriod(period: $p) { errors { field } } }',
    {
      p: period,
    },
  );
}

/** A visitor with one rental article in the cart for SHORT: its name and cart line id. */
async function cartWithRental(page: Page): Promise<{ name: string; lineId: string }> {
  await page.goto('/verhuur/');
  const { slug } = await firstOf(page, 'RENTAL');
  const { article } = await graphql<{ article: { id: string; name: string } }>(
    page,
    'query ArticleId($s: String!) { article(slug: $s) { id name } }',
    { s: slug },
  );
  await setPeriod(page, SHORT);
  const { addToCart } = await mutate<{ addToCart: { cart: { rentalLines: { id: string }[] } } }>(
    page,
    'mutation Add($id: ID!) { addToCart(articleId: $id, count: 1) { cart { rentalLines { id } } } }',
    { id: article.id },
  );
  return { name: article.name, lineId: addToCart.cart.rentalLines[0]?.id ?? '' };
}

/** Step 1 filled and sent: the overview (step 2) is open. */
async function toOverview(page: Page) {
  await page.goto('/order-details-1');
  const form = page.getByRole('form', { name: 'Je gegevens' });
  await fillDetails(page);
  await form.getByRole('button', { name: 'Verder' }).click();
  await expect(page).toHaveURL('/order-details-2');
}

/** Step 1 sent again: its general message. */
async function detailsRefusal(page: Page) {
  await page.goto('/order-details-1');
  const form = page.getByRole('form', { name: 'Je gegevens' });
  await expect(form.getByRole('button', { name: 'Verder' })).toBeEnabled();
  await form.getByRole('button', { name: 'Verder' }).click();
  await expect(page).toHaveURL('/order-details-1');
  return form.locator('[data-general-error]');
}

// Once, at 1280 px: the refusals are the same at a phone's width, where the steps' layout is walked
// by checkout.spec.ts.
const width = 1280;

test.describe(`at ${width} px`, () => {
  test.use({ viewport: viewportOf(width) });

  test('past 30 rental days: said at the period picker, refused alike at step 1 and when placing, nothing ordered', async ({
    page,
  }) => {
    await cartWithRental(page);
    // Said where it is caused: the period picker on /offerte (and in the cart panel) tells at once.
    await setPeriod(page, LONG);
    await page.goto('/offerte');
    const picker = page.getByRole('region', { name: 'Huurperiode' });
    await expect(picker.locator('[data-cart-bounds]')).toContainText(DAYS_MESSAGE);
    await setPeriod(page, SHORT);
    await page.reload();
    await expect(picker).toContainText('Wijzigen');
    await expect(picker.locator('[data-cart-bounds]')).toHaveText('');
    await toOverview(page);
    // Another tab makes the period longer; placing from this page is refused with the bound.
    await setPeriod(page, LONG);
    await page.getByRole('button', { name: 'Offerte aanvragen' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Je bestelling is niet geplaatst' });
    await expect(refusal).toContainText(DAYS_MESSAGE);
    await expect(page).toHaveURL('/order-details-2');
    await expectNoSidewaysScroll(page, width);
    await page.screenshot({ path: `${SHOTS}/order-bounds-days-place-${width}.png`, fullPage: true });

    const general = await detailsRefusal(page);
    await expect(general).toContainText(DAYS_MESSAGE);
    await expect(page.getByRole('link', { name: 'Kies je huurperiode in je winkelwagen' })).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/order-bounds-days-details-${width}.png`, fullPage: true });
  });

  test('past € 25.000: refused alike at step 1 and when placing, with the phone number', async ({ page }) => {
    const { lineId } = await cartWithRental(page);
    await toOverview(page);
    await mutate(
      page,
      'mutation Count($id: ID!) { setCartLineCount(lineId: $id, count: 99) { errors { field } } }',
      {
        id: lineId,
      },
    );
    await page.getByRole('button', { name: 'Bestellen en nu betalen' }).click();
    const refusal = page.getByRole('alert').filter({ hasText: 'Je bestelling is niet geplaatst' });
    await expect(refusal).toContainText(TOTAL_MESSAGE);
    await expect(refusal).toContainText('020 - 760 42 10');
    await expect(page).toHaveURL('/order-details-2');
    await expectNoSidewaysScroll(page, width);
    await page.screenshot({ path: `${SHOTS}/order-bounds-total-place-${width}.png`, fullPage: true });
    // The cart on /offerte says it too, under its totals.
    await page.goto('/offerte');
    await expect(page.locator('main [data-cart-bounds]').filter({ hasText: TOTAL_MESSAGE })).toBeVisible();

    const general = await detailsRefusal(page);
    await expect(general).toContainText(TOTAL_MESSAGE);
    await page.screenshot({ path: `${SHOTS}/order-bounds-total-details-${width}.png`, fullPage: true });
  });

  test("/offerte says what a quote keeps; a guest's quote holds once its link's button is pressed, and is paid from there", async ({
    page,
  }) => {
    await cartWithRental(page);
    await page.goto('/offerte');
    const faq = page.getByRole('region', { name: 'Veelgestelde vragen over reserveren' });
    await faq.getByText('Hoe lang houden jullie de apparatuur van mijn offerte vast?').click();
    await expect(faq).toContainText('Tot je die opent, houden we niets vast.');
    await expectNoSidewaysScroll(page, width);
    await page.screenshot({ path: `${SHOTS}/order-bounds-faq-${width}.png`, fullPage: true });

    const email = `offerte.${width}.${Date.now()}@example.nl`;
    await page.goto('/order-details-1');
    await fillDetails(page, {
      email,
      phone: '0612345678',
      billing: {
        firstName: 'Anna',
        lastName: 'de Vries',
        street: 'Keizersgracht',
        houseNumber: '123',
        postalCode: '1015 CJ',
        city: 'Amsterdam',
      },
    });
    await page.getByRole('form', { name: 'Je gegevens' }).getByRole('button', { name: 'Verder' }).click();
    await expect(page).toHaveURL('/order-details-2');
    await expect(
      page.getByText('pas als je die opent, houden we de apparatuur 48 uur voor je vast'),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Offerte aanvragen' }).click();
    await expect(page).toHaveURL(/\/offerte\/bevestigd\/SL-/);
    await expect(page.locator('[data-hold="UNCONFIRMED"]')).toContainText('Je offerte houdt nog niets vast.');
    await page.screenshot({ path: `${SHOTS}/order-bounds-quote-placed-${width}.png`, fullPage: true });

    // The link in the mail: a page with a button; only the click holds the gear.
    const mails = (await (
      await page.request.get(`/api/dev/outbox/?no_page&to=${encodeURIComponent(email)}`)
    ).json()) as {
      text: string;
    }[];
    const link = /(\/offerte-bevestigen\?token=\S+)/.exec(mails[0]?.text ?? '')?.[1] ?? '';
    expect(link).not.toBe('');
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Bevestig je offerte' })).toBeVisible();
    await expect(page.locator('[data-quote-message]')).toContainText(
      'Vanaf je bevestiging houden we de apparatuur 48 uur',
    );
    await expectNoSidewaysScroll(page, width);
    await page.screenshot({ path: `${SHOTS}/order-bounds-confirm-open-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Offerte bevestigen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Je offerte is bevestigd' })).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: 'We houden de apparatuur voor je vast tot' }),
    ).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/order-bounds-confirm-done-${width}.png`, fullPage: true });
    // Opened again, the used link says so: no button.
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Je offerte is bevestigd' })).toBeVisible();
    await expect(page.locator('[data-quote-message]')).toContainText('al bevestigd');
    await expect(page.getByRole('button', { name: 'Offerte bevestigen' })).toHaveCount(0);
    // It says what happens when the hold ends, and offers to pay now.
    await expect(page.locator('[data-quote-message]')).toContainText(
      'Daarna komt ze weer vrij voor anderen, tenzij je vóór die tijd betaalt',
    );
    await page.getByRole('button', { name: 'Nu betalen' }).click();
    await expect(page).toHaveURL(/\/testbetaling\//);
    await page.getByRole('button', { name: 'Betalen' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Betaling gelukt' })).toBeVisible();
    // The link's page now says it is paid, and offers nothing more.
    await page.goto(link);
    await expect(page.getByRole('heading', { level: 1, name: 'Je offerte is betaald' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Nu betalen' })).toHaveCount(0);
    await page.screenshot({ path: `${SHOTS}/order-bounds-quote-paid-${width}.png`, fullPage: true });
  });
});
