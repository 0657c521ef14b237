import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack } from './stack.ts';

// /sitemap.xml lists the catalogue: every list page of the three category trees, every article
// page and every sale campaign's page, on the public address, from a few cached upstream calls.

const PUBLIC = 'https://www.studiolumen.nl';

let stack: Awaited<ReturnType<typeof startStack>>;
beforeAll(async () => {
  stack = await startStack({ publicUrl: PUBLIC }, {}, { sharedApi: true });
});
afterAll(() => stack?.close());

type Node = { path: string; children: Node[] };
const flatten = (nodes: Node[]): Node[] => nodes.flatMap((n) => [n, ...flatten(n.children)]);

describe('the catalogue in sitemap.xml', () => {
  it('lists every category page, article page and campaign page of the three types', async () => {
    const before = stack.seen.length;
    const response = await fetch(`${stack.gatewayUrl}/sitemap.xml`);
    expect(response.status).toBe(200);
    const catalogueCalls = stack.seen
      .slice(before)
      .filter((path) => path.startsWith('/api/shop/') || path.startsWith('/api/search/'));
    // The dump, every article, every campaign: three calls, kept with the sitemap for minutes.
    expect(catalogueCalls).toHaveLength(3);
    const locs = new Set([...(await response.text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]));

    const tree = `path children { path children { path children { path } } }`;
    const { body } = await stack.query<{
      RENTAL: Node[];
      SALE: Node[];
      OCCASION: Node[];
      rental: { totalCount: number };
      sale: { totalCount: number };
      occasion: { totalCount: number };
    }>(`{
      RENTAL: categoryTree(type: RENTAL) { ${tree} }
      SALE: categoryTree(type: SALE) { ${tree} }
      OCCASION: categoryTree(type: OCCASION) { ${tree} }
      rental: articles(type: RENTAL) { totalCount }
      sale: articles(type: SALE) { totalCount }
      occasion: articles(type: OCCASION) { totalCount }
    }`);
    expect(body.errors).toBeUndefined();
    const prefix = { RENTAL: '/verhuur/', SALE: '/verkoop/', OCCASION: '/occasions/' } as const;
    for (const type of ['RENTAL', 'SALE', 'OCCASION'] as const) {
      expect(locs).toContain(`${PUBLIC}${prefix[type]}`);
      const categories = flatten(body.data?.[type] ?? []);
      expect(categories.length).toBeGreaterThan(0);
      for (const category of categories) expect(locs).toContain(`${PUBLIC}${prefix[type]}${category.path}/`);
    }
    const articlePages = [...locs].filter((loc) =>
      /\/(verhuur|verkoop|occasions)\/artikel\/[a-z0-9-]+$/.test(loc ?? ''),
    );
    const total =
      (body.data?.rental.totalCount ?? 0) +
      (body.data?.sale.totalCount ?? 0) +
      (body.data?.occasion.totalCount ?? 0);
    expect(articlePages).toHaveLength(total);
    expect(total).toBeGreaterThanOrEqual(250);
  });

  it("names each article under its type's prefix and each campaign under /actie/", async () => {
    const { body } = await stack.query<{
      rental: { articles: { slug: string; sales: { slug: string; type: string }[] }[] };
      sale: { articles: { slug: string; sales: { slug: string; type: string }[] }[] };
      occasion: { articles: { slug: string }[] };
    }>(`{
      rental: articles(type: RENTAL, first: 3) { articles { slug sales { slug type } } }
      sale: articles(type: SALE, first: 48) { articles { slug sales { slug type } } }
      occasion: articles(type: OCCASION, first: 3) { articles { slug } }
    }`);
    const xml = await (await fetch(`${stack.gatewayUrl}/sitemap.xml`)).text();
    for (const a of body.data?.rental.articles ?? [])
      expect(xml).toContain(`<loc>${PUBLIC}/verhuur/artikel/${a.slug}</loc>`);
    for (const a of body.data?.sale.articles ?? [])
      expect(xml).toContain(`<loc>${PUBLIC}/verkoop/artikel/${a.slug}</loc>`);
    for (const a of body.data?.occasion.articles ?? [])
      expect(xml).toContain(`<loc>${PUBLIC}/occasions/artikel/${a.slug}</loc>`);
    const campaigns = (body.data?.sale.articles ?? []).flatMap((a) => a.sales);
    expect(campaigns.length).toBeGreaterThan(0);
    for (const campaign of campaigns) {
      const prefix = campaign.type === 'SALE' ? '/verkoop/' : '/occasions/';
      expect(xml).toContain(`<loc>${PUBLIC}${prefix}actie/${campaign.slug}/</loc>`);
    }
  });
});
