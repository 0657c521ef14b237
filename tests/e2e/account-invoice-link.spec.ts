import { mkdirSync } from 'node:fs';
import { CUSTOMER, control, mailTo, main } from './account-helpers.ts';
import { expectNoSidewaysScroll, viewportOf } from './catalogue-helpers.ts';
import { expect, test } from './fixtures.ts';

// A customer without an account asks for their invoices by address on /account (SPEC §6,
// issue 25): the same answer for any address, a mail with the signed /account?email=…&token=…
// link to an address with invoices, and that link shows them without signing in.
// Screenshots: /tmp/shots/invoice-link-*.png.

const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });
const SENT =
  'Als er facturen bij dit e-mailadres horen, hebben we er een link naartoe gestuurd. Kijk ook in je spammap.';

// Once, at 360 px, where the invoices become cards and nothing may scroll sideways; the table at
// 1280 px: account.spec.ts (an invoice seen and paid).
const width = 360;

test.describe(`at ${width} px`, () => {
  test.use({ viewport: viewportOf(width) });

  test('signed out on /account: the link to an address\u2019s invoices by mail, and the link opens them', async ({
    page,
  }) => {
    await page.goto('/account');
    const form = page.getByRole('form', { name: 'Link naar je facturen' });
    await expect(page.getByRole('heading', { level: 2, name: 'Geen account?' })).toBeVisible();
    // Empty: a message under the field, nothing sent.
    await form.getByRole('button', { name: 'Stuur de link' }).click();
    await expect(form.locator('[name="email"] ~ p')).not.toBeEmpty();
    await control(form, 'email').fill(CUSTOMER);
    await form.getByRole('button', { name: 'Stuur de link' }).click();
    await expect(main(page).getByRole('status')).toHaveText(SENT);
    await expectNoSidewaysScroll(page, width);
    await page.screenshot({ path: `${SHOTS}/invoice-link-sent-${width}.png`, fullPage: true });

    const mail = await mailTo(page, CUSTOMER, 'Je facturen bij Studio Lumen Amsterdam');
    const match = /https?:\/\/[^\s"<>]+(\/account\?email=[^\s"<>]+&token=[0-9a-f]{64})/.exec(mail.text);
    expect(match, 'the mail has the invoices link').not.toBeNull();
    await page.goto((match as RegExpExecArray)[1] as string);
    await expect(page.getByRole('heading', { level: 1, name: 'Je facturen' })).toBeVisible();
    await expect(main(page)).toContainText(`Facturen van ${CUSTOMER}.`);
    await expect(main(page).getByRole('table')).toBeVisible();
    await page.screenshot({ path: `${SHOTS}/invoice-link-opened-${width}.png`, fullPage: true });
  });
});
