import { test as base, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// When the browser starts the app on a server-rendered page (web/src/app/main.tsx): a signed-out
// visitor's page loads only the small entry until the visitor moves, touches, scrolls or types;
// a visitor with a session gets the app at once. These tests load pages as a visitor who has not
// moved yet, so they use Playwright's own page, not the fixture's (which moves the mouse). Where a
// test proves that nothing happens until the visitor moves, the page's clock is the test's: it
// moves the page's timers on at once (`runFor`) instead of waiting for the network to fall quiet.

const COURSE = '/educatie/c/montage-basis';
const ARTICLE = '/verkoop/artikel/canon-eos-r5-c-kopen';

/** The site's scripts the browser asked for, by file name. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/**
 * Holds the app's code back until the returned function is called: the visitor acts before the app
 * is there, however fast or slow the machine.
 */
async function holdApp(page: Page): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/start-app-[\w-]+\.js$/, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

const ready = (page: Page) => page.locator('html[data-app="ready"]');
/** The app's files the entry names as module preloads when it starts the app (main.tsx `start`). */
const preloads = (page: Page) => page.locator('link[rel="modulepreload"]');
/** Time enough for any timer of the entry's to have started the app (it starts at most 1.5 s on). */
const A_WHILE_MS = 5000;

base(
  'a signed-out visitor who only reads downloads the small entry only; the app comes at the first move',
  async ({ page }) => {
    const scripts = scriptsOf(page);
    const graphql: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql') graphql.push(request.url());
    });
    await page.clock.install();
    await page.goto(COURSE);
    // A while passes on the page's clock: every timer it set has run.
    await page.clock.runFor(A_WHILE_MS);
    // The server's page is all there: the course, its runs, the menus' links.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Naar de startdata' })).toBeVisible();
    // Nothing but the entry is downloaded before the visitor moves (issue 37), nothing is asked.
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    await expect(preloads(page)).toHaveCount(0);
    await expect(ready(page)).toHaveCount(0);
    expect(graphql).toEqual([]);

    // The page names the app's scripts (the app's, the libraries', the course route's)…
    const chunks = ((await page.locator('#root').getAttribute('data-app-chunks')) ?? '').split(' ');
    expect(chunks).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/assets\/start-app-[\w-]+\.js$/)]),
    );
    expect(chunks).toEqual(
      expect.arrayContaining([expect.stringMatching(/^\/assets\/course-route-[\w-]+\.js$/)]),
    );
    // …which the first move asks for all at once, and the app takes the page over.
    await page.mouse.move(40, 40);
    await expect(ready(page)).toBeAttached();
    for (const chunk of chunks) expect(scripts).toContain(chunk);
  },
);

/** The public page kinds a signed-out visitor lands on (issue 37's list, forms aside). */
const PUBLIC_PAGES = [
  '/',
  COURSE,
  '/educatie/opleidingen/',
  '/educatie/cursussen/',
  '/agenda/',
  '/verhuur/',
  '/verhuur/camera/',
  '/verkoop/',
  '/occasions/',
  '/infodag',
  '/verhuur/artikel/arri-alexa-35',
  ARTICLE,
  '/occasions/artikel/blackmagic-pocket-cinema-camera-6k',
];

base(
  'no public page downloads a script but the entry before the first move (the JS budget per page)',
  async ({ page }) => {
    const scripts = scriptsOf(page);
    await page.clock.install();
    for (const path of PUBLIC_PAGES) {
      scripts.length = 0;
      await page.goto(path);
      // A while passes on the page's clock: the entry has not started the app by itself.
      await page.clock.runFor(A_WHILE_MS);
      await expect(preloads(page), path).toHaveCount(0);
      await expect(ready(page), path).toHaveCount(0);
      expect(scripts, path).toHaveLength(1);
      expect(scripts[0], path).toMatch(/^\/assets\/index-[\w-]+\.js$/);
    }
  },
);

base('a tap on the menu before the app is there opens the menu once it is', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  const release = await holdApp(page);
  await page.goto(COURSE);
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  release();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(ready(page)).toBeAttached();
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link').first()).toBeVisible();
  // Clicked once: a second click closes it again.
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});

