import { BUSINESS } from '../../domain/business.ts';
import { OPENING_HOURS_SUMMARY } from '../../domain/opening-hours.ts';
import { expect, test } from './fixtures.ts';

test('an unknown path renders the content page 404 in Dutch', async ({ page, graphqlCalls }, testInfo) => {
  const response = await page.goto('/deze-pagina-bestaat-echt-niet');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeVisible();
  await expect(page.getByText('404 · niet gevonden')).toBeVisible();
  await expect(page).toHaveTitle('Pagina niet gevonden | Studio Lumen');
  // Rendered on the server, with the status a crawler needs.
  expect(graphqlCalls).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('not-found.png'), fullPage: true });
});

test('the education dropdown opens, walks and closes with the keyboard', async ({ page }) => {
  await page.goto('/educatie/c/montage-basis');
  const trigger = page.getByRole('button', { name: 'Educatie' });
  // Tab from the top of the page: skip link, logo, then the education menu.
  for (let i = 0; i < 5 && !(await trigger.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await expect(trigger).toBeFocused();
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');

  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
  const menu = page.locator(`#${await trigger.getAttribute('aria-controls')}`);
  const first = menu.getByRole('link').first();
  await expect(first).toBeVisible();
  await expect(menu.getByRole('link', { name: /Opleidingen/ })).toHaveAttribute(
    'href',
    '/educatie/opleidingen/',
  );
  await expect(menu.getByRole('link', { name: /Workshops/ })).toHaveAttribute('href', '/educatie/workshops/');

  await page.keyboard.press('Tab');
  await expect(first).toBeFocused();
  await page.keyboard.press('Escape');
  await expect(trigger).toHaveAttribute('aria-expanded', 'false');
  await expect(trigger).toBeFocused();
  await expect(menu.getByRole('link')).toHaveCount(0);
});

// The search button's panel is tested in catalogue-shell.spec.ts.
test('the account and cart buttons open an accessible panel and give the focus back', async ({ page }) => {
  await page.goto('/educatie/c/montage-basis');
  const panels = [
    // Signed out: the sign-in and sign-up tabs (the forms are tested in account-panel.spec.ts).
    { button: 'Account', text: 'Wachtwoord vergeten?' },
    // A new visitor's cart is empty (the cart itself is tested in cart.spec.ts).
    { button: 'Winkelwagen', text: 'Je winkelwagen is leeg.' },
  ];
  for (const { button, text } of panels) {
    const opener = page.getByRole('banner').getByRole('button', { name: button, exact: true });
    await opener.click();
    const dialog = page.getByRole('dialog', { name: button });
    await expect(dialog).toBeVisible();
    await expect(dialog).toContainText(text);
    await expect(dialog.getByRole('button', { name: 'Sluiten' })).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(opener).toBeFocused();
  }
});

test('the footer shows opening hours, contact details and the legal links', async ({ page }) => {
  await page.goto('/educatie/c/montage-basis');
  const footer = page.getByRole('contentinfo');
  for (const line of OPENING_HOURS_SUMMARY) await expect(footer).toContainText(line);
  await expect(footer).toContainText(BUSINESS.street);
  await expect(footer).toContainText(BUSINESS.paymentNote);
  await expect(footer.getByRole('link', { name: BUSINESS.phone.display })).toHaveAttribute(
    'href',
    BUSINESS.phone.href,
  );
  await expect(footer.getByRole('link', { name: BUSINESS.email })).toHaveAttribute(
    'href',
    `mailto:${BUSINESS.email}`,
  );
  await expect(footer.getByRole('link', { name: 'Algemene voorwaarden' })).toHaveAttribute(
    'href',
    '/algemene-voorwaarden',
  );
  await expect(footer.getByRole('link', { name: 'Privacy' })).toHaveAttribute('href', '/privacy');
  await expect(footer.getByRole('link', { name: 'Toegankelijkheid' })).toHaveAttribute(
    'href',
    '/toegankelijkheid',
  );
});
