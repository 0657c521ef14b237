import { mkdirSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { paths } from '../../domain/paths.ts';
import { A11Y_WIDTHS, a11yViewport, expectAccessible, type Session, test } from './a11y-helpers.ts';
import { addFromList, control, fillDetails, firstOf } from './checkout-helpers.ts';
import { expect, graphql } from './fixtures.ts';

// Issue 36, item 6: the site meets WCAG 2.1 AA as axe-core checks it (tags wcag2a, wcag2aa,
// wcag21a, wcag21aa, wcag22aa; a11y-helpers.ts), with 0 violations on every kind of page of the
// route table (web/src/app/routes.tsx, domain/paths.ts), and with the header's panels, the menus
// and the rental period picker open, through the checkout, an invoice's QR code and pay page, and
// the forms with their errors. Each distinct state once (issue 44): every route at 1280 px; at
// 390 px where the page's own layout switches (its `phone`, from its CSS modules' breakpoints) or
// the shell's does (the home page, the panels, the menus); signed in where the content changes
// (the header, the account pages: `signedIn`), not again where only the header does. Each scan is
// listed in reports/a11y-states.txt (a11y-helpers.ts). One test per page and session, so the
// workers share them out.

const SHOTS = '/tmp/shots';
mkdirSync(SHOTS, { recursive: true });

type Route = {
  name: string;
  path: (page: Page) => Promise<string> | string;
  /** What the page's own layout changes at 390 px (then it is scanned there too). */
  phone?: string;
  /** What the page shows a signed-in visitor that it does not show others, and at which widths. */
  signedIn?: { shows: string; phone?: true };
};
const at = (path: string) => (): string => path;

/** The first upcoming run of a course, as the gateway answers it. */
async function runOf(page: Page, slug: string): Promise<string> {
  const { course } = await graphql<{ course: { runs: { id: string }[] } }>(
    page,
    'query A11yRuns($slug: String!) { course(slug: $slug) { runs { id } } }',
    { slug },
  );
  const run = course.runs[0];
  expect(run, `${slug} has an upcoming run`).toBeDefined();
  return (run as { id: string }).id;
}

/**
 * Every page kind of the route table, with a real instance of each. A page whose CSS modules switch
 * nothing at 390 px but the shell's is scanned there no more: the shell's phone layout is scanned on
 * the home page, and pages that share a layout (the lists, the article pages, the content templates)
 * are scanned at 390 px once.
 */
const ROUTES: Route[] = [
  // Home and education
  {
    name: 'home',
    path: at(paths.home()),
    phone:
      "the shell's (menu button, folded navigation, footer in one column); the hero, the banner carousel, the tiles and the promo stack",
    signedIn: { shows: "the header's account link instead of its button", phone: true },
  },
  { name: 'home (alternate)', path: at('/homenew') },
  { name: 'education list', path: at(paths.education()) },
  { name: 'education list with a category', path: at(paths.section('cursussen', 'montage')) },
  {
    name: 'gap year',
    path: at(paths.gapYear()),
    phone: "the comparison's cells narrow, its totals in a smaller type (gap-year-comparison.module.css)",
  },
  {
    name: 'course',
    path: at(paths.course('montage-basis')),
    phone: 'the hero and the body stack, the banner first (course-page.module.css)',
  },
  {
    name: 'course (second layout)',
    path: at(paths.courseNew('montage-basis')),
    phone: 'the hero image leaves the back of the title (course-new-page.module.css)',
  },
  {
    name: 'course registration',
    path: async (page) => paths.registration('montage-basis', await runOf(page, 'montage-basis')),
    phone: "the form's fields in one column (registration-form.module.css)",
  },
  { name: 'course registration thanks', path: at(paths.registrationThanks()) },
  {
    name: 'agenda',
    path: at(paths.agenda()),
    phone: "a run's date block and its action (agenda-page.module.css)",
  },
  { name: 'agenda of a category', path: at(paths.agenda('montage')) },
  {
    name: 'open day',
    path: at(paths.openDay()),
    phone: 'the form below the open days (open-day.module.css)',
  },
  { name: 'open day thanks', path: at(paths.openDayThanks()) },
  // Shop
  {
    name: 'rental list',
    path: at(paths.rental()),
    phone:
      "the category tree folds behind its button, the rows narrow, the rows' cart buttons lose their icon, the period widget's parts stack",
  },
  { name: 'rental category', path: at(paths.articleList('RENTAL', 'camera/cinema')) },
  {
    name: 'rental article',
    path: async (page) => paths.article('RENTAL', (await firstOf(page, 'RENTAL')).slug),
    phone: 'the picture, the summary and the period widget stack (article-page.module.css)',
  },
  {
    name: 'sale list',
    path: at(paths.sales()),
    phone: 'the cards in a narrower grid, the filters above them (article-items.module.css)',
  },
  { name: 'sale category', path: at(paths.articleList('SALE', 'camera')) },
  { name: 'sale campaign', path: at(paths.saleList('SALE', 'black-friday')) },
  { name: 'sale article', path: async (page) => paths.article('SALE', (await firstOf(page, 'SALE')).slug) },
  { name: 'occasion list', path: at(paths.occasions()) },
  { name: 'occasion campaign', path: at(paths.saleList('OCCASION', 'zomer-occasions')) },
  {
    name: 'occasion article',
    path: async (page) => paths.article('OCCASION', (await firstOf(page, 'OCCASION')).slug),
  },
  { name: 'search results', path: at(`${paths.rental()}?q=sony`) },
  // Checkout without a cart (the steps with one: the checkout test below)
  { name: 'empty cart', path: at(paths.checkout()) },
  {
    name: 'quote confirmation with a wrong token',
    path: at(paths.confirmQuote({ token: 'onbekend.token' })),
  },
  { name: 'unknown payment', path: at(paths.verifyPayment('ORDER', 'onbekend-handvat-0000000000000000')) },
  // Accounts
  {
    name: 'sign in',
    path: at(paths.login()),
    signedIn: { shows: 'that the visitor is signed in already, the form disabled' },
  },
  {
    name: 'sign up',
    path: at(paths.signUp()),
    phone: 'first and last name one below the other (account.module.css)',
    signedIn: { shows: 'that the visitor is signed in already, the form disabled' },
  },
  { name: 'sign up thanks', path: at(paths.signUpThanks()) },
  {
    name: 'activation',
    path: at(paths.activate({ email: 'nieuw@example.nl' })),
    signedIn: { shows: '"Je bent al ingelogd" with the links to the account' },
  },
  { name: 'activation with a wrong token', path: at(paths.activate({ token: 'onbekend.token' })) },
  { name: 'password reset', path: at(paths.resetPassword()) },
  {
    name: 'address confirmation with a wrong token',
    path: at(paths.confirmEmail({ token: 'onbekend.token' })),
  },
  {
    name: 'profile',
    path: at(paths.profile()),
    signedIn: {
      shows: "the profile's forms (first and last name one below the other at 390 px)",
      phone: true,
    },
  },
  {
    name: 'invoices',
    path: at(paths.account()),
    signedIn: { shows: 'the invoices (a table, cards at 390 px)', phone: true },
  },
  // Content
  {
    name: 'contact',
    path: at(paths.contact()),
    phone: 'the form and our details stack (contact.module.css)',
  },
  {
    name: 'duplication',
    path: at(paths.duplication()),
    phone: "the price table's rows become blocks, its head hidden (duplication.module.css)",
  },
  { name: 'content page', path: at(paths.terms()) },
  { name: 'content page (privacy)', path: at(paths.privacy()) },
  { name: 'content page (over ons)', path: at('/over-ons') },
  {
    name: 'content page (werken bij)',
    path: at('/werken-bij'),
    phone:
      "the PAGEALTERNATEBLOCKS template's bands in one column, their marks first (content-page.module.css)",
  },
  {
    name: 'content page (verhuizing)',
    path: at('/verhuizing'),
    phone: "the MOVING template's body in one column (content-page.module.css)",
  },
  { name: 'content page (voorjaarsactie)', path: at('/voorjaarsactie') },
  { name: 'campaign page', path: at(paths.campaign('zomeractie-verhuur')) },
  { name: 'campaign page (nieuwe studio)', path: at(paths.campaign('nieuwe-studio')) },
  { name: 'campaign page (open avond)', path: at(paths.campaign('open-avond-opleidingen')) },
  { name: 'accessibility statement', path: at(paths.accessibility()) },
  { name: 'not found', path: at('/deze-pagina-bestaat-niet') },
];

/**
 * Resolves once the page has stopped scrolling (the same position three frames running): a form
 * with errors moves the focus to its first invalid field and scrolls smoothly there, and a scan
 * during that scroll finds the field half under the sticky header.
 */
async function scrollSettled(page: Page): Promise<void> {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = -1;
        let same = 0;
        const step = () => {
          same = window.scrollY === last ? same + 1 : 0;
          last = window.scrollY;
          if (same >= 3) resolve();
          else requestAnimationFrame(step);
        };
        requestAnimationFrame(step);
      }),
  );
}

