import { expect, graphql, navigateInApp, test } from './fixtures.ts';

type Variant = {
  slug: string;
  name: string;
  price: { cents: number; formatted: string };
  gapYear: {
    daysPerWeek: number;
    rentalCredit: { formatted: string };
    rentalDiscountPercent: number;
    rentalDiscountYears: number;
  } | null;
};

type GapYearExpected = {
  section: { quotes: { author: string }[]; faqs: { question: string }[] };
  courses: { slug: string; name: string }[];
  variants: Variant[];
};

const GAP_YEAR_EXPECTED = /* GraphQL */ `
  query GapYearExpected($category: String) {
    section(slug: "tussenjaar") { quotes { author } faqs { question } }
    courses(section: "tussenjaar", category: $category) { slug name }
    variants: courses(section: "tussenjaar") {
      slug
      name
      price { cents formatted }
      gapYear { daysPerWeek rentalCredit { formatted } rentalDiscountPercent rentalDiscountYears }
    }
  }
`;

/** The server's gap-year variants (the courses with gap-year facts), cheapest first as the page shows them. */
async function gapYearVariants(page: Parameters<typeof graphql>[0]) {
  const { variants } = await graphql<GapYearExpected>(page, GAP_YEAR_EXPECTED);
  return variants
    .flatMap((v) => (v.gapYear ? [{ ...v, gapYear: v.gapYear }] : []))
    .sort((a, b) => a.price.cents - b.price.cents);
}

/** "Tussenjaar Oriëntatie" reads "Oriëntatie" beside the column's kicker "Tussenjaar". */
const shortName = (name: string) => name.replace(/^Tussenjaar\s+/, '');

/** Intl writes a no-break space after the euro sign; the figures below are as a visitor reads them. */
const text = (s: string | null) =>
  (s ?? '')
    .replace(/\u00ad/g, '')
    .replace(/\u00a0/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();

test('gap year: the variants compared side by side with the server’s figures', async ({ page }, testInfo) => {
  const variants = await gapYearVariants(page);
  // The seed's two variants; the page shows whatever the server answers.
  expect(variants.map((v) => v.slug)).toEqual(['tussenjaar-orientatie', 'tussenjaar-creatief']);
  // Prices always with two decimals (SPEC §9), as the server formats them.
  for (const v of variants) {
    expect(v.price.formatted).toMatch(/^€\u00a0[\d.]+,\d\d$/);
    expect(v.gapYear.rentalCredit.formatted).toMatch(/^€\u00a0[\d.]+,\d\d$/);
  }
  const days = (n: number) => (n === 1 ? '1 dag per week' : `${n} dagen per week`);
  const discount = (v: (typeof variants)[number]) =>
    `${v.gapYear.rentalDiscountYears} jaar huren met ${v.gapYear.rentalDiscountPercent}% korting`;

  await page.goto('/educatie/tussenjaar/');
  await expect(page.getByRole('heading', { level: 1, name: 'Tussenjaar' })).toBeVisible();
  await expect(page).toHaveTitle('Tussenjaar | Studio Lumen');
  const [first] = variants;
  if (!first) throw new Error('the seed has gap-year variants');
  await expect(page.locator('meta[name="description"]')).toHaveAttribute(
    'content',
    `Het tussenjaar van Studio Lumen: ${variants
      .map((v) => `${shortName(v.name)} (${days(v.gapYear.daysPerWeek)}, ${v.price.formatted})`)
      .join(' of ')}, met verhuurtegoed en ${discount(first)}.`,
  );
  await expect(page.locator('header p').filter({ hasText: 'Een jaar lang film maken' })).toContainText(
    `huur daarna nog ${first.gapYear.rentalDiscountYears} jaar met ${first.gapYear.rentalDiscountPercent}% korting.`,
  );

  const table = page.getByRole('table', {
    name: `Tussenjaar ${variants.map((v) => shortName(v.name)).join(' en ')} vergeleken`,
  });
  await expect(table).toBeVisible();
  const columns = table.getByRole('columnheader');
  expect((await columns.allTextContents()).map(text)).toEqual(variants.map((v) => v.name));

  // Each row: its header, then a cell per variant in the columns' order.
  const rows = table.locator('tbody tr');
  const read = async () =>
    Promise.all(
      (await rows.all()).map(async (row) => [
        text(await row.getByRole('rowheader').textContent()),
        ...(await row.getByRole('cell').allTextContents()).map(text),
      ]),
    );
  expect(await read()).toEqual([
    ['Lesdagen', ...variants.map((v) => days(v.gapYear.daysPerWeek))],
    ['Verhuurtegoed', ...variants.map((v) => text(v.gapYear.rentalCredit.formatted))],
    ['Na afloop', ...variants.map(discount)],
    ['Totaal', ...variants.map((v) => text(v.price.formatted))],
  ]);

  // Each variant leads to its course page.
  for (const v of variants) {
    await expect(table.getByRole('link', { name: `Meer info over ${shortName(v.name)}` })).toHaveAttribute(
      'href',
      `/educatie/c/${v.slug}`,
    );
  }
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
  // The comparison stays whatever the filter: every variant, not only the category's courses.
  const variants = all.variants.filter((v) => v.gapYear);
  expect(variants.length).toBeGreaterThan(1);
  for (const v of variants) await expect(page.getByRole('table')).toContainText(v.price.formatted);

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

test('gap year: each total reads on one line within its column on a phone', async ({ page }) => {
  for (const width of [360, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await page.goto('/educatie/tussenjaar/');
    const totals = page.getByRole('row', { name: /^Totaal/ }).getByRole('cell');
    await expect(totals.first()).toBeVisible();
    for (const cell of await totals.all()) {
      const shape = await cell.evaluate((td) => {
        const range = document.createRange();
        range.selectNodeContents(td);
        const lines = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
        return { lines: lines.size, fits: td.scrollWidth <= td.clientWidth };
      });
      expect(shape, `a total at ${width} px`).toEqual({ lines: 1, fits: true });
    }
  }
});
