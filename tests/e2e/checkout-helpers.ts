import type { Locator, Page } from '@playwright/test';
import { type ArticleType, articleWindow } from './catalogue-helpers.ts';
import { expect, graphql } from './fixtures.ts';

// Helpers of checkout.spec.ts: the server's view of this visitor's cart, order and payment
// (page.request shares the page's cookies, so it is the same session), the browser's steps
// through the cart and the form, and the checkout state in localStorage.

export const STATE_KEY = 'checkout';

export type Money = { formatted: string; cents: number };
export type TotalsRow = { kind: string; label: string; amount: Money };
export type Totals = Record<
  'subtotalExclBtw' | 'btw' | 'borg' | 'reg' | 'discount' | 'transport' | 'total',
  Money
> & { inclBtwRows: TotalsRow[]; exclBtwRows: TotalsRow[] };
type Line = { count: number; price: { inclBtw: Money }; article: { slug: string; name: string } };
/** A row of a totals block by its kind (domain/totals.ts). */
export const rowOf = (rows: TotalsRow[], kind: string) => rows.find((row) => row.kind === kind)?.amount;
export type ServerCart = {
  itemCount: number;
  salesShipping: boolean;
  period: {
    pickupDate: string | null;
    pickupSlot: { label: string } | null;
    returnDate: string | null;
    returnSlot: { label: string } | null;
    complete: boolean;
    rentalDays: number;
  };
  rentalLines: Line[];
  salesLines: Line[];
  occasionLines: Line[];
  totals: Totals;
};

const MONEY = '{ formatted cents }';
const LINE = `count price { inclBtw ${MONEY} } article { slug name }`;
const ROWS = `{ kind label amount ${MONEY} }`;
const TOTALS = `subtotalExclBtw ${MONEY} btw ${MONEY} borg ${MONEY} reg ${MONEY} discount ${MONEY} transport ${MONEY} total ${MONEY} inclBtwRows ${ROWS} exclBtwRows ${ROWS}`;

export async function serverCart(page: Page): Promise<ServerCart> {
  const { cart } = await graphql<{ cart: ServerCart | null }>(
    page,
    `query CartExpected { cart {
      itemCount salesShipping
      period { pickupDate pickupSlot { label } returnDate returnSlot { label } complete rentalDays }
      rentalLines { ${LINE} } salesLines { ${LINE} } occasionLines { ${LINE} }
      totals { ${TOTALS} }
    } }`,
  );
  expect(cart, 'the gateway answers a cart').not.toBeNull();
  return cart as ServerCart;
}

export type ServerOrder = {
  number: string;
  status: 'QUOTE' | 'AWAITING_PAYMENT' | 'PAID' | 'CANCELLED';
  email: string;
  lines: { name: string; count: number; price: Money }[];
  totals: Totals;
  payment: { handle: string; status: string } | null;
};

export async function serverOrder(page: Page, number: string): Promise<ServerOrder | null> {
  const { order } = await graphql<{ order: ServerOrder | null }>(
    page,
    `query OrderExpected($number: String!) { order(number: $number) {
      number status email lines { name count price ${MONEY} } totals { ${TOTALS} } payment { handle status }
    } }`,
    { number },
  );
  return order;
}

export type ServerPayment = {
  handle: string;
  kind: 'ORDER' | 'INVOICE' | 'PROJECT';
  status: 'OPEN' | 'PAID' | 'CANCELLED' | 'FAILED' | 'EXPIRED';
  amount: Money;
  description: string;
  orderNumber: string | null;
};

export async function serverPayment(page: Page, handle: string): Promise<ServerPayment | null> {
  const { payment } = await graphql<{ payment: ServerPayment | null }>(
    page,
    `query PaymentExpected($handle: String!) { payment(handle: $handle) {
      handle kind status amount ${MONEY} description orderNumber
    } }`,
    { handle },
  );
  return payment;
}