/**
 * Scans the page at each width, 1280 px first, then 390 px (the same page resized, as a phone
 * turned on its side would be; every layout switch of the site follows the width as it changes).
 */
async function expectAccessibleAt(
  page: Page,
  what: string,
  session: Session,
  widths: readonly number[] = A11Y_WIDTHS,
): Promise<void> {
  for (const width of widths) {
    await page.setViewportSize(a11yViewport(width));
    await expectAccessible(page, what, session);
  }
}

/** The header's account control once the session is known to be signed in. */
const signedInLink = (page: Page) => page.getByRole('banner').getByRole('link', { name: 'Mijn account' });

test.describe('signed out', () => {
  for (const route of ROUTES) {
    const widths = route.phone ? A11Y_WIDTHS : A11Y_WIDTHS.slice(0, 1);
    test(`${route.name}: no violations at ${widths.join(' and ')} px`, async ({ page }) => {
      await page.setViewportSize(a11yViewport(A11Y_WIDTHS[0]));
      const path = await route.path(page);
      await page.goto(path);
      await expectAccessibleAt(page, `${route.name} (${path})`, 'signed out', widths);
    });
  }
});

// Signed in, the pages whose content changes: the header on every page (scanned on the home page
// at both widths), the account pages. Elsewhere a signed-in page is the signed-out one with that
// header, and the checkout reads nothing of the account (web/src/features/checkout).
test.describe('signed in', () => {
  test.use({ signedIn: true });
  for (const route of ROUTES.filter((route) => route.signedIn)) {
    const widths = route.signedIn?.phone ? A11Y_WIDTHS : A11Y_WIDTHS.slice(0, 1);
    test(`${route.name}: no violations at ${widths.join(' and ')} px`, async ({ page }) => {
      await page.setViewportSize(a11yViewport(A11Y_WIDTHS[0]));
      const path = await route.path(page);
      await page.goto(path);
      await expect(signedInLink(page)).toBeAttached();
      await expectAccessibleAt(page, `${route.name} (${path})`, 'signed in', widths);
    });
  }
});

