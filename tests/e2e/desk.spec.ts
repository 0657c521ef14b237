import type { Browser, Page } from '@playwright/test';
import { expectAccessible } from './a11y-helpers.ts';
import { mutate } from './checkout-helpers.ts';
import { customerInput, STAFF, signIn } from './desk-helpers.ts';
import { expect, graphql, test } from './fixtures.ts';

// The rental desk at /beheer (issue 38) at 1280 and 1024 px: balie@filmwinkel.test signs in with
// password and a TOTP code computed here in real time (the api's clock stands still by NOW; TOTP
// does not), finds a guest's quote and confirms it, refunds part of a paid order and then cancels
// it (the rest refunded, the customer mailed), and the order's history shows it all. A second
// desk tab's change makes the first one's action a conflict the page explains. A customer opening
// /beheer gets the sign-in, and a desk mutation through /graphql gets the api's Dutch refusal.

const PERIODS = {
  1280: { pickupDate: '2027-03-02', pickupSlot: 0, returnDate: '2027-03-04', returnSlot: 3 },
  1024: { pickupDate: '2027-03-09', pickupSlot: 0, returnDate: '2027-03-11', returnSlot: 3 },
} as const;

type Placed = { number: string; email: string };

/**
 * Two orders of a guest, through the public checkout's mutations as the site sends them: a quote
 * (payNow false: nothing held until confirmed) and an order paid with the test provider.
 */
async function placeOrders(browser: Browser, width: 1280 | 1024): Promise<{ quote: Placed; paid: Placed }> {
  const run = Date.now().toString(36);
  const place = async (payNow: boolean): Promise<Placed & { handle: string | null }> => {
    const context = await browser.newContext();
    const page = await context.newPage();
    const { articles } = await graphql<{ articles: { articles: { id: string }[] } }>(
      page,
      '{ articles(type: RENTAL, first: 12) { articles { id } } }',
    );
    const article = articles.articles[payNow ? 3 : 2];
    await mutate(
      page,
      'mutation($p: RentalPeriodInput!) { setRentalPeriod(period: $p) { errors { field } } }',
      {
        p: PERIODS[width],
      },
    );
    await mutate(page, 'mutation($id: ID!) { addToCart(articleId: $id, count: 1) { errors { field } } }', {
      id: article?.id,
    });
    const email = `balie-${width}-${payNow ? 'betaald' : 'offerte'}-${run}@example.nl`;
    const placed = await mutate<{
      placeOrder: {
        order: { number: string; payment: { handle: string } | null } | null;
        errors: { field: string; messages: string[] }[];
      };
    }>(
      page,
      `mutation($input: CheckoutInput!, $payNow: Boolean!, $key: String!) {
        placeOrder(input: $input, payNow: $payNow, idempotencyKey: $key) {
          order { number payment { handle } } errors { field messages }
        }
      }`,
      { input: customerInput(email, `Balie ${width}`), payNow, key: `desk-${width}-${payNow}-${run}` },
    );
    expect(placed.placeOrder.errors).toEqual([]);
    const order = placed.placeOrder.order;
    if (!order) throw new Error('no order');
    const handle = order.payment?.handle ?? null;
    if (handle) {
      await mutate(
        page,
        'mutation Pay($handle: String!) { completeTestPayment(handle: $handle, outcome: PAID) { payment { status } errors { field } } }',
        { handle },
      );
    }
    await context.close();
    return { number: order.number, email, handle };
  };
  const quote = await place(false);
  const paid = await place(true);
  return { quote, paid };
}

const status = (page: Page) => page.locator('[data-result]');

