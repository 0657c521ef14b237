import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoSidewaysScroll, viewportOf } from './catalogue-helpers.ts';
import {
  addFromList,
  DETAILS,
  fillDetails,
  firstOf,
  pathOf,
  serverOrder,
  serverPayment,
} from './checkout-helpers.ts';
import { expect, test } from './fixtures.ts';

// Paying with Mollie, end to end: the second e2e stack (playwright.config.ts) runs its api with
// PAYMENT_PROVIDER=mollie against a local fake of Mollie's payments API (tests/fakes/fake-mollie.ts).
// Order with "nu betalen" → Mollie's checkout page → back to /verify-payment/… → paid, with the
// "betaling ontvangen" mail. Screenshots: /tmp/shots/mollie-*.png.

const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

type OutboxMail = { to: string; subject: string; text: string };
async function mailsTo(page: Page, to: string): Promise<OutboxMail[]> {
  const answer = await page.request.get(`/api/dev/outbox/?no_page&to=${encodeURIComponent(to)}`);
  expect(answer.ok()).toBe(true);
  return (await answer.json()) as OutboxMail[];
}

// Once, at 1280 px: the steps' layout at 360 px is walked by checkout.spec.ts.
const width = 1280;

test.describe(`at ${width} px`, () => {
  // This worker's stack whose payments go to the fake of Mollie (tests/e2e/stacks.ts).
  test.use({ baseURL: async ({ stacks }, use) => use(stacks.mollie), viewport: viewportOf(width) });

  test('an order paid with Mollie: its checkout page, back to the verify page, paid, the mail', async ({
    page,
    stacks,
  }) => {
    test.skip(Boolean(process.env.E2E_BASE_URL), 'the Mollie stack runs only with the suite’s own servers');
    test.setTimeout(90_000);
    const email = `mollie.${width}.${Date.now()}@example.nl`;
    const sale = await firstOf(page, 'SALE');
    await page.goto('/verkoop/');
    await addFromList(page, sale.name);
    await page.goto('/offerte');
    await page.getByRole('link', { name: 'Verder naar je gegevens' }).click();
    await expect(page).toHaveURL('/order-details-1');
    await fillDetails(page, { ...DETAILS, email });
    await page.getByRole('form', { name: 'Je gegevens' }).getByRole('button', { name: 'Verder' }).click();
    await expect(page).toHaveURL('/order-details-2');
    await page.getByRole('button', { name: 'Bestellen en nu betalen' }).click();

    // Mollie's hosted checkout (the fake's), not a page of the site.
    await expect(page).toHaveURL(/^http:\/\/127\.0\.0\.1:\d+\/checkout\/tr_[A-Za-z0-9]+$/);
    expect(new URL(page.url()).origin).not.toBe(stacks.mollie);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Betalen aan Studio Lumen (testomgeving van Mollie)',
    );
    await page.screenshot({ path: `${SHOTS}/mollie-checkout-${width}.png`, fullPage: true });
    await page.getByRole('button', { name: 'Betalen', exact: true }).click();

    // Back on the site: the verify page, which asked the api (which asked Mollie).
    await expect(page).toHaveURL(/\/verify-payment\/[A-Za-z0-9_-]{32}$/);
    expect(new URL(page.url()).origin).toBe(stacks.mollie);
    await expect(page.getByRole('heading', { level: 1, name: 'Betaling gelukt' })).toBeVisible();
    const handle = pathOf(page).split('/').at(-1) as string;
    const payment = await serverPayment(page, handle);
    expect(payment).toMatchObject({ status: 'PAID', kind: 'ORDER' });
    const number = payment?.orderNumber as string;
    await expect(page.locator('[data-order-number]')).toHaveText(number);
    expect((await serverOrder(page, number))?.status).toBe('PAID');
    await expectNoSidewaysScroll(page, width);
    await page.screenshot({ path: `${SHOTS}/mollie-paid-${width}.png`, fullPage: true });

    // The promise of the verify page kept: the confirmation and "betaling ontvangen", once each.
    const subjects = (await mailsTo(page, email)).map((m) => m.subject).sort();
    expect(subjects).toEqual([`Betaling ontvangen voor bestelling ${number}`, `Je bestelling ${number}`]);
  });
});