base(
  "a tap on 'In winkelwagen' before the app is there adds the article at once, and only once",
  async ({ page }) => {
    // The page's clock is the test's: the toast's 3 seconds pass when the test says.
    await page.clock.install();
    const release = await holdApp(page);
    const adds: string[] = [];
    const graphqlTexts: string[] = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname === '/graphql' && request.method() === 'POST') {
        const body = request.postData() ?? '';
        graphqlTexts.push(body);
        // The article page's AddToCart, by its trusted id alone (the browser sends no text).
        if (body.includes('"articleId"')) adds.push(body);
      }
    });
    await page.goto(ARTICLE);
    const button = page.getByRole('main').getByRole('button', { name: 'In winkelwagen' }).first();
    const added = page.waitForResponse(
      (response) =>
        response.request().method() === 'POST' &&
        (response.request().postData() ?? '').includes('"articleId"'),
    );
    await button.click();
    // The mutation left with the tap (client/early-mutations.ts), while the app's code is held back.
    const answer = await (await added).json();
    expect(answer.data.addToCart.errors).toEqual([]);
    expect(answer.data.addToCart.cart.itemCount).toBe(1);
    await expect(ready(page)).toHaveCount(0);
    expect(adds).toHaveLength(1);
    expect(adds[0]).not.toContain('"query"');
    expect(JSON.parse(adds[0] ?? '{}').operationName).toBe('AddToCart');
    // With the CSRF cookie the page made itself (client/csrf.ts): no round trip asked for one first.
    const csrf = (await page.context().cookies()).find((cookie) => cookie.name === 'csrftoken');
    expect(csrf?.value).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect((await added).request().headers()['x-csrftoken']).toBe(csrf?.value);
    expect(graphqlTexts.some((body) => body.includes('CsrfToken'))).toBe(false);

    // Its toast shows with the answer, while the app is still held back (the entry's, from the
    // server's template: app/early-toast.ts), in the page's one toast region.
    const toasts = page.getByRole('status', { name: 'Meldingen' });
    await expect(toasts).toContainText('Artikel Toegevoegd');
    await expect(toasts).toContainText('Het Artikel zit in je winkelwagentje.');
    await expect(ready(page)).toHaveCount(0);

    // The app starts and replays the held tap with that answer (the badge); nothing is sent again,
    // and the toast is not shown twice.
    release();
    await expect(ready(page)).toBeAttached();
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Winkelwagen, 1 artikel' }),
    ).toBeVisible();
    await expect(toasts.getByText('Artikel Toegevoegd')).toHaveCount(1);
    // It goes by itself, as the app's toasts do (SPEC §9: 3000 ms): the page's clock moves on past
    // it, running every timer of the app's meanwhile, and still nothing was sent again.
    await page.clock.runFor(3000);
    await expect(toasts.getByText('Artikel Toegevoegd')).toHaveCount(0);
    expect(adds).toHaveLength(1);

    // A later tap is a new one: sent by the app itself, once.
    await button.click();
    await expect.poll(() => adds.length).toBe(2);
    await expect(
      page.getByRole('banner').getByRole('button', { name: 'Winkelwagen, 2 artikelen' }),
    ).toBeVisible();
  },
);

base(
  'the rental list is whole for a visitor without a session: no period yet, and the period button works at the first tap',
  async ({ page }) => {
    const release = await holdApp(page);
    await page.goto('/verhuur/');
    const widget = page.getByRole('region', { name: 'Huurperiode' });
    // Rendered by the server as it is for anyone without a cart, not as a placeholder to fill in.
    await expect(widget).toContainText('Kies je huurperiode');
    const choose = widget.getByRole('button', { name: 'Huurperiode kiezen' });
    await expect(choose).toBeEnabled();
    await expect(page.getByRole('main').getByText('Kies je huurperiode').nth(1)).toBeVisible();
    await choose.click();
    await expect(ready(page)).toHaveCount(0);
    release();
    await expect(choose).toHaveAttribute('aria-expanded', 'true');
    await expect(widget.getByRole('grid').first()).toBeVisible();
  },
);