for (const width of [1280, 1024] as const) {
  test.describe(`the rental desk at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    let orders: { quote: Placed; paid: Placed };
    test.beforeAll(async ({ browser }) => {
      orders = await placeOrders(browser, width);
    });

    test('staff sign in with TOTP, confirm a quote, refund and cancel a paid order', async ({
      page,
    }, testInfo) => {
      test.setTimeout(120_000);
      const { quote, paid } = orders;

      // Not signed in: the desk sends the browser to its sign-in, and back after it.
      await page.goto('/beheer/');
      await expect(page).toHaveURL(/\/beheer\/inloggen\?terug=/);
      await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      await page.screenshot({ path: testInfo.outputPath(`desk-sign-in-${width}.png`), fullPage: true });
      await expectAccessible(page, 'the desk sign-in');
      await signIn(page);
      await expect(page).toHaveURL(/\/beheer\/$/);
      await expect(page.getByRole('heading', { level: 1, name: 'Bestellingen' })).toBeVisible();

      // Find the quote by its customer's address.
      await page.getByRole('textbox', { name: 'E-mailadres', exact: true }).fill(quote.email);
      await page.getByRole('button', { name: 'Zoeken' }).click();
      await expect(page).toHaveURL(new RegExp(`email=${encodeURIComponent(quote.email)}`));
      await expect(page.getByRole('heading', { level: 2, name: '1 bestelling' })).toBeVisible();
      const row = page.getByRole('row', { name: new RegExp(quote.number) });
      await expect(row).toContainText('Offerte');
      await page.screenshot({ path: testInfo.outputPath(`desk-orders-${width}.png`), fullPage: true });
      await expectAccessible(page, 'the desk orders list');
      await row.getByRole('link', { name: quote.number }).click();

      // Confirm it: its rental gear is held from now on.
      await expect(page.getByRole('heading', { level: 1, name: `Bestelling ${quote.number}` })).toBeVisible();
      await page.getByRole('button', { name: 'Offerte bevestigen…' }).click();
      await page.getByRole('button', { name: 'Ja, bevestig de offerte' }).click();
      await expect(status(page)).toHaveText(`Offerte ${quote.number} is bevestigd.`);
      await expect(status(page)).toBeFocused();
      // Held now: nothing left to confirm.
      await expect(page.getByRole('button', { name: /bevestigen…$/ })).toHaveCount(0);
      const history = page.getByRole('region', { name: 'Geschiedenis' });
      await expect(history).toContainText('Offerte bevestigd');
      await expect(history).toContainText(STAFF.email);
      await expect(page.getByRole('region', { name: 'Huurperiode' })).toContainText('Reserveringen');
      await page.screenshot({ path: testInfo.outputPath(`desk-quote-${width}.png`), fullPage: true });

      // The paid order, by its number in the search box.
      await page.getByRole('link', { name: 'Bestellingen', exact: true }).click();
      await page.getByRole('textbox', { name: 'Bestelnummer of naam', exact: true }).fill(paid.number);
      await page.getByRole('button', { name: 'Zoeken' }).click();
      await page.getByRole('link', { name: paid.number }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Bestelling ${paid.number}` })).toBeVisible();
      const payments = page.getByRole('region', { name: 'Betalingen' });
      await expect(payments).toContainText('Betaald');

      // A colleague notes something on it meanwhile (another tab): this page's version is stale.
      const { deskOrder } = await graphql<{ deskOrder: { version: number } }>(
        page,
        'query($n: String!) { deskOrder(number: $n) { version } }',
        { n: paid.number },
      );
      await mutate(
        page,
        'mutation($n: String!, $v: Int!) { deskAddNote(number: $n, version: $v, text: "Klant belde over ophalen.") { errors { field } } }',
        { n: paid.number, v: deskOrder.version },
      );
      await page.getByRole('textbox', { name: 'Nieuwe notitie', exact: true }).fill('Legitimatie gezien.');
      await page.getByRole('button', { name: 'Notitie toevoegen' }).click();
      await expect(status(page)).toHaveAttribute('data-result', 'conflict');
      await expect(status(page)).toContainText('Deze bestelling is intussen gewijzigd');
      // The page shows the order as it is now: the colleague's note, and the new version to act on.
      await expect(page.getByRole('region', { name: 'Notities' })).toContainText('Klant belde over ophalen.');
      await page.getByRole('button', { name: 'Notitie toevoegen' }).click();
      await expect(status(page)).toHaveText('Je notitie is toegevoegd.');

      // Refund part of it: € 12,50.
      await payments.getByRole('button', { name: 'Terugbetalen…' }).click();
      await payments.getByRole('radio', { name: 'Een deel' }).check();
      await payments.getByRole('textbox', { name: 'Bedrag in euro', exact: true }).fill('12,50');
      await payments.getByRole('textbox', { name: 'Reden', exact: true }).fill('Statief niet meegenomen');
      await page.screenshot({ path: testInfo.outputPath(`desk-refund-${width}.png`), fullPage: true });
      await expectAccessible(page, 'the desk order page with the refund form');
      await payments.getByRole('button', { name: 'Ja, betaal dit bedrag terug' }).click();
      await expect(status(page)).toHaveText('€ 12,50 is terugbetaald; de klant krijgt een e-mail.');
      await expect(payments).toContainText('Terugbetaald: € 12,50');
      await expect(payments).toContainText('Statief niet meegenomen');

      // Cancel it: the rest is refunded, the customer mailed.
      await page.getByRole('button', { name: 'Bestelling annuleren…' }).click();
      await page
        .getByRole('region', { name: 'Acties' })
        .getByRole('textbox', { name: 'Reden', exact: true })
        .fill('Klant ziet af van huur');
      await page.getByRole('button', { name: `Ja, annuleer bestelling ${paid.number}` }).click();
      await expect(status(page)).toContainText(`Bestelling ${paid.number} is geannuleerd`);
      await expect(status(page)).toContainText('volledig terugbetaald');
      await expect(page.locator('article header')).toContainText('Geannuleerd');
      await expect(payments).toContainText('nog terug te betalen: € 0,00');

      // The customer's mails, in the development outbox.
      await expect
        .poll(async () => {
          const answer = await page.request.get(
            `/api/dev/outbox/?no_page&to=${encodeURIComponent(paid.email)}`,
          );
          return ((await answer.json()) as { subject: string }[]).map((mail) => mail.subject);
        })
        .toEqual(
          expect.arrayContaining([
            `Terugbetaling voor bestelling ${paid.number}`,
            `Je bestelling ${paid.number} is geannuleerd`,
          ]),
        );

      // The history shows it all, newest first.
      const paidHistory = page.getByRole('region', { name: 'Geschiedenis' });
      await expect(
        paidHistory.getByRole('listitem').filter({ hasText: 'Bestelling geannuleerd' }),
      ).toContainText('Klant ziet af van huur');
      // Cancelling refunded the rest: € 12,50 before, all of it now.
      await expect(
        paidHistory.getByRole('listitem').filter({ hasText: 'Bestelling geannuleerd' }),
      ).toContainText('status: betaald → geannuleerd');
      await expect(paidHistory.getByText('Terugbetaald', { exact: true })).toHaveCount(1);
      await expect(
        paidHistory.getByRole('listitem').filter({ hasText: 'Statief niet meegenomen' }).first(),
      ).toContainText('terugbetaald: € 0,00 → € 12,50');
      await expect(paidHistory.getByText('Notitie toegevoegd', { exact: true })).toHaveCount(2);
      await expect(page.getByRole('region', { name: 'Betalingen' })).toContainText('Klant ziet af van huur');
      await expect(page.getByRole('region', { name: 'E-mails' })).toContainText(
        `Je bestelling ${paid.number} is geannuleerd`,
      );
      await page.screenshot({ path: testInfo.outputPath(`desk-order-${width}.png`), fullPage: true });

      // Send a mail again: a copy goes out through the outbox.
      const mails = page.getByRole('region', { name: 'E-mails' });
      await mails
        .getByRole('button', { name: /^Opnieuw versturen: Terugbetaling voor bestelling/ })
        .first()
        .click();
      await expect(status(page)).toContainText('is opnieuw verstuurd naar');

      // The session ends elsewhere (signed out in another tab): the next action leads to the sign-in.
      await mutate(page, 'mutation { deskSignOut { ok } }');
      await page.getByRole('textbox', { name: 'Nieuwe notitie', exact: true }).fill('Nog een notitie.');
      await page.getByRole('button', { name: 'Notitie toevoegen' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Inloggen bij de balie' })).toBeVisible();
      await expect(page).toHaveURL(
        new RegExp(`terug=${encodeURIComponent(`/beheer/bestellingen/${paid.number}`)}`),
      );
      await expect(page.getByRole('status').filter({ hasText: 'niet (meer) ingelogd' })).toBeVisible();
    });

    test('a customer gets the sign-in, and the api refuses a desk mutation in Dutch', async ({ page }) => {
      await mutate(
        page,
        'mutation($e: String!, $p: String!) { signIn(email: $e, password: $p) { ok errors { field messages } } }',
        { e: 'demo@filmwinkel.test', p: 'Demo-Account-2026' },
      );
      await page.goto('/beheer/');
      await expect(page.getByRole('heading', { level: 1, name: 'Inloggen bij de balie' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Balie' })).toHaveCount(0);

      const token = (await page.context().cookies()).find((c) => c.name === 'csrftoken')?.value ?? '';
      const refused = await page.request.post('/graphql', {
        headers: { 'X-CSRFToken': token },
        data: {
          query: 'mutation($n: String!) { deskCancelOrder(number: $n, version: 1) { errors { field } } }',
          variables: { n: orders.quote.number },
        },
      });
      const body = (await refused.json()) as {
        errors?: { message: string; extensions?: { code?: string } }[];
      };
      expect(body.errors?.[0]?.message).toBe('Je hebt geen toegang tot de balie.');
      expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      // Reading the desk is refused the same way.
      const read = await page.request.post('/graphql', {
        data: { query: '{ deskOrders { totalCount } }' },
      });
      expect(((await read.json()) as { errors?: { message: string }[] }).errors?.[0]?.message).toBe(
        'Je hebt geen toegang tot de balie.',
      );
    });

    test('a visitor downloads none of the desk: public pages name no desk chunk or operation', async ({
      page,
    }) => {
      const scripts: string[] = [];
      page.on('request', (request) => {
        if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
      });
      await page.goto('/');
      await page.goto('/verhuur/');
      expect(scripts.filter((s) => /desk/.test(s))).toEqual([]);
      const chunks = await page.locator('#root').getAttribute('data-app-chunks');
      expect(chunks ?? '').not.toMatch(/desk/);
    });
  });
}
