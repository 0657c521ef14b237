import { BUSINESS } from '../../domain/business.ts';
import { formatDateLong } from '../../domain/dates.ts';
import { expect, graphql, navigateInApp, operationOf, test } from './fixtures.ts';

type Expected = {
  course: {
    name: string;
    seoDescription: string;
    price: { formatted: string };
    programme: { name: string }[];
    faqs: { question: string }[];
    runs: {
      id: string;
      startDate: string;
      startDateHeaderText: string | null;
      numberOfLessons: number;
      registrationOpen: boolean;
      price: { formatted: string };
    }[];
  };
};

const EXPECTED = /* GraphQL */ `
  query Expected($slug: String!) {
    course(slug: $slug) {
      name
      seoDescription
      price { formatted }
      programme { name }
      faqs { question }
      runs { id startDate startDateHeaderText numberOfLessons registrationOpen price { formatted } }
    }
  }
`;

test('course page: title, upcoming runs with dates and registration links, programme and FAQs, in one query', async ({
  page,
  graphqlCalls,
}, testInfo) => {
  const { course } = await graphql<Expected>(page, EXPECTED, { slug: 'montage-basis' });
  expect(course.runs.length).toBeGreaterThan(0);

  await page.goto('/educatie/c/montage-basis');
  await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
  await expect(page).toHaveTitle(`${course.name} | Studio Lumen`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', course.seoDescription);

  // A course with upcoming runs offers the jump to them.
  await expect(page.getByRole('link', { name: 'Naar de startdata' })).toHaveAttribute('href', '#startdata');

  const breadcrumb = page.getByRole('navigation', { name: 'Kruimelpad' });
  await expect(breadcrumb.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
  await expect(breadcrumb.getByText(course.name)).toHaveAttribute('aria-current', 'page');

  // The start-dates sidebar: every upcoming run, its date in Dutch, lessons, price, a registration link.
  const startDates = page.getByRole('region', { name: 'Startdata' });
  const runs = startDates.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 3 }) });
  await expect(runs).toHaveCount(course.runs.length);
  for (const [index, run] of course.runs.entries()) {
    const item = runs.nth(index);
    await expect(item.getByRole('heading', { level: 3 })).toHaveText(
      run.startDateHeaderText ?? formatDateLong(run.startDate),
    );
    await expect(item).toContainText(run.numberOfLessons === 1 ? '1 les' : `${run.numberOfLessons} lessen`);
    await expect(item).toContainText(run.price.formatted);
    if (run.registrationOpen) {
      await expect(item.getByRole('link', { name: 'Schrijf je nu in' })).toHaveAttribute(
        'href',
        `/educatie/c/montage-basis/${run.id}/inschrijven`,
      );
    }
  }
  await expect(startDates.getByRole('link', { name: 'Schrijf je nu in' })).toHaveCount(
    course.runs.filter((run) => run.registrationOpen).length,
  );

  // Programme and FAQs (native disclosures).
  const programme = page.getByRole('region', { name: 'Programma' });
  for (const item of course.programme)
    await expect(programme.getByRole('heading', { name: item.name })).toBeVisible();
  const faqs = page.getByRole('region', { name: 'Veelgestelde vragen' });
  await expect(faqs.locator('summary')).toHaveText(course.faqs.map((faq) => faq.question));
  const firstFaq = faqs.locator('details').first();
  await firstFaq.locator('summary').click();
  await expect(firstFaq).toHaveAttribute('open', '');

  // The widgets around it.
  await expect(page.getByRole('region', { name: 'Infodag' }).getByRole('link')).toHaveAttribute(
    'href',
    '/infodag',
  );
  await expect(page.getByRole('link', { name: 'Bekijk de agenda' })).toHaveAttribute('href', '/agenda/');

  // Rendered on the server with its data: the browser asks nothing on the first load.
  expect(graphqlCalls).toEqual([]);
  // The schema.org Course of the server's HTML (tests/gateway/site-html.test.ts) stays one once the
  // app has taken the page over.
  await expect(page.locator('script[type="application/ld+json"]')).toHaveCount(1);

  // Lazy images below the fold would be blank in a full-page screenshot: load them first.
  await page.locator('img[loading="lazy"]').evaluateAll((images) => {
    for (const image of images) (image as HTMLImageElement).loading = 'eager';
  });
  await expect
    .poll(() =>
      page.locator('img').evaluateAll((images) => images.every((i) => (i as HTMLImageElement).complete)),
    )
    .toBe(true);
  await page.evaluate(() => window.scrollTo(0, 0));
  await page.screenshot({ path: testInfo.outputPath('course-page.png'), fullPage: true });
  await testInfo.attach('course-page', {
    path: testInfo.outputPath('course-page.png'),
    contentType: 'image/png',
  });
});

