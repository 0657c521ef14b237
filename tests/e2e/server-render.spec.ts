import { createHash } from 'node:crypto';
import { expect, operationOf, test } from './fixtures.ts';

// What a crawler or a link preview gets without JavaScript: each page's own head and content,
// rendered on the server; and in a browser, the same page hydrates without a mismatch.

const PAGES = [
  { path: '/', h1: 'Studio Lumen Amsterdam', title: 'Studio Lumen' },
  {
    path: '/educatie/c/montage-basis',
    h1: 'Montage basis',
    title: 'Montage basis | Studio Lumen',
    jsonLd: true,
  },
  {
    path: '/educatie/c/new/montage-basis',
    h1: 'Montage basis',
    title: 'Montage basis | Studio Lumen',
    jsonLd: true,
  },
  { path: '/educatie/opleidingen/', h1: 'Opleidingen', title: 'Opleidingen | Studio Lumen' },
  { path: '/educatie/cursussen/montage/', h1: 'Cursussen', title: 'Cursussen' },
  { path: '/educatie/tussenjaar/', h1: 'Tussenjaar', title: 'Tussenjaar' },
  { path: '/agenda/', h1: 'Agenda', title: 'Agenda | Studio Lumen' },
  { path: '/infodag', h1: 'Infodag', title: 'Infodag' },
  { path: '/over-ons', h1: 'Over ons', title: 'Over ons | Studio Lumen' },
];

const attribute = (html: string, pattern: RegExp) => pattern.exec(html)?.[1];

for (const page of PAGES) {
  test(`${page.path} arrives as real HTML: title, description, canonical, Open Graph, h1, content`, async ({
    request,
    baseURL,
  }) => {
    const response = await request.get(page.path, { headers: { accept: 'text/html' } });
    expect(response.status()).toBe(200);
    const html = await response.text();
    expect(attribute(html, /<title>([^<]*)<\/title>/)).toContain(page.title);
    expect(attribute(html, /<meta name="description" content="([^"]+)"/)?.length).toBeGreaterThan(20);
    expect(attribute(html, /<link rel="canonical" href="([^"]+)"/)).toBe(new URL(page.path, baseURL).href);
    expect(attribute(html, /<meta property="og:title" content="([^"]+)"/)).toContain(
      page.title.split(' |')[0],
    );
    expect(attribute(html, /<meta property="og:url" content="([^"]+)"/)).toBe(
      new URL(page.path, baseURL).href,
    );
    expect(html).toContain('<meta name="twitter:card"');
    expect(attribute(html, /<h1[^>]*>(?:<[^>]+>)*([^<]+)/)).toContain(page.h1);
    expect(html).not.toContain('name="robots"');
    // The page's data travels along for the browser, as data, never as an inline script.
    expect(html).toContain('<script type="application/json" id="apollo-state">');
    expect(html).not.toMatch(/<script>(?!\s*<\/script>)/);
    if (page.jsonLd) expect(html).toContain('<script type="application/ld+json">');
  });
}

test('forms and thanks pages are kept out of search results; unknown paths are a 404 page', async ({
  request,
}) => {
  for (const path of ['/inschrijving-bedankt', '/infodag-inschrijving-bedankt']) {
    const html = await (await request.get(path)).text();
    expect(html, path).toContain('<meta name="robots" content="noindex" />');
  }
  for (const path of [
    '/deze-pagina-bestaat-echt-niet',
    '/educatie/c/bestaat-niet',
    '/agenda/bestaat-niet/',
  ]) {
    const response = await request.get(path, { headers: { accept: 'text/html' } });
    expect(response.status(), path).toBe(404);
    expect(await response.text(), path).toContain('<meta name="robots" content="noindex" />');
  }
});

test('a server-rendered page hydrates without warnings and asks nothing more', async ({
  page,
  graphqlCalls,
}) => {
  const warnings: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'warning' || message.type() === 'error') warnings.push(message.text());
  });
  for (const path of ['/', '/educatie/c/montage-basis', '/agenda/', '/educatie/tussenjaar/']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
    // Hydrated: the app answers a click in the header without reloading.
    await page.waitForLoadState('networkidle');
  }
  expect(warnings.filter((text) => /hydrat|did not match|mismatch/i.test(text))).toEqual([]);
  expect(graphqlCalls).toEqual([]);
});

test("the first paint needs no other file: the page's stylesheets are in it, each allowed by its hash", async ({
  page,
  request,
}) => {
  const response = await request.get('/educatie/opleidingen/');
  const html = await response.text();
  const sheets = [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css = '']) => css);
  // The site's base, the shell's and the route's own, not the whole site's CSS.
  expect(sheets.length).toBeGreaterThan(2);
  const bytes = sheets.join('').length;
  expect(bytes).toBeGreaterThan(10_000);
  expect(bytes).toBeLessThan(90_000);
  // Each inlined stylesheet is named by a disabled link (not fetched); no other is linked.
  expect(html).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/);
  // The app's code is asked for by the small entry once the page has loaded, not by the HTML.
  expect(html).not.toContain('rel="modulepreload"');
  const policy = response.headers()['content-security-policy'] ?? '';
  for (const css of sheets)
    expect(policy).toContain(`'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`);

  // In the browser the page is styled (the CSP let the style elements through), hydrates without
  // asking for any stylesheet, and a route it navigates to brings its own.
  const stylesheets: string[] = [];
  page.on('request', (call) => {
    if (call.resourceType() === 'stylesheet') stylesheets.push(new URL(call.url()).pathname);
  });
  await page.goto('/educatie/opleidingen/');
  await expect(page.locator('html[data-app="ready"]')).toBeAttached();
  await page.waitForLoadState('networkidle');
  const skipLink = page.getByRole('link', { name: 'Naar de inhoud' });
  expect(await skipLink.evaluate((element) => getComputedStyle(element).position)).toBe('absolute');
  expect(stylesheets).toEqual([]);

  await page.getByRole('link', { name: 'Opleiding editor' }).first().click();
  await expect(page).toHaveURL(/\/educatie\/c\/opleiding-editor/);
  const heroLink = page.getByRole('link', { name: 'Naar de startdata' });
  await expect(heroLink).toBeVisible();
  expect(stylesheets.length).toBeGreaterThan(0);
  // Styled by the course page's own stylesheet (course-page.module.css), fetched with its chunk.
  expect(await heroLink.evaluate((element) => getComputedStyle(element).display)).toBe('inline-flex');
});

test('a page for a visitor without a session says so; the browser then does not ask who is signed in', async ({
  page,
  request,
}) => {
  const anonymous = await (await request.get('/agenda/')).text();
  expect(anonymous).toContain('<div id="root" data-session="none"');
  const withSession = await (
    await request.get('/agenda/', { headers: { cookie: 'sessionid=unknown' } })
  ).text();
  expect(withSession).toContain('<div id="root">');
  // The app starts at once for a session: its scripts are module preloads in the head.
  expect(withSession).toMatch(
    /<link rel="modulepreload" crossorigin href="\/assets\/start-app-[\w-]+\.js" \/>/,
  );
  expect(withSession).not.toContain('data-session="none"');

  const asked: string[] = [];
  page.on('request', (call) => {
    if (call.url().includes('/graphql')) asked.push(operationOf(call) ?? '');
  });
  await page.goto('/agenda/');
  await page.waitForLoadState('networkidle');
  // Signed out without asking: the header offers to sign in.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account', exact: true })).toBeVisible();
  expect(asked).not.toContain('Me');
  expect(asked).not.toContain('EditorAccess');
});
