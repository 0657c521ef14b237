import type { Locator, Page } from '@playwright/test';
import { expect, graphql } from './fixtures.ts';

// Helpers of the course registration specs: open a run's registration page, read the message
// linked to a field, fill the required fields.

export type Run = {
  id: string;
  startDate: string;
  startDateHeaderText: string | null;
  numberOfLessons: number;
  dates: string[];
  registrationOpen: boolean;
  price: { cents: number; formatted: string };
};
export type Course = { name: string; runs: Run[] };

export async function openRun(page: Page, slug: string): Promise<{ course: Course; run: Run }> {
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
export async function errorOf(control: Locator): Promise<string> {
  await expect(control).toHaveAttribute('aria-invalid', 'true');
  const ids = ((await control.getAttribute('aria-describedby')) ?? '').split(' ').filter(Boolean);
  const error = ids.find((id) => id.endsWith('-error'));
  expect(error, 'an error message is linked to the field').toBeTruthy();
  const text = await control.page().locator(`[id="${error}"]`).textContent();
  return text ?? '';
}

export const uniqueEmail = (label: string) =>
  `${label}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.nl`;

/** The registration form (the footer has an e-mail field of its own). */
export const form = (page: Page) => page.getByRole('form', { name: 'Inschrijfformulier' });

export async function fillRequired(page: Page, email: string) {
  await form(page).getByLabel('Voornaam').fill('Sanne');
  await form(page).getByLabel('Achternaam').fill('de Vries');
  await form(page).getByLabel('E-mailadres').fill(email);
  await form(page).getByLabel('Telefoonnummer').fill('06 12345678');
}

export const acceptTerms = (page: Page) => page.getByRole('checkbox', { name: /algemene voorwaarden/ });
