import type { Locator, Page } from '@playwright/test';
import { formatDateLong } from '../../domain/dates.ts';
import { instalmentPlan } from '../../domain/instalments.ts';
import { formatEuro } from '../../domain/money.ts';
import { expect, graphql, test } from './fixtures.ts';

// The course registration form as a visitor meets it (SPEC §3–§5, issue 3). Two seeded courses:
// a one-day workshop (one lesson date: only "in één keer") and a year course (36 weeks: three
// and six terms too). The server validates; the form shows its messages under each field.

type Run = {
  id: string;
  startDate: string;
  startDateHeaderText: string | null;
  numberOfLessons: number;
  dates: string[];
  registrationOpen: boolean;
  price: { cents: number; formatted: string };
};
type Course = { name: string; runs: Run[] };

async function openRun(page: Page, slug: string): Promise<{ course: Course; run: Run }> {
  const { course } = await graphql<{ course: Course }>(
    page,
    `query ($slug: String!) { course(slug: $slug) { name runs { id startDate startDateHeaderText numberOfLessons dates registrationOpen price { cents formatted } } } }`,
    { slug },
  );
  const run = course.runs.find((candidate) => candidate.registrationOpen);
  if (!run) throw new Error(`${slug} has no open run in the seed`);
  await page.goto(`/educatie/c/${slug}/${run.id}/inschrijven`);
  await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
  return { course, run };
}

