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

for (const width of [1280, 1024] as const) {
  test.describe(`an order at the counter at ${width} px`, () => {
    test.use({ viewport: { width, height: 900 } });

    test('a walk-in customer, a reserved order from their record, paid by pin', async ({
      page,
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
    });
  });
}
