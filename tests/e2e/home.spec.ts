import type { Page } from '@playwright/test';
import { formatDateLong } from '../../domain/dates.ts';
import { expect, graphql, test } from './fixtures.ts';

type HomeExpected = {
  upcomingRuns: {
    id: string;
    startDate: string;
    startDateHeaderText: string | null;
    price: { formatted: string };
    course: { name: string; slug: string };
  }[];
  openDays: { subject: string; date: string }[];
  page: { title: string; blocks: { name: string }[] };
  widget: { title: string };
};

const HOME_EXPECTED = /* GraphQL */ `
  query HomeExpected {
    upcomingRuns(first: 4) { id startDate startDateHeaderText price { formatted } course { name slug } }
    openDays { subject date }
    page(path: "home") { title blocks { name } }
    widget(ref: "social-promo") { title }
  }
`;

type BannerExpected = {
  homepage: { bannerItems: { id: string; content: string; links: { name: string; target: string }[] }[] };
};

const BANNER_EXPECTED = /* GraphQL */ `
  query BannerExpected { homepage { bannerItems { id content links { name target } } } }
`;

/** Below-the-fold images load lazily; a full-page screenshot wants them all. */
async function screenshot(page: Page, path: string) {
  await page.locator('img[loading="lazy"]').evaluateAll((images) => {
    for (const image of images) (image as HTMLImageElement).loading = 'eager';
  });
  await page.screenshot({ path, fullPage: true });
}

test('home: the next 4 runs, the open days, the editable blocks and the promo, in one query', async ({
  page,
  graphqlCalls,
}, testInfo) => {
  const expected = await graphql<HomeExpected>(page, HOME_EXPECTED);
  expect(expected.upcomingRuns).toHaveLength(4);

  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1, name: expected.page.title })).toBeVisible();
  await expect(page).toHaveTitle(`${expected.page.title} | Studio Lumen`);
  await expect(page.locator('meta[name="description"]')).toHaveAttribute('content', /Studio Lumen/);

  const upcoming = page.getByRole('region', { name: 'Binnenkort van start' });
  const runs = upcoming.getByRole('listitem');
  await expect(runs).toHaveCount(4);
  for (const [index, run] of expected.upcomingRuns.entries()) {
    const item = runs.nth(index);
    await expect(item.getByRole('link', { name: run.course.name })).toHaveAttribute(
      'href',
      `/educatie/c/${run.course.slug}`,
    );
    await expect(item).toContainText(run.startDateHeaderText ?? formatDateLong(run.startDate), {
      ignoreCase: true,
    });
    await expect(item).toContainText(run.price.formatted);
  }
  await expect(upcoming.getByRole('link', { name: 'Bekijk de hele agenda' })).toHaveAttribute(
    'href',
    '/agenda/',
  );

  const openDays = page.getByRole('region', { name: 'Kom naar een infodag' });
  await expect(openDays.getByRole('heading', { level: 3 })).toHaveText(
    expected.openDays.map((d) => d.subject),
  );
  await expect(openDays.getByRole('link', { name: 'Meld je aan voor een infodag' })).toHaveAttribute(
    'href',
    '/infodag',
  );

  // The `home` page's blocks (editor HTML) and the social-media/blog widget.
  await expect(page.locator('main .prose')).not.toHaveCount(0);
  await expect(page.getByRole('heading', { name: 'Alles voor film, onder één dak' })).toBeVisible();
  await expect(page.getByRole('region', { name: expected.widget.title })).toBeVisible();

  // Rendered on the server with its data: the browser asks nothing on the first load.
  expect(graphqlCalls).toEqual([]);
  await screenshot(page, testInfo.outputPath('home.png'));
});

