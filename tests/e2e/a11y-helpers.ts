import AxeBuilder from '@axe-core/playwright';
import { type BrowserContextOptions, type Page, request } from '@playwright/test';
import { DEMO } from './account-helpers.ts';
import { mutate } from './checkout-helpers.ts';
import { test as base, expect } from './fixtures.ts';

// Helpers of the accessibility specs (a11y.spec.ts, a11y-keyboard.spec.ts, a11y-reflow.spec.ts):
// axe-core with the WCAG 2.x A/AA rules the European Accessibility Act asks for (EN 301 549 is
// WCAG 2.1 AA; 2.2's AA rules are checked too), the demo customer's sign-in, the widths.

/** The axe-core rule tags checked: WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const WCAG_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** A desktop and a phone (390 CSS px: an iPhone 12 to 15). */
export const A11Y_WIDTHS = [1280, 390] as const;
export const a11yViewport = (width: number) => ({ width, height: width < 768 ? 844 : 900 });

/**
 * Every axe violation on the page as one readable line per element (rule, impact, element, why),
 * so a failing test says what to fix without opening a report.
 */
export async function axeViolations(page: Page): Promise<string[]> {
  await settled(page);
  const results = await new AxeBuilder({ page })
    .withTags(WCAG_TAGS)
    // Only the violations are read: axe then skips collecting what passed, which is most of its time.
    .options({ resultTypes: ['violations'] })
    .analyze();
  return results.violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${violation.help} — ${node.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
}

/**
 * The page as a visitor reads it: the visitor's own data (session, cart, invoices) has arrived
 * after hydration, no skeleton is waiting, and time-bound animations (a panel sliding in, a title
 * rising) have ended; scroll-driven ones never end and are left as they are.
 */
export async function settled(page: Page): Promise<void> {
  await page.waitForLoadState('networkidle');
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await page.evaluate(async () => {
    const timed = document
      .getAnimations()
      .filter((animation) => animation.timeline === document.timeline)
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.all(timed.map((animation) => animation.finished.catch(() => undefined)));
  });
}

/** No axe violation on the page as it is now; `what` names the page and state in the report. */
export async function expectAccessible(page: Page, what: string): Promise<void> {
  expect.soft(await axeViolations(page), `axe violations on ${what}`).toEqual([]);
}

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * The specs' test, with `demoSession`: the cookies of one session signed in as the demo customer,
 * made once per worker. The api allows a client 50 sign-ins per 15 minutes and the e2e stack's clock
 * stands still, so a sign-in per test would run out; a test that starts signed in uses
 * `test.use({ storageState: signedInState })`. The tests of a worker run one after another, so
 * they never use the session at the same time; one that fills the cart empties it first.
 */
export const test = base.extend<{ signedIn: boolean }, { demoSession: StorageState }>({
  signedIn: [false, { option: true }],
  demoSession: [
    async ({ stacks }, use) => {
      const api = await request.newContext({ baseURL: stacks.suite });
      // An uncached query brings the csrftoken cookie (as web/src/app/apollo.ts does).
      await api.post('/graphql', {
        headers: { 'cache-control': 'no-cache' },
        data: { query: 'query CsrfToken { openDays { id } }' },
      });
      const csrf = (await api.storageState()).cookies.find((cookie) => cookie.name === 'csrftoken')?.value;
      const response = await api.post('/graphql', {
        headers: { 'X-CSRFToken': csrf ?? '' },
        data: {
          query:
            'mutation A11ySignIn($email: String!, $password: String!) { signIn(email: $email, password: $password) { ok } }',
          variables: { email: DEMO.email, password: DEMO.password },
        },
      });
      const body = (await response.json()) as { data?: { signIn?: { ok: boolean } } };
      expect(body.data?.signIn?.ok, 'the demo customer is signed in').toBe(true);
      await use(await api.storageState());
      await api.dispose();
    },
    { scope: 'worker' },
  ],
  storageState: async ({ signedIn, demoSession, storageState }, use) => {
    await use(signedIn ? demoSession : storageState);
  },
});

/** Empties the session's cart and its rental period, for a test that fills them. */
export async function emptyCart(page: Page): Promise<void> {
  await mutate(page, 'mutation A11yClearCart { clearCart { errors { field } } }');
  await mutate(
    page,
    `mutation A11yClearPeriod {
      setRentalPeriod(period: { pickupDate: null, pickupSlot: null, returnDate: null, returnSlot: null }, salesShipping: false) {
        errors { field }
      }
    }`,
  );
}
