import type { Browser, Page } from '@playwright/test';
import { expectAccessible } from './a11y-helpers.ts';
import { mutate } from './checkout-helpers.ts';
import { placeOrder, STAFF, sendFreshCode, signIn } from './desk-helpers.ts';
import { expect, graphql, test } from './fixtures.ts';
import { stacksOf } from './stacks.ts';

// The rental desk at /beheer (issue 38) at 1280 and 1024 px: balie@filmwinkel.test signs in with
// password and a TOTP code of the stack's clock, moved a step on for it (desk-helpers.ts), finds a
// guest's quote and confirms it, recovers from a colleague's change made in another tab (a conflict
// the page explains), makes new recovery codes and filters the log. On the stack whose payments go
// to the fake of Mollie, it refunds part of an order paid there and then cancels it (the rest
// refunded at Mollie, the customer mailed), and the order's history shows it all. A customer
// opening /beheer gets the sign-in, and a desk mutation through /graphql gets the api's Dutch
// refusal. Units, pickup and return: desk-handover.spec.ts.

const PERIODS = {
  1280: { pickupDate: '2027-03-02', pickupSlot: 0, returnDate: '2027-03-04', returnSlot: 3 },
  1024: { pickupDate: '2027-03-09', pickupSlot: 0, returnDate: '2027-03-11', returnSlot: 3 },
} as const;

type Placed = { number: string; email: string };

/** This worker's second stack, whose payments go to the fake of Mollie (tests/e2e/stacks.ts). */
const mollieStack = () => stacksOf(test.info().parallelIndex).mollie;

/** A guest's quote, or an order paid at the fake Mollie, on the stack of `baseURL`. */
async function placed(browser: Browser, width: 1280 | 1024, pay: 'quote' | 'mollie'): Promise<Placed> {
  const baseURL = pay === 'mollie' ? mollieStack() : undefined;
  const context = await browser.newContext(baseURL ? { baseURL } : {});
  const { articles } = await graphql<{ articles: { articles: { id: string }[] } }>(
    await context.newPage(),
    '{ articles(type: RENTAL, first: 12) { articles { id } } }',
  );
  await context.close();
  const email = `balie-${width}-${pay === 'quote' ? 'offerte' : 'betaald'}-${Date.now().toString(36)}@example.nl`;
  const number = await placeOrder(browser, {
    articleId: articles.articles[pay === 'quote' ? 2 : 3]?.id ?? '',
    period: PERIODS[width],
    email,
    lastName: `Balie ${width}`,
    payNow: pay === 'mollie',
    baseURL,
    provider: 'mollie',
  });
  return { number, email };
}

const status = (page: Page) => page.locator('[data-result]');