/** The message under a control: the element its aria-describedby names that is an error. */
async function errorOf(control: Locator): Promise<string> {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  const ids = ((await control.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const error = ids.find((id) => id.endsWith('-error'));
  expect(error, 'an error message is linked to the field').toBeTruthy();
  const text = await control.page().locator(`[id="${error}"]`).textContent();
  return text ?? '';
}

const uniqueEmail = (label: string) => `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.nl`;

/** The registration form (the footer has an e-mail field of its own). */
const form = (page: Page) => page.getByRole('form', { name: 'Inschrijfformulier' });

async function fillRequired(page: Page, email: string) {
  await form(page).getByLabel('Voornaam').fill('Sanne');
  await form(page).getByLabel('Achternaam').fill('de Vries');
  await form(page).getByLabel('E-mailadres').fill(email);
  await form(page).getByLabel('Telefoonnummer').fill('06 12345678');
}

const acceptTerms = (page: Page) => page.getByRole('checkbox', { name: /algemene voorwaarden/ });

test('the page names the course and run, marks the required fields and leaves validation to the server', async ({
  page,
}, testInfo) => {
  const { course, run } = await openRun(page, 'filmopleiding-jaaropleiding');
  await expect(page).toHaveTitle(`Inschrijven: ${course.name} | Studio Lumen`);
  const summary = page.getByRole('definition');
  await expect(summary.filter({ hasText: formatDateLong(run.startDate) })).toBeVisible();
  await expect(summary.filter({ hasText: `${run.numberOfLessons} lessen` })).toBeVisible();
  await expect(summary.filter({ hasText: run.price.formatted })).toBeVisible();

  await expect(form(page)).toHaveAttribute('novalidate', '');
  for (const label of ['Voornaam', 'Achternaam', 'E-mailadres', 'Telefoonnummer']) {
    const input = form(page).getByLabel(label);
    await expect(input).toHaveAttribute('aria-required', 'true');
    await expect(page.locator(`label[for="${await input.getAttribute('id')}"]`)).toContainText('*');
  }
  await expect(acceptTerms(page)).toHaveAttribute('aria-required', 'true');
  for (const label of ['Straat', 'Huisnummer', 'Postcode', 'Woonplaats']) {
    await expect(form(page).getByLabel(label)).not.toHaveAttribute('aria-required', 'true');
  }
  await expect(page.getByRole('link', { name: /algemene voorwaarden/ })).toHaveAttribute(
    'href',
    '/algemene-voorwaarden',
  );
  await page.screenshot({ path: testInfo.outputPath('registration-form.png'), fullPage: true });
});

test('submitting the empty form shows the server’s messages under the required fields', async ({
  page,
}, testInfo) => {
  await openRun(page, 'filmopleiding-jaaropleiding');
  const answer = page.waitForResponse(
    (response) =>
      response.url().endsWith('/graphql') &&
      response.request().postDataJSON()?.operationName === 'RegisterForCourse',
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

test('payer "someone else" asks for the payer’s details', async ({ page }) => {
  await openRun(page, 'filmopleiding-jaaropleiding');
  await expect(page.getByRole('radio', { name: 'Ik betaal zelf' })).toBeChecked();
  await expect(form(page).getByLabel('Gegevens van de betaler')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Iemand anders betaalt' }).check();
  await expect(form(page).getByLabel('Gegevens van de betaler')).toBeVisible();
  await page.getByRole('radio', { name: 'Ik betaal zelf' }).check();
  await expect(form(page).getByLabel('Gegevens van de betaler')).toHaveCount(0);
});

test('direct debit asks for terms and IBAN; a long course offers three and six terms with the surcharge', async ({
  page,
}, testInfo) => {
  const { run } = await openRun(page, 'filmopleiding-jaaropleiding');
  const terms = page.getByRole('group', { name: 'Betaaltermijnen' });
  await expect(terms).toHaveCount(0);
  await expect(form(page).getByLabel('IBAN')).toHaveCount(0);

  await page.getByRole('radio', { name: 'Automatische incasso' }).check();
  await expect(terms).toBeVisible();
  await expect(terms).toContainText('Een automatische incasso loopt niet langer dan de cursus');
  await expect(form(page).getByLabel('IBAN')).toBeVisible();
  await expect(terms.getByRole('radio')).toHaveCount(3);
  await expect(terms.getByRole('radio', { name: 'In één keer betalen' })).toBeChecked();
  await expect(page.getByText(`Totaal ${formatEuro(run.price.cents)}, in één keer`)).toBeVisible();

  for (const [name, term, count] of [
    ['In 3 maandelijkse termijnen (+ € 30)', 'TH', 3],
    ['In 6 maandelijkse termijnen (+ € 60)', 'SI', 6],
  ] as const) {
    await terms.getByRole('radio', { name }).check();
    const plan = instalmentPlan(run.price.cents, term);
    expect(plan.totalCents).toBe(run.price.cents + (count === 3 ? 3000 : 6000));
    const summary = page.getByText(`Totaal ${formatEuro(plan.totalCents)} in ${count} termijnen`);
    await expect(summary).toBeVisible();
    await expect(summary).toContainText(formatEuro(plan.perTermCents));
  }
  await terms.screenshot({ path: testInfo.outputPath('registration-terms-long-course.png') });
});

test('a one-day workshop can only be paid at once', async ({ page }, testInfo) => {
  const { run } = await openRun(page, 'workshop-drone-vliegen');
  expect(run.dates).toHaveLength(1);
  await page.getByRole('radio', { name: 'Automatische incasso' }).check();
  const terms = page.getByRole('group', { name: 'Betaaltermijnen' });
  await expect(terms.getByRole('radio')).toHaveCount(1);
  await expect(terms.getByRole('radio', { name: 'In één keer betalen' })).toBeChecked();
  await expect(terms.getByRole('radio', { name: /termijnen/ })).toHaveCount(0);
  await terms.screenshot({ path: testInfo.outputPath('registration-terms-short-course.png') });
});

test('applying for STAP disables (not hides) the payer and payment fields', async ({ page }, testInfo) => {
  await openRun(page, 'filmopleiding-jaaropleiding');
  await page.getByRole('radio', { name: 'Automatische incasso' }).check();
  const stap = page.getByRole('checkbox', { name: /STAP-budget/ });
  await stap.check();
  for (const control of [
    page.getByRole('radio', { name: 'Ik betaal zelf' }),
    page.getByRole('radio', { name: 'Iemand anders betaalt' }),
    page.getByRole('radio', { name: 'Overboeking' }),
    page.getByRole('radio', { name: 'Automatische incasso' }),
    page.getByRole('radio', { name: 'In één keer betalen' }),
    form(page).getByLabel('IBAN'),
  ]) {
    await expect(control).toBeVisible();
    await expect(control).toBeDisabled();
  }
  await expect(page.getByText(/De betaling loopt dan via STAP/)).toBeVisible();
  await page
    .getByRole('region', { name: 'Betaling' })
    .screenshot({ path: testInfo.outputPath('registration-stap.png') });
  await stap.uncheck();
  await expect(page.getByRole('radio', { name: 'Overboeking' })).toBeEnabled();
});

test('an invalid IBAN and postcode get the server’s messages', async ({ page }, testInfo) => {
  await openRun(page, 'filmopleiding-jaaropleiding');
  await fillRequired(page, uniqueEmail('iban'));
  await form(page).getByLabel('Postcode').fill('12345');
  await page.getByRole('radio', { name: 'Automatische incasso' }).check();
  await form(page).getByLabel('IBAN').fill('NL00 ABNA 0123 4567 89');
  await acceptTerms(page).check();
  await page.getByRole('button', { name: 'Inschrijven' }).click();

  expect(await errorOf(form(page).getByLabel('Postcode'))).not.toBe('');
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

  // Hold the answer a moment: the button is disabled while the registration is on its way.
  await page.route('**/graphql', async (route) => {
    if (route.request().postDataJSON()?.operationName === 'RegisterForCourse') {
      await new Promise((resolve) => setTimeout(resolve, 600));
    }
    await route.continue();
  });
  const sent = page.waitForRequest(
    (request) => request.postDataJSON()?.operationName === 'RegisterForCourse',
  );
  await page.getByRole('button', { name: 'Inschrijven' }).click();
  await expect(page.getByRole('button', { name: 'Bezig met inschrijven…' })).toBeDisabled();
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

test('a run of another course, or one that has started, cannot be registered for', async ({
  page,
}, testInfo) => {
  const { course } = await graphql<{ course: { name: string } }>(
    page,
    `{ course(slug: "filmopleiding-jaaropleiding") { name } }`,
  );
  const { drone } = await graphql<{ drone: { runs: { id: string }[] } }>(
    page,
    `{ drone: course(slug: "workshop-drone-vliegen") { runs { id } } }`,
  );
  const { run: past } = await graphql<{ run: { registrationOpen: boolean; course: { slug: string } } }>(
    page,
    `{ run(id: "1") { registrationOpen course { slug } } }`,
  );
  expect(past).toEqual({ registrationOpen: false, course: { slug: 'filmopleiding-jaaropleiding' } });

  for (const runId of [drone.runs[0]?.id, '1']) {
    await page.goto(`/educatie/c/filmopleiding-jaaropleiding/${runId}/inschrijven`);
    await expect(page.getByText('Voor deze startdatum kun je je niet (meer) inschrijven.')).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: `Naar ${course.name}` })).toHaveAttribute(
      'href',
      '/educatie/c/filmopleiding-jaaropleiding',
    );
    await expect(form(page)).toHaveCount(0);
  }
  await page.screenshot({ path: testInfo.outputPath('registration-closed-run.png') });
});

test('a half-filled date of birth is pointed out before anything is sent', async ({ page, graphqlCalls }) => {
  await openRun(page, 'workshop-drone-vliegen');
  await form(page).getByRole('combobox', { name: 'Maand' }).selectOption({ label: 'februari' });
  // 29 februari exists only in a leap year: choosing 2027 clears the day.
  await form(page).getByRole('combobox', { name: 'Dag' }).selectOption('29');
  await form(page).getByRole('combobox', { name: 'Jaar' }).selectOption('2001');
  await expect(form(page).getByRole('combobox', { name: 'Dag' })).toHaveValue('');
  await page.getByRole('button', { name: 'Inschrijven' }).click();
  expect(await errorOf(form(page).getByRole('combobox', { name: 'Dag' }))).toContain(
    'Kies dag, maand én jaar',
  );
  await expect(form(page).getByRole('combobox', { name: 'Dag' })).toBeFocused();
  expect(graphqlCalls.filter((call) => call.operationName === 'RegisterForCourse')).toHaveLength(0);
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
