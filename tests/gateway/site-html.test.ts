import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { BUSINESS } from '../../domain/business.ts';
import { toAmount } from '../../domain/money.ts';
import { createGateway } from '../../gateway/create-gateway.ts';
import { API_OPTIONS, cookieOf, DEMO, signedIn } from './account-browser.ts';
import { ADD, COMPLETE, fillCart, form, newKey, PLACE, seedArticles, visitor } from './checkout-browser.ts';
import { startStack } from './stack.ts';

// The built site (web/dist and web/dist-server, `npm run build`) as its server renders it, over
// HTTP: what a crawler, a link preview or a browser's first request gets. Each page's head
// (title, description, canonical, Open Graph), its JSON-LD, the aliases' 301s, the status codes,
// noindex, the inlined stylesheets and their CSP hashes, the session marker, and that no private
// data enters the HTML. These were checks of the e2e specs that needed no browser (issue 44);
// what needs one (hydration, styles applied, clicks) stayed there.

const root = join(import.meta.dirname, '..', '..');
const webDist = join(root, 'web', 'dist');
const serverDist = join(root, 'web', 'dist-server');
/** Not the address the tests ask: every absolute URL must come from PUBLIC_URL, never from Host. */
const PUBLIC = 'https://www.studiolumen.nl';

function expectBuilt() {
  if (!existsSync(join(serverDist, 'entry-server.js')) || !existsSync(join(webDist, 'index.html')))
    throw new Error('The built site is missing: run `npm run build` first (`npm test` does).');
}

let stack: Awaited<ReturnType<typeof startStack>>;
beforeAll(async () => {
  expectBuilt();
  stack = await startStack({ publicUrl: PUBLIC, webDist, serverDist }, API_OPTIONS);
});
afterAll(() => stack?.close());