test('home: the banner carousel shows every slide with previous/next, slide buttons and pause', async ({
  page,
}, testInfo) => {
  const { homepage } = await graphql<BannerExpected>(page, BANNER_EXPECTED);
  const items = homepage.bannerItems;
  expect(items.length).toBeGreaterThan(1);

  await page.goto('/');
  const carousel = page.getByRole('region', { name: 'Uitgelicht' });
  await expect(carousel).toHaveAttribute('aria-roledescription', 'carrousel');
  const slides = carousel.locator('[aria-roledescription="dia"]');
  await expect(slides).toHaveCount(items.length);
  const first = items[0];
  const second = items[1];
  if (!first || !second) throw new Error('seed has banner items');

  // Only the current slide is visible and reachable; its links lead into the site.
  await expect(slides.nth(0)).toBeVisible();
  await expect(slides.nth(0)).toContainText(first.content);
  await expect(slides.nth(1)).toBeHidden();
  for (const link of first.links) {
    await expect(slides.nth(0).getByRole('link', { name: link.name })).toHaveAttribute('href', link.target);
  }

  const pause = carousel.getByRole('button', { name: /^Pauzeren/ });
  await pause.click();
  await expect(carousel.getByRole('button', { name: /^Afspelen/ })).toBeVisible();

  await carousel.getByRole('button', { name: 'Volgende dia' }).click();
  await expect(slides.nth(1)).toBeVisible();
  await expect(slides.nth(1)).toContainText(second.content);
  await expect(slides.nth(0)).toBeHidden();
  await expect(carousel.getByRole('button', { name: 'Dia 2' })).toHaveAttribute('aria-current', 'true');

  await carousel.getByRole('button', { name: 'Vorige dia' }).click();
  await expect(slides.nth(0)).toBeVisible();
  await carousel.getByRole('button', { name: `Dia ${items.length}` }).click();
  await expect(slides.nth(items.length - 1)).toBeVisible();
  await page.screenshot({ path: testInfo.outputPath('home-banner.png') });
});

/** Where the brand strip has scrolled to. */
const brandOffset = (page: Page) =>
  page.getByRole('list', { name: 'Merken' }).evaluate((list) => Math.round(list.scrollLeft));

/**
 * Counts the strip's scrolls the page asks for (`scrollBy`, `scrollTo` on the list "Merken"), at
 * once: a smooth scroll's offset changes only later, in the browser's own time, not the page clock's.
 */
async function countBrandScrolls(page: Page) {
  await page.addInitScript(() => {
    let asked = 0;
    for (const name of ['scrollBy', 'scrollTo'] as const) {
      const original = Element.prototype[name] as (this: Element, ...args: unknown[]) => void;
      Element.prototype[name] = function (this: Element, ...args: unknown[]) {
        if (this.getAttribute('aria-label') === 'Merken') asked += 1;
        original.apply(this, args);
      } as (typeof Element.prototype)[typeof name];
    }
    Object.defineProperty(window, '__brandScrolls', { get: () => asked });
  });
}
const brandScrolls = (page: Page) =>
  page.evaluate(() => (window as unknown as { __brandScrolls: number }).__brandScrolls);

/** The strip's offset once the scroll the test is about to cause has ended (its `scrollend`). */
async function nextScrollEnd(page: Page): Promise<() => Promise<number>> {
  await page.getByRole('list', { name: 'Merken' }).evaluate((list) => {
    Object.assign(window, {
      __brandScrollEnd: new Promise<number>((resolve) =>
        list.addEventListener('scrollend', () => resolve(Math.round(list.scrollLeft)), { once: true }),
      ),
    });
  });
  return () =>
    page.evaluate(() => (window as unknown as { __brandScrollEnd: Promise<number> }).__brandScrollEnd);
}

/** Takes the pointer and the focus off the strip, which would otherwise hold it still. */
async function leaveBrands(page: Page) {
  await page.mouse.move(1, 1);
  await page.evaluate(() => (document.activeElement as HTMLElement | null)?.blur());
}