test('course without runs (alias /opleidingen/…): the price and how to reach the education team', async ({
  page,
}, testInfo) => {
  const { course } = await graphql<Expected>(page, EXPECTED, { slug: 'geluid-op-locatie' });
  expect(course.runs).toEqual([]);

  await page.goto('/opleidingen/geluid-op-locatie');
  await expect(page.getByRole('heading', { level: 1, name: course.name })).toBeVisible();
  const startDates = page.getByRole('region', { name: 'Startdata' });
  await expect(startDates).toContainText('Er zijn op dit moment geen startdata gepland.');
  await expect(startDates).toContainText(course.price.formatted);
  await expect(startDates.getByRole('link', { name: BUSINESS.education.phone.display })).toHaveAttribute(
    'href',
    BUSINESS.education.phone.href,
  );
  await expect(startDates.getByRole('link', { name: BUSINESS.education.email })).toHaveAttribute(
    'href',
    `mailto:${BUSINESS.education.email}`,
  );
  await expect(startDates.getByRole('link', { name: 'Schrijf je nu in' })).toHaveCount(0);
  // No jump to start dates that are not there, in either layout.
  await expect(page.getByRole('link', { name: 'Naar de startdata' })).toHaveCount(0);

  await page.screenshot({ path: testInfo.outputPath('course-without-runs.png'), fullPage: true });

  await page.goto('/educatie/c/new/geluid-op-locatie');
  await expect(page.getByRole('region', { name: 'Startdata' })).toContainText('geen startdata gepland');
  await expect(page.getByRole('link', { name: 'Kies je startdatum' })).toHaveCount(0);
});

test('the description is headed by the kind of course: opleiding, cursus or workshop', async ({ page }) => {
  for (const [slug, section, heading] of [
    ['filmopleiding-jaaropleiding', 'opleidingen', 'Over deze opleiding'],
    ['montage-basis', 'cursussen', 'Over deze cursus'],
    ['workshop-drone-vliegen', 'workshops', 'Over deze workshop'],
  ] as const) {
    const { course } = await graphql<{ course: { section: { slug: string } } }>(
      page,
      'query ($slug: String!) { course(slug: $slug) { section { slug } } }',
      { slug },
    );
    expect(course.section.slug).toBe(section);
    for (const path of [`/educatie/c/${slug}`, `/educatie/c/new/${slug}`]) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 2, name: heading, exact: true })).toBeVisible();
      await expect(page.getByRole('heading', { name: /^Over deze/ })).toHaveCount(1);
    }
  }
});

test('a part that fails upstream (runs null) leaves the rest of the course page intact', async ({ page }) => {
  // Queries go as GET with the operation in the query string (persisted queries), hence the URL test.
  await page.route(
    (url) => url.pathname === '/graphql',
    async (route) => {
      if (operationOf(route.request()) !== 'CoursePage') return route.continue();
      const response = await route.fetch();
      const json = await response.json();
      // A persisted-query miss is answered as it is; the retry with the query text is the one to break.
      if (!json.data?.course) return route.fulfill({ response, json });
      json.data.course.runs = null;
      json.data.course.programme = null;
      json.errors = [{ message: 'upstream failed', path: ['course', 'runs'] }];
      await route.fulfill({ response, json });
    },
  );
  // A navigation in the app, so the browser's own CoursePage request is the one stubbed.
  await navigateInApp(page, '/educatie/c/montage-basis');
  await expect(page.getByRole('heading', { level: 1, name: 'Montage basis' })).toBeVisible();
  await expect(page.getByRole('region', { name: 'Startdata' })).toContainText(
    'konden op dit moment niet worden geladen',
  );
  await expect(page.getByRole('region', { name: 'Programma' })).toContainText(
    'kon op dit moment niet worden geladen',
  );
  await expect(page.getByRole('region', { name: 'Veelgestelde vragen' })).toBeVisible();
});

