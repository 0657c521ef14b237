import {
  accountLink,
  activationPath,
  CUSTOMER,
  control,
  DEMO,
  errorUnder,
  mailTo,
  main,
  signInOnPage,
} from './account-helpers.ts';
import { expect, test } from './fixtures.ts';

// Accounts and invoices (issue 11, SPEC §2, §4, §8) at 1280 px: registration, activation through
// the mail's link (one button: the password is chosen once, at registration; issue 25), the invoices of the address, paying one with the test provider; a reset of a
// password; the Dutch refusals; the server's HTML of the account pages (noindex, nothing private).

test.describe.configure({ mode: 'serial' });

const PASSWORD = 'Zonnebloem-Lens-47';
const HINT =
  'Minstens 8 tekens en niet alleen cijfers. Je wachtwoord mag niet te veel lijken op je naam of e-mailadres.';
const ACTIVATED = 'Je account is geactiveerd en je bent ingelogd.';

test('register with an address that has invoices, activate from the mail, see and pay an invoice', async ({
  page,
}) => {
  await page.goto('/registratie/');
  await expect(page.getByRole('heading', { level: 1, name: 'Account aanmaken' })).toBeVisible();
  const form = main(page);

  // Sent empty: the server's own messages under each field (SPEC §5), the focus on the first.
  await form.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(errorUnder(form, 'firstName')).toHaveText('Dit veld is verplicht.');
  await expect(errorUnder(form, 'lastName')).toHaveText('Dit veld is verplicht.');
  await expect(errorUnder(form, 'email')).toHaveText('Dit veld is verplicht.');
  await expect(control(form, 'firstName')).toBeFocused();

  await control(form, 'firstName').fill('Kees');
  await control(form, 'lastName').fill('Klant');
  await control(form, 'email').fill(CUSTOMER);
  await control(form, 'password').fill(PASSWORD);
  await control(form, 'password2').fill(`${PASSWORD}x`);
  await form.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(errorUnder(form, 'password2')).toHaveText('De wachtwoorden komen niet overeen.');
  await expect(errorUnder(form, 'firstName')).toHaveCount(0);

  // Issue 25: a password made of the name is refused, under the grammatical hint.
  await expect(form.getByText(HINT)).toBeVisible();
  await control(form, 'password').fill('keesklant');
  await control(form, 'password2').fill('keesklant');
  await form.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(errorUnder(form, 'password')).toHaveText('Het wachtwoord lijkt te veel op je naam.');

  await control(form, 'password').fill(PASSWORD);
  await control(form, 'password2').fill(PASSWORD);
  await form.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page).toHaveURL('/bedankt/gebruikersregistratie');
  await expect(main(page)).toContainText('Check je e-mail voor de activatielink');
  await expect(main(page)).toContainText('met het wachtwoord dat je net koos');

  // The mail's link only activates (one password step): no password field, one button.
  const mail = await mailTo(page, CUSTOMER, 'Activeer je account');
  expect(mail.text).not.toContain('wachtwoord in te stellen');
  await page.goto(activationPath(mail));
  await expect(main(page)).toContainText('daarna ben je meteen ingelogd met het wachtwoord');
  await expect(main(page).locator('input[type="password"]')).toHaveCount(0);
  await main(page).getByRole('button', { name: 'Account activeren' }).click();

  // Signed in without a reload: the header's account button became a link, /account the invoices.
  await expect(page).toHaveURL('/account');
  await expect(page.getByRole('status').filter({ hasText: ACTIVATED }).first()).toBeVisible();
  await expect(accountLink(page)).toHaveAttribute('href', '/account');
  const table = page.getByRole('table', { name: 'Je facturen, nieuwste eerst' });
  await expect(table.getByRole('row')).toHaveCount(4);
  const rental = table.locator('tr[data-invoice="F2026-0046"]');
  await expect(rental).toContainText('Verhuur');
  await expect(rental).toContainText('Niet betaald');
  await expect(rental).toContainText('€');
  await expect(table.locator('tr[data-invoice="F2026-0048"]')).toContainText('Betaald');
  // The sale has no payment provider: no pay-now, no pay link; every invoice has its pdf.
  const sale = table.locator('tr[data-invoice="F2026-0047"]');
  await expect(sale.getByRole('button', { name: /nu betalen/ })).toHaveCount(0);
  await expect(sale.getByText('Betalen met je telefoon')).toHaveCount(0);
  await expect(sale.getByRole('link', { name: 'Download (pdf) van factuur F2026-0047' })).toBeVisible();

  // The mobile payment link as a QR code, drawn when opened.
  await rental.getByText('Betalen met je telefoon').click();
  await expect(rental.getByRole('img', { name: 'QR-code om factuur F2026-0046 te betalen' })).toBeVisible();
  await expect(rental.getByRole('link', { name: 'de betaallink' })).toHaveAttribute(
    'href',
    /\/factuur-betalen\/[A-Za-z0-9_-]{32}$/,
  );

  // Pay now → the test provider's page → Betalen → the verify page → the invoice is paid.
  await rental.getByRole('button', { name: 'Factuur F2026-0046 nu betalen' }).click();
  await expect(page).toHaveURL(/\/testbetaling\//);
  await page.getByRole('button', { name: 'Betalen' }).click();
  await expect(page).toHaveURL(/\/verify-invoice-payment\//);
  await expect(page.getByRole('heading', { level: 1, name: 'Betaling gelukt' })).toBeVisible();
  await expect(main(page)).toContainText('Je betaling voor je factuur is binnen.');
  await main(page).getByRole('link', { name: 'Naar je facturen' }).click();
  await expect(page).toHaveURL('/account');
  await expect(page.locator('tr[data-invoice="F2026-0046"]')).toContainText('Betaald');
  await expect(page.locator('tr[data-invoice="F2026-0046"]').getByRole('button')).toHaveCount(0);
});

test('a wrong password gets the Dutch message; signed in, /login and /registratie/ are disabled', async ({
  page,
}) => {
  await page.goto('/login?redirect=/profiel/');
  await signInOnPage(page, DEMO.email, 'Niet-Het-Wachtwoord-1');
  await expect(main(page).getByRole('alert')).toHaveText('E-mailadres of wachtwoord is onjuist.');
  await expect(page).toHaveURL('/login?redirect=/profiel/');

  await control(main(page), 'password').fill(DEMO.password);
  await main(page).getByRole('button', { name: 'Inloggen' }).click();
  await expect(page).toHaveURL('/profiel/');
  await expect(control(main(page), 'firstName')).toHaveValue('Daan');
  await expect(accountLink(page)).toBeVisible();

  await page.goto('/login');
  await expect(main(page)).toContainText('Je bent al ingelogd');
  await expect(control(main(page), 'email')).toBeDisabled();
  await page.goto('/registratie/');
  await expect(main(page)).toContainText('Je hebt al een account');
  await expect(control(main(page), 'email')).toBeDisabled();

  // Uitloggen: back to the home page, the header's button opens the panel again.
  await page.goto('/profiel/');
  await main(page).getByRole('button', { name: 'Uitloggen' }).click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account', exact: true })).toBeVisible();
  await page.goto('/profiel/');
  await expect(main(page).getByRole('link', { name: 'Inloggen' })).toHaveAttribute(
    'href',
    '/login?redirect=%2Fprofiel%2F',
  );
});

test('reset a password: the mail, a new password, signed in; the used link then fails', async ({ page }) => {
  const email = 'student@filmwinkel.test';
  const response = await page.goto('/wachtwoord-aanvraag');
  expect(response?.request().redirectedFrom()?.url()).toMatch(/\/wachtwoord-aanvraag$/);
  await expect(page).toHaveURL('/reset-password');
  await control(main(page), 'email').fill(email);
  await main(page).getByRole('button', { name: 'Stuur mij een link' }).click();
  await expect(main(page).getByRole('status')).toContainText('Als dit e-mailadres bij ons bekend is');
  await expect(control(main(page), 'email')).toHaveCount(0);

  const link = activationPath(await mailTo(page, email, 'Stel een nieuw wachtwoord in'));
  await page.goto(link);
  await expect(main(page)).toContainText('Kies een nieuw wachtwoord');
  // The new password with its repeat (issue 25), under the same hint.
  await expect(main(page).getByText(HINT)).toBeVisible();
  await control(main(page), 'password').fill('Nieuw-Student-Wachtwoord-9');
  await control(main(page), 'password2').fill('Nieuw-Student-Wachtwoord-0');
  await main(page).getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(errorUnder(main(page), 'password2')).toHaveText('De wachtwoorden komen niet overeen.');
  await control(main(page), 'password2').fill('Nieuw-Student-Wachtwoord-9');
  await main(page).getByRole('button', { name: 'Wachtwoord opslaan' }).click();
  await expect(page).toHaveURL('/account');
  await expect(accountLink(page)).toBeVisible();

  // A used link: failed, with a form to ask for a new one (state 1 comes before "signed in").
  await page.goto(link);
  await expect(main(page)).toContainText('Verificatie mislukt. Wellicht is de activatielink verlopen.');
  await expect(control(main(page), 'email')).toBeVisible();
});

test('an inactive account is sent to /activate-account and can ask for a new activation link', async ({
  page,
}) => {
  const email = 'nog.niet.actief@example.nl';
  await page.goto('/registratie/');
  const form = main(page);
  await control(form, 'firstName').fill('Nina');
  await control(form, 'lastName').fill('Nieuw');
  await control(form, 'email').fill(email);
  await control(form, 'password').fill(PASSWORD);
  await control(form, 'password2').fill(PASSWORD);
  await form.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page).toHaveURL('/bedankt/gebruikersregistratie');

  await page.goto('/login');
  await signInOnPage(page, email, PASSWORD);
  await expect(page).toHaveURL(`/activate-account?email=${encodeURIComponent(email)}`);
  await expect(main(page)).toContainText('Je account is nog niet geactiveerd');
  await main(page).getByRole('button', { name: 'Stuur een nieuwe activatielink' }).click();
  await expect(main(page).getByRole('status')).toContainText('Als dit e-mailadres bij ons bekend is');
});