test('home: the brand carousel moves every 4000 ms and the pause button stops it', async ({ page }) => {
  await countBrandScrolls(page);
  await page.clock.install({ time: new Date('2026-11-23T10:00:00+01:00') });
  await page.goto('/');
  const brands = page.getByRole('region', { name: 'Merken die je bij ons vindt' });
  await expect(brands.getByRole('listitem')).toHaveCount(10);
  await expect(brands.getByText('RØDE')).toBeAttached();
  // Hold the strip with the pointer, stop the page's clock, then let go: the 4000 ms start now.
  await brands.getByRole('list', { name: 'Merken' }).hover();
  await page.clock.pauseAt(new Date('2026-11-23T10:10:00+01:00'));
  await leaveBrands(page);

  const start = await brandOffset(page);
  const scrolls = await brandScrolls(page);
  await page.clock.runFor(3900);
  expect(await brandScrolls(page)).toBe(scrolls);
  expect(await brandOffset(page)).toBe(start);
  const moved = await nextScrollEnd(page);
  await page.clock.runFor(200);
  expect(await brandScrolls(page)).toBe(scrolls + 1);
  // The smooth scroll has ended: the strip stands one brand on.
  expect(await moved()).toBeGreaterThan(start);

  await brands.getByRole('button', { name: /^Pauzeren/ }).click();
  await expect(brands.getByRole('button', { name: /^Afspelen/ })).toBeVisible();
  await leaveBrands(page);
  const paused = await brandOffset(page);
  await page.clock.runFor(12_000);
  // Three intervals' time: no scroll asked, the strip where it was.
  expect(await brandScrolls(page)).toBe(scrolls + 1);
  expect(await brandOffset(page)).toBe(paused);

  await brands.getByRole('button', { name: /^Afspelen/ }).click();
  await leaveBrands(page);
  await page.clock.runFor(4100);
  await expect.poll(() => brandOffset(page)).toBeGreaterThan(paused);
});

test('home: with prefers-reduced-motion both carousels stand still until asked', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await countBrandScrolls(page);
  await page.clock.install();
  await page.goto('/');
  const brands = page.getByRole('region', { name: 'Merken die je bij ons vindt' });
  await expect(brands.getByRole('button', { name: /^Afspelen/ })).toBeVisible();
  await leaveBrands(page);
  const start = await brandOffset(page);
  await page.clock.runFor(12_000);
  // Three intervals' time: no scroll asked, the strip where it was.
  expect(await brandScrolls(page)).toBe(0);
  expect(await brandOffset(page)).toBe(start);
  const banner = page.getByRole('region', { name: 'Uitgelicht' });
  if (await banner.count()) {
    await expect(banner.getByRole('button', { name: /^Afspelen/ })).toBeVisible();
    await expect(banner.locator('[aria-roledescription="dia"]').first()).toBeVisible();
  }
});

test('/homenew: the same single query in another arrangement, runs and open days first', async ({
  page,
  graphqlCalls,
}, testInfo) => {
  const expected = await graphql<HomeExpected>(page, HOME_EXPECTED);
  await page.goto('/homenew');
  await expect(page.locator('[data-layout="homenew"]')).toBeVisible();
  await expect(page.getByRole('heading', { level: 1, name: expected.page.title })).toBeVisible();
  // A still hero: no carousel here.
  await expect(page.getByRole('region', { name: 'Uitgelicht' })).toHaveCount(0);
  await expect(page.getByRole('region', { name: 'Binnenkort van start' }).getByRole('listitem')).toHaveCount(
    4,
  );
  await expect(
    page.getByRole('region', { name: 'Kom naar een infodag' }).getByRole('heading', { level: 3 }),
  ).toHaveCount(expected.openDays.length);
  await expect(page.getByRole('region', { name: 'Merken die je bij ons vindt' })).toBeVisible();
  expect(graphqlCalls).toEqual([]);
  await screenshot(page, testInfo.outputPath('homenew.png'));
});

test('at 360 px the home page fits the screen', async ({ page }, testInfo) => {
  await page.setViewportSize({ width: 360, height: 780 });
  await page.goto('/');
  await expect(page.getByRole('region', { name: 'Binnenkort van start' }).getByRole('listitem')).toHaveCount(
    4,
  );
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
  await screenshot(page, testInfo.outputPath('home-360.png'));
});