test('an unknown course slug shows a Dutch not-found page with a way home', async ({ page }) => {
  await page.goto('/educatie/c/bestaat-niet');
  await expect(page.getByRole('heading', { level: 1, name: 'Opleiding niet gevonden' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('link', { name: 'Naar de homepage' })).toHaveAttribute(
    'href',
    '/',
  );
});

test('moving to a related course in the app loads that course with its own single query', async ({
  page,
  graphqlCalls,
}) => {
  await page.goto('/educatie/c/montage-basis');
  const related = page.getByRole('region', { name: 'Misschien ook iets voor jou' });
  const first = related.getByRole('link').first();
  const name = (await first.textContent()) ?? '';
  const href = (await first.getAttribute('href')) ?? '';
  await first.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible();
  await expect(page).toHaveTitle(`${name} | Studio Lumen`);
  const slug = href.split('/').pop();
  expect(graphqlCalls.filter((c) => c.operationName === 'CoursePage').map((c) => c.variables.slug)).toEqual([
    slug,
  ]);
  await page.goBack();
  await expect(page.getByRole('heading', { level: 1, name: 'Montage basis' })).toBeVisible();
  // Back again: answered from the cache the server's page brought, no new request.
  expect(graphqlCalls.filter((c) => c.operationName === 'CoursePage')).toHaveLength(1);
});

test('at 360 px the course page fits the screen and the menu folds away', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/educatie/c/montage-basis');
  await expect(page.getByRole('heading', { level: 1, name: 'Montage basis' })).toBeVisible();
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
  await expect(nav.getByRole('link', { name: 'Verkoop' })).toBeHidden();
  const menu = page.getByRole('button', { name: 'Menu' });
  await menu.click();
  await expect(menu).toHaveAttribute('aria-expanded', 'true');
  await expect(nav.getByRole('link', { name: 'Verkoop' })).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('course-page-360-menu.png') });
  await page.keyboard.press('Escape');
  await expect(menu).toHaveAttribute('aria-expanded', 'false');
  await expect(menu).toBeFocused();
  await page.screenshot({ path: testInfo.outputPath('course-page-360.png'), fullPage: true });
});

test('the second layout shows its banner whole, beside the title and intro, never behind them', async ({
  page,
}, testInfo) => {
  for (const width of [1280, 390]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/educatie/c/new/geluid-op-locatie');
    const banner = page.locator('main img').first();
    await expect(banner).toBeVisible();
    const shown = await banner.evaluate((img: HTMLImageElement) => {
      const box = img.getBoundingClientRect();
      return { ratio: box.width / box.height, natural: img.naturalWidth / img.naturalHeight };
    });
    // Not cropped: the box has the banner's own shape.
    expect(Math.abs(shown.ratio - shown.natural) / shown.natural).toBeLessThan(0.02);
    const image = await banner.boundingBox();
    for (const text of await page.locator('main header h1, main header h1 + p').all()) {
      const box = await text.boundingBox();
      if (!image || !box) throw new Error('no box');
      const overlapsX = box.x < image.x + image.width && image.x < box.x + box.width;
      const overlapsY = box.y < image.y + image.height && image.y < box.y + box.height;
      expect(overlapsX && overlapsY, `the text is clear of the banner at ${width} px`).toBe(false);
    }
    await page.screenshot({ path: testInfo.outputPath(`course-new-banner-${width}.png`) });
  }
});
