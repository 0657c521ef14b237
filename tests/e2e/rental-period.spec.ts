import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expectNoSidewaysScroll, viewportOf, WIDTHS } from './catalogue-helpers.ts';
import { expect, graphql, test } from './fixtures.ts';

// The rental period widget of issue 9 (SPEC §2 "Rental period widget", §5, §9) on the rental list,
// in Chromium at 1280 and 360 px, against the e2e stack's clock (NOW=2026-11-23, a Monday, noon
// UTC: 13:00 in Amsterdam). Which days and slots can be chosen is asked from the gateway, never
// hard-coded: the page must show what the server answers. Each test is a new visitor (its own
// cookies, so its own cart). Screenshots also go to /tmp/shots/period-*.png.

const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

const LIST = '/verhuur/';
const widget = (page: Page) => page.getByRole('region', { name: 'Huurperiode' });
const opener = (page: Page) => widget(page).getByRole('button', { name: /^Huurperiode (kiezen|wijzigen)$/ });
const editor = (page: Page) => page.getByRole('form', { name: 'Huurperiode kiezen' });
/** A day of the calendar by its Dutch name, e.g. "dinsdag 1 december 2026". */
const day = (page: Page, name: string) =>
  editor(page).getByRole('button', { name: new RegExp(`^(Vandaag, )?${name}(,|$)`) });
const cell = (page: Page, iso: string) => editor(page).locator(`td[data-day="${iso}"]:not([data-outside])`);
const nextMonth = (page: Page) => editor(page).getByRole('button', { name: 'Ga naar volgende maand' });

type Slot = { id: number; label: string };
type CalendarDay = { date: string; slots: Slot[]; holiday: string | null };

async function calendar(page: Page, from: string, to: string) {
  const { rentalCalendar } = await graphql<{ rentalCalendar: { today: string; days: CalendarDay[] } }>(
    page,
    'query CalendarExpected($from: Date!, $to: Date!) { rentalCalendar(from: $from, to: $to) { today days { date slots { id label } holiday } } }',
    { from, to },
  );
  return rentalCalendar;
}

/** What the cart of this visitor (the page's cookies) holds, from the gateway. */
async function savedPeriod(page: Page) {
  const { cart } = await graphql<{
    cart: {
      period: {
        pickupDate: string | null;
        pickupSlot: Slot | null;
        returnDate: string | null;
        returnSlot: Slot | null;
        complete: boolean;
        rentalDays: number;
      };
    } | null;
  }>(
    page,
    'query PeriodExpected { cart { period { pickupDate pickupSlot { id label } returnDate returnSlot { id label } complete rentalDays } } }',
  );
  return cart?.period ?? null;
}

const slotGroup = (page: Page, legend: RegExp) => editor(page).getByRole('group', { name: legend });

/** Opens the list, waits for the browser to know the (empty) period, opens the editor. */
async function openEditor(page: Page) {
  await page.goto(LIST);
  await expect(widget(page)).toContainText('Kies je huurperiode');
  await opener(page).click();
  await expect(editor(page)).toBeVisible();
  await expect(opener(page)).toHaveAttribute('aria-expanded', 'true');
}

/** At 360 px one month is shown: December is one page on. */
async function showDecember(page: Page, width: number) {
  if (width < 768) {
    await expect(editor(page).getByRole('grid')).toHaveCount(1);
    await nextMonth(page).click();
  } else {
    await expect(editor(page).getByRole('grid')).toHaveCount(2);
  }
  await expect(editor(page).getByRole('grid', { name: 'december 2026' })).toBeVisible();
}

