import { control, main, signInOnPage } from './account-helpers.ts';
import { expect, test as fixtures, visitorArrives } from './fixtures.ts';
import { type OwnStack, ownStack } from './own-stack.ts';

// Issue 29: the api stops, and a page the gateway rendered before is still served (200, marked
// stale per HTTP, with a calm Dutch notice), with its pictures; a page reached by a navigation in
// the app says the same; a form, and an editor's save, say in Dutch that they cannot be sent now.
// Each test has an api and a gateway of its own, in this process, so the api can be stopped; the
// test moves the gateway's cache clock past an answer's max-age instead of waiting for it. What the
// gateway answers over HTTP alone (Warning, Age, Cache-Control of a stale answer or page, inside and
// past the refresh window) is tested in tests/gateway/stale-if-error.test.ts; here, what the built
// site makes of it.

const NOTICE_TEXT =
  'Onze server is even niet bereikbaar. Je ziet een eerder bewaarde versie van deze pagina, die misschien niet helemaal actueel is.';
const FORM_UNAVAILABLE =
  'Dit formulier kan nu niet worden verstuurd: onze server is even niet bereikbaar. Probeer het over een paar minuten opnieuw.';
const STALE_WARNING = '110 - "Response is Stale", 111 - "Revalidation Failed"';

// The gateway keeps only the pictures it passed on (gateway/http/media.ts): any other picture
// fails (502) with the api away, which is the one console error this spec allows.
const test = fixtures.extend({
  consoleErrors: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('console', (message) => {
      if (message.type() !== 'error') return;
      const image = message.text().includes('502') && message.location().url.includes('/media/');
      if (!image) errors.push(message.text());
    });
    page.on('pageerror', (error) => errors.push(error.message));
    await use(errors);
    expect(errors, 'the page logged errors').toEqual([]);
  },
});

/** The running test's stack (a worker runs one test at a time). */
let closeStack: (() => Promise<void>) | undefined;

async function stack(): Promise<OwnStack> {
  // Starting an api (migrating, seeding) twice in one test takes its time on a busy machine.
  test.setTimeout(60_000);
  const own = await ownStack();
  closeStack = own.close;
  return own;
}

test.afterEach(async () => {
  await closeStack?.();
  closeStack = undefined;
});

const notices = (page: import('@playwright/test').Page) => page.locator('.stale-notice');

test('with the api stopped, a page rendered before is served stale with a notice; a form says it cannot be sent', async ({
  page,
  request,
}, testInfo) => {
  const { base, stopApi, cacheClock } = await stack();
  for (const path of ['/educatie/c/montage-basis', '/contact']) {
    const fresh = await request.get(`${base}${path}`, { headers: { accept: 'text/html' } });
    expect(fresh.status()).toBe(200);
    expect(fresh.headers().warning).toBeUndefined();
  }
  // Past the pages' max-age and refresh window (1 s each): only the api being away serves them now.
  cacheClock.advance(2.2);
  await stopApi();

  // The built site's server entry gives the kept page its notice, in the app's words.
  const stale = await request.get(`${base}/educatie/c/montage-basis`, { headers: { accept: 'text/html' } });
  expect(stale.status()).toBe(200);
  expect(stale.headers().warning).toBe(STALE_WARNING);
  const html = await stale.text();
  expect(html).toContain('Montage basis');
  expect(html).toContain(`<p class="stale-notice" role="status">${NOTICE_TEXT}</p>`);

  await page.goto(`${base}/educatie/c/montage-basis`);
  await expect(page.getByRole('heading', { level: 1, name: 'Montage basis' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: NOTICE_TEXT })).toBeVisible();
  await page.mouse.move(200, 200); // starts the app: the page stays as it is
  await expect(page.locator('html[data-app="ready"]')).toBeAttached();
  await expect(page.getByRole('heading', { level: 1, name: 'Montage basis' })).toBeVisible();
  // The app's notice took over the gateway's: one, inside the app, in the same words.
  await expect(notices(page)).toHaveCount(1);
  await expect(page.locator('#root .stale-notice')).toHaveText(NOTICE_TEXT);
  await page.screenshot({ path: testInfo.outputPath('stale-course-page.png'), fullPage: true });

  await page.goto(`${base}/contact`);
  await expect(page.getByRole('status').filter({ hasText: NOTICE_TEXT })).toBeVisible();
  const form = main(page).locator('form');
  await control(form, 'name').fill('Sanne de Vries');
  await control(form, 'email').fill('sanne@example.nl');
  await control(form, 'message').fill('Kan ik volgende week een camera huren?');
  await form.getByRole('button', { name: 'Versturen' }).click();
  await expect(form.getByText(FORM_UNAVAILABLE)).toBeVisible();
  await expect(notices(page)).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath('stale-contact-form.png'), fullPage: true });
});

