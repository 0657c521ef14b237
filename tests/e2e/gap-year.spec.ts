import { expect, graphql, navigateInApp, test } from './fixtures.ts';

type GapYearExpected = {
  section: { quotes: { author: string }[]; faqs: { question: string }[] };
  courses: { slug: string; name: string }[];
};

const GAP_YEAR_EXPECTED = /* GraphQL */ `
  query GapYearExpected($category: String) {
    section(slug: "tussenjaar") { quotes { author } faqs { question } }
    courses(section: "tussenjaar", category: $category) { slug name }
  }
`;

/** Intl writes a no-break space after the euro sign; the figures below are as a visitor reads them. */
const text = (s: string | null) =>
  (s ?? '')
    .replace(/\u00ad/g, '')
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

test('gap year: the two variants compared side by side with the exact figures', async ({
  page,
}, testInfo) => {
  await page.goto('/educatie/tussenjaar/');
  await expect(page.getByRole('heading', { level: 1, name: 'Tussenjaar' })).toBeVisible();
  await expect(page).toHaveTitle('Tussenjaar | Studio Lumen');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    /Oriëntatie \(2 dagen per week, €\u00a03\.495,00\) of Creatief \(3 dagen per week, €\u00a04\.750,00\)/,
  );

  const table = page.getByRole('table', { name: 'Tussenjaar Oriëntatie en Creatief vergeleken' });
  await expect(table).toBeVisible();
  const columns = table.getByRole('columnheader');
  expect((await columns.allTextContents()).map(text)).toEqual([
    'Tussenjaar Oriëntatie',
    'Tussenjaar Creatief',
  ]);

  // Each row: its header, then Oriëntatie, then Creatief.
  const rows = table.locator('tbody tr');
  const read = async () =>
    Promise.all(
      (await rows.all()).map(async (row) => [
        text(await row.getByRole('rowheader').textContent()),
        ...(await row.getByRole('cell').allTextContents()).map(text),
      ]),
    );
  // Prices always with two decimals (SPEC §9).
  expect(await read()).toEqual([
    ['Lesdagen', '2 dagen per week', '3 dagen per week'],
    ['Verhuurtegoed', '€ 600,00', '€ 750,00'],
    ['Na afloop', '2 jaar huren met 25% korting', '2 jaar huren met 25% korting'],
    ['Totaal', '€ 3.495,00', '€ 4.750,00'],
  ]);

  // Each variant leads to its course page.
  await expect(table.getByRole('link', { name: 'Meer info over Oriëntatie' })).toHaveAttribute(
    'href',
    '/educatie/c/tussenjaar-orientatie',
  );
  await expect(table.getByRole('link', { name: 'Meer info over Creatief' })).toHaveAttribute(
    'href',
    '/educatie/c/tussenjaar-creatief',
  );
  await page.screenshot({ path: testInfo.outputPath('gap-year.png'), fullPage: true });
});

test('gap year: the section courses (linking to their pages), a category filter, quotes and FAQs', async ({
  page,
}) => {
  const all = await graphql<GapYearExpected>(page, GAP_YEAR_EXPECTED);
  const licht = await graphql<GapYearExpected>(page, GAP_YEAR_EXPECTED, { category: 'licht' });
  expect(licht.courses.length).toBeLessThan(all.courses.length);

  await page.goto('/educatie/tussenjaar/');
  const offer = page.getByRole('region', { name: 'Het tussenjaaraanbod' });
  await expect(offer.getByRole('article')).toHaveCount(all.courses.length);
  for (const slug of ['tussenjaar-orientatie', 'tussenjaar-creatief']) {
    const course = all.courses.find((c) => c.slug === slug);
    if (!course) throw new Error(`seed has ${slug}`);
    await expect(offer.getByRole('link', { name: course.name })).toHaveAttribute(
      'href',
      `/educatie/c/${slug}`,
    );
  }
  await expect(
    page.getByRole('region', { name: 'Oud-deelnemers aan het woord' }).locator('figcaption'),
  ).toHaveCount(all.section.quotes.length);
  await expect(page.getByRole('region', { name: 'Veelgestelde vragen' }).locator('summary')).toHaveText(
    all.section.faqs.map((f) => f.question),
  );

  await offer.getByRole('link', { name: 'Licht', exact: true }).click();
  await expect(page).toHaveURL('/educatie/tussenjaar/licht/');
  await expect(offer.getByRole('article').getByRole('heading')).toHaveText(licht.courses.map((c) => c.name));
  // The comparison stays whatever the filter.
  await expect(page.getByRole('table')).toContainText('€ 4.750,00'.replace(' ', '\u00a0'));

  await offer.getByRole('link', { name: 'Alle' }).click();
  await expect(page).toHaveURL('/educatie/tussenjaar/');
  await expect(offer.getByRole('article')).toHaveCount(all.courses.length);
});

test('gap year: the route wins over the generic section list, and fits 360 px', async ({
  page,
  graphqlCalls,
}, testInfo) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await navigateInApp(page, '/educatie/tussenjaar/camera/');
  await expect(page.getByRole('table')).toBeVisible();
  expect(graphqlCalls.map((c) => c.operationName)).toContain('GapYearPage');
  expect(graphqlCalls.map((c) => c.operationName)).not.toContain('EducationList');
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: testInfo.outputPath('gap-year-360.png'), fullPage: true });
});
