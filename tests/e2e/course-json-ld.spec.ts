import type { Page } from '@playwright/test';
import { BUSINESS } from '../../domain/business.ts';
import { toAmount } from '../../domain/money.ts';
import { expect, graphql, test } from './fixtures.ts';

type Expected = {
  course: {
    name: string;
    price: { cents: number };
    runs: { id: string; startDate: string; dates: string[]; price: { cents: number } }[];
  };
};

const EXPECTED = /* GraphQL */ `
  query Expected($slug: String!) {
    course(slug: $slug) { name price { cents } runs { id startDate dates price { cents } } }
  }
`;

type Offer = { '@type': string; price: string; priceCurrency: string; url: string };
type JsonLd = {
  '@context': string;
  '@type': string;
  name: string;
  description: string;
  provider: { '@type': string; name: string; url: string };
  offers: Offer;
  hasCourseInstance: {
    '@type': string;
    courseMode: string;
    startDate: string;
    endDate: string;
    location: { '@type': string; address: { streetAddress: string; postalCode: string } };
    offers: Offer;
  }[];
};

async function readJsonLd(page: Page): Promise<JsonLd> {
  const scripts = page.locator('script[type="application/ld+json"]');
  await expect(scripts).toHaveCount(1);
  const text = (await scripts.textContent()) ?? '';
  return JSON.parse(text) as JsonLd; // throws, and fails the test, when it is not valid JSON
}

for (const path of ['/educatie/c/', '/educatie/c/new/']) {
  test(`${path}{slug} carries a schema.org Course with one CourseInstance per upcoming run`, async ({
    page,
    baseURL,
  }) => {
    const { course } = await graphql<Expected>(page, EXPECTED, { slug: 'montage-basis' });
    expect(course.runs.length).toBeGreaterThan(0);
    await page.goto(`${path}montage-basis`);
    await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();

    const ld = await readJsonLd(page);
    expect(ld['@context']).toBe('https://schema.org');
    expect(ld['@type']).toBe('Course');
    expect(ld.name).toBe(course.name);
    expect(ld.description.length).toBeGreaterThan(0);
    expect(ld.provider).toEqual({ '@type': 'Organization', name: BUSINESS.name, url: baseURL });
    expect(ld.offers).toMatchObject({
      '@type': 'Offer',
      price: toAmount(course.price.cents),
      priceCurrency: 'EUR',
    });

    expect(ld.hasCourseInstance).toHaveLength(course.runs.length);
    for (const [index, run] of course.runs.entries()) {
      const instance = ld.hasCourseInstance[index];
      expect(instance).toMatchObject({
        '@type': 'CourseInstance',
        courseMode: 'onsite',
        startDate: run.startDate,
        endDate: run.dates.at(-1),
        location: {
          '@type': 'Place',
          address: { streetAddress: BUSINESS.street, postalCode: BUSINESS.postalCode },
        },
        offers: {
          price: toAmount(run.price.cents),
          priceCurrency: 'EUR',
          url: `${baseURL}/educatie/c/montage-basis/${run.id}/inschrijven`,
        },
        // Google requires a schedule: Montage basis is 8 weekly evenings of 19:00-22:00.
        courseSchedule: {
          '@type': 'Schedule',
          repeatCount: run.dates.length,
          repeatFrequency: 'P1W',
          duration: 'PT180M',
        },
        courseWorkload: `PT${run.dates.length * 3}H`,
      });
    }
  });
}

test('the JSON-LD is in the HTML the server sends, for crawlers without JS', async ({ request }) => {
  const html = await (await request.get('/educatie/c/montage-basis')).text();
  const json = /<script type="application\/ld\+json">([^<]*)<\/script>/.exec(html)?.[1] ?? '';
  expect(JSON.parse(json)).toMatchObject({ '@type': 'Course', name: 'Montage basis' });
});

test('a course without runs has a Course without instances', async ({ page }) => {
  await page.goto('/educatie/c/geluid-op-locatie');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  const ld = await readJsonLd(page);
  expect(ld['@type']).toBe('Course');
  expect(ld.hasCourseInstance).toEqual([]);
});
