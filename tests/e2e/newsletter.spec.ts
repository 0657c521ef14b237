import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// The footer's newsletter sign-up (SPEC §4, §8, §9): the button is disabled while posting;
// success clears the field and shows "Gelukt" / "Actie gelukt."; any failure shows "Fout" /
// "Er gaat iets fout."; a toast goes after 3000 ms.

const newsletter = (page: Page) => page.getByRole('contentinfo').getByRole('form', { name: 'Nieuwsbrief' });
const toasts = (page: Page) => page.getByRole('status', { name: 'Meldingen' });

/** Holds the sign-up's request until the returned function is called: the disabled button shows. */
async function holdNewsletter(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/graphql', async (route) => {
    if (route.request().postDataJSON()?.operationName === 'SubscribeToNewsletter') await released;
    await route.continue();
  });
  return release;
}

test('a sign-up clears the field and shows "Gelukt" for 3 seconds, sending the CSRF token', async ({
  page,
  context,
}, testInfo) => {
  await page.clock.install();
  await page.goto('/educatie/c/montage-basis');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const email = newsletter(page).getByRole('textbox', { name: 'E-mailadres' });
  await email.fill(`nieuws-${Date.now()}@example.nl`);
  const release = await holdNewsletter(page);
  const sent = page.waitForRequest(
    (request) => request.postDataJSON()?.operationName === 'SubscribeToNewsletter',
  );
  // The page's clock stands still from here (a moment ahead: it runs on while the command
  // travels): the toast's 3 seconds pass when the test says.
  await page.clock.pauseAt(await page.evaluate(() => Date.now() + 2000));
  await newsletter(page).getByRole('button', { name: 'Aanmelden' }).click();
  await expect(newsletter(page).getByRole('button', { name: 'Bezig…' })).toBeDisabled();

  // Double submit: the header carries the api's csrftoken cookie.
  const csrf = (await context.cookies()).find((cookie) => cookie.name === 'csrftoken');
  expect(csrf?.value).toBeTruthy();
  expect((await sent).headers()['x-csrftoken']).toBe(csrf?.value);
  release();

  const toast = toasts(page).getByText('Gelukt', { exact: true });
  await expect(toast).toBeVisible();
  await expect(toasts(page)).toContainText('Actie gelukt.');
  await expect(email).toHaveValue('');
  await expect(newsletter(page).getByRole('button', { name: 'Aanmelden' })).toBeEnabled();
  await page.screenshot({ path: testInfo.outputPath('newsletter-success.png') });
  await page.getByRole('contentinfo').screenshot({ path: testInfo.outputPath('newsletter-footer.png') });
  // SPEC §9: the toast delay is 3000 ms.
  await page.clock.runFor(2900);
  await expect(toast).toBeVisible();
  await page.clock.runFor(100);
  await expect(toast).toBeHidden();
});

test('an address the api refuses shows "Fout" and keeps what was typed', async ({ page }, testInfo) => {
  await page.goto('/educatie/c/montage-basis');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const email = newsletter(page).getByRole('textbox', { name: 'E-mailadres' });
  await email.fill('geen-e-mailadres');
  await newsletter(page).getByRole('button', { name: 'Aanmelden' }).click();
  await expect(toasts(page).getByText('Fout', { exact: true })).toBeVisible();
  await expect(toasts(page)).toContainText('Er gaat iets fout.');
  await expect(toasts(page)).not.toContainText('Gelukt');
  await expect(email).toHaveValue('geen-e-mailadres');
  await page.screenshot({ path: testInfo.outputPath('newsletter-failure.png') });
});

test('a failed request shows "Fout" too, and a toast can be closed at once', async ({ page }) => {
  await page.goto('/educatie/c/montage-basis');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The gateway answering with an error instead of a payload (an upstream failure).
  await page.route('**/graphql', async (route) => {
    if (route.request().postDataJSON()?.operationName !== 'SubscribeToNewsletter') return route.continue();
    return route.fulfill({
      contentType: 'application/json',
      body: JSON.stringify({ data: null, errors: [{ message: 'De api is niet bereikbaar.' }] }),
    });
  });
  await newsletter(page).getByRole('textbox', { name: 'E-mailadres' }).fill('iemand@example.nl');
  await newsletter(page).getByRole('button', { name: 'Aanmelden' }).click();
  await expect(toasts(page)).toContainText('Er gaat iets fout.');
  await toasts(page).getByRole('button', { name: 'Melding sluiten' }).click();
  await expect(toasts(page).getByText('Er gaat iets fout.')).toBeHidden();
});
