import { expect, graphql, test } from './fixtures.ts';

// Issue 12's content routes: /duplicatie (the editors' intro, the server's prices, the crew
// articles of the rental catalogue), the campaign pages /cmp/… in each template, the terms and
// privacy pages, and an unknown campaign as the 404 page.

const SHOTS = process.env.SHOTS_DIR;

type Duplication = {
  duplicationServices: { name: string; unit: string; price: { formatted: string } }[];
  articles: { totalCount: number; articles: { name: string; slug: string }[] };
};

for (const width of [1280, 360]) {
  test(`at ${width} px /duplicatie shows the server's prices and links to the AV-staff`, async ({
    page,
  }, testInfo) => {
    const expected = await graphql<Duplication>(
      page,
      `{ duplicationServices { name unit price { formatted } }
         articles(type: RENTAL, categoryPath: "av-personeel", first: 12) { totalCount articles { name slug } } }`,
    );
    expect(expected.duplicationServices.length).toBeGreaterThanOrEqual(5);
    expect(expected.articles.articles.length).toBeGreaterThan(0);

    await page.setViewportSize({ width, height: 900 });
    await page.goto('/duplicatie');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Duplicatie en digitalisering' })).toBeVisible();
    // The editors' intro blocks of content page `duplicatie`.
    await expect(main.locator('.prose').first()).not.toBeEmpty();
    // Each format with the server's price (never computed by the web).
    const rows = main.getByRole('table').locator('tbody tr');
    await expect(rows).toHaveCount(expected.duplicationServices.length);
    for (const [index, service] of expected.duplicationServices.entries()) {
      const row = rows.nth(index);
      await expect(row.getByRole('rowheader')).toHaveText(service.name);
      await expect(row).toContainText(service.price.formatted);
      await expect(row).toContainText(service.unit);
    }
    // How it works: the editors' block.
    await expect(main.getByRole('heading', { name: 'Zo werkt het' })).toBeVisible();
    // The crew articles, each a link to its page.
    for (const article of expected.articles.articles) {
      await expect(main.getByRole('link', { name: article.name, exact: true })).toHaveAttribute(
        'href',
        `/verhuur/artikel/${article.slug}`,
      );
    }
    await page.screenshot({ path: testInfo.outputPath(`duplicatie-${width}.png`), fullPage: true });
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/duplicatie-${width}.png`, fullPage: true });

    // The way to a quote: the contact form with the topic chosen.
    await main.getByRole('link', { name: 'Vraag een prijsopgave aan' }).click();
    await expect(page).toHaveURL('/contact?onderwerp=duplicatie');
    await expect(page.getByRole('main').getByLabel('Onderwerp')).toHaveValue('DUPLICATIE');
  });
}

const CAMPAIGNS = [
  { path: '/cmp/zomeractie-verhuur', title: 'Zomeractie verhuur', template: 'CAMPAIGN' },
  { path: '/cmp/open-avond-opleidingen', title: 'Open avond opleidingen', template: 'PAGEALTERNATEBLOCKS' },
  { path: '/cmp/nieuwe-studio', title: 'Onze nieuwe studio', template: 'MOVING' },
];

for (const { path, title, template } of CAMPAIGNS) {
  test(`campaign page ${path} renders in the ${template} template, from the server`, async ({
    page,
    graphqlCalls,
  }, testInfo) => {
    const response = await page.goto(path);
    expect(response?.status()).toBe(200);
    const html = (await response?.text()) ?? '';
    expect(html).toContain(`data-template="${template}"`);
    expect(html).toMatch(new RegExp(`<link rel="canonical" href="[^"]*${path}"`));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(main.locator(`[data-template="${template}"]`)).toBeVisible();
    await expect(main.locator('.prose').first()).not.toBeEmpty();
    await expect(page).toHaveTitle(`${title} | Studio Lumen`);
    // Its data came with the page.
    expect(graphqlCalls).toEqual([]);
    await page.screenshot({ path: testInfo.outputPath(`cmp-${template}.png`), fullPage: true });
  });
}

test('a campaign page at 1280 and 360 px', async ({ page }) => {
  for (const width of [1280, 360]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/cmp/zomeractie-verhuur');
    await expect(page.getByRole('heading', { level: 1, name: 'Zomeractie verhuur' })).toBeVisible();
    // Nothing wider than the screen.
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow).toBeLessThanOrEqual(0);
    if (SHOTS) await page.screenshot({ path: `${SHOTS}/cmp-${width}.png`, fullPage: true });
  }
});

test('an unknown campaign page is the Dutch 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/cmp/bestaat-niet');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1, name: 'Pagina niet gevonden' })).toBeVisible();
  await expect(page).toHaveTitle('Pagina niet gevonden | Studio Lumen');
});

test('the footer links to the terms and privacy pages, which have real text', async ({ page }) => {
  await page.goto('/cmp/nieuwe-studio');
  const footer = page.getByRole('contentinfo');
  await footer.getByRole('link', { name: 'Algemene voorwaarden' }).click();
  await expect(page).toHaveURL('/algemene-voorwaarden');
  await expect(page.getByRole('heading', { level: 1, name: 'Algemene voorwaarden' })).toBeVisible();
  await expect(page.getByRole('main').locator('.prose').first()).not.toBeEmpty();
  await footer.getByRole('link', { name: 'Privacy' }).click();
  await expect(page).toHaveURL('/privacy');
  await expect(page.getByRole('heading', { level: 1, name: 'Privacyverklaring' })).toBeVisible();
  await expect(page.getByRole('main').locator('.prose').first()).not.toBeEmpty();
});
