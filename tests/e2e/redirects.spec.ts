import { expect, test } from './fixtures.ts';

// The aliases' 301s and the pages they lead to are asked without a browser
// (tests/gateway/site-html.test.ts › aliases and redirects); what they land on hydrates as its own
// spec shows (home.spec.ts, course-page.spec.ts, education-list.spec.ts). Here the second course
// layout in the browser.

test('/educatie/c/new/{slug} is the second course layout, with the same single query; an unknown one is a Dutch 404', async ({
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
  // Its schema.org Course (tests/gateway/site-html.test.ts) stays one once the app has started.
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);
  await page.screenshot({ path: testInfo.outputPath('course-new.png'), fullPage: true });

  await page.setViewportSize({ width: 360, height: 780 });
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: testInfo.outputPath('course-new-360.png') });

  // An unknown course in this layout is the Dutch 404, also once the app has started.
  await page.goto('/educatie/c/new/bestaat-niet');
  await expect(page.getByRole('heading', { level: 1, name: 'Opleiding niet gevonden' })).toBeVisible();
});
