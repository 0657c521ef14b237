import type { Page } from '@playwright/test';
import { formatDateLong } from '../../domain/dates.ts';
import { expect, graphql, test } from './fixtures.ts';

// The open-day page (SPEC §2–§5): information, the upcoming open days and a registration form
// whose messages come from the server; success thanks the visitor and leads to the thanks page.

type OpenDay = { id: string; subject: string; date: string; time: string; location: string };

async function upcomingOpenDays(page: Page): Promise<OpenDay[]> {
  const { openDays } = await graphql<{ openDays: OpenDay[] }>(
    page,
    '{ openDays { id subject date time location } }',
  );
  expect(openDays.length).toBeGreaterThan(1);
  return openDays;
}

const form = (page: Page) => page.getByRole('form', { name: 'Aanmelden' });
const uniqueEmail = () => `infodag-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.nl`;

test('/inloopdagen leads to /infodag, which lists the upcoming open days', async ({ page }, testInfo) => {
  const openDays = await upcomingOpenDays(page);
  await page.goto('/inloopdagen');
  await expect(page).toHaveURL('/infodag');
  await expect(page.getByRole('heading', { level: 1, name: 'Infodag' })).toBeVisible();
  await expect(page).toHaveTitle('Infodag | Studio Lumen');

  const list = page.getByRole('region', { name: 'Aankomende infodagen' });
  await expect(list.getByRole('listitem')).toHaveCount(openDays.length);
  for (const [index, openDay] of openDays.entries()) {
    const item = list.getByRole('listitem').nth(index);
    await expect(item.getByRole('heading', { name: openDay.subject })).toBeVisible();
    await expect(item).toContainText(`${formatDateLong(openDay.date)}, ${openDay.time} uur`);
    await expect(item).toContainText(openDay.location);
  }
  // Every open day is a choice in the form; none is chosen for the visitor.
  const choices = form(page).getByRole('group', { name: 'Welke infodag?' }).getByRole('radio');
  await expect(choices).toHaveCount(openDays.length);
  for (const choice of await choices.all()) await expect(choice).not.toBeChecked();
  await expect(form(page).getByRole('spinbutton', { name: 'Aantal personen' })).toHaveValue('1');
  await page.screenshot({ path: testInfo.outputPath('open-day.png'), fullPage: true });
});

test('required fields are marked, and an empty registration gets the server’s messages', async ({
  page,
}, testInfo) => {
  await page.goto('/infodag');
  const registration = form(page);
  await expect(registration).toHaveAttribute('novalidate', '');
  for (const name of ['Naam', 'E-mailadres']) {
    await expect(registration.getByRole('textbox', { name })).toHaveAttribute('aria-required', 'true');
  }
  await expect(registration.getByRole('spinbutton', { name: 'Aantal personen' })).toHaveAttribute(
    'aria-required',
    'true',
  );
  await expect(registration.getByRole('textbox', { name: 'Telefoonnummer' })).not.toHaveAttribute(
    'aria-required',
    'true',
  );
  await expect(registration.getByRole('group', { name: 'Welke infodag?' })).toContainText('*');

  await registration.getByRole('spinbutton', { name: 'Aantal personen' }).fill('0');
  await registration.getByRole('button', { name: 'Aanmelden' }).click();

  const firstDay = registration.getByRole('radio').first();
  await expect(firstDay).toHaveAttribute('aria-invalid', 'true');
  await expect(firstDay).toBeFocused();
  for (const control of [
    registration.getByRole('textbox', { name: 'Naam' }),
    registration.getByRole('textbox', { name: 'E-mailadres' }),
    registration.getByRole('spinbutton', { name: 'Aantal personen' }),
  ]) {
    await expect(control).toHaveAttribute('aria-invalid', 'true');
    const describedBy = (await control.getAttribute('aria-describedby')) ?? '';
    const errorId = describedBy.split(' ').find((id) => id.endsWith('-error'));
    await expect(page.locator(`[id="${errorId}"]`)).not.toBeEmpty();
  }
  await expect(page).toHaveURL('/infodag');
  await page.screenshot({ path: testInfo.outputPath('open-day-errors.png'), fullPage: true });
});

test('a registration thanks the visitor and lands on the thanks page', async ({ page }, testInfo) => {
  const openDays = await upcomingOpenDays(page);
  const chosen = openDays[1] as OpenDay;
  const email = uniqueEmail();
  await page.goto('/infodag');
  const registration = form(page);
  await registration.getByRole('radio', { name: chosen.subject }).check();
  await registration.getByRole('textbox', { name: 'Naam' }).fill('Daan Jansen');
  await registration.getByRole('textbox', { name: 'E-mailadres' }).fill(email);
  await registration.getByRole('textbox', { name: 'Telefoonnummer' }).fill('020 123 4567');
  await registration.getByRole('spinbutton', { name: 'Aantal personen' }).fill('2');
  await registration.getByRole('textbox', { name: 'Opmerkingen' }).fill('Ik kom met mijn vader.');

  // Hold the request until the disabled button has been seen: the button is disabled while the
  // registration is on its way.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/graphql', async (route) => {
    if (route.request().postDataJSON()?.operationName === 'RegisterForOpenDay') await released;
    await route.continue();
  });
  const sent = page.waitForRequest(
    (request) => request.postDataJSON()?.operationName === 'RegisterForOpenDay',
  );
  await registration.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(registration.getByRole('button', { name: 'Bezig met aanmelden…' })).toBeDisabled();
  expect((await sent).postDataJSON().variables.input).toEqual({
    openDayId: chosen.id,
    name: 'Daan Jansen',
    email,
    phone: '020 123 4567',
    persons: 2,
    remarks: 'Ik kom met mijn vader.',
  });
  release();

  await expect(page).toHaveURL('/infodag-inschrijving-bedankt');
  await expect(page.getByRole('status', { name: 'Meldingen' })).toContainText('Bedankt!');
  await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor je aanmelding!' })).toBeVisible();
  const lead = page.getByText(/Je bent aangemeld voor/);
  await expect(lead).toContainText(chosen.subject);
  await expect(lead).toContainText(`${formatDateLong(chosen.date)} om ${chosen.time} uur`);
  await expect(lead).toContainText(email);
  await page.screenshot({ path: testInfo.outputPath('open-day-thanks.png'), fullPage: true });
});

test('the thanks page reached directly still reads well', async ({ page }) => {
  await page.goto('/infodag-inschrijving-bedankt');
  await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor je aanmelding!' })).toBeVisible();
  await expect(page.getByText('Er is een bevestiging per e-mail onderweg.')).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Naar de homepage' })).toHaveAttribute(
    'href',
    '/',
  );
});
