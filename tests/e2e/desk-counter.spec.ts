import type { Browser } from '@playwright/test';
import { expectAccessible } from './a11y-helpers.ts';
import { signIn } from './desk-helpers.ts';
import { expect, graphql, test } from './fixtures.ts';

// An order made at the counter (issue 47 item 3) at 1280 and 1024 px: balie@ signs in with TOTP,
// adds a walk-in customer with an address, makes a reserved order for them from their record (an
// article found by the shop's search, a period with slots), lands on the order's page with the
// shop's prices, and takes the payment by pin; the order is paid, its history says so in Dutch,
// and the availability lookup counts the unit as taken.

const PERIODS = {
  1280: { van: '2027-05-04', tot: '2027-05-05' },
  1024: { van: '2027-05-11', tot: '2027-05-12' },
} as const;

/** What the public article page reads for the period (its `availability`), asked as a visitor. */
async function publicFree(
  browser: Browser,
  van: string,
  tot: string,
): Promise<{ free: number; units: number }> {
  const context = await browser.newContext();
  const { article } = await graphql<{ article: { availability: { free: number; units: number } } }>(
    await context.newPage(),
    'query($p: AvailabilityPeriodInput!) { article(slug: "sony-fx30") { availability(period: $p) { free units } } }',
    { p: { pickupDate: van, pickupSlot: 0, returnDate: tot, returnSlot: 3 } },
  );
  await context.close();
  return article.availability;
}

