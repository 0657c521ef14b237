import { expect, test } from './fixtures.ts';

test('/educatie redirects to the opleidingen section', async ({ page }) => {
  await page.goto('/educatie');
  await expect(page).toHaveURL('/educatie/opleidingen/');
  await expect(page.getByRole('heading', { level: 1, name: 'Opleidingen' })).toBeVisible();
  await page.goto('/educatie/');
  await expect(page).toHaveURL('/educatie/opleidingen/');
});

for (const path of ['/', '/home', '/_/home']) {
  test(`${path} shows the home page, rendered on the server`, async ({ page, graphqlCalls }) => {
    await page.goto(path);
    // The aliases answer 301 to the one canonical URL (SPEC §2).
    await expect(page).toHaveURL('/');
    await expect(page.locator('[data-layout="home"]')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Binnenkort van start' })).toBeVisible();
    expect(graphqlCalls).toEqual([]);
  });
}

test('the aliases answer 301 to their canonical path', async ({ request }) => {
  for (const [alias, canonical] of [
    ['/home', '/'],
    ['/_/home', '/'],
    ['/opleidingen/montage-basis', '/educatie/c/montage-basis'],
    ['/educatie', '/educatie/opleidingen/'],
    ['/inloopdagen', '/infodag'],
  ]) {
    const response = await request.get(alias ?? '', { maxRedirects: 0, headers: { accept: 'text/html' } });
    expect(response.status(), alias).toBe(301);
    expect(response.headers().location, alias).toBe(canonical);
  }
});

test('/opleidingen/{slug} leads to the course page', async ({ page, graphqlCalls }) => {
  await page.goto('/opleidingen/montage-basis');
  await expect(page).toHaveURL('/educatie/c/montage-basis');
  await expect(page.getByRole('heading', { level: 1, name: 'Montage basis' })).toBeVisible();
  expect(graphqlCalls).toEqual([]);
});

test('/educatie/c/new/{slug} is the second course layout, with the same single query', async ({
  page,
  graphqlCalls,
}, testInfo) => {
  await page.goto('/educatie/c/new/montage-basis');
  await expect(page.locator('[data-layout="new"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: 'Montage basis' })).toBeVisible();
  await expect(page).toHaveTitle('Montage basis | Studio Lumen');
  const startDates = page.getByRole('region', { name: 'Startdata' });
  await expect(startDates.getByRole('link', { name: /^Schrijf je nu in/ }).first()).toHaveAttribute(
    'href',
    /^\/educatie\/c\/montage-basis\/\d+\/inschrijven$/,
  );
  await expect(page.getByRole('region', { name: 'Programma' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Veelgestelde vragen' })).toBeVisible();
  // Rendered on the server: the browser asks nothing on the first load.
  expect(graphqlCalls).toEqual([]);
  await page.screenshot({ path: testInfo.outputPath('course-new.png'), fullPage: true });

  await page.setViewportSize({ width: 360, height: 780 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: testInfo.outputPath('course-new-360.png') });
});

test('an unknown course in the second layout is a Dutch 404', async ({ page }) => {
  await page.goto('/educatie/c/new/bestaat-niet');
  await expect(page.getByRole('heading', { level: 1, name: 'Opleiding niet gevonden' })).toBeVisible();
});