const get = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${stack.gatewayUrl}${path}`, { headers: { accept: 'text/html', ...headers }, redirect: 'manual' });
const html = async (path: string, headers: Record<string, string> = {}) => {
  const response = await get(path, headers);
  return { status: response.status, html: await response.text(), response };
};
/** An attribute's or element's text, entities decoded as a browser would. */
const decode = (text: string) =>
  text
    .replaceAll('&quot;', '"')
    .replaceAll('&#x27;', "'")
    .replaceAll('&#39;', "'")
    .replaceAll('&lt;', '<')
    .replaceAll('&gt;', '>')
    .replaceAll('&amp;', '&');
const match = (text: string, pattern: RegExp) => {
  const found = pattern.exec(text)?.[1];
  return found === undefined ? undefined : decode(found);
};
const canonicalOf = (page: string) => match(page, /<link rel="canonical" href="([^"]+)"/);
const jsonLdOf = (page: string): unknown[] =>
  [...page.matchAll(/<script type="application\/ld\+json">([^<]*)<\/script>/g)].map(
    ([, json = '']) => JSON.parse(json) as unknown, // not JSON: the test fails
  );
async function query<T>(text: string, variables: Record<string, unknown> = {}): Promise<T> {
  const { body } = await stack.query<T>(text, variables);
  expect(body.errors).toBeUndefined();
  return body.data as T;
}

describe('a page as a crawler gets it', () => {
  const PAGES = [
    { path: '/', h1: 'Studio Lumen Amsterdam', title: 'Studio Lumen' },
    {
      path: '/educatie/c/montage-basis',
      h1: 'Montage basis',
      title: 'Montage basis | Studio Lumen',
      jsonLd: true,
    },
    {
      path: '/educatie/c/new/montage-basis',
      h1: 'Montage basis',
      title: 'Montage basis | Studio Lumen',
      jsonLd: true,
    },
    { path: '/educatie/opleidingen/', h1: 'Opleidingen', title: 'Opleidingen | Studio Lumen' },
    { path: '/educatie/cursussen/montage/', h1: 'Cursussen', title: 'Cursussen' },
    { path: '/educatie/tussenjaar/', h1: 'Tussenjaar', title: 'Tussenjaar' },
    { path: '/agenda/', h1: 'Agenda', title: 'Agenda | Studio Lumen' },
    { path: '/infodag', h1: 'Infodag', title: 'Infodag' },
    { path: '/over-ons', h1: 'Over ons', title: 'Over ons | Studio Lumen' },
  ];

  for (const page of PAGES) {
    it(`${page.path} arrives as real HTML: title, description, canonical, Open Graph, h1, content`, async () => {
      const { status, html: text } = await html(page.path);
      expect(status).toBe(200);
      expect(match(text, /<title>([^<]*)<\/title>/)).toContain(page.title);
      expect(match(text, /<meta name="description" content="([^"]+)"/)?.length).toBeGreaterThan(20);
      expect(canonicalOf(text)).toBe(new URL(page.path, PUBLIC).href);
      expect(match(text, /<meta property="og:title" content="([^"]+)"/)).toContain(page.title.split(' |')[0]);
      expect(match(text, /<meta property="og:url" content="([^"]+)"/)).toBe(new URL(page.path, PUBLIC).href);
      expect(text).toContain('<meta name="twitter:card"');
      expect(match(text, /<h1[^>]*>(?:<[^>]+>)*([^<]+)/)).toContain(page.h1);
      expect(text).not.toContain('name="robots"');
      // The page's data travels along for the browser, as data, never as an inline script.
      expect(text).toContain('<script type="application/json" id="apollo-state">');
      expect(text).not.toMatch(/<script>(?!\s*<\/script>)/);
      if (page.jsonLd) expect(text).toContain('<script type="application/ld+json">');
    });
  }

  it('keeps forms and thanks pages out of search results; unknown paths are a 404 page', async () => {
    for (const path of ['/inschrijving-bedankt', '/infodag-inschrijving-bedankt']) {
      expect((await html(path)).html, path).toContain('<meta name="robots" content="noindex" />');
    }
    for (const path of [
      '/deze-pagina-bestaat-echt-niet',
      '/educatie/c/bestaat-niet',
      '/agenda/bestaat-niet/',
    ]) {
      const page = await html(path);
      expect(page.status, path).toBe(404);
      expect(page.html, path).toContain('<meta name="robots" content="noindex" />');
    }
  });

  it("inlines the page's stylesheets, each allowed by its hash, and links no other file for the first paint", async () => {
    const { html: text, response } = await html('/educatie/opleidingen/');
    const sheets = [...text.matchAll(/<style>([\s\S]*?)<\/style>/g)].map(([, css = '']) => css);
    // The site's base, the shell's and the route's own, not the whole site's CSS.
    expect(sheets.length).toBeGreaterThan(2);
    const bytes = sheets.join('').length;
    expect(bytes).toBeGreaterThan(10_000);
    expect(bytes).toBeLessThan(90_000);
    // Each inlined stylesheet is named by a disabled link (not fetched); no other is linked.
    expect(text).not.toMatch(/<link rel="stylesheet"(?![^>]*disabled)[^>]*>/);
    // The app's code is asked for by the small entry once the page has loaded, not by the HTML.
    expect(text).not.toContain('rel="modulepreload"');
    const policy = response.headers.get('content-security-policy') ?? '';
    for (const css of sheets)
      expect(policy).toContain(`'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`);
  });

  it('marks a page rendered without a session; with one, the app starts at once', async () => {
    const anonymous = (await html('/agenda/')).html;
    expect(anonymous).toContain('<div id="root" data-session="none"');
    const withSession = (await html('/agenda/', { cookie: 'sessionid=unknown' })).html;
    expect(withSession).toContain('<div id="root">');
    // The app starts at once for a session: its scripts are module preloads in the head.
    expect(withSession).toMatch(
      /<link rel="modulepreload" crossorigin href="\/assets\/start-app-[\w-]+\.js" \/>/,
    );
    expect(withSession).not.toContain('data-session="none"');
  });

  it('the accessibility statement has its title and description, and is not kept out of search results', async () => {
    const { status, html: text } = await html('/toegankelijkheid');
    expect(status).toBe(200);
    expect(text).toContain('<title>Toegankelijkheidsverklaring | Studio Lumen</title>');
    expect(text).toMatch(/<meta name="description" content="Hoe toegankelijk de website/);
    expect(text).not.toContain('noindex');
  });

  it('the contact page is rendered with its form and our details', async () => {
    const { status, html: text } = await html('/contact');
    expect(status).toBe(200);
    expect(text).toContain('<title>Contact | Studio Lumen</title>');
    expect(canonicalOf(text)).toBe(`${PUBLIC}/contact`);
    expect(text).toContain('Stuur ons een bericht');
    expect(text).toContain('name="website"');
    expect(text).toContain('Czaar Peterstraat 213');
  });

  it('/duplicatie is rendered with the prices as the server formats them', async () => {
    const { duplicationServices } = await query<{ duplicationServices: { price: { formatted: string } }[] }>(
      '{ duplicationServices { price { formatted } } }',
    );
    expect(duplicationServices.length).toBeGreaterThan(0);
    const { status, html: text } = await html('/duplicatie');
    expect(status).toBe(200);
    expect(text).toContain('<title>Duplicatie en digitalisering | Studio Lumen</title>');
    for (const service of duplicationServices) expect(text).toContain(service.price.formatted);
    expect(text).toContain('href="/verhuur/artikel/');
  });

  it("the home page carries the rental categories' tiles and the mega-menu's links, even while it is closed", async () => {
    const { categoryTree } = await query<{ categoryTree: { path: string; children: { path: string }[] }[] }>(
      '{ categoryTree(type: RENTAL) { path children { path } } }',
    );
    expect(categoryTree.length).toBeGreaterThan(3);
    const { html: text } = await html('/');
    for (const category of categoryTree) {
      expect(text).toContain(`href="/verhuur/${category.path}/"`);
      for (const child of category.children) expect(text).toContain(`href="/verhuur/${child.path}/"`);
    }
  });
});