const banner = (page: Page) => page.getByRole('banner');

/** Opens the period editor of a widget (the article page's or the cart panel's) and picks 1 to 4 December. */
async function pickDecemberPeriod(page: Page, scope: ReturnType<Page['getByRole']>, width: number) {
  await scope
    .getByRole('region', { name: 'Huurperiode' })
    .getByRole('button', { name: 'Huurperiode kiezen' })
    .click();
  const editor = scope.getByRole('form', { name: 'Huurperiode kiezen' });
  await expect(editor.getByRole('grid').first()).toBeVisible();
  await expectAccessible(page, 'the rental period picker', 'signed out');
  if (width < 768) await editor.getByRole('button', { name: 'Ga naar volgende maand' }).click();
  await editor.getByRole('button', { name: /^dinsdag 1 december 2026/ }).click();
  await editor.getByRole('button', { name: /^vrijdag 4 december 2026/ }).click();
  await expect(editor.getByRole('group', { name: /^Terugbrengtijd/ })).toBeVisible();
  // The dates chosen: the slot groups beside the calendar.
  await expectAccessible(page, 'the rental period picker with its slots', 'signed out');
  return editor;
}

// Signed out: signed in, the panels, the menus and the picker hold the same; only the header's
// account control differs, which the signed-in home page holds at both widths.
test.describe('signed out, panels', () => {
  for (const width of A11Y_WIDTHS) {
    test(`signed out, ${width} px: the search, account and cart panels, the menus and the rental period picker`, async ({
      page,
    }) => {
      test.setTimeout(90_000);
      await page.setViewportSize(a11yViewport(width));
      const rental = await firstOf(page, 'RENTAL');
      await page.goto(paths.article('RENTAL', rental.slug));

      // The search panel with results, one of them active.
      await banner(page).getByRole('button', { name: 'Zoeken', exact: true }).click();
      const search = page.getByRole('dialog', { name: 'Zoeken' });
      await search.getByRole('combobox').fill('sony');
      await expect(search.getByRole('option').first()).toBeVisible();
      await page.keyboard.press('ArrowDown');
      await expectAccessible(page, 'the search panel', 'signed out');
      if (width === 390) await page.screenshot({ path: `${SHOTS}/a11y-search-panel-${width}.png` });
      await page.keyboard.press('Escape');
      await expect(search).toBeHidden();

      // The account panel's two tabs.
      await banner(page).getByRole('button', { name: 'Account', exact: true }).click();
      const account = page.getByRole('dialog', { name: 'Account' });
      await expect(account.getByRole('tabpanel', { name: 'Inloggen' })).toBeVisible();
      await expectAccessible(page, 'the account panel (Inloggen)', 'signed out');
      await account.getByRole('tab', { name: 'Account aanmaken' }).click();
      await expect(account.getByRole('tabpanel', { name: 'Account aanmaken' })).toBeVisible();
      await expectAccessible(page, 'the account panel (Account aanmaken)', 'signed out');
      await page.keyboard.press('Escape');
      await expect(account).toBeHidden();

      // The menus: the rental mega-menu and the education dropdown, or the phone's menu.
      if (width >= 768) {
        for (const name of ['Verhuur', 'Educatie']) {
          const trigger = banner(page).getByRole('button', { name });
          await trigger.click();
          await expect(trigger).toHaveAttribute('aria-expanded', 'true');
          await expectAccessible(page, `the ${name} menu`, 'signed out');
          await page.keyboard.press('Escape');
        }
      } else {
        await banner(page).getByRole('button', { name: 'Menu' }).click();
        const nav = page.getByRole('navigation', { name: 'Hoofdmenu' });
        await nav.getByRole('button', { name: 'Verhuur' }).click();
        await expect(nav.getByRole('button', { name: 'Verhuur' })).toHaveAttribute('aria-expanded', 'true');
        await expectAccessible(page, "the phone's menu", 'signed out');
        await page.keyboard.press('Escape');
        await page.keyboard.press('Escape');
      }

      // The article page's rental period picker, saved; the article in the cart.
      const editor = await pickDecemberPeriod(page, page.getByRole('main'), width);
      await editor
        .getByRole('group', { name: /^Ophaaltijd/ })
        .getByRole('radio')
        .first()
        .check();
      await editor
        .getByRole('group', { name: /^Terugbrengtijd/ })
        .getByRole('radio')
        .last()
        .check();
      await editor.getByRole('button', { name: 'Opslaan' }).click();
      await expect(editor).toHaveCount(0);
      await page.getByRole('main').getByRole('button', { name: 'In winkelwagen', exact: true }).click();
      await expect(page.getByRole('status', { name: 'Meldingen' })).toContainText(
        'Het Artikel zit in je winkelwagentje.',
      );
      // The toast, over the page.
      await expectAccessible(page, "the cart's toast", 'signed out');

      // The cart panel with the line and the period, then its own period picker.
      await banner(page)
        .getByRole('button', { name: /^Winkelwagen/ })
        .click();
      const cart = page.getByRole('dialog', { name: 'Winkelwagen' });
      await expect(cart.locator(`[data-cart-line="${rental.slug}"]`)).toBeVisible();
      await expectAccessible(page, 'the cart panel', 'signed out');
      await cart
        .getByRole('region', { name: 'Huurperiode' })
        .getByRole('button', { name: /^Huurperiode (kiezen|wijzigen)$/ })
        .click();
      await expect(cart.getByRole('form', { name: 'Huurperiode kiezen' }).getByRole('grid')).toBeVisible();
      await expectAccessible(page, "the cart panel's period picker", 'signed out');
    });
  }
});

