import type { Browser, Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { mutate } from './checkout-helpers.ts';
import { expect } from './fixtures.ts';

// What the desk specs share: the demo staff account, a TOTP code the api has not seen yet, the
// sign-in at /beheer/inloggen, and a guest's details for placing orders through the checkout.

export const STAFF = { email: 'balie@filmwinkel.test', password: 'Demo-Account-2026' };
/** The demo staff account's fixed TOTP secret (api/desk/README.md "Demo"; demo only). */
const TOTP = new OTPAuth.TOTP({
  secret: OTPAuth.Secret.fromBase32('BALIEDEMOSTUDIOLUMENAMSTERDAMXYZ'),
  algorithm: 'SHA1',
  digits: 6,
  period: 30,
});
const STEP_S = 30;

/**
 * A code the api of the page's stack has not seen yet: the stack's clock (which the api checks
 * codes against) is moved one 30-second step on (`POST /__e2e/clock/advance`, tests/e2e/stack-clock.ts),
 * and the code is the one of its new time. Nothing waits for the real time.
 */
export async function freshCode(page: Page): Promise<string> {
  const answer = await page.request.post(`${new URL(page.url()).origin}/__e2e/clock/advance`, {
    data: { seconds: STEP_S },
  });
  expect(answer.ok(), await answer.text()).toBe(true);
  const { now } = (await answer.json()) as { now: string };
  return TOTP.generate({ timestamp: Date.parse(now) });
}

export const customerInput = (email: string, lastName: string) => ({
  email,
  phone: '0612345678',
  billingAddress: {
    firstName: 'Daan',
    lastName,
    street: 'Prinsengracht',
    houseNumber: '263',
    houseNumberAddition: null,
    postalCode: '1016 GV',
    city: 'Amsterdam',
    country: 'NL',
  },
  delivery: 'PICKUP',
  deliveryAddress: null,
  customer: { company: false },
  remarks: null,
  newsletter: false,
});

/**
 * Types a fresh code into the page's code field and sends it with `button`, until the desk takes
 * one: `accepted` tells from the answer of `operation` whether it did. The answer decides, not the
 * page: a refusal shown for the code before may still be on it for a moment after the next one was
 * accepted. Another test on the same stack (while the suite's stack is shared by the workers) may
 * have moved its clock and used a later step between this code's advance and its sending: the next
 * advance gives a step later than that.
 */
export async function sendFreshCode(
  page: Page,
  button: string,
  operation: string,
  accepted: (data: Record<string, unknown>) => boolean,
) {
  for (let attempt = 0; ; attempt++) {
    await page.getByRole('textbox', { name: 'Code (6 cijfers)', exact: true }).fill(await freshCode(page));
    const answer = page.waitForResponse(
      (r) => r.request().method() === 'POST' && r.request().postData()?.includes(operation) === true,
    );
    await page.getByRole('button', { name: button }).click();
    const body = (await (await answer).json()) as { data?: Record<string, unknown> };
    if (body.data && accepted(body.data)) return;
    await expect(page.getByText('Deze code klopt niet of is al gebruikt.', { exact: false })).toBeVisible();
    if (attempt > 2) throw new Error('the desk refused four fresh codes');
  }
}

/** Signs in at the desk's sign-in page: password, then a fresh code (the next one if it was used). */
export async function signIn(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen bij de balie' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mailadres' }).fill(STAFF.email);
  await page.getByRole('textbox', { name: 'Wachtwoord', exact: true }).fill(STAFF.password);
  await page.getByRole('button', { name: 'Verder' }).click();
  await expect(page.getByRole('heading', { name: /Stap 2 van 2/ })).toBeFocused();
  await sendFreshCode(page, 'Inloggen', 'DeskVerifyCode', (data) =>
    Boolean((data.deskVerifyCode as { session: unknown } | undefined)?.session),
  );
  await expect(page.getByRole('button', { name: 'Uitloggen' })).toBeVisible();
}

export type RentalPeriod = { pickupDate: string; pickupSlot: number; returnDate: string; returnSlot: number };

/**
 * A guest's order of one rental article through the public checkout's mutations, as the site sends
 * them, on the stack of `baseURL` (default the suite's): a quote (`payNow` false: nothing held
 * until confirmed) or an order paid at once, with the test provider or, on the stack whose
 * payments go to the fake of Mollie, at its checkout page as a customer pays. Answers its number.
 */
export async function placeOrder(
  browser: Browser,
  order: {
    articleId: string;
    period: RentalPeriod;
    email: string;
    lastName: string;
    payNow: boolean;
    baseURL?: string;
    provider?: 'test' | 'mollie';
    /** The customer's phone number as typed (default 0612345678). */
    phone?: string;
  },
): Promise<string> {
  const context = await browser.newContext(order.baseURL ? { baseURL: order.baseURL } : {});
  const page = await context.newPage();
  await mutate(
    page,
    'mutation($p: RentalPeriodInput!) { setRentalPeriod(period: $p) { errors { field } } }',
    {
      p: order.period,
    },
  );
  await mutate(page, 'mutation($id: ID!) { addToCart(articleId: $id, count: 1) { errors { field } } }', {
    id: order.articleId,
  });
  const placed = await mutate<{
    placeOrder: {
      order: { number: string; payment: { handle: string; payUrl: string } | null } | null;
      errors: { field: string; messages: string[] }[];
    };
  }>(
    page,
    `mutation($input: CheckoutInput!, $payNow: Boolean!, $key: String!) {
      placeOrder(input: $input, payNow: $payNow, idempotencyKey: $key) {
        order { number payment { handle payUrl } } errors { field messages }
      }
    }`,
    {
      input: {
        ...customerInput(order.email, order.lastName),
        ...(order.phone ? { phone: order.phone } : {}),
      },
      payNow: order.payNow,
      key: `desk-${crypto.randomUUID()}`,
    },
  );
  expect(placed.placeOrder.errors).toEqual([]);
  const number = placed.placeOrder.order?.number;
  const payment = placed.placeOrder.order?.payment;
  if (!number) throw new Error('no order');
  if (payment && order.provider === 'mollie') {
    // Mollie's hosted checkout (the fake's), then back to the site's verify page.
    await page.goto(payment.payUrl);
    await page.getByRole('button', { name: 'Betalen', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Betaling gelukt' })).toBeVisible();
  } else if (payment) {
    await mutate(
      page,
      'mutation Pay($handle: String!) { completeTestPayment(handle: $handle, outcome: PAID) { payment { status } errors { field } } }',
      { handle: payment.handle },
    );
  }
  await context.close();
  return number;
}