for (const width of WIDTHS) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: viewportOf(width) });

    test('pick a period with the mouse: closed days are disabled and named, the period is saved and survives a reload', async ({
      page,
    }, testInfo) => {
      const december = await calendar(page, '2026-12-01', '2026-12-31');
      const byDate = new Map(december.days.map((d) => [d.date, d]));
      const pickup = byDate.get('2026-12-01') as CalendarDay;
      const ret = byDate.get('2026-12-04') as CalendarDay;
      expect(pickup.slots.length, 'a Tuesday is open').toBeGreaterThan(0);

      await openEditor(page);
      // The server renders no private data: the HTML had the placeholder, not the period.
      await expect(editor(page).getByRole('grid', { name: 'november 2026' })).toBeVisible();
      // Before today: disabled. Today (13:00) still has a slot that has not begun.
      await expect(day(page, 'vrijdag 20 november 2026')).toBeDisabled();
      await expect(day(page, 'vrijdag 20 november 2026')).toHaveAccessibleName(/voorbij$/);
      await expect(day(page, 'maandag 23 november 2026')).toHaveAccessibleName(/^Vandaag, /);
      await expect(day(page, 'zaterdag 28 november 2026')).toBeDisabled();
      await expect(day(page, 'zaterdag 28 november 2026')).toHaveAccessibleName(/gesloten$/);

      await showDecember(page, width);
      // Every December day is enabled exactly when the server gives it slots; holidays are named.
      for (const d of december.days) {
        const button = cell(page, d.date).getByRole('button');
        if (d.slots.length > 0) await expect(button, d.date).toBeEnabled();
        else await expect(button, d.date).toBeDisabled();
        if (d.holiday) {
          await expect(cell(page, d.date)).toHaveAttribute('title', d.holiday);
          await expect(button).toHaveAccessibleName(new RegExp(`${d.holiday}, gesloten$`));
          await expect(editor(page)).toContainText(`(${d.holiday})`);
        }
      }
      expect(december.days.filter((d) => d.holiday).map((d) => d.holiday)).toEqual([
        'Eerste Kerstdag',
        'Tweede Kerstdag',
      ]);

      await day(page, 'dinsdag 1 december 2026').click();
      await expect(editor(page)).toContainText('Kies nu de dag waarop je terugbrengt.');
      await day(page, 'vrijdag 4 december 2026').click();
      await expect(cell(page, '2026-12-01')).toHaveAttribute('aria-selected', 'true');
      await expect(cell(page, '2026-12-03')).toHaveAttribute('aria-selected', 'true');

      // The slots are the server's for each chosen day.
      const pickupGroup = slotGroup(page, /^Ophaaltijd op di 1 dec 2026/);
      const returnGroup = slotGroup(page, /^Terugbrengtijd op vr 4 dec 2026/);
      await expect(pickupGroup.getByRole('radio')).toHaveCount(pickup.slots.length);
      await expect(returnGroup.getByRole('radio')).toHaveCount(ret.slots.length);
      const pickupSlot = pickup.slots[0] as Slot;
      const returnSlot = ret.slots.at(-1) as Slot;
      await pickupGroup.getByRole('radio', { name: pickupSlot.label }).check();
      await returnGroup.getByRole('radio', { name: returnSlot.label }).check();
      await expectNoSidewaysScroll(page, width);
      await widget(page).screenshot({ path: `${SHOTS}/period-editor-${width}.png` });
      await page.screenshot({ path: testInfo.outputPath(`period-editor-${width}.png`), fullPage: true });

      await editor(page).getByRole('button', { name: 'Opslaan' }).click();
      await expect(editor(page)).toHaveCount(0);
      await expect(opener(page)).toBeFocused();
      const saved = await savedPeriod(page);
      expect(saved).toMatchObject({
        pickupDate: '2026-12-01',
        pickupSlot: { id: pickupSlot.id },
        returnDate: '2026-12-04',
        returnSlot: { id: returnSlot.id },
        complete: true,
      });
      const summary = `Ophalen: di 1 dec 2026, ${pickupSlot.label} · Terugbrengen: vr 4 dec 2026, ${returnSlot.label} · ${saved?.rentalDays} huurdagen`;
      // At 360 px each part has its own line; the text is the same.
      await expect(widget(page).locator('p').first()).toHaveText(summary);
      await expect(opener(page)).toHaveAccessibleName('Huurperiode wijzigen');
      await widget(page).scrollIntoViewIfNeeded();
      await page.screenshot({ path: `${SHOTS}/period-summary-${width}.png` });

      // Kept with the cart on the server: a reload shows it again. The period is private: the
      // server's HTML (which the gateway may keep for anyone) does not hold it, the browser asks.
      const reloaded = await page.reload();
      expect(await reloaded?.text()).not.toContain('Ophalen:');
      await expect(widget(page).locator('p').first()).toHaveText(summary);
      // Opening again starts from the saved period.
      await opener(page).click();
      await expect(
        slotGroup(page, /^Ophaaltijd op di 1 dec 2026/).getByRole('radio', { name: pickupSlot.label }),
      ).toBeChecked();
      await expect(
        slotGroup(page, /^Terugbrengtijd op vr 4 dec 2026/).getByRole('radio', { name: returnSlot.label }),
      ).toBeChecked();
    });

    test('pick a period with the keyboard; Escape and Annuleren close and give the focus back', async ({
      page,
    }) => {
      const [pickup, ret] = (await calendar(page, '2026-12-01', '2026-12-04')).days.filter(
        (_, i) => i === 0 || i === 3,
      ) as [CalendarDay, CalendarDay];
      // Today is the server's (NOW, Monday 23 November), whatever the browser's clock says: here
      // it says Wednesday the 25th. The grid used to focus the browser's today as it opened.
      await page.clock.install({ time: new Date('2026-11-25T12:00:00+01:00') });
      await page.goto(LIST);
      await expect(widget(page)).toContainText('Kies je huurperiode');
      await opener(page).focus();
      await page.keyboard.press('Enter');
      await expect(editor(page)).toBeVisible();
      // The grid takes the focus on today; arrows walk the days, into the next month too.
      await expect(day(page, 'maandag 23 november 2026')).toBeFocused();
      await page.keyboard.press('Escape');
      await expect(editor(page)).toHaveCount(0);
      await expect(opener(page)).toBeFocused();

      await page.keyboard.press('Enter');
      await expect(day(page, 'maandag 23 november 2026')).toBeFocused();
      await page.keyboard.press('ArrowDown'); // 30 November
      await page.keyboard.press('ArrowRight'); // 1 December
      await expect(day(page, 'dinsdag 1 december 2026')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(day(page, 'dinsdag 1 december 2026')).toHaveAccessibleName(/ophaaldag$/);
      for (let i = 0; i < 3; i++) await page.keyboard.press('ArrowRight');
      await expect(day(page, 'vrijdag 4 december 2026')).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(day(page, 'vrijdag 4 december 2026')).toHaveAccessibleName(/terugbrengdag$/);

      // Tab to the pickup slots (Space picks the first), then the return slots (arrows pick).
      await page.keyboard.press('Tab');
      const first = slotGroup(page, /^Ophaaltijd/)
        .getByRole('radio')
        .first();
      await expect(first).toBeFocused();
      await page.keyboard.press('Space');
      await expect(first).toBeChecked();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Space');
      for (let i = 1; i < ret.slots.length; i++) await page.keyboard.press('ArrowDown');
      const lastReturn = ret.slots.at(-1) as Slot;
      await expect(
        slotGroup(page, /^Terugbrengtijd/).getByRole('radio', { name: lastReturn.label }),
      ).toBeChecked();
      await page.keyboard.press('Tab');
      await expect(editor(page).getByRole('button', { name: 'Opslaan' })).toBeFocused();
      await page.keyboard.press('Enter');
      await expect(editor(page)).toHaveCount(0);
      await expect(opener(page)).toBeFocused();
      await expect(widget(page)).toContainText(
        `Ophalen: di 1 dec 2026, ${(pickup.slots[0] as Slot).label} · Terugbrengen: vr 4 dec 2026, ${lastReturn.label}`,
      );

      // Annuleren keeps what was saved.
      await page.keyboard.press('Enter');
      await day(page, 'dinsdag 8 december 2026').click();
      await editor(page).getByRole('button', { name: 'Annuleren' }).click();
      await expect(editor(page)).toHaveCount(0);
      await expect(opener(page)).toBeFocused();
      await expect(widget(page)).toContainText('Ophalen: di 1 dec 2026');
    });

    test('in the cart panel: one month, Escape closes only the editor, the prices follow the period', async ({
      page,
    }) => {
      await page.goto(LIST);
      await page
        .getByRole('main')
        .getByRole('button', { name: /^In winkelwagen: / })
        .first()
        .click();
      const cartButton = page.getByRole('banner').getByRole('button', { name: /^Winkelwagen/ });
      await expect(cartButton).toHaveAccessibleName('Winkelwagen, 1 artikel');
      await cartButton.click();
      const dialog = page.getByRole('dialog', { name: 'Winkelwagen' });
      const inPanel = dialog.getByRole('region', { name: 'Huurperiode' });
      await expect(inPanel).toContainText('Kies je huurperiode');
      const panelOpener = inPanel.getByRole('button', { name: 'Huurperiode kiezen' });
      await panelOpener.click();
      const form = dialog.getByRole('form', { name: 'Huurperiode kiezen' });
      await expect(form.getByRole('grid')).toHaveCount(1);
      await expect(form.getByRole('grid', { name: 'november 2026' })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(form).toHaveCount(0);
      await expect(dialog).toBeVisible();
      await expect(panelOpener).toBeFocused();

      await panelOpener.click();
      await form.getByRole('button', { name: 'Ga naar volgende maand' }).click();
      await form.getByRole('button', { name: /^dinsdag 1 december 2026/ }).click();
      await form.getByRole('button', { name: /^vrijdag 4 december 2026/ }).click();
      await form
        .getByRole('group', { name: /^Ophaaltijd/ })
        .getByRole('radio')
        .first()
        .check();
      await form
        .getByRole('group', { name: /^Terugbrengtijd/ })
        .getByRole('radio')
        .last()
        .check();
      await expectNoSidewaysScroll(page, width);
      await dialog.screenshot({ path: `${SHOTS}/period-cart-panel-${width}.png` });
      await form.getByRole('button', { name: 'Opslaan' }).click();
      await expect(form).toHaveCount(0);
      await expect(dialog).toBeVisible();
      const saved = await savedPeriod(page);
      expect(saved?.complete).toBe(true);
      // The answer carried the whole cart: the panel's prices follow without another question.
      await expect(dialog).toContainText(`Prijzen voor ${saved?.rentalDays} huurdagen`);
      await expect(inPanel).toContainText('Ophalen: di 1 dec 2026');
    });
  });
}

