import type { Locator, Page } from '@playwright/test';
import { paths } from '../../domain/paths.ts';
import { A11Y_WIDTHS, a11yViewport } from './a11y-helpers.ts';
import { control, DETAILS, firstOf, serverOrder, serverPayment } from './checkout-helpers.ts';
import { expect, test } from './fixtures.ts';

// Issue 36, item 6 (WCAG 2.1.1 Keyboard, 2.1.2 No Keyboard Trap, 2.4.3 Focus Order, 2.4.7 Focus
// Visible, 2.4.11 Focus Not Obscured): a visitor without a mouse goes from a rental article's page
// to a paid order with Tab, Shift+Tab, Enter, Space and the arrow keys only: the period in the
// calendar, the cart panel, /offerte, the details form, the overview, the test provider, the verify
// page and the confirmation. Nothing is clicked and the pointer never moves: the page is opened
// without the fixtures' arrival (which moves the pointer), so the first key starts the app.

/** Tabs (or Shift+Tabs) until `target` has the focus; a control never reached is unreachable. */
async function tabTo(page: Page, target: Locator, { backward = false, max = 60 } = {}) {
  const key = backward ? 'Shift+Tab' : 'Tab';
  for (let i = 0; i < max; i++) {
    if (await target.evaluate((element) => element === document.activeElement)) break;
    await page.keyboard.press(key);
  }
  await expect(target, 'reached with the keyboard').toBeFocused();
  await expectFocusSeen(page);
}

/**
 * The focused element shows a focus indicator (`:focus-visible`) and is not hidden: its middle is
 * inside the viewport and not under the sticky header or anything else. Asked again for up to three
 * seconds: the page scrolls smoothly to a focused control (global.css), an animation a busy machine
 * (the first test of a run, both workers starting) once stretched past one second. A passing check
 * answers at once.
 */
async function expectFocusSeen(page: Page) {
  await expect
    .poll(() => focusSeen(page), {
      message: 'the focused control is seen',
      timeout: 3_000,
      intervals: [100, 200],
    })
    .toBe('seen');
}

function focusSeen(page: Page): Promise<string> {
  return page.evaluate(() => {
    const element = document.activeElement as HTMLElement | null;
    if (!element || element === document.body) return 'nothing has the focus';
    if (!element.matches(':focus-visible')) return `${element.outerHTML.slice(0, 80)} shows no focus`;
    const box = element.getBoundingClientRect();
    const x = Math.min(Math.max(box.left + box.width / 2, 0), window.innerWidth - 1);
    const y = Math.min(Math.max(box.top + Math.min(box.height / 2, 12), 0), window.innerHeight - 1);
    if (box.bottom <= 0 || box.top >= window.innerHeight)
      return `${element.outerHTML.slice(0, 80)} is out of view`;
    const top = document.elementFromPoint(x, y);
    // A control's own label or text may be on top of it (a styled radio, a checkbox's label).
    const label = top?.closest('label');
    const own =
      top !== null &&
      (element.contains(top) || top.contains(element) || (label !== null && label?.control === element));
    return own ? 'seen' : `${element.outerHTML.slice(0, 80)} is under ${top?.outerHTML.slice(0, 80)}`;
  });
}

/** Types into the focused field, as a visitor does. */
async function typeInto(page: Page, target: Locator, text: string) {
  await tabTo(page, target);
  await page.keyboard.type(text);
  await expect(target).toHaveValue(text);
}

