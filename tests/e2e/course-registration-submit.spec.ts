import type { Page } from '@playwright/test';
import {
  acceptTerms,
  errorOf,
  fillRequired,
  form,
  openRun,
  uniqueEmail,
} from './course-registration-helpers.ts';
import { expect, test } from './fixtures.ts';

// Sending the course registration (SPEC §4–§5, §8): the server validates, its messages appear
// under each field (the focus on the first), a message about the whole form below it, and a
// success lands on /inschrijving-bedankt.

test('submitting the empty form shows the server’s messages under the required fields', async ({
  page,
}, testInfo) => {
  await openRun(page, 'filmopleiding-jaaropleiding');
  // With persisted queries the first answer may be PERSISTED_QUERY_NOT_FOUND (a hash the gateway
  // does not know yet), followed by the same operation with its text: wait for the one with data.
  const answer = page.waitForResponse(
    async (response) =>
      response.url().endsWith('/graphql') &&
      response.request().postDataJSON()?.operationName === 'RegisterForCourse' &&
      (await response.json()).data !== undefined,
  );
  await page.getByRole('button', { name: 'Inschrijven' }).click();
  const body = (await (await answer).json()) as {
    data: { registerForCourse: { ok: boolean; errors: { field: string }[] } };
  };
  // Nothing is stored: the api refused it, and the gateway passes its field errors on.
  expect(body.data.registerForCourse.ok).toBe(false);
  const fields = body.data.registerForCourse.errors.map((error) => error.field);
  expect(fields).toEqual(expect.arrayContaining(['firstName', 'lastName', 'email', 'phone', 'accept']));

  for (const control of [
    form(page).getByLabel('Voornaam'),
    form(page).getByLabel('Achternaam'),
    form(page).getByLabel('E-mailadres'),
    form(page).getByLabel('Telefoonnummer'),
    acceptTerms(page),
  ]) {
    expect(await errorOf(control)).not.toBe('');
  }
  // The focus goes to the first field with a message.
  await expect(form(page).getByLabel('Voornaam')).toBeFocused();
  await expect(page).toHaveURL(/\/inschrijven$/);
  await page.screenshot({ path: testInfo.outputPath('registration-empty-errors.png'), fullPage: true });
});

/** Postcode and Woonplaats: labels on one line, inputs on one line, though only Postcode has a hint. */
async function expectAddressRowAligned(page: Page) {
  // Measured in one go: the page may be scrolling (the focus moves to the first message).
  const tops = await form(page).evaluate((element) => {
    const top = (selector: string) => element.querySelector(selector)?.getBoundingClientRect().top;
    const label = (name: string) =>
      [...element.querySelectorAll('label')].find((l) => l.textContent === name)?.getBoundingClientRect().top;
    return {
      labels: [label('Postcode'), label('Woonplaats')],
      inputs: [top('input[name="postalCode"]'), top('input[name="city"]')],
    };
  });
  expect(tops.labels[0]).toBeDefined();
  expect(tops.inputs[0]).toBeDefined();
  expect(tops.labels[0]).toBeCloseTo(tops.labels[1] ?? Number.NaN, 0);
  expect(tops.inputs[0]).toBeCloseTo(tops.inputs[1] ?? Number.NaN, 0);
}

test('an invalid IBAN and postcode get the server’s messages', async ({ page }, testInfo) => {
  await openRun(page, 'filmopleiding-jaaropleiding');
  await fillRequired(page, uniqueEmail('iban'));
  await form(page).getByLabel('Postcode').fill('12345');
  await page.getByRole('radio', { name: 'Automatische incasso' }).check();
  await form(page).getByLabel('IBAN').fill('NL00 ABNA 0123 4567 89');
  await acceptTerms(page).check();
  await expectAddressRowAligned(page);
  await page.getByRole('button', { name: 'Inschrijven' }).click();

  expect(await errorOf(form(page).getByLabel('Postcode'))).not.toBe('');
  // Postcode's message sits below its input and moves nothing in the row.
  await expectAddressRowAligned(page);
  expect(await errorOf(form(page).getByLabel('IBAN'))).not.toBe('');
  await expect(form(page).getByLabel('Voornaam')).not.toHaveAttribute('aria-invalid', 'true');
  await expect(form(page).getByLabel('Postcode')).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('registration-iban-postcode.png'), fullPage: true });
});

