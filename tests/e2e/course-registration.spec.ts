import type { Page } from '@playwright/test';
import { formatDateLong } from '../../domain/dates.ts';
import { acceptTerms, errorOf, form, openRun } from './course-registration-helpers.ts';
import { expect, graphql, test } from './fixtures.ts';

// The course registration form as a visitor meets it (SPEC §3–§5, issue 3): what it shows and
// how its fields follow the visitor's choices. Two seeded courses: a one-day workshop (one lesson
// date: only "in één keer") and a year course (36 weeks: three and six terms too). Sending it,
// with the server's messages, is in course-registration-submit.spec.ts.

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

test('payer "someone else" asks for the payer’s details', async ({ page }) => {
  await openRun(page, 'filmopleiding-jaaropleiding');
  await expect(page.getByRole('radio', { name: 'Ik betaal zelf' })).toBeChecked();
  await expect(form(page).getByLabel('Gegevens van de betaler')).toHaveCount(0);
  await page.getByRole('radio', { name: 'Iemand anders betaalt' }).check();
  await expect(form(page).getByLabel('Gegevens van de betaler')).toBeVisible();
  await page.getByRole('radio', { name: 'Ik betaal zelf' }).check();
  await expect(form(page).getByLabel('Gegevens van de betaler')).toHaveCount(0);
});

type PaymentOption = {
  terms: 'ONCE' | 'THREE' | 'SIX';
  label: string;
  numberOfTerms: number;
  total: { cents: number; formatted: string };
  firstTerm: { formatted: string };
  perTerm: { formatted: string };
};

/** The direct-debit terms the server offers for a run, with what each costs (ONCE first). */
async function paymentOptions(page: Page, runId: string, priceCents: number): Promise<PaymentOption[]> {
  const { run } = await graphql<{ run: { price: { cents: number }; paymentOptions: PaymentOption[] } }>(
    page,
    `query ($id: ID!) { run(id: $id) { price { cents } paymentOptions {
      terms label numberOfTerms total { cents formatted } firstTerm { formatted } perTerm { formatted }
    } } }`,
    { id: runId },
  );
  expect(run.price.cents).toBe(priceCents);
  return run.paymentOptions;
}

/** The sentence under the terms, in the server's figures. */
function summaryOf(option: PaymentOption): string {
  const total = option.total.formatted;
  if (option.numberOfTerms === 1) return `Totaal ${total}, in één keer`;
  if (option.firstTerm.formatted === option.perTerm.formatted)
    return `Totaal ${total} in ${option.numberOfTerms} termijnen van ${option.perTerm.formatted}`;
  return `Totaal ${total} in ${option.numberOfTerms} termijnen: de eerste ${option.firstTerm.formatted}, daarna ${option.perTerm.formatted}`;
}

test('direct debit asks for terms and IBAN; a long course offers three and six terms with the surcharge', async ({
  page,
}, testInfo) => {
  const { run } = await openRun(page, 'filmopleiding-jaaropleiding');
  const options = await paymentOptions(page, run.id, run.price.cents);
  // The server's terms for a 36-week course; the labels carry the surcharge with two decimals
  // (SPEC §9; Intl writes a no-break space after the euro sign).
  expect(options.map((o) => [o.terms, o.label, o.numberOfTerms])).toEqual([
    ['ONCE', 'In één keer betalen', 1],
    ['THREE', 'In 3 maandelijkse termijnen (+ €\u00a030,00)', 3],
    ['SIX', 'In 6 maandelijkse termijnen (+ €\u00a060,00)', 6],
  ]);
  expect(options[0]?.total.cents).toBe(run.price.cents);

  const terms = page.getByRole('group', { name: 'Betaaltermijnen' });
  await expect(terms).toHaveCount(0);
  await expect(form(page).getByLabel('IBAN')).toHaveCount(0);

  await page.getByRole('radio', { name: 'Automatische incasso' }).check();
  await expect(terms).toBeVisible();
  await expect(terms).toContainText('Een automatische incasso loopt niet langer dan de cursus');
  await expect(form(page).getByLabel('IBAN')).toBeVisible();
  // Exactly the server's options, in its order, each described by its total.
  const radios = terms.getByRole('radio');
  await expect(radios).toHaveCount(options.length);
  expect(
    await radios.evaluateAll((inputs) => inputs.map((input) => (input as HTMLInputElement).value)),
  ).toEqual(options.map((o) => o.terms));
  await expect(terms.getByRole('radio', { name: 'In één keer betalen' })).toBeChecked();
  await expect(page.getByText(summaryOf(options[0] as PaymentOption), { exact: true })).toBeVisible();

  for (const option of options.slice(1)) {
    const radio = terms.getByRole('radio', { name: option.label, exact: true });
    await expect(radio).toHaveAccessibleDescription(`Totaal ${option.total.formatted}`);
    await radio.check();
    await expect(page.getByText(summaryOf(option), { exact: true })).toBeVisible();
  }
  await terms.screenshot({ path: testInfo.outputPath('registration-terms-long-course.png') });
});

