import type { Page } from '@playwright/test';
import * as OTPAuth from 'otpauth';
import { expect } from './fixtures.ts';

// The rental desk's e2e helpers (desk.spec.ts, desk-handover.spec.ts): balie@filmwinkel.test signs
// in with password and a TOTP code computed here in real time (the api's clock may stand still or
// be moved by the test; TOTP counts real time), and a guest's checkout details.

export const STAFF = { email: 'balie@filmwinkel.test', password: 'Demo-Account-2026' };
/** The demo staff account's fixed TOTP secret (api/desk/README.md "Demo"; demo only). */
const TOTP = new OTPAuth.TOTP({
  secret: OTPAuth.Secret.fromBase32('BALIEDEMOSTUDIOLUMENAMSTERDAMXYZ'),
  algorithm: 'SHA1',
  digits: 6,
  period: 30,
});
const STEP_MS = 30_000;
/** The last step whose code this run sent: a code is accepted once, for a later step only. */
let lastStep = 0;

/** A code the api has not seen yet: this step's, the next one's (±1 step is accepted), or waits. */
async function freshCode(): Promise<string> {
  for (;;) {
    const now = Math.floor(Date.now() / STEP_MS);
    const step = Math.max(now, lastStep + 1);
    if (step <= now + 1) {
      lastStep = step;
      return TOTP.generate({ timestamp: step * STEP_MS + 1000 });
    }
    await new Promise((resolve) => setTimeout(resolve, (now + 1) * STEP_MS - Date.now() + 200));
  }
}

export const customerInput = (email: string, lastName: string) => ({
  email,
  phone: '0612345678',
  billingAddress: {
    firstName: 'Daan',
    lastName,
    street: 'Prinsengracht',
    houseNumber: '263',
    houseNumberAddition: null,
    postalCode: '1016 GV',
    city: 'Amsterdam',
    country: 'NL',
  },
  delivery: 'PICKUP',
  deliveryAddress: null,
  customer: { company: false },
  remarks: null,
  newsletter: false,
});

/** Signs in at the desk's sign-in page: password, then a fresh code (the next one if it was used). */
export async function signIn(page: Page) {
  await expect(page.getByRole('heading', { level: 1, name: 'Inloggen bij de balie' })).toBeVisible();
  await page.getByRole('textbox', { name: 'E-mailadres' }).fill(STAFF.email);
  await page.getByRole('textbox', { name: 'Wachtwoord', exact: true }).fill(STAFF.password);
  await page.getByRole('button', { name: 'Verder' }).click();
  await expect(page.getByRole('heading', { name: /Stap 2 van 2/ })).toBeFocused();
  for (let attempt = 0; ; attempt++) {
    await page.getByRole('textbox', { name: 'Code (6 cijfers)', exact: true }).fill(await freshCode());
    await page.getByRole('button', { name: 'Inloggen' }).click();
    const refused = page.getByText('Deze code klopt niet of is al gebruikt.', { exact: false });
    const signedIn = page.getByRole('button', { name: 'Uitloggen' });
    await expect(refused.or(signedIn)).toBeVisible();
    if (await signedIn.isVisible()) return;
    // Another run (a parallel worker, the other width) used this step's code on the same stack:
    // a later step's is still unused (freshCode waits for it).
    if (attempt > 2) throw new Error('the desk refused four fresh codes');
  }
}