/** A mutation as the browser sends it: the api's csrftoken cookie echoed in X-CSRFToken. */
export async function mutate<T>(
  page: Page,
  query: string,
  variables: Record<string, unknown> = {},
): Promise<T> {
  const token = async () => (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value;
  if (!(await token())) {
    // An uncached query brings the cookie (as web/src/client/apollo.ts does).
    await page.request.post('/graphql', {
      headers: { 'cache-control': 'no-cache' },
      data: { query: 'query CsrfToken { openDays { id } }' },
    });
  }
  const response = await page.request.post('/graphql', {
    headers: { 'X-CSRFToken': (await token()) ?? '' },
    data: { query, variables },
  });
  expect(response.ok(), await response.text()).toBe(true);
  const body = (await response.json()) as { data: T; errors?: unknown[] };
  expect(body.errors).toBeUndefined();
  return body.data;
}

/** The first article of a type's list, as the gateway answers it. */
export async function firstOf(page: Page, type: ArticleType) {
  const list = await articleWindow(page, { type, first: 12 });
  const article = list.articles[0];
  expect(article, `the ${type} list has articles`).toBeDefined();
  return article as (typeof list.articles)[number];
}

const toasts = (page: Page) => page.getByRole('status', { name: 'Meldingen' });

/** "In winkelwagen" on a list's row or card, and the toast of SPEC §8. */
export async function addFromList(page: Page, name: string) {
  await page.getByRole('button', { name: `In winkelwagen: ${name}` }).click();
  await expect(toasts(page)).toContainText('Het Artikel zit in je winkelwagentje.');
  const close = page.getByRole('button', { name: 'Melding sluiten' });
  await close.click();
  await expect(toasts(page)).toBeEmpty();
}

/**
 * Chooses the period on the rental list's widget: pickup 1 December 2026 (its first slot),
 * return 4 December (its last), as a visitor does it (one month is shown below 768 px).
 */
export async function choosePeriod(page: Page, width: number) {
  const widget = page.getByRole('region', { name: 'Huurperiode' });
  await expect(widget).toContainText('Kies je huurperiode');
  await widget.getByRole('button', { name: 'Huurperiode kiezen' }).click();
  const editor = page.getByRole('form', { name: 'Huurperiode kiezen' });
  await expect(editor).toBeVisible();
  if (width < 768) await editor.getByRole('button', { name: 'Ga naar volgende maand' }).click();
  const day = (name: string) => editor.getByRole('button', { name: new RegExp(`^(Vandaag, )?${name}(,|$)`) });
  await day('dinsdag 1 december 2026').click();
  await day('vrijdag 4 december 2026').click();
  await editor
    .getByRole('group', { name: /^Ophaaltijd op di 1 dec 2026/ })
    .getByRole('radio')
    .first()
    .check();
  await editor
    .getByRole('group', { name: /^Terugbrengtijd op vr 4 dec 2026/ })
    .getByRole('radio')
    .last()
    .check();
  await editor.getByRole('button', { name: 'Opslaan' }).click();
  await expect(editor).toHaveCount(0);
  await expect(widget).toContainText('Ophalen:');
}

/** Opens the header's cart panel and follows its "Afrekenen" to /offerte. */
export async function checkoutFromPanel(page: Page) {
  await page
    .getByRole('banner')
    .getByRole('button', { name: /^Winkelwagen/ })
    .click();
  const panel = page.getByRole('dialog', { name: 'Winkelwagen' });
  await expect(panel).toBeVisible();
  await panel.getByRole('link', { name: 'Afrekenen' }).click();
  await expect(page).toHaveURL('/offerte');
  await expect(panel).toBeHidden();
  await expect(page.getByRole('heading', { level: 1, name: 'Je winkelwagen' })).toBeVisible();
}

/** A form control of the page (not the footer's newsletter) by the server's field name (`billingAddress.postalCode`). */
export const control = (page: Page, name: string): Locator => page.locator(`main [name="${name}"]`);

/** The message under a text field or select (a hint comes before the control, the error after it). */
export const errorUnder = (page: Page, name: string): Locator => page.locator(`main [name="${name}"] ~ p`);

export type Details = {
  email: string;
  phone: string;
  billing: Record<'firstName' | 'lastName' | 'street' | 'houseNumber' | 'postalCode' | 'city', string> & {
    houseNumberAddition?: string;
  };
};

export const DETAILS: Details = {
  email: 'anna.devries@example.nl',
  phone: '0612345678',
  billing: {
    firstName: 'Anna',
    lastName: 'de Vries',
    street: 'Keizersgracht',
    houseNumber: '123',
    houseNumberAddition: 'B',
    postalCode: '1015 CJ',
    city: 'Amsterdam',
  },
};

/** Types the contact details and the billing address into step 1. */
export async function fillDetails(page: Page, details: Details = DETAILS) {
  await control(page, 'email').fill(details.email);
  await control(page, 'phone').fill(details.phone);
  for (const [key, value] of Object.entries(details.billing)) {
    await control(page, `billingAddress.${key}`).fill(value);
  }
}

/** The checkout state as the page keeps it. */
export async function storedState(page: Page): Promise<Record<string, unknown> | null> {
  const raw = await page.evaluate((key) => window.localStorage.getItem(key), STATE_KEY);
  return raw === null ? null : (JSON.parse(raw) as Record<string, unknown>);
}

/** The root-relative path of a URL the page is on. */
export const pathOf = (page: Page) => new URL(page.url()).pathname;