for (const width of [1280, 1024] as const) {
  test.describe(`the rental desk at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });
    let quote: Placed;
    test.beforeAll(async ({ browser }) => {
      quote = await placed(browser, width, 'quote');
    });

    test('staff sign in with TOTP, confirm a quote, recover from a colleague’s change', async ({
      page,
    }, testInfo) => {
      test.setTimeout(150_000);

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
      // In the desk's words, not the customer's "we houden … voor je vast" (issue 47).
      const held = page
        .getByRole('region', { name: 'Huurperiode' })
        .locator('dt:text-is("Vastgehouden") + dd');
      await expect(held).toHaveText(/^Vastgehouden tot .+ \d{4}, \d\d:\d\d\.$/);
      await page.screenshot({ path: testInfo.outputPath(`desk-quote-${width}.png`), fullPage: true });

      // A colleague notes something on it meanwhile (another tab): this page's version is stale.
      const { deskOrder } = await graphql<{ deskOrder: { version: number } }>(
        page,
        'query($n: String!) { deskOrder(number: $n) { version } }',
        { n: quote.number },
      );
      await mutate(
        page,
        'mutation($n: String!, $v: Int!) { deskAddNote(number: $n, version: $v, text: "Klant belde over ophalen.") { errors { field } } }',
        { n: quote.number, v: deskOrder.version },
      );
      await page.getByRole('textbox', { name: 'Nieuwe notitie', exact: true }).fill('Legitimatie gezien.');
      await page.getByRole('button', { name: 'Notitie toevoegen' }).click();
      await expect(status(page)).toHaveAttribute('data-result', 'conflict');
      await expect(status(page)).toContainText('Deze bestelling is intussen gewijzigd');
      // The page shows the order as it is now: the colleague's note, and the new version to act on.
      await expect(page.getByRole('region', { name: 'Notities' })).toContainText('Klant belde over ophalen.');
      await page.getByRole('button', { name: 'Notitie toevoegen' }).click();
      await expect(status(page)).toHaveText('Je notitie is toegevoegd.');
      await expect(history.getByText('Notitie toegevoegd', { exact: true })).toHaveCount(2);

      // Send a mail again: a copy goes out through the outbox.
      await page
        .getByRole('region', { name: 'E-mails' })
        .getByRole('button', { name: /^Opnieuw versturen: / })
        .first()
        .click();
      await expect(status(page)).toContainText('is opnieuw verstuurd naar');

      // New recovery codes: the app's current code asked again, 10 codes shown once.
      await page.getByRole('link', { name: 'Herstelcodes' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Herstelcodes' })).toBeVisible();
      await expectAccessible(page, 'the desk recovery codes page');
      const made = page.getByRole('heading', { level: 1, name: 'Je nieuwe herstelcodes' });
      await sendFreshCode(page, 'Nieuwe herstelcodes maken', 'DeskNewRecoveryCodes', (data) =>
        Boolean((data.deskNewRecoveryCodes as { recoveryCodes: unknown } | undefined)?.recoveryCodes),
      );
      await expect(made).toBeFocused();
      const codes = page.getByRole('main').getByRole('listitem');
      await expect(codes).toHaveCount(10);
      await expect(codes.first()).toHaveText(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
      await page.screenshot({
        path: testInfo.outputPath(`desk-recovery-codes-${width}.png`),
        fullPage: true,
      });

      // The log, filtered by action, then by the staff member who did it.
      await page.getByRole('link', { name: 'Logboek' }).click();
      await page
        .getByRole('combobox', { name: 'Actie' })
        .selectOption({ label: 'Nieuwe herstelcodes gemaakt' });
      await page.getByRole('textbox', { name: 'Bestelnummer' }).fill('');
      await page.getByRole('button', { name: 'Filteren' }).click();
      await expect(page).toHaveURL(/actie=recovery_codes_new/);
      const entries = page.getByRole('listitem').filter({ hasText: 'Nieuwe herstelcodes gemaakt' });
      await expect(entries.first()).toContainText(STAFF.email);
      await page.getByRole('combobox', { name: 'Actie' }).selectOption({ label: 'Alle acties' });
      await page.getByRole('textbox', { name: 'Bestelnummer' }).fill(quote.number);
      await page.getByRole('button', { name: 'Filteren' }).click();
      await expect(page.getByRole('heading', { level: 2, name: '4 acties' })).toBeVisible();
      // The staff member from the form's list (issue 47), or by the address in a row.
      await page
        .getByRole('combobox', { name: 'Medewerker' })
        .selectOption({ label: `Bo Balie (${STAFF.email})` });
      await page.getByRole('button', { name: 'Filteren' }).click();
      await expect(page).toHaveURL(
        new RegExp(`medewerker=\\d+.*bestelling=${quote.number}|bestelling=${quote.number}.*medewerker=\\d+`),
      );
      await expect(page.getByText(`Alleen de acties van Bo Balie (${STAFF.email}).`)).toBeVisible();
      await expect(page.getByRole('heading', { level: 2, name: '4 acties' })).toBeVisible();
      await page.getByRole('main').getByRole('link', { name: STAFF.email }).first().click();
      await expect(page).toHaveURL(/medewerker=\d+$/);
      await expect(page.getByRole('combobox', { name: 'Medewerker' })).toHaveValue(/^\d+$/);
      await expect(page.getByText(`Alleen de acties van Bo Balie (${STAFF.email}).`)).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`desk-audit-${width}.png`), fullPage: true });
      await expectAccessible(page, 'the desk audit log, filtered');

      // The session ends elsewhere (signed out in another tab): the next action leads to the sign-in.
      await page.goto(`/beheer/bestellingen/${quote.number}`);
      await expect(page.getByRole('heading', { level: 1, name: `Bestelling ${quote.number}` })).toBeVisible();
      await mutate(page, 'mutation { deskSignOut { ok } }');
      await page.getByRole('textbox', { name: 'Nieuwe notitie', exact: true }).fill('Nog een notitie.');
      await page.getByRole('button', { name: 'Notitie toevoegen' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Inloggen bij de balie' })).toBeVisible();
      await expect(page).toHaveURL(
        new RegExp(`terug=${encodeURIComponent(`/beheer/bestellingen/${quote.number}`)}`),
      );
      await expect(page.getByRole('status').filter({ hasText: 'niet (meer) ingelogd' })).toBeVisible();
    });

    test.describe('with payments at Mollie', () => {
      test.use({ baseURL: async ({ stacks }, use) => use(stacks.mollie) });

      test('refunds part of an order paid at Mollie, then cancels it (the rest refunded)', async ({
        page,
        browser,
      }, testInfo) => {
        test.skip(
          Boolean(process.env.E2E_BASE_URL),
          'the Mollie stack runs only with the suite’s own servers',
        );
        test.setTimeout(150_000);
        const paid = await placed(browser, width, 'mollie');
        await page.goto(`/beheer/bestellingen/${paid.number}`);
        await signIn(page);
        await expect(
          page.getByRole('heading', { level: 1, name: `Bestelling ${paid.number}` }),
        ).toBeVisible();
        const payments = page.getByRole('region', { name: 'Betalingen' });
        await expect(payments).toContainText('Betaald');
        await expect(payments).toContainText('mollie');

        // Refund part of it: € 12,50, at Mollie.
        await payments.getByRole('button', { name: 'Terugbetalen…' }).click();
        await payments.getByRole('radio', { name: 'Een deel' }).check();
        const amount = payments.getByRole('textbox', { name: 'Bedrag in euro', exact: true });
        const reason = payments.getByRole('textbox', { name: 'Reden', exact: true });
        await amount.fill('12,50');
        await reason.fill('Statief niet meegenomen');
        await page.screenshot({ path: testInfo.outputPath(`desk-refund-${width}.png`), fullPage: true });
        await expectAccessible(page, 'the desk order page with the refund form');
        await payments.getByRole('button', { name: 'Ja, betaal dit bedrag terug' }).click();
        await expect(status(page)).toHaveText('€ 12,50 is terugbetaald; de klant krijgt een e-mail.');
        await expect(payments).toContainText('Terugbetaald: € 12,50');
        await expect(payments).toContainText('Statief niet meegenomen');
        // The form opens empty again, not with this refund's part, amount and reason; a part left
        // blank refunds nothing and says so at the field, and the last success is no longer shown.
        await payments.getByRole('button', { name: 'Terugbetalen…' }).click();
        await expect(payments.getByRole('radio', { name: /^Alles wat nog kan/ })).toBeChecked();
        await expect(amount).toHaveCount(0);
        await expect(reason).toHaveValue('');
        await payments.getByRole('radio', { name: 'Een deel' }).check();
        await amount.fill(' ');
        await reason.fill('Nog een deel');
        await payments.getByRole('button', { name: 'Ja, betaal dit bedrag terug' }).click();
        await expect(amount).toHaveAccessibleDescription(
          /Voer een bedrag in euro in, groter dan 0, zoals 12,50\./,
        );
        await expect(status(page)).toHaveCount(0);
        await expect(payments).toContainText('Terugbetaald: € 12,50');
        await payments.getByRole('button', { name: 'Niet terugbetalen' }).click();

        // Cancel it: the rest is refunded at Mollie, the customer mailed.
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
        const cancelled = paidHistory.getByRole('listitem').filter({ hasText: 'Bestelling geannuleerd' });
        await expect(cancelled).toContainText('Klant ziet af van huur');
        // Cancelling refunded the rest: € 12,50 before, all of it now.
        await expect(cancelled).toContainText('status: betaald → geannuleerd');
        await expect(paidHistory.getByText('Terugbetaald', { exact: true })).toHaveCount(1);
        await expect(
          paidHistory.getByRole('listitem').filter({ hasText: 'Statief niet meegenomen' }).first(),
        ).toContainText('terugbetaald: € 0,00 → € 12,50');
        await expect(page.getByRole('region', { name: 'Betalingen' })).toContainText(
          'Klant ziet af van huur',
        );
        await expect(page.getByRole('region', { name: 'E-mails' })).toContainText(
          `Je bestelling ${paid.number} is geannuleerd`,
        );
        await page.screenshot({ path: testInfo.outputPath(`desk-order-${width}.png`), fullPage: true });
      });
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
          variables: { n: quote.number },
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
