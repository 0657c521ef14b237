import { type BrowserContext, chromium } from '@playwright/test';
import { fullChromiumLaunchOptions } from '../chromium.ts';

// The first tap (issues 25 and 37): a phone visitor taps "In winkelwagen" on an article page right
// after the page has loaded. How long until the toast ("Artikel Toegevoegd") shows? On a signed-out
// page the app starts only at the visitor's first move (web/src/app/main.tsx): the tap sends its
// mutation at once and the entry shows the answer's toast itself; the app follows the answer.
// With a session the app starts just after the first paint, so the tap may find it ready. Playwright
// scrolls the button into view just before the tap, as a visitor scrolls to it.
//
// Lighthouse's mobile conditions, applied by CDP: the CPU slowed 4× and its "slow 4G" link (150 ms
// round trip, 1.6 Mbps down, 750 kbps up). Each run is a new browser context (a first visit: an
// empty HTTP cache), a phone's viewport with touch; the page is loaded (`load` event), then the
// button is tapped at once. Measured in the page's own clock: from the tap's `touchstart` to the
// toast's title in the DOM. Also printed: load → tap, and tap → app ready (`app-ready` mark).
//
// Against running sites whose api is the e2e stack's (the demo accounts: DEMO_ACCOUNTS=1), each
// named `label=URL`; to compare two builds, run each one's stack on a port of its own:
//   PORT=4400 node scripts/e2e-server.ts &   (after npm run build; likewise an older build on 4402)
//   node tests/bench/first-tap.ts base=http://127.0.0.1:4402 now=http://127.0.0.1:4400
// (default: now=http://127.0.0.1:4400; RUNS=5). The sites' runs alternate, so a machine busy with
// other work slows each alike. A measurement to report, not a test. Prints the median of the runs,
// signed out and signed in; also load → tap (the bench's own delay), tap → app ready, and
// navigation → toast (a page that starts the app at once may fetch it before its load event).

const targets = (process.argv.slice(2).length ? process.argv.slice(2) : ['now=http://127.0.0.1:4400']).map(
  (arg) => {
    const [label = '', url = ''] = arg.includes('=') ? arg.split(/=(.*)/s) : ['now', arg];
    return { label, url: url.replace(/\/$/, '') };
  },
);
const RUNS = Number(process.env.RUNS ?? 5);
/** A wait between the load event and the tap (TAP_DELAY_MS, default 0: at once). */
const TAP_DELAY_MS = Number(process.env.TAP_DELAY_MS ?? 0);
const ARTICLE = process.env.FIRST_TAP_PATH ?? '/verkoop/artikel/canon-eos-r5-c-kopen';
const DEMO = { email: 'demo@filmwinkel.test', password: 'Demo-Account-2026' };

// Lighthouse's mobile "slow 4G" (lighthouse-core/config/constants.js: rttMs 150,
// throughputKbps 1.6 × 1024, uploadThroughputKbps 750) and 4× CPU.
const NETWORK = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

const median = (values: number[]) =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN;

/** Signs the context in as the demo account, as the sign-in form does (its cookies stay). */
async function signIn(context: BrowserContext, base: string) {
  // An uncached query brings the csrftoken cookie the mutation must echo.
  await context.request.post(`${base}/graphql`, {
    headers: { 'content-type': 'application/json', 'cache-control': 'no-cache' },
    data: { query: 'query CsrfToken { openDays { id } }' },
  });
  const csrf = (await context.cookies(base)).find((cookie) => cookie.name === 'csrftoken')?.value ?? '';
  const response = await context.request.post(`${base}/graphql`, {
    headers: { 'content-type': 'application/json', 'x-csrftoken': csrf },
    data: {
      query:
        'mutation SignIn($email: String!, $password: String!) { signIn(email: $email, password: $password) { ok } }',
      variables: DEMO,
    },
  });
  const body = (await response.json()) as { data?: { signIn?: { ok?: boolean } } };
  if (!body.data?.signIn?.ok) throw new Error(`sign-in failed: ${JSON.stringify(body)}`);
}

