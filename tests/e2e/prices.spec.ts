import type { Locator, Page } from '@playwright/test';
import { activationPath, mailTo } from './account-helpers.ts';
import { allArticles, articleUrl, listUrl, viewportOf } from './catalogue-helpers.ts';
import { mutate } from './checkout-helpers.ts';
import { expect, graphql, test } from './fixtures.ts';

// Prices as a Dutch customer reads them (issue 25): incl. btw by default and
// said so, a "Prijzen excl. btw" switch that the next page load remembers (the server renders it),
// a totals block that adds up as a reader adds it, in both views, and a discount account's own
// price and borg on the list and the article page. Figures come from the gateway, or are read off
// the page and added up here; none is written down.

const STUDENT = { email: 'student@filmwinkel.test', password: 'Demo-Account-2026' };

type Shown = { inclBtw: { formatted: string }; exclBtw: { formatted: string } };
const PRICE_OF = `query PriceOf($slug: String!) { article(slug: $slug) {
  shownPrice { inclBtw { formatted } exclBtw { formatted } }
  shownSpecialPrice { inclBtw { formatted } exclBtw { formatted } } } }`;

async function shownOf(page: Page, slug: string): Promise<Shown> {
  const { article } = await graphql<{ article: { shownPrice: Shown; shownSpecialPrice: Shown | null } }>(
    page,
    PRICE_OF,
    { slug },
  );
  return article.shownSpecialPrice ?? article.shownPrice;
}

/** `€ 1.234,50` or `€ -347,50` as cents, as a reader reads it. */
function cents(text: string): number {
  const match = /(-)?\s*€\s*(-)?\s*([\d.]+),(\d{2})/.exec(text.replace(/\u00a0/g, ' ').replace('−', '-'));
  expect(match, `an amount in "${text}"`).not.toBeNull();
  const [, sign1, sign2, euros, rest] = match as RegExpExecArray;
  const value = Number((euros ?? '').replace(/\./g, '')) * 100 + Number(rest);
  return sign1 || sign2 ? -value : value;
}

/** The rows of a rendered totals block: kind, label and amount in cents. */
async function rowsOf(block: Locator) {
  const rows = block.locator('dl [data-total]');
  const out: { kind: string; label: string; cents: number }[] = [];
  for (const row of await rows.all()) {
    out.push({
      kind: (await row.getAttribute('data-total')) ?? '',
      label: await row.locator('dt').innerText(),
      cents: cents(await row.locator('dd').innerText()),
    });
  }
  return out;
}

const ADDED = new Set(['RENTAL', 'DISCOUNT', 'REG', 'SALES', 'SHIPPING']);
const halfUp = (value: number) => Math.floor(value + 0.5);

// Once, at 1280 px: the figures and the switch are the same at a phone's width.
const width = 1280;