for (const width of A11Y_WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: a11yViewport(width) });

    test('from a rental article to a paid order with the keyboard only', async ({ page }) => {
      test.setTimeout(150_000);
      const rental = await firstOf(page, 'RENTAL');
      // The frame's own goto: the fixtures' page.goto would move the pointer to start the app.
      await page.mainFrame().goto(paths.article('RENTAL', rental.slug));
      await page.keyboard.press('Tab');
      await page.locator('html[data-app="ready"]').waitFor({ state: 'attached' });
      await expect(page.getByRole('link', { name: 'Naar de inhoud' })).toBeFocused();

      // The period: the calendar takes the focus on today (the server's, 23 November 2026); the
      // arrows walk to 1 December, Enter picks it, three days on 4 December; the slots by Space and
      // the arrows; Opslaan; the focus returns to the opener.
      const widget = page.getByRole('main').getByRole('region', { name: 'Huurperiode' });
      const opener = widget.getByRole('button', { name: 'Huurperiode kiezen' });
      await tabTo(page, opener);
      await page.keyboard.press('Enter');
      const editor = page.getByRole('form', { name: 'Huurperiode kiezen' });
      const day = (name: string) =>
        editor.getByRole('button', { name: new RegExp(`^(Vandaag, )?${name}(,|$)`) });
      await expect(day('maandag 23 november 2026')).toBeFocused();
      await page.keyboard.press('ArrowDown');
      await page.keyboard.press('ArrowRight');
      await expect(day('dinsdag 1 december 2026')).toBeFocused();
      await page.keyboard.press('Enter');
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
      await expect(day('vrijdag 4 december 2026')).toBeFocused();
      await page.keyboard.press('Enter');
      const pickup = editor
        .getByRole('group', { name: /^Ophaaltijd/ })
        .getByRole('radio')
        .first();
      await tabTo(page, pickup);
      await page.keyboard.press('Space');
      await expect(pickup).toBeChecked();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      await page.keyboard.press('ArrowDown');
      await expect(
        editor
          .getByRole('group', { name: /^Terugbrengtijd/ })
          .getByRole('radio')
          .nth(1),
      ).toBeChecked();
      await tabTo(page, editor.getByRole('button', { name: 'Opslaan' }));
      await page.keyboard.press('Enter');
      await expect(editor).toHaveCount(0);
      await expect(widget.getByRole('button', { name: 'Huurperiode wijzigen' })).toBeFocused();
      await expect(widget).toContainText('Ophalen: di 1 dec 2026');

      // Into the cart: the button comes before the widget.
      const add = page.getByRole('main').getByRole('button', { name: 'In winkelwagen', exact: true });
      await tabTo(page, add, { backward: true });
      await page.keyboard.press('Enter');
      await expect(page.getByRole('status', { name: 'Meldingen' })).toContainText(
        'Het Artikel zit in je winkelwagentje.',
      );

      // Back up to the header's cart button; its panel holds the focus; Afrekenen.
      const cartButton = page.getByRole('banner').getByRole('button', { name: /^Winkelwagen/ });
      await tabTo(page, cartButton, { backward: true, max: 80 });
      await page.keyboard.press('Enter');
      const panel = page.getByRole('dialog', { name: 'Winkelwagen' });
      await expect(panel.getByRole('button', { name: 'Sluiten', exact: true })).toBeFocused();
      await tabTo(page, panel.getByRole('link', { name: 'Afrekenen' }), { max: 40 });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(paths.checkout());
      await expect(page.getByRole('heading', { level: 1, name: 'Je winkelwagen' })).toBeVisible();

      // /offerte → the details: typed field by field, Tab between them.
      await tabTo(page, page.getByRole('link', { name: 'Verder naar je gegevens' }), { max: 80 });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(paths.checkoutDetails());
      await typeInto(page, control(page, 'email'), DETAILS.email);
      await typeInto(page, control(page, 'phone'), DETAILS.phone);
      for (const [key, value] of Object.entries(DETAILS.billing)) {
        await typeInto(page, control(page, `billingAddress.${key}`), value);
      }
      const form = page.getByRole('form', { name: 'Je gegevens' });
      await tabTo(page, form.getByRole('button', { name: 'Verder' }));
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(paths.checkoutOverview());
      // The overview is shown once its data is in: a control focused before moves down with it.
      await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Bestellen en nu betalen' })).toBeVisible();

      // The overview: pay now, then the test provider's Betalen.
      await tabTo(page, page.getByRole('button', { name: 'Bestellen en nu betalen' }), { max: 80 });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(/\/testbetaling\//);
      await tabTo(page, page.getByRole('button', { name: 'Betalen', exact: true }), { max: 40 });
      await page.keyboard.press('Enter');
      await expect(page.getByRole('heading', { level: 1, name: 'Betaling gelukt' })).toBeVisible();
      const handle = new URL(page.url()).pathname.split('/').at(-1) as string;
      const payment = await serverPayment(page, handle);
      expect(payment?.status).toBe('PAID');
      const number = payment?.orderNumber as string;
      expect((await serverOrder(page, number))?.status).toBe('PAID');

      // The confirmation, by its link.
      await tabTo(page, page.getByRole('link', { name: 'Bekijk je bestelling' }), { max: 40 });
      await page.keyboard.press('Enter');
      await expect(page).toHaveURL(paths.orderConfirmation(number));
      await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor je bestelling' })).toBeVisible();
      await page.screenshot({ path: `/tmp/shots/a11y-keyboard-confirmation-${width}.png`, fullPage: true });
    });
  });
}