type Run = { tapToToast: number; loadToTap: number; tapToReady: number; navToToast: number };

async function measure(base: string, signedIn: boolean): Promise<Run> {
  const browser = await chromium.launch(fullChromiumLaunchOptions);
  try {
    const context = await browser.newContext({
      viewport: { width: 412, height: 823 },
      deviceScaleFactor: 1.75,
      isMobile: true,
      hasTouch: true,
    });
    if (signedIn) await signIn(context, base);
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    await cdp.send('Network.emulateNetworkConditions', NETWORK);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.addInitScript(() => {
      const marks: Record<string, number> = {};
      Object.assign(window, { __firstTap: marks });
      window.addEventListener(
        'touchstart',
        () => {
          marks.tap ??= performance.now();
        },
        { capture: true, passive: true },
      );
      window.addEventListener('load', () => {
        marks.load = performance.now();
      });
      new MutationObserver(() => {
        if (marks.toast === undefined && document.body?.textContent?.includes('Artikel Toegevoegd'))
          marks.toast = performance.now();
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await page.goto(`${base}${ARTICLE}`, { waitUntil: 'load', timeout: 60_000 });
    if (TAP_DELAY_MS > 0) await page.waitForTimeout(TAP_DELAY_MS);
    await page.getByRole('main').getByRole('button', { name: 'In winkelwagen' }).first().tap();
    await page.waitForFunction(
      () => (window as unknown as { __firstTap: Record<string, number> }).__firstTap.toast !== undefined,
      undefined,
      { timeout: 30_000 },
    );
    // The toast may come before the app (the entry shows an early answer's): wait for both.
    await page.locator('html[data-app="ready"]').waitFor({ state: 'attached', timeout: 30_000 });
    const marks: Record<string, number | undefined> = await page.evaluate(() => ({
      ...(window as unknown as { __firstTap: Record<string, number> }).__firstTap,
      ready: performance.getEntriesByName('app-ready')[0]?.startTime ?? Number.NaN,
    }));
    const text = await page.getByRole('status', { name: 'Meldingen' }).textContent();
    if (!text?.includes('Artikel Toegevoegd')) throw new Error(`unexpected toast: ${text}`);
    return {
      tapToToast: (marks.toast ?? Number.NaN) - (marks.tap ?? Number.NaN),
      loadToTap: (marks.tap ?? Number.NaN) - (marks.load ?? Number.NaN),
      tapToReady: (marks.ready ?? Number.NaN) - (marks.tap ?? Number.NaN),
      navToToast: marks.toast ?? Number.NaN,
    };
  } finally {
    await browser.close();
  }
}

// A first request fills each gateway's caches (the anonymous page, its compressed copy), as for
// every visitor but the first.
for (const { url } of targets) await fetch(`${url}${ARTICLE}`, { headers: { 'accept-encoding': 'br' } });

for (const signedIn of [false, true]) {
  const runs = new Map(targets.map(({ label }) => [label, [] as Run[]]));
  for (let run = 0; run < RUNS; run++)
    for (const { label, url } of targets) runs.get(label)?.push(await measure(url, signedIn));
  for (const { label } of targets) {
    const list = runs.get(label) ?? [];
    const ms = (pick: (run: Run) => number) => `${Math.round(median(list.map(pick)))} ms`;
    console.log(
      `${label.padEnd(8)} ${signedIn ? 'signed in ' : 'signed out'}  tap → toast ${ms((r) => r.tapToToast)} (runs ${list.map((r) => Math.round(r.tapToToast)).join(', ')})  load → tap ${ms((r) => r.loadToTap)}  tap → app ready ${ms((r) => r.tapToReady)}  navigation → toast ${ms((r) => r.navToToast)}  (4× CPU, slow 4G, median of ${RUNS}${TAP_DELAY_MS ? `, tapped ${TAP_DELAY_MS} ms after load` : ''})`,
    );
  }
}
