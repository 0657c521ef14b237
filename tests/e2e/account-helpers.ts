import type { Locator, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

// Helpers of the account specs: the demo accounts the e2e stack seeds (api/seed/demo-accounts.ts,
// DEMO_ACCOUNTS=1), form controls by the server's field names, and the mails of the api's
// development outbox (passed on by scripts/e2e-server.ts).

export const DEMO = { email: 'demo@filmwinkel.test', password: 'Demo-Account-2026' };
/** Has invoices but no account (registering with it shows them). */
export const CUSTOMER = 'klant@filmwinkel.test';

/** A form control by its name inside `scope` (the page's main content, or a panel). */
export const control = (scope: Locator, name: string): Locator => scope.locator(`[name="${name}"]`);

/** The message under a field (a hint comes before the control, the error after it). */
export const errorUnder = (scope: Locator, name: string): Locator => scope.locator(`[name="${name}"] ~ p`);

/** The page's own content, without the header's panels and the footer's newsletter. */
export const main = (page: Page): Locator => page.locator('main');

type Mail = { to: string; subject: string; text: string };

/** The newest mail to `to` with `subject`, waiting for it to be recorded. */
export async function mailTo(page: Page, to: string, subject: string): Promise<Mail> {
  let found: Mail | undefined;
  await expect
    .poll(async () => {
      const response = await page.request.get(`/api/dev/outbox/?no_page&to=${encodeURIComponent(to)}`);
      const mails = (await response.json()) as Mail[];
      found = mails.find((mail) => mail.subject === subject);
      return Boolean(found);
    })
    .toBe(true);
  return found as Mail;
}

/** The site path of the activation or reset link in a mail (`/activate-account?token=…`). */
export function activationPath(mail: Mail): string {
  const match = /https?:\/\/[^\s"<>]+(\/activate-account\?token=[^\s"<>]+)/.exec(mail.text);
  expect(match, 'the mail has an activation link').not.toBeNull();
  return (match as RegExpExecArray)[1] as string;
}

/** Signs in on /login as a visitor does. */
export async function signInOnPage(page: Page, email: string, password: string) {
  await control(main(page), 'email').fill(email);
  await control(main(page), 'password').fill(password);
  await page.getByRole('main').getByRole('button', { name: 'Inloggen' }).click();
}

/** The header's account control: a button signed out, a link to /account signed in. */
export const accountLink = (page: Page) =>
  page.getByRole('banner').getByRole('link', { name: 'Mijn account' });
export const accountButton = (page: Page) =>
  page.getByRole('banner').getByRole('button', { name: 'Account', exact: true });
