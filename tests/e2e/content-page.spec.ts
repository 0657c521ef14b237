import { expect, test } from './fixtures.ts';

// Generic content pages of the seed data, one per template.
const PAGES = [
  { path: '/over-ons', title: 'Over ons', template: 'DEFAULT' },
  { path: '/voorjaarsactie', title: 'Voorjaarsactie', template: 'CAMPAIGN' },
  { path: '/werken-bij', title: 'Werken bij Studio Lumen', template: 'PAGEALTERNATEBLOCKS' },
  { path: '/verhuizing', title: 'We zijn verhuisd', template: 'MOVING' },
];

for (const { path, title, template } of PAGES) {
  test(`content page ${path} renders its title and blocks as ${template}`, async ({ page }, testInfo) => {
    await page.goto(path);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(main.locator(`[data-template="${template}"]`)).toBeVisible();
    await expect(main.locator('.prose').first()).not.toBeEmpty();
    await expect(page).toHaveTitle(`${title} | Studio Lumen`);
    await page.screenshot({
      path: testInfo.outputPath(`content${path.replace(/\//g, '-')}.png`),
      fullPage: true,
    });
  });
}

test('the logo leads to the home route, which shows the home page', async ({ page, graphqlCalls }) => {
  await page.goto('/over-ons');
  await expect(page.getByRole('heading', { level: 1, name: 'Over ons' })).toBeVisible();
  await page
    .getByRole('link', { name: /naar de homepage/ })
    .first()
    .click();
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1, name: 'Studio Lumen Amsterdam' })).toBeVisible();
  // The first page came from the server; the way home is a navigation in the app, one query.
  expect(graphqlCalls.map((c) => c.operationName)).toEqual(['HomePage']);
});