for (const width of [1280, 1024] as const) {
  test.describe(`an order at the counter at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a walk-in customer, a reserved order from their record, paid by pin', async ({
      page,
      browser,
    }, testInfo) => {
      test.setTimeout(120_000);
      await page.goto('/beheer/klanten');
      await signIn(page);
      const lookup = async () => {
        const { deskAvailability } = await graphql<{
          deskAvailability: { articles: { name: string; free: number }[] };
        }>(
          page,
          'query($p: DeskPeriodInput!) { deskAvailability(q: "fx30", period: $p) { articles { name free } } }',
          {
            p: {
              pickupDate: PERIODS[width].van,
              pickupSlot: 0,
              returnDate: PERIODS[width].tot,
              returnSlot: 3,
            },
          },
        );
        return deskAvailability.articles.find((a) => a.name === 'Sony FX30')?.free ?? -1;
      };
      const freeBefore = await lookup();
      const publicBefore = await publicFree(browser, PERIODS[width].van, PERIODS[width].tot);
      expect(publicBefore.free).toBe(freeBefore);

      // The walk-in customer, with what a confirmation needs.
      await page.getByRole('button', { name: 'Nieuwe klant…' }).click();
      const email = `binnenloper-${width}-${Date.now().toString(36)}@example.nl`;
      await page.getByRole('textbox', { name: 'Voornaam' }).fill('Iris');
      await page.getByRole('textbox', { name: 'Achternaam' }).fill(`Inloop ${width}`);
      await page.getByRole('textbox', { name: 'E-mailadres' }).fill(email);
      await page.getByRole('textbox', { name: 'Straat' }).fill('Overtoom');
      await page.getByRole('textbox', { name: 'Huisnummer' }).fill('10');
      await page.getByRole('textbox', { name: 'Postcode' }).fill('1054 HK');
      await page.getByRole('textbox', { name: 'Plaats' }).fill('Amsterdam');
      await page.getByRole('button', { name: 'Klant toevoegen' }).click();
      await expect(page.getByRole('heading', { level: 1, name: `Iris Inloop ${width}` })).toBeVisible();

      // The order: a period, the FX30 found as the shop finds it, reserved.
      await page.getByRole('button', { name: 'Nieuwe bestelling…' }).click();
      await page.getByLabel('Ophalen op').fill(PERIODS[width].van);
      await page.getByLabel('Ophaaltijd').selectOption('0');
      await page.getByLabel('Terugbrengen op').fill(PERIODS[width].tot);
      await page.getByLabel('Terugbrengtijd').selectOption('3');
      await page.getByRole('searchbox', { name: 'Zoek een artikel' }).fill('fx30');
      await page.getByRole('button', { name: 'Zoek artikel' }).click();
      await page.getByRole('button', { name: 'Voeg Sony FX30 (huur) toe' }).click();
      await expect(page.getByRole('spinbutton', { name: 'Aantal Sony FX30' })).toHaveValue('1');
      await page.getByRole('button', { name: 'Reserveren' }).click();
      await expect(page.getByRole('heading', { level: 1, name: /^Bestelling SL-/ })).toBeVisible();
      await expect(
        page
          .getByRole('status')
          .filter({ hasText: /Bestelling SL-\S+ is gemaakt; de klant krijgt een e-mail\./ }),
      ).toBeVisible();
      await expect(page.locator('[data-status]').first()).toHaveText('Wacht op betaling');
      await expect(page.getByRole('region', { name: 'Regels' })).toContainText('Sony FX30');
      if (width === 1280) await expectAccessible(page, 'a desk order made at the counter');
      expect(await lookup()).toBe(freeBefore - 1);

      // Paid by pin: what is open is filled in.
      await page.getByRole('button', { name: 'Betaling aan de balie…' }).click();
      await expect(page.getByRole('radio', { name: 'Pin' })).toBeChecked();
      await page.getByRole('button', { name: 'Betaling vastleggen' }).click();
      await expect(page.locator('[data-result]')).toHaveText(/pin ontvangen; bestelling SL-\S+ is betaald\./);
      await expect(page.locator('[data-status]').first()).toHaveText('Betaald');
      const payments = page.getByRole('region', { name: 'Betalingen' });
      await expect(payments).toContainText('pin aan de balie');
      await expect(payments).toContainText(/open: €\s0,00/);
      const history = page.getByRole('region', { name: 'Geschiedenis' });
      await expect(history).toContainText('Bestelling gemaakt');
      await expect(history).toContainText('Betaling aan de balie');
      expect(
        await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        ),
      ).toBeLessThanOrEqual(0);
      await page.screenshot({ path: testInfo.outputPath(`desk-counter-order-${width}.png`), fullPage: true });

      // The public article page and the planner show it.
      const number =
        (await page.getByRole('heading', { level: 1 }).textContent())?.replace('Bestelling ', '').trim() ??
        '';
      expect(await publicFree(browser, PERIODS[width].van, PERIODS[width].tot)).toEqual({
        free: publicBefore.free - 1,
        units: publicBefore.units,
      });
      await page.goto(`/beheer/planner?q=${encodeURIComponent('Sony FX30')}&van=${PERIODS[width].van}`);
      await expect(
        page
          .getByRole('link', { name: new RegExp(`^Bestelling ${number} van Iris Inloop ${width}`) })
          .first(),
      ).toBeVisible();
    });
  });
}

for (const width of [1280, 1024] as const) {
  test.describe(`an order changed at the counter at ${width} px, with payments at Mollie`, () => {
    test.use({
      viewport: { width, height: 900 },
      baseURL: async ({ stacks }, use) => use(stacks.mollie),
    });

    test('extended by two days while picked up (the difference paid by a mailed link at Mollie); a line removed from another order and paid back', async ({
      page,
    }, testInfo) => {
      test.skip(Boolean(process.env.E2E_BASE_URL), 'the Mollie stack runs only with the suite’s own servers');
      test.setTimeout(150_000);
      await page.goto('/beheer/klanten');
      await signIn(page);
      const email = `verlengen-${Date.now().toString(36)}@example.nl`;
      await page.getByRole('button', { name: 'Nieuwe klant…' }).click();
      await page.getByRole('textbox', { name: 'Voornaam' }).fill('Vera');
      await page.getByRole('textbox', { name: 'Achternaam' }).fill('Verlenger');
      await page.getByRole('textbox', { name: 'E-mailadres' }).fill(email);
      await page.getByRole('textbox', { name: 'Straat' }).fill('Kinkerstraat');
      await page.getByRole('textbox', { name: 'Huisnummer' }).fill('5');
      await page.getByRole('textbox', { name: 'Postcode' }).fill('1053 DK');
      await page.getByRole('textbox', { name: 'Plaats' }).fill('Amsterdam');
      await page.getByRole('button', { name: 'Klant toevoegen' }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Vera Verlenger' })).toBeVisible();
      const customerPage = page.url();

      /** A reserved order of these articles (found by the shop's search), paid by pin; its number. */
      const order = async (searches: [string, string][], van: string, tot: string) => {
        await page.goto(customerPage);
        await page.getByRole('button', { name: 'Nieuwe bestelling…' }).click();
        await page.getByLabel('Ophalen op').fill(van);
        await page.getByLabel('Ophaaltijd').selectOption('0');
        await page.getByLabel('Terugbrengen op').fill(tot);
        await page.getByLabel('Terugbrengtijd').selectOption('3');
        for (const [q, name] of searches) {
          await page.getByRole('searchbox', { name: 'Zoek een artikel' }).fill(q);
          await page.getByRole('button', { name: 'Zoek artikel' }).click();
          await page.getByRole('button', { name: `Voeg ${name} (huur) toe` }).click();
        }
        await page.getByRole('button', { name: 'Reserveren' }).click();
        await expect(page.getByRole('heading', { level: 1, name: /^Bestelling SL-/ })).toBeVisible();
        await page.getByRole('button', { name: 'Betaling aan de balie…' }).click();
        await page.getByRole('button', { name: 'Betaling vastleggen' }).click();
        await expect(page.locator('[data-status]').first()).toHaveText('Betaald');
        return (
          (await page.getByRole('heading', { level: 1 }).textContent())?.replace('Bestelling ', '').trim() ??
          ''
        );
      };

      // Order A: picked up today, then extended by two days.
      const a = await order([['fx30', 'Sony FX30']], '2026-11-24', '2026-11-25');
      const { deskOrder } = await graphql<{ deskOrder: { lines: { articleId: string }[] } }>(
        page,
        'query($n: String!) { deskOrder(number: $n) { lines { articleId } } }',
        { n: a },
      );
      const { deskUnits } = await graphql<{ deskUnits: { units: { assetTag: string; out: unknown }[] } }>(
        page,
        'query($a: ID) { deskUnits(articleId: $a, statuses: [IN_SERVICE], pageSize: 100) { units { assetTag out { orderNumber } } } }',
        { a: deskOrder.lines[0]?.articleId },
      );
      const tag = deskUnits.units.find((u) => !u.out)?.assetTag ?? '';
      await page.getByRole('textbox', { name: /Inventarisnummer 1 van 1/ }).fill(tag);
      await page.getByRole('button', { name: 'Meegeven' }).click();
      await expect(page.locator('[data-status]').first()).toHaveText('Opgehaald');
      const totalBefore = await page
        .getByRole('region', { name: 'Regels' })
        .locator('tfoot td')
        .first()
        .textContent();

      await page.getByRole('button', { name: 'Verlengen…' }).click();
      await expect(page.getByLabel('Ophalen op')).toHaveCount(0);
      await page.getByLabel('Terugbrengen op').fill('2026-11-27');
      await page.getByLabel('Terugbrengtijd').selectOption('3');
      await page.getByRole('button', { name: 'Verlengen', exact: true }).click();
      await expect(page.locator('[data-result]')).toHaveText(
        new RegExp(
          `Bestelling ${a} is gewijzigd; de klant krijgt een e-mail\\. Er staat nog €\\s[\\d,.]+ open\\.`,
        ),
      );
      await expect(page.getByRole('region', { name: 'Huurperiode' })).toContainText('27 nov. 2026');
      expect(
        await page.getByRole('region', { name: 'Regels' }).locator('tfoot td').first().textContent(),
      ).not.toBe(totalBefore);

      // The difference: a link mailed, paid at Mollie's checkout.
      await page.getByRole('button', { name: 'Betaallink mailen…' }).click();
      await page.getByRole('button', { name: /^Mail een link voor/ }).click();
      await expect(page.locator('[data-result]')).toHaveText(new RegExp(`is gemaild naar ${email}`));
      let link = '';
      await expect
        .poll(async () => {
          const answer = await page.request.get(`/api/dev/outbox/?no_page&to=${encodeURIComponent(email)}`);
          const mail = ((await answer.json()) as { subject: string; text: string }[]).find(
            (m) => m.subject === `Betaal je bestelling ${a}`,
          );
          link = /https?:\/\/\S+/.exec(mail?.text ?? '')?.[0] ?? '';
          return link;
        })
        .not.toBe('');
      const orderPage = page.url();
      // The customer follows the mail's link to Mollie's checkout (not a page of the site: no app).
      await page.evaluate((url) => {
        window.location.href = url;
      }, link);
      await page.getByRole('button', { name: 'Betalen', exact: true }).click();
      await expect(page.getByRole('heading', { level: 1, name: 'Betaling gelukt' })).toBeVisible();
      await page.goto(orderPage);
      const payments = page.getByRole('region', { name: 'Betalingen' });
      await expect(payments).toContainText(/open: €\s0,00/);
      await expect(payments).toContainText('mollie');
      await expect(page.locator('[data-status]').first()).toHaveText('Opgehaald');
      const history = page.getByRole('region', { name: 'Geschiedenis' });
      await expect(history).toContainText('Bestelling gewijzigd');
      await expect(history).toContainText('Betaallink gemaild');
      await expect(history).toContainText('Meegegeven');

      // The audit log says each step of it in Dutch.
      await page.goto(`/beheer/logboek?bestelling=${a}`);
      const log = page.getByRole('region', { name: /^\d+ acties?$/ });
      for (const step of [
        'Bestelling gemaakt',
        'Betaling aan de balie',
        'Meegegeven',
        'Bestelling gewijzigd',
        'Betaallink gemaild',
      ])
        await expect(log.getByText(step, { exact: true }).first()).toBeVisible();
      await page.goto(orderPage);

      // The lookup (the same numbers as the site's) has order A in the way on the extra days.
      const { deskAvailability } = await graphql<{
        deskAvailability: { articles: { inTheWay: { orderNumber: string }[] }[] };
      }>(
        page,
        'query($ids: [ID!], $p: DeskPeriodInput!) { deskAvailability(articleIds: $ids, period: $p) { articles { inTheWay { orderNumber } } } }',
        { ids: [deskOrder.lines[0]?.articleId], p: { pickupDate: '2026-11-26', returnDate: '2026-11-27' } },
      );
      expect(deskAvailability.articles[0]?.inTheWay.map((o) => o.orderNumber)).toContain(a);

      // Order B: two articles, one taken off again; what it cost is paid back at the counter.
      const b = await order(
        [
          ['fx30', 'Sony FX30'],
          ['lantern', 'Aputure Lantern 90'],
        ],
        width === 1280 ? '2026-12-01' : '2026-12-08',
        width === 1280 ? '2026-12-02' : '2026-12-09',
      );
      await page.getByRole('button', { name: 'Wijzigen…' }).click();
      await page.getByRole('button', { name: 'Haal Aputure Lantern 90 weg' }).click();
      await page.getByRole('button', { name: 'Wijziging bewaren' }).click();
      await expect(page.locator('[data-result]')).toHaveText(
        `Bestelling ${b} is gewijzigd; de klant krijgt een e-mail.`,
      );
      await expect(page.getByRole('region', { name: 'Regels' })).not.toContainText('Aputure Lantern 90');
      await expect(page.getByRole('region', { name: 'Betalingen' })).toContainText('teruggestort');
      await expect(page.getByRole('region', { name: 'Geschiedenis' })).toContainText(
        '1 × Sony FX30, 1 × Aputure Lantern 90 → 1 × Sony FX30',
      );
      if (width === 1280) await expectAccessible(page, 'a desk order changed at the counter');
      await page.screenshot({ path: testInfo.outputPath(`desk-order-changed-${width}.png`), fullPage: true });
    });
  });
}
