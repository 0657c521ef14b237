import { expect, graphql, test } from './fixtures.ts';

type ListExpected = {
  section: { name: string; quotes: { author: string }[]; faqs: { question: string }[] };
  courses: { slug: string; name: string; price: { formatted: string } }[];
  categories: { slug: string; name: string }[];
};

const LIST_EXPECTED = /* GraphQL */ `
  query ListExpected($section: String!, $category: String) {
    section(slug: $section) { name quotes { author } faqs { question } }
    courses(section: $section, category: $category) { slug name price { formatted } }
    categories(section: $section) { slug name }
  }
`;

test('section list: its courses, a category filter that narrows the list, quotes and FAQs', async ({
  page,
  graphqlCalls,
}, testInfo) => {
  const all = await graphql<ListExpected>(page, LIST_EXPECTED, { section: 'opleidingen' });
  const montage = await graphql<ListExpected>(page, LIST_EXPECTED, {
    section: 'opleidingen',
    category: 'montage',
  });
  expect(montage.courses.length).toBeGreaterThan(0);
  expect(montage.courses.length).toBeLessThan(all.courses.length);

  await page.goto('/educatie/opleidingen/');
  await expect(page.getByRole('heading', { level: 1, name: all.section.name })).toBeVisible();
  await expect(page).toHaveTitle(`${all.section.name} | Studio Lumen`);

  const offer = page.getByRole('region', { name: 'Aanbod' });
  const cards = offer.getByRole('article');
  await expect(cards).toHaveCount(all.courses.length);
  for (const [index, course] of all.courses.entries()) {
    await expect(cards.nth(index).getByRole('link', { name: course.name })).toHaveAttribute(
      'href',
      `/educatie/c/${course.slug}`,
    );
    await expect(cards.nth(index)).toContainText(course.price.formatted);
  }

  // The filter: one link per category, "Alle" current.
  const filter = page.getByRole('navigation', { name: 'Filter op categorie' });
  await expect(filter.getByRole('link', { name: 'Alle' })).toHaveAttribute('aria-current', 'page');
  for (const category of all.categories) {
    await expect(filter.getByRole('link', { name: category.name, exact: true })).toHaveAttribute(
      'href',
      `/educatie/opleidingen/${category.slug}/`,
    );
  }

  await filter.getByRole('link', { name: 'Montage', exact: true }).click();
  await expect(page).toHaveURL('/educatie/opleidingen/montage/');
  await expect(cards).toHaveCount(montage.courses.length);
  await expect(cards.getByRole('heading')).toHaveText(montage.courses.map((c) => c.name));
  await expect(filter.getByRole('link', { name: 'Montage', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(`${all.section.name}: Montage`);
  await expect(page).toHaveTitle(`${all.section.name}: Montage | Studio Lumen`);
  await expect(offer).toContainText(`${montage.courses.length} resultaten in Montage`);

  // Quotes and FAQs of the section.
  const quotes = page.getByRole('region', { name: 'Dit zeggen onze cursisten' });
  await expect(quotes.locator('figcaption')).toHaveCount(all.section.quotes.length);
  const faqs = page.getByRole('region', { name: 'Veelgestelde vragen' });
  await expect(faqs.locator('summary')).toHaveText(all.section.faqs.map((f) => f.question));
  await page.screenshot({ path: testInfo.outputPath('education-list-montage.png'), fullPage: true });

  // "Alle" clears the filter again.
  await filter.getByRole('link', { name: 'Alle' }).click();
  await expect(page).toHaveURL('/educatie/opleidingen/');
  await expect(cards).toHaveCount(all.courses.length);

  // The first list came from the server, the filtered one in one query; the way back to all
  // courses comes from the cache the server's page brought along.
  expect(graphqlCalls.filter((c) => c.operationName === 'EducationList').map((c) => c.variables)).toEqual([
    { section: 'opleidingen', category: 'montage' },
  ]);
});

test('the education menu leads to each section list', async ({ page }) => {
  const cursussen = await graphql<ListExpected>(page, LIST_EXPECTED, { section: 'cursussen' });
  await page.goto('/educatie/opleidingen/');
  await page.getByRole('button', { name: 'Educatie' }).click();
  await page.getByRole('navigation', { name: 'Hoofdmenu' }).getByRole('link', { name: 'Cursussen' }).click();
  await expect(page).toHaveURL('/educatie/cursussen/');
  await expect(page.getByRole('heading', { level: 1, name: 'Cursussen' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Aanbod' }).getByRole('article')).toHaveCount(
    cursussen.courses.length,
  );
});

test('an unknown section or category shows a Dutch not-found page', async ({ page }) => {
  await page.goto('/educatie/bestaat-niet/');
  await expect(page.getByRole('heading', { level: 1, name: 'Onderdeel niet gevonden' })).toBeVisible();
  await expect(page.getByText('404 · niet gevonden')).toBeVisible();
  await page.goto('/educatie/opleidingen/bestaat-niet/');
  await expect(page.getByRole('heading', { level: 1, name: 'Categorie niet gevonden' })).toBeVisible();
});

test('at 360 px the section list fits the screen', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/educatie/workshops/');
  await expect(page.getByRole('heading', { level: 1, name: 'Workshops' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Aanbod' }).getByRole('article').first()).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: testInfo.outputPath('education-list-360.png'), fullPage: true });
});