test('a one-day workshop can only be paid at once', async ({ page }, testInfo) => {
  const { run } = await openRun(page, 'workshop-drone-vliegen');
  expect(run.dates).toHaveLength(1);
  const options = await paymentOptions(page, run.id, run.price.cents);
  expect(options.map((o) => o.terms)).toEqual(['ONCE']);
  await page.getByRole('radio', { name: 'Automatische incasso' }).check();
  const terms = page.getByRole('group', { name: 'Betaaltermijnen' });
  await expect(terms.getByRole('radio')).toHaveCount(1);
  await expect(terms.getByRole('radio', { name: 'In één keer betalen' })).toBeChecked();
  await expect(terms.getByRole('radio', { name: /termijnen/ })).toHaveCount(0);
  await expect(page.getByText(`Totaal ${run.price.formatted}, in één keer`, { exact: true })).toBeVisible();
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

test('a day the chosen month lacks becomes that month’s last day, and the form says so', async ({
  page,
}, testInfo) => {
  await openRun(page, 'workshop-drone-vliegen');
  const day = form(page).getByRole('combobox', { name: 'Dag' });
  const month = form(page).getByRole('combobox', { name: 'Maand' });
  const year = form(page).getByRole('combobox', { name: 'Jaar' });
  const said = page.getByRole('group', { name: 'Geboortedatum' }).locator('[aria-live="polite"]');
  await expect(said).toBeEmpty();

  // No year yet: februari may have 29 days.
  await day.selectOption('31');
  await month.selectOption({ label: 'februari' });
  await expect(day).toHaveValue('29');
  await expect(said).toHaveText('De dag is aangepast naar 29, de laatste dag van februari.');
  await page
    .getByRole('group', { name: 'Geboortedatum' })
    .screenshot({ path: testInfo.outputPath('registration-date-of-birth-adjusted.png') });

  // 2001 is no leap year: the day follows the year too.
  await year.selectOption('2001');
  await expect(day).toHaveValue('28');
  await expect(said).toHaveText('De dag is aangepast naar 28, de laatste dag van februari.');
  await expect(day.locator('option:not([value=""])')).toHaveCount(28);

  // A choice that needs no adjustment clears the sentence.
  await year.selectOption('2000');
  await expect(day).toHaveValue('28');
  await expect(said).toBeEmpty();

  await month.selectOption({ label: 'april' });
  await day.selectOption('30');
  await month.selectOption({ label: 'maart' });
  await expect(day).toHaveValue('30');
  await expect(said).toBeEmpty();
  await day.selectOption('31');
  await month.selectOption({ label: 'juni' });
  await expect(day).toHaveValue('30');
  await expect(said).toHaveText('De dag is aangepast naar 30, de laatste dag van juni.');
});

test('a half-filled date of birth is pointed out before anything is sent', async ({ page, graphqlCalls }) => {
  await openRun(page, 'workshop-drone-vliegen');
  await form(page).getByRole('combobox', { name: 'Maand' }).selectOption({ label: 'februari' });
  await form(page).getByRole('combobox', { name: 'Jaar' }).selectOption('2001');
  await expect(form(page).getByRole('combobox', { name: 'Dag' })).toHaveValue('');
  await page.getByRole('button', { name: 'Inschrijven' }).click();
  expect(await errorOf(form(page).getByRole('combobox', { name: 'Dag' }))).toContain(
    'Kies dag, maand én jaar',
  );
  await expect(form(page).getByRole('combobox', { name: 'Dag' })).toBeFocused();
  expect(graphqlCalls.filter((call) => call.operationName === 'RegisterForCourse')).toHaveLength(0);
});