test('a complete registration lands on the thanks page', async ({ page }, testInfo) => {
  const { course } = await openRun(page, 'filmopleiding-jaaropleiding');
  const email = uniqueEmail('inschrijving');
  await fillRequired(page, email);
  await form(page).getByLabel('Straat').fill('Czaar Peterstraat');
  await form(page).getByLabel('Huisnummer').fill('213');
  await form(page).getByLabel('Postcode').fill('1018 PL');
  await form(page).getByLabel('Woonplaats').fill('Amsterdam');
  await form(page).getByRole('combobox', { name: 'Dag' }).selectOption('14');
  await form(page).getByRole('combobox', { name: 'Maand' }).selectOption({ label: 'maart' });
  await form(page).getByRole('combobox', { name: 'Jaar' }).selectOption('1990');
  await form(page).getByLabel('Ervaring').fill('Korte films gemaakt met mijn telefoon.');
  await page.getByRole('checkbox', { name: 'Ik heb al een infodag bezocht' }).check();
  await page.getByRole('radio', { name: 'Automatische incasso' }).check();
  await page.getByRole('radio', { name: /In 3 maandelijkse termijnen/ }).check();
  await form(page).getByLabel('IBAN').fill('NL91 ABNA 0417 1643 00');
  await acceptTerms(page).check();

  // Hold the request until the disabled button has been seen: the button is disabled while the
  // registration is on its way.
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/graphql', async (route) => {
    if (route.request().postDataJSON()?.operationName === 'RegisterForCourse') await released;
    await route.continue();
  });
  const sent = page.waitForRequest(
    (request) => request.postDataJSON()?.operationName === 'RegisterForCourse',
  );
  await page.getByRole('button', { name: 'Inschrijven' }).click();
  await expect(page.getByRole('button', { name: 'Bezig met inschrijven…' })).toBeDisabled();
  release();
  const input = (await sent).postDataJSON().variables.input;
  expect(input).toMatchObject({
    dateOfBirth: '1990-03-14',
    payment: 'DIRECT_DEBIT',
    paymentTerms: 'THREE',
    attendedOpenDay: true,
    accept: true,
    applyForStap: false,
  });

  await expect(page).toHaveURL('/inschrijving-bedankt');
  await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor je inschrijving!' })).toBeVisible();
  await expect(page.getByText(course.name)).toBeVisible();
  await expect(page.getByText(/Er is een bevestiging onderweg naar/)).toContainText(email);
  await expect(page.getByRole('link', { name: 'Bekijk de agenda' })).toHaveAttribute('href', '/agenda/');
  await expect(page.getByRole('main').getByRole('link', { name: 'Naar de homepage' })).toHaveAttribute(
    'href',
    '/',
  );
  await page.screenshot({ path: testInfo.outputPath('registration-thanks.png'), fullPage: true });
});

test('with STAP the disabled payer and payment fields are not sent, and the registration goes through', async ({
  page,
}) => {
  await openRun(page, 'workshop-drone-vliegen');
  await fillRequired(page, uniqueEmail('stap'));
  // Direct debit without an IBAN would be refused; under STAP it does not count.
  await page.getByRole('radio', { name: 'Automatische incasso' }).check();
  await page.getByRole('checkbox', { name: /STAP-budget/ }).check();
  await acceptTerms(page).check();
  const sent = page.waitForRequest(
    (request) => request.postDataJSON()?.operationName === 'RegisterForCourse',
  );
  await page.getByRole('button', { name: 'Inschrijven' }).click();
  const input = (await sent).postDataJSON().variables.input;
  expect(input.applyForStap).toBe(true);
  for (const field of ['payer', 'payment']) expect(input).not.toHaveProperty(field);
  expect(input).toMatchObject({ payerDetails: null, paymentTerms: null, iban: null });
  await expect(page).toHaveURL('/inschrijving-bedankt');
});

test('a message about the whole form (a second registration) shows below the form', async ({
  page,
}, testInfo) => {
  const email = uniqueEmail('tweemaal');
  for (const attempt of [1, 2]) {
    await openRun(page, 'workshop-drone-vliegen');
    await fillRequired(page, email);
    await acceptTerms(page).check();
    await page.getByRole('button', { name: 'Inschrijven' }).click();
    if (attempt === 1) await expect(page).toHaveURL('/inschrijving-bedankt');
  }
  const general = page.getByRole('alert').filter({ hasText: 'al ingeschreven' });
  await expect(general).toBeVisible();
  await expect(general).toBeFocused();
  // Below the form's last control, the submit button.
  const button = await page.getByRole('button', { name: 'Inschrijven' }).boundingBox();
  const message = await general.boundingBox();
  expect(message?.y ?? 0).toBeGreaterThan(button?.y ?? Number.POSITIVE_INFINITY);
  await expect(page).toHaveURL(/\/inschrijven$/);
  await general.screenshot({ path: testInfo.outputPath('registration-general-error.png') });
});
