import { appendFileSync, mkdirSync } from 'node:fs';
import { dirname } from 'node:path';
import AxeBuilder from '@axe-core/playwright';
import { type BrowserContextOptions, type Page, request } from '@playwright/test';
import axe, { type Result, type RunOptions } from 'axe-core';
import { A11Y_STATES_FILE } from './a11y-states.ts';
import { DEMO } from './account-helpers.ts';
import { test as base, expect } from './fixtures.ts';

// Helpers of the accessibility specs (a11y.spec.ts, a11y-keyboard.spec.ts, a11y-reflow.spec.ts, and
// the desk's specs' scans): axe-core with the WCAG 2.x A/AA rules the European Accessibility Act
// asks for (EN 301 549 is WCAG 2.1 AA; 2.2's AA rules are checked too), the demo customer's
// sign-in, the widths, and the list of the states scanned.

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
  // Only the violations are read: axe then skips collecting what passed, which is most of its time.
  const options = {
    runOnly: { type: 'tag' as const, values: WCAG_TAGS },
    resultTypes: ['violations' as const],
  };
  const violations =
    page.frames().length === 1
      ? await violationsInPage(page, options)
      : // A page with a frame (the site has none now) is scanned the standard way, its frames included.
        (
          await new AxeBuilder({ page })
            .withTags(WCAG_TAGS)
            .options({ resultTypes: ['violations'] })
            .analyze()
        ).violations;
  return violations.flatMap((violation) =>
    violation.nodes.map(
      (node) =>
        `${violation.id} (${violation.impact}) at ${node.target.join(' ')}: ${violation.help} — ${node.failureSummary?.replace(/\s+/g, ' ')}`,
    ),
  );
}

/**
 * axe run in the page itself, as AxeBuilder's legacy mode does, but injected once per document:
 * that mode evaluates axe's 550 kB source twice for every scan (about half a second each here),
 * more than the scan itself, and a test scans one page at several widths or states.
 */
async function violationsInPage(page: Page, options: RunOptions): Promise<Result[]> {
  const present = await page.evaluate(() => typeof (window as { axe?: unknown }).axe === 'object');
  if (!present) {
    await page.evaluate(axe.source);
    await page.evaluate(() =>
      (window as unknown as { axe: typeof axe }).axe.configure({ allowedOrigins: ['<same_origin>'] }),
    );
  }
  return page.evaluate(
    async (options) =>
      (await (window as unknown as { axe: typeof axe }).axe.run(document, options)).violations,
    options,
  );
}

/**
 * The page as a visitor reads it, by the app's own signals rather than a quiet network: the app has
 * taken the page over (`data-app="ready"`, as fixtures.ts `visitorArrives` waits for it), so the
 * visitor's own data (session, cart, invoices, the rental period) is asked; nothing is still
 * waiting for its data (no skeleton, busy list or navigation marked `aria-busy`, no rental period
 * widget whose button waits for the period); the page's main heading is shown; and time-bound
 * animations (a panel sliding in, a title rising) have ended. Scroll-driven ones never end and
 * are left as they are. A signed-in scan waits for the header's account link too (a11y.spec.ts).
 */
export async function settled(page: Page): Promise<void> {
  await expect(page.locator('html[data-app="ready"]')).toBeAttached();
  await expect(page.locator('[aria-busy="true"]')).toHaveCount(0);
  await expect(page.locator('button[aria-label^="Huurperiode "][disabled]')).toHaveCount(0);
  await expect(page.locator('h1').first()).toBeVisible();
  await page.evaluate(async () => {
    const timed = document
      .getAnimations()
      .filter((animation) => animation.timeline === document.timeline)
      .filter((animation) => Number.isFinite(animation.effect?.getComputedTiming().endTime ?? Infinity));
    await Promise.all(timed.map((animation) => animation.finished.catch(() => undefined)));
  });
}

export type Session = 'signed in' | 'signed out';

/** Whether the page's visitor is signed in, as the gateway the page came from answers `me`. */
async function sessionOf(page: Page): Promise<Session> {
  const answer = await page.request.post(new URL('/graphql', page.url()).href, {
    data: { query: 'query A11ySession { me { email } }' },
  });
  const body = (await answer.json()) as { data?: { me: { email: string } | null } };
  return body.data?.me ? 'signed in' : 'signed out';
}

/** Lists a scanned state: in the states file, as the test's annotation, and on the console. */
function listScan(line: string): void {
  mkdirSync(dirname(A11Y_STATES_FILE), { recursive: true });
  appendFileSync(A11Y_STATES_FILE, `${line}\n`);
  base.info().annotations.push({ type: 'axe', description: line });
  console.log(`axe: ${line}`);
}

/**
 * No axe violation on the page as it is now, listed as `what @ width session`. `what` names the
 * page or state; `session` as the test knows it, else asked of the gateway.
 */
export async function expectAccessible(page: Page, what: string, session?: Session): Promise<void> {
  const violations = await axeViolations(page);
  const line = `${what} @ ${page.viewportSize()?.width ?? '?'} ${session ?? (await sessionOf(page))}`;
  listScan(line);
  expect.soft(violations, `axe violations on ${line}`).toEqual([]);
}

type StorageState = Exclude<BrowserContextOptions['storageState'], string | undefined>;

/**
 * The specs' test, with `demoSession`: the cookies of one session signed in as the demo customer,
 * made once per worker. The api allows a client 50 sign-ins per 15 minutes and the e2e stack's clock
 * stands still, so a sign-in per test would run out; a test that starts signed in uses
 * `test.use({ signedIn: true })`. The tests of a worker run one after another, so they never use
 * the session at the same time; none of them fills its cart.
 */
export const test = base.extend<{ signedIn: boolean }, { demoSession: StorageState }>({
  signedIn: [false, { option: true }],
  demoSession: [
    async ({ stacks }, use) => {
      const api = await request.newContext({ baseURL: stacks.suite });
      // An uncached query brings the csrftoken cookie (as web/src/client/apollo.ts does).
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
