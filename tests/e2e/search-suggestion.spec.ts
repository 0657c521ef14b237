import { expect, test } from './fixtures.ts';

// "Bedoelde je …?" (issue 27): when nothing matches, the list page and the search panel offer the
// closest words of the shop's own catalogue, and following it finds the articles. At 1280 and
// 390 px.

for (const width of [1280, 390] as const) {
  test.describe(`at ${width} px`, () => {
    test.use({ viewport: { width, height: width === 390 ? 844 : 900 } });

    test('the list page suggests our own word for a typo with no matches, and its link finds them', async ({
      page,
    }, testInfo) => {
      await page.goto('/verhuur/?q=zeiz');
      const main = page.getByRole('main');
      await expect(main).toContainText('Geen artikelen gevonden voor “zeiz”');
      const suggestion = main.getByRole('link', { name: '“zeiss”' });
      await expect(suggestion).toBeVisible();
      await expect(main).toContainText('Bedoelde je “zeiss”?');
      await page.screenshot({ path: testInfo.outputPath(`list-suggestion-${width}.png`) });
      await suggestion.click();
      await expect(page).toHaveURL(/\/verhuur\/\?q=zeiss$/);
      await expect(
        main
          .locator('[data-article]')
          .or(main.locator('li', { hasText: 'Zeiss' }))
          .first(),
      ).toBeVisible();
      await expect(main).not.toContainText('Geen artikelen gevonden');
    });

    test('the search panel suggests it too; a click searches it', async ({ page }, testInfo) => {
      await page.goto('/');
      await page.getByRole('banner').getByRole('button', { name: 'Zoeken', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Zoeken' });
      const box = dialog.getByRole('combobox', { name: 'Zoek in verhuur, verkoop en occasions' });
      await box.fill('zeiz');
      await expect(dialog.getByRole('status')).toHaveText('Geen resultaten voor “zeiz”.');
      const suggestion = dialog.getByRole('button', { name: '“zeiss”' });
      await expect(suggestion).toBeVisible();
      await page.screenshot({ path: testInfo.outputPath(`panel-suggestion-${width}.png`) });
      await suggestion.click();
      await expect(box).toHaveValue('zeiss');
      await expect(box).toBeFocused();
      await expect(dialog.getByRole('option').first()).toContainText('Zeiss');
    });
  });
}