test.describe(`prices at ${width} px`, () => {
  test.use({ viewport: viewportOf(width) });

  test('shows prices incl. btw, and excl. btw after the switch, on the next page load too', async ({
    page,
  }, testInfo) => {
    const sales = await allArticles(page, 'SALE');
    const article = sales[0];
    expect(article).toBeDefined();
    const shown = await shownOf(page, article?.slug ?? '');
    await page.goto(listUrl('SALE'));
    const card = page.locator('main article', { hasText: article?.name ?? '' }).first();
    await expect(card).toContainText(`${shown.inclBtw.formatted}`);
    await expect(card).toContainText('incl. btw');
    await expect(page.getByRole('main')).toContainText('De prijzen hieronder zijn inclusief btw.');

    const toggle = page.getByRole('main').getByRole('switch', { name: 'Prijzen excl. btw' });
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(card).toContainText(shown.exclBtw.formatted);
    await expect(card).toContainText('excl. btw');
    await page.screenshot({ path: testInfo.outputPath(`sale-list-excl-${width}.png`) });

    // The next load is rendered excl. btw by the server (not switched after the app starts).
    const html = await (
      await page.request.get(articleUrl({ type: 'SALE', slug: article?.slug ?? '' }))
    ).text();
    expect(html).toContain('data-prices="excl"');
    expect(html.replace(/\u00a0/g, ' ')).toContain(shown.exclBtw.formatted.replace(/\u00a0/g, ' '));
    await page.goto(articleUrl({ type: 'SALE', slug: article?.slug ?? '' }));
    await expect(page.getByRole('main').getByText('excl. btw').first()).toBeVisible();
    await expect(page.getByRole('main').getByRole('switch', { name: 'Prijzen excl. btw' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    // And back: incl. btw again, also for the next load.
    await page.getByRole('main').getByRole('switch', { name: 'Prijzen excl. btw' }).click();
    await expect(page.getByRole('main')).toContainText(`${shown.inclBtw.formatted} incl. btw`);
    const again = await (await page.request.get(listUrl('SALE'))).text();
    expect(again).not.toContain('data-prices="excl"');
  });

  // Issue 36: Back and Forward bring a page back from the browser's caches as it was left; the
  // view chosen since (the cookie) is what it shows, whether the app had started on it or not.
  test('Back and Forward after switching show the chosen price view', async ({ page }, testInfo) => {
    const [first, second] = await allArticles(page, 'SALE');
    const one = await shownOf(page, first?.slug ?? '');
    const two = await shownOf(page, second?.slug ?? '');
    const amount = (text: string) => text.replace(/\u00a0/g, ' ');
    const main = page.getByRole('main');
    const price = main.locator('[data-price-view]').first();

    await page.goto(articleUrl({ type: 'SALE', slug: first?.slug ?? '' }));
    await expect(main).toContainText(`${amount(one.inclBtw.formatted)} incl. btw`);
    // A second page, loaded whole (a link followed before the app took over, a typed address).
    await page.goto(articleUrl({ type: 'SALE', slug: second?.slug ?? '' }));
    await main.getByRole('switch', { name: 'Prijzen excl. btw' }).click();
    await expect(main).toContainText(`${amount(two.exclBtw.formatted)} excl. btw`);

    await page.goBack();
    await expect(page).toHaveURL(new RegExp(`${first?.slug}$`));
    await expect(main).toContainText(`${amount(one.exclBtw.formatted)} excl. btw`);
    await expect(main.getByRole('switch', { name: 'Prijzen excl. btw' })).toHaveAttribute(
      'aria-checked',
      'true',
    );
    await expect(price).not.toContainText('incl. btw');
    await page.screenshot({ path: testInfo.outputPath(`back-excl-${width}.png`) });

    // Switched back here, Forward shows the second page incl. btw again.
    await main.getByRole('switch', { name: 'Prijzen excl. btw' }).click();
    await expect(main).toContainText(`${amount(one.inclBtw.formatted)} incl. btw`);
    await page.goForward();
    await expect(page).toHaveURL(new RegExp(`${second?.slug}$`));
    await expect(main).toContainText(`${amount(two.inclBtw.formatted)} incl. btw`);
    await expect(main.getByRole('switch', { name: 'Prijzen excl. btw' })).toHaveAttribute(
      'aria-checked',
      'false',
    );
    await page.screenshot({ path: testInfo.outputPath(`forward-incl-${width}.png`) });
  });

  test('a discount account: its own day price and no borg on the list and the article page, a totals block that adds up both ways', async ({
    page,
  }, testInfo) => {
    // Signed in through a reset link (another spec changes this account's password).
    await mutate(page, 'mutation($email: String!) { requestPasswordReset(email: $email) { ok } }', {
      email: STUDENT.email,
    });
    const link = activationPath(await mailTo(page, STUDENT.email, 'Stel een nieuw wachtwoord in'));
    const token = new URL(link, 'https://example.nl').searchParams.get('token');
    const set = await mutate<{ setPassword: { ok: boolean } }>(
      page,
      'mutation($token: String!, $password: String!) { setPassword(token: $token, password: $password, password2: $password) { ok } }',
      { token, password: STUDENT.password },
    );
    expect(set.setPassword.ok).toBe(true);
    const rentals = await allArticles(page, 'RENTAL');
    const rental = rentals.find((a) => a.deposit) ?? rentals[0];
    await page.goto(listUrl('RENTAL'));
    const row = page.locator('main li', { hasText: rental?.name ?? '' }).first();
    await expect(row).toContainText('Jouw prijs, 25% korting');
    await expect(row).toContainText('Geen borg voor jouw account');
    await page.goto(articleUrl({ type: 'RENTAL', slug: rental?.slug ?? '' }));
    const summary = page.getByRole('main');
    await expect(summary).toContainText('Jouw prijs, 25% korting');
    await expect(summary).toContainText('per dag, incl. btw');
    await expect(summary).toContainText('Geen borg voor jouw account');
    await page.screenshot({ path: testInfo.outputPath(`discount-article-${width}.png`) });

    // A cart a reader has to add up: rental for 4 days with the discount, the cheapest sale item
    // shipped (below € 150, so shipping is charged).
    const sales = await allArticles(page, 'SALE');
    const cheapest = [...sales].sort(
      (a, b) => Number(a.price.inclBtw.amount) - Number(b.price.inclBtw.amount),
    )[0];
    const ids = await graphql<{ a: { id: string }; b: { id: string } }>(
      page,
      'query($a: String!, $b: String!) { a: article(slug: $a) { id } b: article(slug: $b) { id } }',
      { a: rental?.slug, b: cheapest?.slug },
    );
    const add =
      'mutation($id: ID!, $count: Int) { addToCart(articleId: $id, count: $count) { errors { field } } }';
    await mutate(page, add, { id: ids.a.id, count: 2 });
    await mutate(page, add, { id: ids.b.id, count: 1 });
    await mutate(
      page,
      'mutation($p: RentalPeriodInput!) { setRentalPeriod(period: $p, salesShipping: true) { errors { field } } }',
      { p: { pickupDate: '2026-12-01', pickupSlot: 0, returnDate: '2026-12-07', returnSlot: 3 } },
    );
    await page.goto('/offerte');
    const block = page.locator('main [data-price-view]');
    await expect(block).toHaveAttribute('data-price-view', 'incl');

    // Incl. btw: the amounts add up to the total; the btw in it is total × 21 / 121.
    const incl = await rowsOf(block);
    expect(incl.map((r) => r.kind)).toEqual([
      'RENTAL',
      'DISCOUNT',
      'REG',
      'SALES',
      'SHIPPING',
      'TOTAL',
      'BTW',
    ]);
    const inclTotal = incl.find((r) => r.kind === 'TOTAL')?.cents ?? Number.NaN;
    expect(incl.find((r) => r.kind === 'DISCOUNT')?.cents).toBeLessThan(0);
    expect(incl.filter((r) => ADDED.has(r.kind)).reduce((a, r) => a + r.cents, 0)).toBe(inclTotal);
    expect(incl.find((r) => r.kind === 'BTW')?.cents).toBe(halfUp((inclTotal * 21) / 121));
    await expect(block).toContainText('Btw is 21 % van het subtotaal excl. btw');
    await block.scrollIntoViewIfNeeded();
    await page.screenshot({ path: testInfo.outputPath(`totals-incl-${width}.png`), fullPage: true });

    // Excl. btw: the amounts add up to the subtotal; btw is 21 % of it; the two make the same total.
    await block.getByRole('switch', { name: 'Prijzen excl. btw' }).click();
    await expect(block).toHaveAttribute('data-price-view', 'excl');
    const excl = await rowsOf(block);
    expect(excl.map((r) => r.kind)).toEqual([
      'RENTAL',
      'DISCOUNT',
      'REG',
      'SALES',
      'SHIPPING',
      'SUBTOTAL',
      'BTW',
      'TOTAL',
    ]);
    const subtotal = excl.find((r) => r.kind === 'SUBTOTAL')?.cents ?? Number.NaN;
    const btw = excl.find((r) => r.kind === 'BTW')?.cents ?? Number.NaN;
    expect(excl.filter((r) => ADDED.has(r.kind)).reduce((a, r) => a + r.cents, 0)).toBe(subtotal);
    expect(btw).toBe(halfUp((subtotal * 21) / 100));
    expect(subtotal + btw).toBe(excl.find((r) => r.kind === 'TOTAL')?.cents);
    expect(excl.find((r) => r.kind === 'TOTAL')?.cents).toBe(inclTotal);
    expect(excl.find((r) => r.kind === 'RENTAL')?.label).toBe('Huur, 4 huurdagen');
    // A trusted account rents without borg.
    await expect(block).toContainText('Je huurt zonder borg.');
    await page.screenshot({ path: testInfo.outputPath(`totals-excl-${width}.png`), fullPage: true });
  });
});
