import type { Page } from '@playwright/test';
import { activationPath, control, mailTo, main } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';

// Changing the address (issue 24): the profile only asks for a new address and says where the
// confirmation link went; the link's page confirms it with a button and says so; a used link is
// refused in Dutch and changes nothing.

const PASSWORD = 'Verhuis-Doos-58';
let mailboxes = 0;
const fresh = (name: string) => `${name}.${Date.now()}.${++mailboxes}@example.nl`;

/** Registers `email` on /registratie/ and activates it from the mail: signed in on /account. */
async function activeAccount(page: Page, email: string) {
  await page.goto('/registratie/');
  const form = main(page);
  await control(form, 'firstName').fill('Vera');
  await control(form, 'lastName').fill('Verhuis');
  await control(form, 'email').fill(email);
  await control(form, 'password').fill(PASSWORD);
  await control(form, 'password2').fill(PASSWORD);
  await form.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page).toHaveURL('/bedankt/gebruikersregistratie');
  await page.goto(activationPath(await mailTo(page, email, 'Activeer je account')));
  await main(page).getByRole('button', { name: 'Account activeren' }).click();
  await expect(page).toHaveURL('/account');
}

/** The site path of the confirmation link in the mail to `to`. */
async function confirmPath(page: Page, to: string): Promise<string> {
  const mail = await mailTo(page, to, 'Bevestig je nieuwe e-mailadres');
  const match = /https?:\/\/[^\s"<>]+(\/e-mailadres-bevestigen\?token=[^\s"<>]+)/.exec(mail.text);
  expect(match, 'the mail has a confirmation link').not.toBeNull();
  return (match as RegExpExecArray)[1] as string;
}

const USED =
  'Deze link is al gebruikt: je e-mailadres is al gewijzigd. Log voortaan in met je nieuwe e-mailadres.';

// Once, at the default 1280 px: the profile's form at a phone's width is scanned by a11y.spec.ts.
test('a new address: the profile says where the link went; its page confirms it, once', async ({
  page,
}, testInfo) => {
  const email = fresh('vera');
  const moved = fresh('vera.nieuw');
  await activeAccount(page, email);

  await page.goto('/profiel/');
  const form = page.getByRole('form', { name: 'Je gegevens' });
  await control(form, 'email').fill(moved);
  await form.getByRole('button', { name: 'Gegevens opslaan' }).click();
  await expect(form.getByRole('status')).toHaveText(
    `We hebben een bevestigingslink gestuurd naar ${moved}. Je e-mailadres verandert pas als je op die link klikt.`,
  );
  // Until the link is opened the address in use stays.
  await expect(control(form, 'email')).toHaveValue(email);
  await expect(mailTo(page, email, 'Je e-mailadres wordt gewijzigd')).resolves.toBeTruthy();

  const path = await confirmPath(page, moved);
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Nieuw e-mailadres bevestigen' })).toBeVisible();
  await main(page).getByRole('button', { name: 'E-mailadres bevestigen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E-mailadres gewijzigd' })).toBeVisible();
  await expect(main(page).getByRole('status')).toHaveText(`Je e-mailadres is gewijzigd in ${moved}.`);
  await main(page).getByRole('link', { name: 'Naar je profiel' }).click();
  await expect(page).toHaveURL('/profiel/');
  await expect(control(page.getByRole('form', { name: 'Je gegevens' }), 'email')).toHaveValue(moved);

  // The same link again, and the page reloaded (issue 36): it says it was used, with no button.
  await page.goto(path);
  await expect(page.getByRole('heading', { level: 1, name: 'Link al gebruikt' })).toBeVisible();
  await expect(main(page).getByRole('status')).toHaveText(USED);
  await expect(main(page).getByRole('button', { name: 'E-mailadres bevestigen' })).toHaveCount(0);
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Link al gebruikt' })).toBeVisible();
  await expect(main(page).getByRole('button', { name: 'E-mailadres bevestigen' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath(`email-link-used.png`) });
});

test('reloading the page right after the button says the link was used', async ({ page }) => {
  const email = fresh('noor');
  const moved = fresh('noor.nieuw');
  await activeAccount(page, email);
  await page.goto('/profiel/');
  const form = page.getByRole('form', { name: 'Je gegevens' });
  await control(form, 'email').fill(moved);
  await form.getByRole('button', { name: 'Gegevens opslaan' }).click();
  await expect(form.getByRole('status')).toContainText(moved);
  await page.goto(await confirmPath(page, moved));
  await main(page).getByRole('button', { name: 'E-mailadres bevestigen' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'E-mailadres gewijzigd' })).toBeVisible();
  await page.reload();
  await expect(page.getByRole('heading', { level: 1, name: 'Link al gebruikt' })).toBeVisible();
  await expect(main(page).getByRole('status')).toHaveText(USED);
  await expect(main(page).getByRole('button', { name: 'E-mailadres bevestigen' })).toHaveCount(0);
});

test('the page without a token, or with one that is none, changes nothing and says so', async ({ page }) => {
  await page.goto('/e-mailadres-bevestigen');
  await expect(page.getByRole('heading', { level: 1, name: 'Bevestiging mislukt' })).toBeVisible();
  await expect(main(page).getByRole('alert')).toHaveText(
    'Deze link is niet compleet. Open de link uit de e-mail opnieuw.',
  );
  // A link that is none says so at once: no button to try it.
  await page.goto('/e-mailadres-bevestigen?token=onzin');
  await expect(page.getByRole('heading', { level: 1, name: 'Bevestiging mislukt' })).toBeVisible();
  await expect(main(page).getByRole('alert')).toHaveText(
    'Deze link is ongeldig of vervangen door een nieuwere; je e-mailadres is niet gewijzigd.',
  );
  await expect(main(page).getByRole('button', { name: 'E-mailadres bevestigen' })).toHaveCount(0);
  // Not for crawlers.
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', /noindex/);
});
