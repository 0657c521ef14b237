import { expect, operationOf, test } from './fixtures.ts';

// A page rendered on the server, in a browser: it hydrates without a mismatch, styled by the
// stylesheets in it. What a crawler or a link preview gets without JavaScript (each page's head and
// content, noindex, status codes, the inlined stylesheets' hashes, the session marker) is asked
// without a browser: tests/gateway/site-html.test.ts.

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
    // Hydrated (goto waits for the app's `data-app="ready"`): any mismatch has been reported.
    await expect(page.locator('html[data-app="ready"]')).toBeAttached();
  }
  expect(warnings.filter((text) => /hydrat|did not match|mismatch/i.test(text))).toEqual([]);
  expect(graphqlCalls).toEqual([]);
});

test('the first paint needs no other file: the page is styled by the stylesheets in it, and a route brings its own', async ({
  page,
}) => {
  // In the browser the page is styled (the CSP let the style elements through), hydrates without
  // asking for any stylesheet, and a route it navigates to brings its own.
  const stylesheets: string[] = [];
  page.on('request', (call) => {
    if (call.resourceType() === 'stylesheet') stylesheets.push(new URL(call.url()).pathname);
  });
  await page.goto('/educatie/opleidingen/');
  await expect(page.locator('html[data-app="ready"]')).toBeAttached();
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

test('a page rendered for a visitor without a session: the browser does not ask who is signed in', async ({
  page,
}) => {
  const asked: string[] = [];
  page.on('request', (call) => {
    if (call.url().includes('/graphql')) asked.push(operationOf(call) ?? '');
  });
  await page.goto('/agenda/');
  // The app has started (and asked what it asks at its start).
  await expect(page.locator('html[data-app="ready"]')).toBeAttached();
  // Signed out without asking: the header offers to sign in.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Account', exact: true })).toBeVisible();
  expect(asked).not.toContain('Me');
  expect(asked).not.toContain('EditorAccess');
});