describe('aliases and redirects', () => {
  it('the aliases answer 301 to their canonical path', async () => {
    for (const [alias, canonical] of [
      ['/home', '/'],
      ['/_/home', '/'],
      ['/opleidingen/montage-basis', '/educatie/c/montage-basis'],
      ['/educatie', '/educatie/opleidingen/'],
      ['/educatie/', '/educatie/opleidingen/'],
      ['/inloopdagen', '/infodag'],
    ] as const) {
      const response = await get(alias);
      expect(response.status, alias).toBe(301);
      expect(response.headers.get('location'), alias).toBe(canonical);
    }
  });

  it('an unknown course in the second layout is a Dutch 404', async () => {
    const { status, html: text } = await html('/educatie/c/new/bestaat-niet');
    expect(status).toBe(404);
    expect(match(text, /<h1[^>]*>(?:<[^>]+>)*([^<]+)/)).toBe('Opleiding niet gevonden');
  });
});

describe("a course's JSON-LD", () => {
  type Expected = {
    course: {
      name: string;
      price: { cents: number };
      runs: { id: string; startDate: string; dates: string[]; price: { cents: number } }[];
    };
  };
  type Course = {
    '@context': string;
    '@type': string;
    name: string;
    description: string;
    provider: unknown;
    offers: unknown;
    hasCourseInstance: unknown[];
  };

  for (const path of ['/educatie/c/', '/educatie/c/new/']) {
    it(`${path}{slug} carries a schema.org Course with one CourseInstance per upcoming run`, async () => {
      const { course } = await query<Expected>(
        'query Expected($slug: String!) { course(slug: $slug) { name price { cents } runs { id startDate dates price { cents } } } }',
        { slug: 'montage-basis' },
      );
      expect(course.runs.length).toBeGreaterThan(0);
      const lds = jsonLdOf((await html(`${path}montage-basis`)).html);
      expect(lds).toHaveLength(1);
      const ld = lds[0] as Course;
      expect(ld['@context']).toBe('https://schema.org');
      expect(ld['@type']).toBe('Course');
      expect(ld.name).toBe(course.name);
      expect(ld.description.length).toBeGreaterThan(0);
      expect(ld.provider).toEqual({ '@type': 'Organization', name: BUSINESS.name, url: PUBLIC });
      expect(ld.offers).toMatchObject({
        '@type': 'Offer',
        price: toAmount(course.price.cents),
        priceCurrency: 'EUR',
      });
      expect(ld.hasCourseInstance).toHaveLength(course.runs.length);
      for (const [index, run] of course.runs.entries()) {
        expect(ld.hasCourseInstance[index]).toMatchObject({
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
            url: `${PUBLIC}/educatie/c/montage-basis/${run.id}/inschrijven`,
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

  it('a course without runs has a Course without instances', async () => {
    const lds = jsonLdOf((await html('/educatie/c/geluid-op-locatie')).html);
    expect(lds).toHaveLength(1);
    expect(lds[0]).toMatchObject({ '@type': 'Course', hasCourseInstance: [] });
  });
});

describe('the catalogue', () => {
  type Price = { inclBtw: { formatted: string; amount: string } };
  type Article = {
    slug: string;
    samId: string;
    name: string;
    brand: string;
    type: 'RENTAL' | 'SALE' | 'OCCASION';
    stockStatus: 'IN_STOCK' | 'EXT_STOCK' | 'OUT_OF_STOCK' | 'UNKNOWN';
    images: { large: string };
    price: Price;
    specialPrice: Price | null;
  };
  const ARTICLE = `slug samId name brand type stockStatus images { large }
    price: shownPrice { inclBtw { formatted amount } } specialPrice: shownSpecialPrice { inclBtw { formatted amount } }`;
  const PREFIX = { RENTAL: '/verhuur/', SALE: '/verkoop/', OCCASION: '/occasions/' } as const;
  const urlOf = (article: { type: Article['type']; slug: string }) =>
    `${PREFIX[article.type]}artikel/${article.slug}`;
  const list = async (type: Article['type'], first = 48, categoryPath?: string) =>
    (
      await query<{ articles: { totalCount: number; articles: Article[] } }>(
        `query($type: ArticleType!, $first: Int, $categoryPath: String) {
          articles(type: $type, first: $first, categoryPath: $categoryPath) { totalCount articles { ${ARTICLE} } } }`,
        { type, first, categoryPath },
      )
    ).articles;
  type Product = {
    '@context': string;
    '@type': string;
    name: string;
    sku: string;
    description: string;
    brand: unknown;
    image: string[];
    offers: { price: string; availability?: string; priceSpecification?: unknown };
  };
  const AVAILABILITY = {
    IN_STOCK: 'https://schema.org/InStock',
    EXT_STOCK: 'https://schema.org/BackOrder',
    OUT_OF_STOCK: 'https://schema.org/OutOfStock',
    UNKNOWN: undefined,
  };

  it('a rental article carries a schema.org Product with its day price', async () => {
    const [article] = (await list('RENTAL', 12)).articles as [Article];
    const lds = jsonLdOf((await html(urlOf(article))).html);
    expect(lds).toHaveLength(1);
    const ld = lds[0] as Product;
    const shown = article.specialPrice ?? article.price;
    expect(ld).toMatchObject({
      '@context': 'https://schema.org',
      '@type': 'Product',
      name: article.name,
      sku: article.samId,
      brand: { '@type': 'Brand', name: article.brand },
      offers: { '@type': 'Offer', price: shown.inclBtw.amount, priceCurrency: 'EUR' },
    });
    expect(ld.description.length).toBeGreaterThan(0);
    expect(ld.image).toContain(new URL(article.images.large, PUBLIC).href);
    expect(ld.offers.availability).toBe(AVAILABILITY[article.stockStatus]);
    expect(ld.offers.priceSpecification).toMatchObject({
      '@type': 'UnitPriceSpecification',
      price: shown.inclBtw.amount,
      unitCode: 'DAY',
      valueAddedTaxIncluded: true,
    });
  });

  it("a sale article's JSON-LD offers its special price, incl. BTW and said so", async () => {
    const onSale = (await list('SALE')).articles.find((article) => article.specialPrice);
    expect(onSale, 'a sale article has a special price').toBeDefined();
    const special = (onSale as Article).specialPrice as Price;
    const ld = jsonLdOf((await html(urlOf(onSale as Article))).html)[0] as Product;
    expect(ld.offers.price).toBe(special.inclBtw.amount);
    expect(ld.offers.priceSpecification).toEqual({
      '@type': 'PriceSpecification',
      price: special.inclBtw.amount,
      priceCurrency: 'EUR',
      valueAddedTaxIncluded: true,
    });
  });

  it('an article under another type prefix answers 301 to its own; an unknown slug is a 404', async () => {
    const [rental] = (await list('RENTAL', 1)).articles as [Article];
    for (const prefix of ['/verkoop/', '/occasions/']) {
      const response = await get(`${prefix}artikel/${rental.slug}`);
      expect(response.status, prefix).toBe(301);
      expect(response.headers.get('location')).toBe(`/verhuur/artikel/${rental.slug}`);
    }
    expect((await get('/verhuur/artikel/bestaat-niet')).status).toBe(404);
  });

  it('without JavaScript: a list and an article have their h1, title, canonical, description and Open Graph', async () => {
    const [occasion] = (await list('OCCASION', 1)).articles as [Article];
    for (const [path, h1, title] of [
      ['/occasions/', 'Occasions', 'Occasions | Studio Lumen'],
      [urlOf(occasion), occasion.name, `${occasion.name} (occasion) | Studio Lumen`],
    ] as const) {
      const { status, html: text } = await html(path);
      expect(status, path).toBe(200);
      expect(match(text, /<h1[^>]*>(?:<[^>]+>)*([^<]+)/), path).toBe(h1);
      expect(match(text, /<title>([^<]*)<\/title>/), path).toBe(title);
      expect(canonicalOf(text), path).toBe(new URL(path, PUBLIC).href);
      expect(match(text, /<meta name="description" content="([^"]+)"/)?.length, path).toBeGreaterThanOrEqual(
        20,
      );
      expect(match(text, /<meta property="og:title" content="([^"]+)"/), path).toBe(title);
      if (path !== '/occasions/') {
        expect(match(text, /<meta property="og:image" content="([^"]+)"/)).toBe(
          new URL(occasion.images.large, PUBLIC).href,
        );
        // The crumbs name the type.
        expect(match(text, /<nav[^>]*aria-label="Kruimelpad"[^>]*>([\s\S]*?)<\/nav>/)).toContain('Occasions');
      }
    }
  });

  it('?page=3 renders the first 36 articles; the canonical URL has no query', async () => {
    const window = await list('RENTAL', 36);
    expect(window.totalCount).toBeGreaterThan(36);
    const { status, html: text } = await html('/verhuur/?page=3');
    expect(status).toBe(200);
    expect(text.match(/data-article-link=""/g)?.length).toBe(window.articles.length);
    expect(text).toContain(`<link rel="canonical" href="${PUBLIC}/verhuur/" />`);
    expect(text).toMatch(/<h1[^>]*>Verhuur<\/h1>/);
    expect(text).toContain('<title>Verhuur | Studio Lumen</title>');
  });

  it('unknown categories and campaigns are a 404 page; a list URL without its slash answers 301', async () => {
    for (const path of [
      '/verhuur/bestaat-niet/',
      '/verhuur/camera/bestaat-niet/',
      '/verkoop/actie/bestaat-niet/',
    ]) {
      const { status, html: text } = await html(path);
      expect(status, path).toBe(404);
      expect(text, path).toContain('404 · niet gevonden');
      expect(match(text, /<h1[^>]*>(?:<[^>]+>)*([^<]+)/), path).toMatch(/niet gevonden/);
    }
    const { categoryTree } = await query<{ categoryTree: { path: string }[] }>(
      '{ categoryTree(type: RENTAL) { path } }',
    );
    const path = categoryTree[0]?.path ?? '';
    const response = await get(`/verhuur/${path}?q=a`);
    expect(response.status).toBe(301);
    expect(response.headers.get('location')).toBe(`/verhuur/${path}/?q=a`);
  });
});

describe('pages behind a secret link', () => {
  it('a link that names nothing is a 404, a used one a 410; the page is the same skeleton', async () => {
    for (const path of [
      '/testbetaling/bestaat-niet',
      `/factuur-betalen/${'x'.repeat(32)}`,
      '/offerte-bevestigen',
      '/offerte-bevestigen?token=niet.echt',
    ]) {
      const page = await html(path);
      expect({ path, status: page.status }).toEqual({ path, status: 404 });
    }
    // A real payment: its provider's page is there while it is open, used once it is decided.
    const b = await visitor(stack);
    const [sale] = (await seedArticles(stack)).SALE;
    await fillCart(b, [sale ?? ''], { rental: false });
    const placed = await b.ask<{ order: { payment: { handle: string } } }>(PLACE, {
      input: form(),
      payNow: true,
      key: newKey(),
    });
    const handle = placed.data.order.payment.handle;
    expect((await get(`/testbetaling/${handle}`)).status).toBe(200);
    await b.ask(COMPLETE, { handle, outcome: 'PAID' });
    expect((await get(`/testbetaling/${handle}`)).status).toBe(410);
  });
});

describe('private data never enters the HTML', () => {
  it('signed in, the account pages are noindex and hold no name, address or invoice (the browser asks)', async () => {
    const cookie = cookieOf(await signedIn(stack, DEMO));
    for (const path of [
      '/login',
      '/registratie/',
      '/account',
      '/activate-account?token=abc',
      '/profiel/',
      '/e-mailadres-bevestigen?token=abc',
    ]) {
      const { status, html: text } = await html(path, { cookie });
      expect(status, path).toBe(200);
      expect(text, path).toContain('<meta name="robots" content="noindex"');
      expect(text, path).not.toContain('filmwinkel.test');
      expect(text, path).not.toContain('F2026-');
    }
  });

  it("a session's cart is in no page the server renders for it: no badge, no line, nothing in the Apollo state", async () => {
    const { articles } = await query<{ articles: { articles: { id: string; slug: string }[] } }>(
      '{ articles(type: SALE, first: 1) { articles { id slug } } }',
    );
    const sale = articles.articles[0] as { id: string; slug: string };
    const b = await visitor(stack);
    const { data } = await b.ask<{ cart: { itemCount: number } }>(ADD, { articleId: sale.id, count: 1 });
    expect(data.cart.itemCount).toBe(1);
    const cookie = cookieOf(b);
    for (const path of [`/verkoop/artikel/${sale.slug}`, '/verkoop/', '/']) {
      const { status, html: text } = await html(path, { cookie });
      expect(status, path).toBe(200);
      expect(text, path).not.toContain('data-cart-badge');
      expect(text, path).not.toContain('Winkelwagen, 1 artikel');
      expect(text, path).not.toContain('CartLine');
      expect(text, path).not.toMatch(/"cart"/);
    }
  });
});

describe('with the api down', () => {
  // A gateway of its own, in front of an address where no api answers.
  let server: Server;
  let base: string;
  let stop: () => Promise<void>;
  beforeAll(async () => {
    expectBuilt();
    const { app, apollo } = await createGateway({
      apiUrl: 'http://127.0.0.1:9/api',
      timeoutMs: 2000,
      now: '2026-11-23',
      publicUrl: PUBLIC,
      webDist,
      serverDist,
    });
    server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    stop = async () => {
      await new Promise((resolve) => server.close(resolve));
      await apollo.stop();
    };
  });
  afterAll(() => stop?.());

  // Not "not found": the Dutch error page ("Storing", with a way to try again) and status 503,
  // so crawlers and caches come back later.
  for (const path of ['/over-ons', '/', '/educatie/c/montage-basis', '/agenda/', '/educatie/opleidingen/']) {
    it(`${path} answers 503 with the Dutch error page`, async () => {
      const response = await fetch(`${base}${path}`, { headers: { accept: 'text/html' } });
      expect(response.status).toBe(503);
      const text = await response.text();
      expect(text).toContain('Er ging iets mis');
      expect(text).toContain('Opnieuw proberen');
      expect(text).not.toContain('niet gevonden');
      expect(text).toContain('<meta name="robots" content="noindex" />');
    });
  }
});