// Signed out: the checkout reads nothing of the account (no address filled in from it), so signed in
// its steps hold the same but for the header (the signed-in home page).
test.describe('signed out, checkout', () => {
  test(`the checkout's steps with a cart, the step's errors, the test provider and the paid confirmation at ${A11Y_WIDTHS.join(' and ')} px`, async ({
    page,
  }) => {
    test.setTimeout(120_000);
    await page.setViewportSize(a11yViewport(A11Y_WIDTHS[0]));
    const sale = await firstOf(page, 'SALE');
    await page.goto(paths.sales());
    await addFromList(page, sale.name);

    await page.goto(paths.checkout());
    await expect(page.locator(`[data-summary-line="${sale.slug}"]`)).toBeVisible();
    await expectAccessibleAt(page, 'the cart (/offerte)', 'signed out');
    await page.setViewportSize(a11yViewport(A11Y_WIDTHS[0]));
    await page.getByRole('link', { name: 'Verder naar je gegevens' }).click();
    await expect(page).toHaveURL(paths.checkoutDetails());
    await expectAccessibleAt(page, 'the details step', 'signed out');

    // Sent empty: the server's messages under the fields.
    const form = page.getByRole('form', { name: 'Je gegevens' });
    await control(page, 'email').fill('');
    await form.getByRole('button', { name: 'Verder' }).click();
    await expect(control(page, 'email')).toHaveAttribute('aria-invalid', 'true');
    await expectAccessibleAt(page, "the details step with the server's errors", 'signed out');

    await fillDetails(page);
    await form.getByRole('button', { name: 'Verder' }).click();
    await expect(page).toHaveURL(paths.checkoutOverview());
    await expectAccessibleAt(page, 'the overview step', 'signed out');

    await page.getByRole('button', { name: 'Bestellen en nu betalen' }).click();
    await expect(page).toHaveURL(/\/testbetaling\//);
    await expectAccessibleAt(page, "the test provider's pay page", 'signed out');
    await page.getByRole('button', { name: 'Betalen', exact: true }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Betaling gelukt' })).toBeVisible();
    await expectAccessibleAt(page, 'the paid verify page', 'signed out');
    await page.getByRole('link', { name: 'Bekijk je bestelling' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Bedankt voor je bestelling' })).toBeVisible();
    await expectAccessibleAt(page, 'the order confirmation', 'signed out');
  });
});

test.describe('signed in, invoices', () => {
  test.use({ signedIn: true });

  test(`an invoice's QR code and its pay page at ${A11Y_WIDTHS.join(' and ')} px`, async ({ page }) => {
    await page.goto(paths.account());
    const unpaid = page.locator('tr[data-invoice]').filter({ hasText: 'Betalen met je telefoon' }).first();
    await unpaid.getByText('Betalen met je telefoon').click();
    await expect(unpaid.getByRole('img', { name: /^QR-code om factuur/ })).toBeVisible();
    await expectAccessibleAt(page, 'the invoices with a QR code open', 'signed in');
    const link = await unpaid.getByRole('link', { name: 'de betaallink' }).getAttribute('href');
    await page.goto(new URL(link as string, page.url()).pathname);
    await expectAccessibleAt(page, "an invoice's pay page", 'signed in');
  });
});

test.describe('signed out, forms', () => {
  test(`the course registration and the open day's form with their errors at ${A11Y_WIDTHS.join(' and ')} px`, async ({
    page,
  }) => {
    await page.goto(paths.registration('montage-basis', await runOf(page, 'montage-basis')));
    await page.getByRole('button', { name: 'Inschrijven' }).click();
    await expect(page.locator('main [aria-invalid="true"]').first()).toBeFocused();
    await scrollSettled(page);
    await expectAccessibleAt(page, 'the course registration with its errors', 'signed out');

    await page.setViewportSize(a11yViewport(A11Y_WIDTHS[0]));
    await page.goto(paths.openDay());
    await page.getByRole('spinbutton', { name: 'Aantal personen' }).fill('0');
    await page.getByRole('main').getByRole('button', { name: 'Aanmelden' }).click();
    await expect(page.locator('main [aria-invalid="true"]').first()).toBeFocused();
    await scrollSettled(page);
    await expectAccessibleAt(page, "the open day's form with its errors", 'signed out');
  });
});

test.describe('the accessibility statement', () => {
  test('says what meets WCAG 2.1 AA and what does not yet, how to report a problem, and its date', async ({
    page,
  }) => {
    // Linked from every page's footer: here from a course, an article list and the checkout.
    for (const path of [paths.course('montage-basis'), paths.sales(), paths.checkout()]) {
      await page.goto(path);
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: 'Toegankelijkheid' }),
      ).toHaveAttribute('href', paths.accessibility());
    }
    await page.getByRole('contentinfo').getByRole('link', { name: 'Toegankelijkheid' }).click();
    await expect(page).toHaveURL(paths.accessibility());
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Toegankelijkheidsverklaring' })).toBeVisible();
    await expect(page).toHaveTitle('Toegankelijkheidsverklaring | Studio Lumen');
    for (const heading of [
      'Welke eisen gelden',
      'Hoe we het controleren',
      'Wat voldoet',
      'Wat nog niet voldoet',
      'Een probleem melden',
    ]) {
      await expect(main.getByRole('heading', { level: 2, name: heading })).toBeVisible();
    }
    await expect(main).toContainText('WCAG) 2.1 op niveau A en AA');
    await expect(main).toContainText('EN 301 549');
    await expect(main.getByRole('link', { name: 'info@studiolumen.nl' })).toHaveAttribute(
      'href',
      'mailto:info@studiolumen.nl',
    );
    await expect(main.getByRole('link', { name: '020 - 760 42 10' })).toHaveAttribute(
      'href',
      'tel:+31207604210',
    );
    await expect(main.getByRole('link', { name: 'contactformulier' })).toHaveAttribute(
      'href',
      paths.contact(),
    );
    await expect(main).toContainText(/Deze verklaring is opgesteld op \d{1,2} [a-z]+ 20\d\d/);

    // The server's page (its title, description, no noindex) and its place in the sitemap are asked
    // without a browser: tests/gateway/site-html.test.ts, tests/gateway/seo.test.ts.

    for (const width of A11Y_WIDTHS) {
      await page.setViewportSize(a11yViewport(width));
      await page.screenshot({ path: `${SHOTS}/a11y-statement-${width}.png`, fullPage: true });
    }
  });
});