test('a navigation in the app to a kept page says it is a kept version, with its picture; the notice goes when the api is back', async ({
  page,
  browser,
  request,
}, testInfo) => {
  const { base, stopApi, startApi: restartApi, cacheClock } = await stack();
  const course = (scope: import('@playwright/test').Page) =>
    scope.locator('main a[href="/educatie/c/montage-basis"]').first();
  const banner = page.locator('main img[src="/api/media/courses/montage-basis.svg"]').first();

  // Another visitor went from the agenda to a course while the api was up: the gateway kept the
  // course's answers and its pictures.
  const other = await browser.newContext();
  try {
    const otherPage = await other.newPage();
    await otherPage.goto(`${base}/agenda/`);
    await visitorArrives(otherPage);
    await course(otherPage).click();
    await expect(otherPage.getByRole('heading', { level: 1, name: 'Montage basis' })).toBeVisible();
    await expect
      .poll(() =>
        otherPage
          .locator('main img[src="/api/media/courses/montage-basis.svg"]')
          .first()
          .evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth),
      )
      .toBeGreaterThan(0);
  } finally {
    await other.close();
  }

  // This visitor has the agenda open (no picture of the course on it) when the api goes away.
  await page.goto(`${base}/agenda/`);
  await expect(notices(page)).toHaveCount(0);
  cacheClock.advance(2.2);
  await stopApi();

  const picture = page.waitForResponse((response) =>
    response.url().endsWith('/api/media/courses/montage-basis.svg'),
  );
  await course(page).click();
  await expect(page).toHaveURL(/\/educatie\/c\/montage-basis$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Montage basis' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: NOTICE_TEXT })).toBeVisible();
  await expect(notices(page)).toHaveCount(1);
  // Its picture is the gateway's kept copy, marked stale, and shows.
  const kept = await picture;
  expect(kept.status()).toBe(200);
  expect(kept.headers().warning).toBe(STALE_WARNING);
  await expect
    .poll(() => banner.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth))
    .toBeGreaterThan(0);
  await page.screenshot({ path: testInfo.outputPath('stale-navigation.png') });

  // The api is back: the next whole answer takes the notice away.
  await restartApi();
  await expect
    .poll(async () => {
      const answer = await request.post(`${base}/graphql`, { data: { query: '{ sections { name } }' } });
      return ((await answer.json()) as { errors?: unknown[] }).errors === undefined;
    })
    .toBe(true);
  await page.locator('main a[href="/educatie/c/filmen-in-vijf-dagen"]').first().click();
  await expect(page.getByRole('heading', { level: 1, name: 'Filmen in vijf dagen' })).toBeVisible();
  await expect(notices(page)).toHaveCount(0);
});

test("an editor's save says the form cannot be sent while the api is away", async ({ page }, testInfo) => {
  const { base, stopApi } = await stack();
  await page.goto(`${base}/login`);
  await signInOnPage(page, 'redacteur@filmwinkel.test', 'Demo-Account-2026');
  await expect(page).not.toHaveURL(/\/login/);
  await page.goto(`${base}/educatie/c/camera-basis`);
  const block = page.locator('[data-editable="BLOCK"]').first();
  await block.getByRole('button', { name: 'Bewerken' }).click();
  const text = block.getByRole('textbox', { name: 'Tekst van dit blok' });
  await expect(text).toBeFocused();
  await page.keyboard.type(' Nog een zin.');

  await stopApi();
  await block.getByRole('button', { name: 'Opslaan' }).click();
  await expect(block.getByRole('status')).toHaveText(FORM_UNAVAILABLE);
  // The text stays in the editor, to be saved once the api is back.
  await expect(text).toContainText('Nog een zin.');
  await block.scrollIntoViewIfNeeded();
  await page.screenshot({ path: testInfo.outputPath('stale-editor-save.png') });
});

// Issue 36: the api away, a visitor still on a page taps "In winkelwagen": the toast says why.
for (const width of [1280, 390]) {
  test(`adding to the cart while the api is away says so in the toast (${width} px)`, async ({
    page,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 860 });
    const { base, stopApi } = await stack();
    await page.goto(`${base}/verkoop/artikel/canon-eos-r5-c-kopen`);
    const add = page.getByRole('main').getByRole('button', { name: 'In winkelwagen', exact: true });
    await expect(add).toBeVisible();
    await stopApi();
    await add.click();
    const toasts = page.getByRole('status', { name: 'Meldingen' });
    await expect(toasts).toContainText('Niet toegevoegd');
    await expect(toasts).toContainText(
      'Dat lukt nu niet: onze server is even niet bereikbaar. Probeer het over een paar minuten opnieuw.',
    );
    await page.screenshot({ path: testInfo.outputPath(`stale-add-to-cart-${width}.png`) });
  });

  // A page past its max-age but inside its refresh window is served from what was kept while the
  // api is away: it is as old as any stale page and says so, in its headers and its notice.
  test(`a page inside its refresh window is marked stale while the api is away (${width} px)`, async ({
    page,
    request,
  }, testInfo) => {
    await page.setViewportSize({ width, height: 860 });
    closeStack = undefined;
    test.setTimeout(60_000);
    const own = await ownStack({ maxAgeS: 1, staleS: 120 });
    closeStack = own.close;
    const path = '/educatie/c/montage-basis';
    const fresh = await request.get(`${own.base}${path}`, { headers: { accept: 'text/html' } });
    expect(fresh.headers().warning).toBeUndefined();
    // Past its max-age (1 s), well inside its refresh window (120 s).
    own.cacheClock.advance(1.3);
    await own.stopApi();
    // The first request starts the refresh, which fails; the page the browser then gets is one of
    // those after it, served what was kept (each such answer's headers: stale-if-error.test.ts).
    const first = await request.get(`${own.base}${path}`, { headers: { accept: 'text/html' } });
    expect(first.headers().warning).toBe(STALE_WARNING);
    const served = await page.goto(`${own.base}${path}`);
    expect(served?.headers().warning).toBe(STALE_WARNING);
    await expect(page.getByRole('heading', { level: 1, name: 'Montage basis' })).toBeVisible();
    await expect(page.getByRole('status').filter({ hasText: NOTICE_TEXT })).toBeVisible();
    await page.screenshot({ path: testInfo.outputPath(`stale-refresh-window-${width}.png`) });
  });
}
