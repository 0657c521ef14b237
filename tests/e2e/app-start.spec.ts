import { test as base, type Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

// When the browser starts the app on a server-rendered page (web/src/app/main.tsx): a signed-out
// visitor's page loads only the small entry until the visitor moves, touches, scrolls or types;
// a visitor with a session gets the app at once. These tests load pages as a visitor who has not
// moved yet, so they use Playwright's own page, not the fixture's (which moves the mouse).

const COURSE = '/educatie/c/montage-basis';

/** The site's scripts the browser asked for, by file name. */
function scriptsOf(page: Page): string[] {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  return scripts;
}

/** A slow connection: the app arrives well after the visitor's first click. */
const slowApp = (page: Page) =>
  page.route(/\/assets\/start-app-[\w-]+\.js$/, async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 800));
    await route.continue();
  });

const ready = (page: Page) => page.locator('html[data-app="ready"]');

base('a signed-out visitor who only reads downloads the small entry and nothing else', async ({ page }) => {
  const scripts = scriptsOf(page);
  await page.goto(COURSE);
  await page.waitForLoadState('networkidle');
  await page.waitForTimeout(500);
  // The server's page is all there: the course, its runs, the menus' links.
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('link', { name: 'Naar de startdata' })).toBeVisible();
  expect(scripts).toHaveLength(1);
  expect(scripts[0]).toMatch(/^\/assets\/index-[\w-]+\.js$/);
  await expect(ready(page)).toHaveCount(0);

  // The visitor moves the pointer: the app starts and takes the page over.
  await page.mouse.move(40, 40);
  await expect(ready(page)).toBeAttached();
  expect(scripts.some((path) => /\/assets\/start-app-[\w-]+\.js$/.test(path))).toBe(true);
});

base('a tap on the menu before the app is there opens the menu once it is', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 800 });
  await slowApp(page);
  await page.goto(COURSE);
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  await expect(ready(page)).toHaveCount(0);
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(ready(page)).toBeAttached();
  await expect(page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link').first()).toBeVisible();
  // Clicked once: a second click closes it again.
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
});

base('an address typed and sent before the app is there reaches the newsletter', async ({ page }) => {
  await slowApp(page);
  await page.goto(COURSE);
  const form = page.getByRole('contentinfo').getByRole('form', { name: 'Nieuwsbrief' });
  // Typed while the app is still on its way: the field is the server's, the app's state is empty.
  await form.getByRole('textbox', { name: 'E-mailadres' }).fill(`vroeg-${Date.now()}@example.nl`);
  await form.getByRole('button', { name: 'Aanmelden' }).click();
  await expect(ready(page)).toHaveCount(0);
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
