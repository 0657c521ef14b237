import { accountButton, accountLink, control, DEMO, errorUnder } from './account-helpers.ts';
import { addFromList, firstOf } from './checkout-helpers.ts';
import { expect, test } from './fixtures.ts';

// The header's account panel (SPEC §2 shell): signed out, the account button opens a panel with
// the tabs "Inloggen" and "Account aanmaken" (the forms of /login and /registratie/); signed in,
// the button is a link to /account. At a phone's width.

test.use({ viewport: { width: 360, height: 780 } });

test('sign in through the panel at 360 px: tabs by keyboard, the Dutch error, then signed in on the same page', async ({
  page,
}) => {
  const article = await firstOf(page, 'SALE');
  await page.goto('/verkoop/');
  await addFromList(page, article.name);

  await accountButton(page).click();
  const panel = page.getByRole('dialog', { name: 'Account' });
  await expect(panel).toBeVisible();
  const signInTab = panel.getByRole('tab', { name: 'Inloggen' });
  const signUpTab = panel.getByRole('tab', { name: 'Account aanmaken' });
  await expect(signInTab).toHaveAttribute('aria-selected', 'true');
  await expect(panel.getByRole('tabpanel', { name: 'Inloggen' })).toBeVisible();

  // Arrows move between the tabs and select them; only the selected tab is in the Tab order.
  await signInTab.focus();
  await page.keyboard.press('ArrowRight');
  await expect(signUpTab).toBeFocused();
  await expect(signUpTab).toHaveAttribute('aria-selected', 'true');
  await expect(signInTab).toHaveAttribute('tabindex', '-1');
  const signUp = panel.getByRole('tabpanel', { name: 'Account aanmaken' });
  await expect(signUp.getByRole('form', { name: 'Account aanmaken' })).toBeVisible();
  await expect(panel.getByRole('tabpanel', { name: 'Inloggen' })).toBeHidden();
  await page.keyboard.press('ArrowLeft');
  await expect(signInTab).toBeFocused();
  await page.keyboard.press('End');
  await expect(signUpTab).toBeFocused();
  await page.keyboard.press('Home');
  await expect(signInTab).toHaveAttribute('aria-selected', 'true');

  const form = panel.getByRole('tabpanel', { name: 'Inloggen' });
  await control(form, 'email').fill(DEMO.email);
  await control(form, 'password').fill('Fout-Wachtwoord-123');
  await form.getByRole('button', { name: 'Inloggen' }).click();
  await expect(form.getByRole('alert')).toHaveText('E-mailadres of wachtwoord is onjuist.');
  await expect(errorUnder(form, 'email')).toHaveCount(0);

  // Signed in: the panel closes, the page stays, the header's button is a link to /account, and
  // the cart (carried over to the new session) is asked again.
  const cartAsked = page.waitForRequest(
    (request) =>
      request.url().includes('operationName=Cart') ||
      request.postData()?.includes('"operationName":"Cart"') === true,
  );
  await control(form, 'password').fill(DEMO.password);
  await form.getByRole('button', { name: 'Inloggen' }).click();
  await expect(panel).toBeHidden();
  await cartAsked;
  await expect(page).toHaveURL('/verkoop/');
  await expect(accountLink(page)).toHaveAttribute('href', '/account');
  await expect(
    page.getByRole('banner').getByRole('button', { name: /Winkelwagen, 1 artikel/ }),
  ).toBeVisible();

  // No reload: /account follows the cache's `me`; the invoices read as stacked cards.
  await accountLink(page).click();
  await expect(page).toHaveURL('/account');
  const rows = page.getByRole('table').locator('tbody tr');
  await expect(rows).toHaveCount(4);
  const box = await rows.first().boundingBox();
  expect(box?.width ?? 0, 'an invoice fits the screen').toBeLessThanOrEqual(360);
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth);
  expect(overflow, 'no horizontal scroll at 360 px').toBeLessThanOrEqual(360);
});

// Issue 25 item 10: sent empty, the panel's sign-in form said only that the address was missing.
// Once, at 1280 px: the panel is the same column at 360 px (min(420px, 100vw) wide), where the
// test above walks it.
const width = 1280;

test(`the panel's sign-in form sent empty: a message under the address and the password at ${width} px`, async ({
  page,
}) => {
  await page.setViewportSize({ width, height: 780 });
  await page.goto('/verhuur/');
  await accountButton(page).click();
  const form = page.getByRole('dialog', { name: 'Account' }).getByRole('tabpanel', { name: 'Inloggen' });
  await form.getByRole('button', { name: 'Inloggen' }).click();
  await expect(errorUnder(form, 'email')).toHaveText('Dit veld is verplicht.');
  await expect(errorUnder(form, 'password')).toHaveText('Dit veld is verplicht.');
  await expect(control(form, 'email')).toBeFocused();
  await page.screenshot({ path: `test-results/account-panel-empty-${width}.png` });

  // Only the password missing: its message alone, the address's gone.
  await control(form, 'email').fill(DEMO.email);
  await form.getByRole('button', { name: 'Inloggen' }).click();
  await expect(errorUnder(form, 'password')).toHaveText('Dit veld is verplicht.');
  await expect(errorUnder(form, 'email')).toHaveCount(0);
  await expect(control(form, 'password')).toBeFocused();
});