// The slots of a short day, the server's refusal and the missing parts once, at 1280 px: they are
// the same in the phone's one-month picker, which the tests above walk at 360 px.
test.describe('at 1280 px', () => {
  const width = 1280;
  test.use({ viewport: viewportOf(width) });

  test('24 December has the shorter opening hours: fewer slots, the last one ending at 15:00', async ({
    page,
  }, testInfo) => {
    const days = (await calendar(page, '2026-12-23', '2026-12-24')).days;
    const [normal, christmasEve] = days as [CalendarDay, CalendarDay];
    expect(christmasEve.slots.length).toBeLessThan(normal.slots.length);

    await openEditor(page);
    await showDecember(page, width);
    await day(page, 'woensdag 23 december 2026').click();
    await day(page, 'donderdag 24 december 2026').click();
    const pickupGroup = slotGroup(page, /^Ophaaltijd op wo 23 dec 2026/);
    const returnGroup = slotGroup(page, /^Terugbrengtijd op do 24 dec 2026/);
    await expect(pickupGroup.getByRole('radio')).toHaveCount(normal.slots.length);
    await expect(returnGroup.getByRole('radio')).toHaveCount(christmasEve.slots.length);
    for (const slot of christmasEve.slots)
      await expect(returnGroup.getByRole('radio', { name: slot.label })).toBeVisible();
    await expect(returnGroup).toContainText('13:00–15:00');
    await expect(returnGroup).not.toContainText('16:00–17:00');

    // A same-day return is offered only after the pickup slot.
    await day(page, 'donderdag 24 december 2026').click(); // a new pickup day
    await day(page, 'donderdag 24 december 2026').click(); // returned the same day
    const sameDayPickup = slotGroup(page, /^Ophaaltijd op do 24 dec 2026/);
    const sameDayReturn = slotGroup(page, /^Terugbrengtijd op do 24 dec 2026/);
    const second = christmasEve.slots[1] as Slot;
    await sameDayPickup.getByRole('radio', { name: second.label }).check();
    await expect(sameDayReturn.getByRole('radio')).toHaveCount(
      christmasEve.slots.filter((slot) => slot.id > second.id).length,
    );
    await widget(page).screenshot({ path: `${SHOTS}/period-24-december-${width}.png` });
    await page.screenshot({ path: testInfo.outputPath(`period-24-december-${width}.png`), fullPage: true });
  });

  test("the server's refusal shows under its field, in Dutch, and nothing is saved", async ({ page }) => {
    // The editor offers only what the server allows; to see how a refusal shows, the saved
    // return slot is swapped on its way for one 24 December does not have (16:00–17:00).
    let refusal = '';
    await page.route('**/graphql', async (route) => {
      const request = route.request();
      const body = request.method() === 'POST' ? request.postDataJSON() : null;
      if (body?.operationName !== 'SetRentalPeriod') return route.continue();
      body.variables.period.returnSlot = 3;
      const response = await route.fetch({ postData: JSON.stringify(body) });
      const json = await response.json();
      const errors: { field: string; messages: string[] }[] = json.data?.setRentalPeriod?.errors ?? [];
      refusal ||= errors.find((error) => error.field === 'returnSlot')?.messages[0] ?? '';
      await route.fulfill({ response, json });
    });
    await openEditor(page);
    await showDecember(page, width);
    await day(page, 'woensdag 23 december 2026').click();
    await day(page, 'donderdag 24 december 2026').click();
    await slotGroup(page, /^Ophaaltijd/)
      .getByRole('radio')
      .first()
      .check();
    await slotGroup(page, /^Terugbrengtijd/)
      .getByRole('radio')
      .first()
      .check();
    await editor(page).getByRole('button', { name: 'Opslaan' }).click();
    const returnGroup = slotGroup(page, /^Terugbrengtijd/);
    await expect(returnGroup.getByRole('radio').first()).toHaveAttribute('aria-invalid', 'true');
    expect(refusal, 'the server refused the return slot').not.toBe('');
    await expect(returnGroup).toContainText(refusal);
    await expect(returnGroup.getByRole('radio').first()).toBeFocused();
    await expect(editor(page)).toBeVisible();
    expect((await savedPeriod(page))?.complete ?? false).toBe(false);
  });

  test('Opslaan with a period still incomplete says what is missing, under the fields', async ({ page }) => {
    await openEditor(page);
    await editor(page).getByRole('button', { name: 'Opslaan' }).click();
    await expect(editor(page)).toContainText('Kies de dag waarop je ophaalt.');
    await expect(editor(page)).toContainText('Kies de dag waarop je terugbrengt.');
    await day(page, 'dinsdag 1 december 2026').or(day(page, 'maandag 30 november 2026')).first().click();
    await editor(page).getByRole('button', { name: 'Opslaan' }).click();
    await expect(slotGroup(page, /^Ophaaltijd/)).toContainText('Kies een ophaaltijd.');
    await expect(
      slotGroup(page, /^Ophaaltijd/)
        .getByRole('radio')
        .first(),
    ).toHaveAttribute('aria-invalid', 'true');
    // The focus goes to the first message: the missing return day, under the calendar.
    await expect(page.locator(':focus')).toHaveText('Kies de dag waarop je terugbrengt.');
    expect((await savedPeriod(page))?.complete ?? false).toBe(false);
  });
});