test('/account: signed out a sign-in prompt; a wrong token the FORBIDDEN message', async ({ page }) => {
  await page.goto('/account');
  await expect(main(page)).toContainText('Log in om je facturen te zien.');
  await expect(main(page).getByRole('link', { name: 'Inloggen' })).toHaveAttribute(
    'href',
    '/login?redirect=%2Faccount',
  );
  await page.goto(`/account?email=${encodeURIComponent(CUSTOMER)}&token=${'0'.repeat(64)}`);
  await expect(main(page).getByRole('alert')).toHaveText('Je hebt geen toegang tot deze facturen.');
  await expect(page.getByRole('table')).toHaveCount(0);

  await page.goto(`/factuur-betalen/${'x'.repeat(32)}`);
  await expect(page.getByRole('heading', { level: 1, name: 'Factuur niet gevonden' })).toBeVisible();
});

test('at 360 px: a password like the name is refused under the hint; the link activates with one button', async ({
  page,
}) => {
  await page.setViewportSize({ width: 360, height: 780 });
  const email = `karin.klant.${Date.now()}@example.nl`;
  await page.goto('/registratie/');
  const form = main(page);
  await control(form, 'firstName').fill('Karin');
  await control(form, 'lastName').fill('Klant');
  await control(form, 'email').fill(email);
  await control(form, 'password').fill('karinklant');
  await control(form, 'password2').fill('karinklant');
  await form.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(errorUnder(form, 'password')).toHaveText('Het wachtwoord lijkt te veel op je naam.');
  await expect(form.getByText(HINT)).toBeVisible();
  await page.screenshot({ path: 'test-results/account-password-like-name-360.png', fullPage: true });

  await control(form, 'password').fill(PASSWORD);
  await control(form, 'password2').fill(PASSWORD);
  await form.getByRole('button', { name: 'Account aanmaken' }).click();
  await expect(page).toHaveURL('/bedankt/gebruikersregistratie');

  await page.goto(activationPath(await mailTo(page, email, 'Activeer je account')));
  await expect(page.getByRole('heading', { level: 1, name: 'Account activeren' })).toBeVisible();
  await expect(main(page).locator('input[type="password"]')).toHaveCount(0);
  await page.screenshot({ path: 'test-results/account-activate-360.png', fullPage: true });
  await main(page).getByRole('button', { name: 'Account activeren' }).click();
  await expect(page).toHaveURL('/account');
  await expect(page.getByRole('status').filter({ hasText: ACTIVATED }).first()).toBeVisible();
  await expect(accountLink(page)).toBeVisible();
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(overflow, 'no horizontal scroll at 360 px').toBeLessThanOrEqual(360);

  // Signed out, the password chosen at registration signs in.
  await page.context().clearCookies();
  await page.goto('/login');
  await signInOnPage(page, email, PASSWORD);
  await expect(accountLink(page)).toBeVisible();
});