base(
  'the open-day form waits for the first focus: what is typed before the app is there is registered',
  async ({ page }) => {
    const release = await holdApp(page);
    await page.goto('/infodag');
    const form = page.getByRole('form', { name: 'Aanmelden' });
    // Typed while the app is on its way (the first focus started it): the fields are the server's.
    await form.getByRole('textbox', { name: 'E-mailadres' }).fill(`infodag-vroeg-${Date.now()}@example.nl`);
    await form.getByRole('textbox', { name: 'Naam' }).fill('Vroege Vogel');
    await expect(ready(page)).toHaveCount(0);
    release();
    await expect(ready(page)).toBeAttached();
    await form.getByRole('group', { name: 'Welke infodag?' }).getByRole('radio').first().check();
    await form.getByRole('button', { name: 'Aanmelden' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor je aanmelding!' })).toBeVisible();
  },
);

base('an address typed and sent before the app is there reaches the newsletter', async ({ page }) => {
  const release = await holdApp(page);
  await page.goto(COURSE);
  const form = page.getByRole('contentinfo').getByRole('form', { name: 'Nieuwsbrief' });
  // Typed while the app is still on its way: the field is the server's, the app's state is empty.
  await form.getByRole('textbox', { name: 'E-mailadres' }).fill(`vroeg-${Date.now()}@example.nl`);
  await form.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(ready(page)).toHaveCount(0);
  release();
  await expect(page.getByRole('status', { name: 'Meldingen' })).toContainText('Actie gelukt.');
  await expect(form.getByRole('textbox', { name: 'E-mailadres' })).toHaveValue('');
});

base('a first key press starts the app, and Tab then reaches the education menu', async ({ page }) => {
  await page.goto(COURSE);
  await page.keyboard.press('Tab');
  await expect(ready(page)).toBeAttached();
  const trigger = page.getByRole('button', { name: 'Educatie' });
  for (let i = 0; i < 5 && !(await trigger.evaluate((el) => el === document.activeElement)); i++) {
    await page.keyboard.press('Tab');
  }
  await page.keyboard.press('Enter');
  await expect(trigger).toHaveAttribute('aria-expanded', 'true');
});

base('a page with a form, or parts that wait for the app, starts it at once', async ({ page, request }) => {
  // The server says which pages may wait for the visitor (a signed-out visitor's whole pages).
  const marked = async (path: string) =>
    (await (await request.get(path)).text()).includes('data-app-start="intent"');
  expect(await marked('/')).toBe(true);
  expect(await marked(COURSE)).toBe(true);
  expect(await marked('/verkoop/')).toBe(true);
  expect(await marked('/over-ons')).toBe(true);
  // The rental list too: without a session there is no cart, so no period to wait for.
  expect(await marked('/verhuur/')).toBe(true);
  // The open-day form, a public landing page: whole in the server's HTML, the app comes at the
  // first focus, and what is typed before is handed over.
  expect(await marked('/infodag')).toBe(true);
  for (const path of ['/contact', '/offerte', '/login']) expect(await marked(path), path).toBe(false);

  // The contact form: the app is there without the visitor moving.
  await page.goto('/contact');
  await expect(ready(page)).toBeAttached();
});

base(
  'a visitor with a session gets the app at once: their cart and account are theirs',
  async ({ page, context, baseURL }) => {
    // Any sessionid makes the page private to the visitor (the api may not know it: then signed out).
    await context.addCookies([{ name: 'sessionid', value: 'onbekend', url: baseURL ?? '' }]);
    await page.goto(COURSE);
    await expect(ready(page)).toBeAttached();
  },
);

test('the fixture visitor moves, and the page navigates inside the app', async ({ page, graphqlCalls }) => {
  await page.goto('/educatie/opleidingen/');
  await page.getByRole('link', { name: 'Opleiding editor' }).first().click();
  await expect(page).toHaveURL(/\/educatie\/c\/opleiding-editor/);
  // A navigation inside the app asks /graphql for the new page; a full page load would not.
  expect(graphqlCalls.map((call) => call.operationName)).toContain('CoursePage');
});

test("the app's chunk carries the shell's GraphQL documents only; a page's travel with its route", async ({
  request,
}) => {
  const home = await (await request.get('/verkoop/artikel/canon-eos-r5-c-kopen')).text();
  const chunks = (/data-app-chunks="([^"]*)"/.exec(home)?.[1] ?? '').split(' ');
  const app = chunks.find((path) => /^\/assets\/app-[\w-]+\.js$/.test(path));
  const route = chunks.find((path) => /^\/assets\/article-route-[\w-]+\.js$/.test(path));
  expect(app && route).toBeTruthy();
  const operation = (name: string) => new RegExp(`value:["'\`]${name}["'\`]`);
  const appCode = await (await request.get(app ?? '')).text();
  // The shell's query is there; an article's, the checkout's and the forms' are not (issue 25
  // item 12: they were, 16 of the chunk's 21 KiB gzipped, vite.config.ts documentPerModule).
  expect(appCode).toMatch(operation('RootLayout'));
  for (const other of ['ArticlePage', 'PlaceOrder', 'SignUp', 'CoursePage'])
    expect(appCode).not.toMatch(operation(other));
  expect(await (await request.get(route ?? '')).text()).toMatch(operation('ArticlePage'));
});
