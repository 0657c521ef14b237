import { control, errorUnder, mailTo, main } from './account-helpers.ts';
import { expect, test } from './fixtures.ts';

// /contact (issue 12, SPEC §3-§5): the form with its required markers, the server's Dutch message
// under each field, the button disabled while sending, the confirmation in place of the form, and
// our details beside it. The api allows 5 messages per client per 10 minutes: these tests send 2.

const SHOTS = process.env.SHOTS_DIR;
const CONFIRMATION = 'Bericht is verzonden. Wij nemen zo snel mogelijk contact op.';

// Once, at 1280 px: at a phone's width the form and our details only stack (a11y.spec.ts scans it
// at 390 px, a11y-reflow.spec.ts at 320 px).
const width = 1280;

test(`at ${width} px: errors under the fields, then the confirmation replaces the form`, async ({
  page,
}, testInfo) => {
  await page.setViewportSize({ width, height: 900 });
  await page.goto('/contact?onderwerp=duplicatie');
  const form = main(page).locator('form');
  await expect(main(page).getByRole('heading', { level: 1, name: 'Contact' })).toBeVisible();
  // The duplication page's link chooses the topic.
  await expect(main(page).getByLabel('Onderwerp')).toHaveValue('DUPLICATIE');
  await expect(main(page).getByLabel('Onderwerp').locator('option')).toHaveText([
    'Algemeen',
    'Verhuur',
    'Verkoop',
    'Opleidingen',
    'Duplicatie',
  ]);
  // Name, email and message are marked required; phone is not; the browser does not validate.
  await expect(form).toHaveAttribute('novalidate', '');
  for (const name of ['name', 'email', 'message'])
    await expect(control(form, name)).toHaveAttribute('aria-required', 'true');
  await expect(control(form, 'phone')).not.toHaveAttribute('aria-required', 'true');
  // The honeypot: out of the tab order, never filled in by the browser, labelled for people.
  const honeypot = control(form, 'website');
  await expect(honeypot).toHaveAttribute('tabindex', '-1');
  await expect(honeypot).toHaveAttribute('autocomplete', 'off');
  await expect(page.getByLabel('Laat dit veld leeg (website)')).toHaveCount(1);
  // Our details and opening hours beside the form.
  await expect(main(page).getByRole('link', { name: '020 - 760 42 10' })).toBeVisible();
  await expect(main(page).getByText('Maandag t/m vrijdag: 09:00 – 17:00')).toBeVisible();

  await control(form, 'phone').fill('12');
  await form.getByRole('button', { name: 'Versturen' }).click();
  await expect(errorUnder(form, 'name')).toHaveText('Vul je naam in.');
  await expect(errorUnder(form, 'email')).toHaveText('Vul een geldig e-mailadres in.');
  await expect(errorUnder(form, 'phone')).toHaveText('Vul een geldig telefoonnummer in.');
  await expect(errorUnder(form, 'message')).toHaveText('Schrijf een bericht.');
  await expect(control(form, 'name')).toBeFocused();
  await expect(control(form, 'name')).toHaveAttribute('aria-invalid', 'true');
  await page.screenshot({ path: testInfo.outputPath(`contact-errors-${width}.png`), fullPage: true });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/contact-errors-${width}.png`, fullPage: true });

  const sender = `contact-${width}@example.nl`;
  await control(form, 'name').fill(`Sanne de Vries ${width}`);
  await control(form, 'email').fill(sender);
  await control(form, 'phone').fill('06 12345678');
  await control(form, 'message').fill('Hoeveel kost het om twaalf VHS-banden te digitaliseren?');
  // Hold the answer, to see the button while the message is on its way.
  let release: () => void = () => undefined;
  const held = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route('**/graphql', async (route) => {
    if (route.request().postDataJSON()?.operationName === 'SendContactMessage') await held;
    await route.continue();
  });
  await form.getByRole('button', { name: 'Versturen' }).click();
  await expect(form.getByRole('button', { name: 'Bezig met verzenden…' })).toBeDisabled();
  release();

  const confirmation = main(page).getByRole('status').filter({ hasText: CONFIRMATION });
  await expect(confirmation).toBeVisible();
  await expect(confirmation).toBeFocused();
  // The form is gone: it cannot be sent again.
  await expect(main(page).locator('form')).toHaveCount(0);
  await expect(main(page).getByRole('button', { name: 'Versturen' })).toHaveCount(0);
  await page.screenshot({ path: testInfo.outputPath(`contact-sent-${width}.png`), fullPage: true });
  if (SHOTS) await page.screenshot({ path: `${SHOTS}/contact-sent-${width}.png`, fullPage: true });

  // The topic chose the mailbox; the sender gets a copy.
  const mail = await mailTo(
    page,
    'duplicatie@studiolumen.nl',
    `Contactformulier (Duplicatie en digitalisering): Sanne de Vries ${width}`,
  );
  expect(mail.text).toContain('twaalf VHS-banden');
  await mailTo(page, sender, 'Je bericht aan Studio Lumen Amsterdam');
});

test('without a topic in the address the form starts at Algemeen', async ({ page }) => {
  await page.goto('/contact');
  await expect(main(page).getByLabel('Onderwerp')).toHaveValue('ALGEMEEN');
});
