import type { Locator } from '@playwright/test';
import { formatDateLong } from '../../domain/dates.ts';
import { expect, graphql, test } from './fixtures.ts';

type AgendaExpected = {
  agenda: {
    totalCount: number;
    edges: {
      node: {
        id: string;
        startDate: string;
        registrationOpen: boolean;
        price: { formatted: string };
        course: { slug: string; name: string };
      };
    }[];
  };
};

const AGENDA_EXPECTED = /* GraphQL */ `
  query AgendaExpected($category: String, $first: Int!) {
    agenda(category: $category, first: $first) {
      totalCount
      edges { node { id startDate registrationOpen price { formatted } course { slug name } } }
    }
  }
`;

/** The runs on the page: every list item with a course heading. */
const runItems = (main: Locator) =>
  main.getByRole('listitem').filter({ has: main.page().getByRole('heading', { level: 3 }) });

/** What a visitor reads per run: course and start date, in page order. */
async function shown(items: Locator): Promise<string[]> {
  return Promise.all(
    (await items.all()).map(async (item) => {
      const course = await item.getByRole('heading', { level: 3 }).textContent();
      const date = await item.locator('time[datetime]').first().getAttribute('datetime');
      return `${course} @ ${date}`;
    }),
  );
}

const expectedRows = (data: AgendaExpected) =>
  data.agenda.edges.map(({ node }) => `${node.course.name} @ ${node.startDate}`);

test('agenda: the first 20 runs from today, and "Meer laden" adds the next 20 without duplicates', async ({
  page,
  graphqlCalls,
}, testInfo) => {
  const expected = await graphql<AgendaExpected>(page, AGENDA_EXPECTED, { first: 40 });
  const total = expected.agenda.totalCount;
  expect(total).toBeGreaterThan(40);

  await page.goto('/agenda/');
  await expect(page.getByRole('heading', { level: 1, name: 'Agenda' })).toBeVisible();
  await expect(page).toHaveTitle('Agenda | Studio Lumen');
  const main = page.getByRole('main');
  const items = runItems(main);
  await expect(items).toHaveCount(20);
  await expect(main).toContainText(`20 van ${total} startdata getoond`);
  expect(await shown(items)).toEqual(expectedRows(expected).slice(0, 20));

  // Each run: course link, Dutch start date, price and a registration link while open.
  const first = expected.agenda.edges[0]?.node;
  if (!first) throw new Error('seed has runs');
  const item = items.first();
  await expect(item.getByRole('link', { name: first.course.name, exact: true })).toHaveAttribute(
    'href',
    `/educatie/c/${first.course.slug}`,
  );
  await expect(item).toContainText(formatDateLong(first.startDate));
  await expect(item).toContainText(first.price.formatted);
  if (first.registrationOpen) {
    await expect(item.getByRole('link', { name: /^Schrijf je nu in/ })).toHaveAttribute(
      'href',
      `/educatie/c/${first.course.slug}/${first.id}/inschrijven`,
    );
  }
  await expect(page.getByRole('link', { name: 'Zet de agenda in je eigen agenda' })).toHaveAttribute(
    'href',
    '/agenda.ics',
  );
  await page.screenshot({ path: testInfo.outputPath('agenda.png'), fullPage: true });

  const more = page.getByRole('button', { name: 'Meer laden' });
  await more.click();
  await expect(items).toHaveCount(40);
  await expect(main).toContainText(`40 van ${total} startdata getoond`);
  const rows = await shown(items);
  expect(rows).toEqual(expectedRows(expected));
  expect(new Set(rows).size).toBe(40);
  // The keyboard continues at the first new run.
  await expect(items.nth(20).getByRole('link').first()).toBeFocused();

  // The first page came rendered from the server; "Meer laden" asked for the next one.
  const pages = graphqlCalls.filter((c) => c.operationName === 'AgendaPage');
  expect(pages).toHaveLength(1);
  expect(pages[0]?.variables).toMatchObject({ category: null, first: 20, after: expect.any(String) });
});

test('agenda: the category filter narrows the runs and the calendar feed', async ({ page, graphqlCalls }) => {
  const montage = await graphql<AgendaExpected>(page, AGENDA_EXPECTED, { category: 'montage', first: 20 });
  expect(montage.agenda.totalCount).toBeGreaterThan(0);

  await page.goto('/agenda/');
  const filter = page.getByRole('navigation', { name: 'Agenda filteren op categorie' });
  await expect(filter.getByRole('link', { name: 'Alle' })).toHaveAttribute('aria-current', 'page');
  await filter.getByRole('link', { name: 'Montage', exact: true }).click();
  await expect(page).toHaveURL('/agenda/montage/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Agenda: Montage');
  await expect(filter.getByRole('link', { name: 'Montage', exact: true })).toHaveAttribute(
    'aria-current',
    'page',
  );
  const items = runItems(page.getByRole('main'));
  await expect(items).toHaveCount(montage.agenda.edges.length);
  expect(await shown(items)).toEqual(expectedRows(montage));
  await expect(page.getByRole('main')).toContainText(`van ${montage.agenda.totalCount}`);

  const feed = page.getByRole('link', { name: 'Zet de agenda in je eigen agenda' });
  await expect(feed).toHaveAttribute('href', '/agenda.ics?cat=montage');
  const ics = await page.request.get((await feed.getAttribute('href')) ?? '');
  expect(ics.headers()['content-type']).toContain('text/calendar');
  expect(await ics.text()).toContain('BEGIN:VEVENT');

  expect(
    graphqlCalls.filter((c) => c.operationName === 'AgendaPage').map((c) => c.variables.category),
  ).toEqual(['montage']);
});

test('agenda: an unknown category is a Dutch 404; at 360 px the agenda fits', async ({ page }, testInfo) => {
  await page.goto('/agenda/bestaat-niet/');
  await expect(page.getByRole('heading', { level: 1, name: 'Categorie niet gevonden' })).toBeVisible();

  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/agenda/');
  await expect(runItems(page.getByRole('main'))).toHaveCount(20);
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await page.screenshot({ path: testInfo.outputPath('agenda-360.png') });
});
