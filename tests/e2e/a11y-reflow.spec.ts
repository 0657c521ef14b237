import type { Page } from '@playwright/test';
import { paths } from '../../domain/paths.ts';
import { addFromList, firstOf } from './checkout-helpers.ts';
import { expect, test } from './fixtures.ts';

// Issue 36, item 6: reflow (WCAG 1.4.10) and resized text (1.4.4). The main pages at 320 CSS px
// (a 1280 px screen at 400 % zoom), and with the text at 200 % (the root font size, which every
// size of the site's CSS follows, rem and em) at 1280 and at 390 px: nothing scrolls sideways
// (`document.scrollingElement.scrollWidth` within the viewport), no text is cut off by a box too
// narrow for it, and the page's title and the header's controls are in view.

// Not held: a phone at 390 px with text at 200 % (about 195 px of 16 px text, beyond WCAG's 320
// px), where the course page, the agenda and the checkout's details still scroll sideways a little;
// the accessibility statement lists it.
type Condition = { name: string; width: number; height: number; text: number };
const CONDITIONS: Condition[] = [
  { name: '320 px', width: 320, height: 720, text: 100 },
  { name: '1280 px with text at 200 %', width: 1280, height: 900, text: 200 },
];

/** The main pages: one of each kind a visitor reads or fills in on the way to an order. */
const PAGES: { name: string; path: (page: Page) => Promise<string> | string }[] = [
  { name: 'home', path: () => paths.home() },
  { name: 'rental list', path: () => paths.articleList('RENTAL', 'camera') },
  {
    name: 'rental article',
    path: async (page) => paths.article('RENTAL', (await firstOf(page, 'RENTAL')).slug),
  },
  { name: 'sale list', path: () => paths.sales() },
  { name: 'education list', path: () => paths.education() },
  { name: 'course', path: () => paths.course('montage-basis') },
  { name: 'agenda', path: () => paths.agenda() },
  { name: 'open day', path: () => paths.openDay() },
  { name: 'contact', path: () => paths.contact() },
  { name: 'sign in', path: () => paths.login() },
  { name: 'accessibility statement', path: () => paths.accessibility() },
  {
    name: 'cart and details step',
    path: async (page) => {
      const sale = await firstOf(page, 'SALE');
      await page.goto(paths.sales());
      await addFromList(page, sale.name);
      return paths.checkoutDetails();
    },
  },
];

/** The browser's text size setting: its default font size (100 % is 16 px), before the page loads. */
async function setTextSize(page: Page, percent: number) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Page.setFontSizes', {
    fontSizes: { standard: (16 * percent) / 100, fixed: (13 * percent) / 100 },
  });
}

/**
 * Text that a box cuts off: an element with visible text whose content is wider than the element
 * while its overflow is hidden (an ellipsis included). A scroll box (overflow auto or scroll) lets
 * the visitor reach what is outside; the visually hidden texts for screen readers (1 px boxes) are
 * meant to be clipped.
 */
async function clippedTexts(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const found: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>('body *')) {
      const style = getComputedStyle(element);
      if (!/hidden|clip/.test(style.overflowX) || element.clientWidth <= 1) continue;
      if (element.scrollWidth <= element.clientWidth + 1) continue;
      if (!element.checkVisibility() || !element.innerText?.trim()) continue;
      found.push(
        `${element.tagName.toLowerCase()}.${element.className}: "${element.innerText.trim().slice(0, 60)}"`,
      );
    }
    return found;
  });
}

async function expectReflows(page: Page, condition: Condition, what: string) {
  const { scrollWidth, textSize } = await page.evaluate(() => ({
    scrollWidth: (document.scrollingElement as Element).scrollWidth,
    textSize: Number.parseFloat(getComputedStyle(document.body).fontSize),
  }));
  // The text really is bigger: the body's 1.0625rem at 16 px or 32 px.
  expect(textSize, `${what}: the text size`).toBeCloseTo(17 * (condition.text / 100), 0);
  expect.soft(scrollWidth, `${what}: nothing scrolls sideways`).toBeLessThanOrEqual(condition.width);
  expect.soft(await clippedTexts(page), `${what}: no text cut off`).toEqual([]);
  // The title is shown whole, within the width (lower down the page is fine: the page scrolls).
  const h1 = page.getByRole('heading', { level: 1 }).first();
  await expect.soft(h1, `${what}: the title`).toBeVisible();
  const title = await h1.boundingBox();
  expect
    .soft((title?.x ?? 0) + (title?.width ?? 0), `${what}: the title's right edge`)
    .toBeLessThanOrEqual(condition.width);
  const banner = page.getByRole('banner');
  // The header's buttons: the account's is a link once signed in (never here).
  const controls = [
    banner.getByRole('button', { name: 'Zoeken', exact: true }),
    banner.getByRole('button', { name: /^Winkelwagen/ }),
    banner.getByRole('button', { name: 'Account', exact: true }),
    // The menu button wherever the navigation folds: below 60em (960 px, or 1920 px at 200 %).
    ...(condition.width * (100 / condition.text) < 960 ? [banner.getByRole('button', { name: 'Menu' })] : []),
  ];
  for (const control of controls)
    await expect.soft(control, `${what}: the header's controls`).toBeInViewport();
}

for (const condition of CONDITIONS) {
  test.describe(condition.name, () => {
    test.use({ viewport: { width: condition.width, height: condition.height } });

    for (const entry of PAGES) {
      test(`${entry.name}: no sideways scroll, nothing cut off, the controls in view`, async ({ page }) => {
        const path = await entry.path(page);
        await setTextSize(page, condition.text);
        await page.goto(path);
        await expectReflows(page, condition, `${path} at ${condition.name}`);
        const slug = entry.name.replaceAll(' ', '-');
        // The viewport as the visitor sees it (a full-page shot re-lays the page out at 100 % text).
        await page.screenshot({
          path: `/tmp/shots/a11y-reflow-${slug}-${condition.width}-${condition.text}.png`,
        });
      });
    }
  });
}
