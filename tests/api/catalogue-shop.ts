import { describe, expect, it } from 'vitest';
import type { ArticleAnswer, ArticleSummaryAnswer } from '../../api/catalogue/article-shapes.ts';
import type { ArticleCategoryAnswer, CategoryDumpAnswer } from '../../api/catalogue/categories.ts';
import type { SaleAnswer } from '../../api/catalogue/sales.ts';
import { countWhere } from '../../api/db/count.ts';
import type { Db } from '../../api/db/open-database.ts';
import { sessions } from '../../api/db/schema.ts';
import { Client, type Paged } from './harness.ts';

// The catalogue's REST calls (api/catalogue/README.md) other than the search's ranking: the
// category trees, article lists and pages, sale campaigns, headers, and refusals.

const flatten = (nodes: ArticleCategoryAnswer[]): ArticleCategoryAnswer[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children)]);

export function catalogueShopSuite(base: () => string, db: () => Db) {
  const client = () => new Client(base());
  const dump = () => client().ok<CategoryDumpAnswer>('/shop/categorydump/');
  const categoryId = async (type: keyof CategoryDumpAnswer, path: string) => {
    const found = flatten((await dump())[type]).find((c) => c.data.canonical_name === path);
    if (!found) throw new Error(`no ${type} category ${path}`);
    return found.id;
  };

  describe('category trees (GET /shop/categorydump/)', () => {
    it('answers the rental, sale and occasion trees in menu order, up to three levels deep', async () => {
      const trees = await dump();
      expect(Object.keys(trees)).toEqual(['RENTAL', 'SALE', 'OCCASION']);
      expect(trees.RENTAL.map((c) => c.slug)).toEqual([
        'camera',
        'lenzen',
        'licht',
        'geluid',
        'grip',
        'monitoring',
        'drones',
        'stroom',
        'media',
        'av-personeel',
      ]);
      const camera = trees.RENTAL[0];
      expect(camera).toMatchObject({ name: "Camera's", type: 'RENTAL', position: 0 });
      expect(camera?.data).toEqual({ name: "Camera's huren", canonical_name: 'camera' });
      expect(camera?.children.map((c) => c.name)).toEqual([
        "Cinema camera's",
        "Systeemcamera's",
        'Camcorders',
        "Actiecamera's",
      ]);
      expect(camera?.children[0]?.data).toEqual({
        name: "Cinema camera's huren",
        canonical_name: 'camera/cinema',
      });
      const deep = flatten(trees.RENTAL).find(
        (c) => c.data.canonical_name === 'geluid/microfoons/richtmicrofoons',
      );
      expect(deep).toMatchObject({ name: 'Richtmicrofoons', children: [] });
      expect(trees.SALE.map((c) => c.data.name)).toContain("Camera's kopen");
      expect(trees.OCCASION[0]?.data.name).toBe("Gebruikte camera's");
    });

    it('keeps every type to its own tree: paths from the root, positions in order, ids unique', async () => {
      const trees = await dump();
      const ids = new Set<number>();
      for (const [type, roots] of Object.entries(trees)) {
        const check = (nodes: ArticleCategoryAnswer[], prefix: string) => {
          expect(nodes.map((n) => n.position)).toEqual(nodes.map((_, i) => i));
          for (const node of nodes) {
            expect(node.type).toBe(type);
            expect(node.data.canonical_name).toBe(prefix ? `${prefix}/${node.slug}` : node.slug);
            expect(ids.has(node.id)).toBe(false);
            ids.add(node.id);
            check(node.children, node.data.canonical_name);
          }
        };
        check(roots, '');
      }
      expect(ids.size).toBeGreaterThan(50);
    });

    it('is a catalogue read: private for a minute, a csrftoken cookie, no session row', async () => {
      const before = await countWhere(db(), sessions, undefined);
      for (const path of [
        '/shop/categorydump/',
        '/search/?q=sony',
        '/shop/articles/sony-fx6/',
        '/shop/sales/',
      ]) {
        const answer = await client().get(path);
        expect(answer.status, path).toBe(200);
        expect(answer.headers.get('cache-control'), path).toBe('private, max-age=60');
        const cookies = answer.headers.getSetCookie();
        expect(
          cookies.some((c) => c.startsWith('csrftoken=')),
          path,
        ).toBe(true);
        expect(
          cookies.some((c) => c.startsWith('sessionid=')),
          path,
        ).toBe(false);
      }
      expect(await countWhere(db(), sessions, undefined)).toBe(before);
      const missing = await client().get('/shop/articles/bestaat-niet/');
      expect(missing.headers.get('cache-control')).toBe('no-store');
    });

    it('refuses other methods: CSRF first, then 405', async () => {
      const c = client();
      await c.get('/shop/categorydump/');
      expect((await c.request('POST', '/shop/categorydump/')).status).toBe(403);
      for (const path of [
        '/shop/categorydump/',
        '/search/',
        '/shop/articles/',
        '/shop/articles/sony-fx6/',
        '/shop/sales/',
      ]) {
        const answer = await c.request('DELETE', path, { csrf: true });
        expect(answer, path).toMatchObject({
          status: 405,
          body: { detail: 'Methode "DELETE" niet toegestaan.' },
        });
      }
    });
  });

  describe('articles (GET /shop/articles/)', () => {
    it('lists every article, paged by 20 or whole, filtered by type', async () => {
      const all = await client().ok<ArticleSummaryAnswer[]>('/shop/articles/?no_page=true');
      expect(all.length).toBeGreaterThanOrEqual(250);
      for (const type of ['RENTAL', 'SALE', 'OCCASION'] as const) {
        const ofType = await client().ok<ArticleSummaryAnswer[]>(`/shop/articles/?no_page&type=${type}`);
        expect(ofType.length).toBeGreaterThan(type === 'RENTAL' ? 150 : 30);
        expect(ofType.every((a) => a.type === type)).toBe(true);
      }
      const page = await client().ok<Paged<ArticleSummaryAnswer>>('/shop/articles/');
      expect(page.count).toBe(all.length);
      expect(page.results.map((a) => a.slug)).toEqual(all.slice(0, 20).map((a) => a.slug));
      expect(page.next).toMatch(/\/api\/shop\/articles\/\?page=2$/);
      const slugs = new Set(all.map((a) => a.slug));
      expect(slugs.size).toBe(all.length);
      expect(new Set(all.map((a) => a.sam_id)).size).toBe(all.length);
    });

    it('answers summaries by slug__in or id__in, or full articles with view=full (one call for a batch)', async () => {
      const some = await client().ok<ArticleSummaryAnswer[]>(
        '/shop/articles/?no_page&slug__in=sony-fx6,rode-ntg5-kopen,bestaat-niet',
      );
      expect(some.map((a) => a.slug).sort()).toEqual(['rode-ntg5-kopen', 'sony-fx6']);
      expect(Object.keys(some[0] ?? {})).not.toContain('description');
      const byId = await client().ok<ArticleSummaryAnswer[]>(`/shop/articles/?no_page&id__in=${some[0]?.id}`);
      expect(byId.map((a) => a.slug)).toEqual([some[0]?.slug]);
      const full = await client().ok<ArticleAnswer[]>(
        '/shop/articles/?no_page&view=full&slug__in=sony-fx6,rode-ntg5-kopen',
      );
      const fx6 = full.find((a) => a.slug === 'sony-fx6');
      expect(fx6).toEqual(await client().ok<ArticleAnswer>('/shop/articles/sony-fx6/'));
    });

    it('says in Dutch which parameter it cannot use', async () => {
      const cases: [string, Record<string, string[]>][] = [
        ['/shop/articles/?type=rental', { type: ['Onbekend type "rental"; kies RENTAL, SALE of OCCASION.'] }],
        ['/shop/articles/?view=card', { view: ['Onbekende weergave "card"; kies summary of full.'] }],
        [
          '/shop/articles/?id__in=abc',
          { id__in: ['Geef gehele getallen, gescheiden door komma\'s ("abc" is dat niet).'] },
        ],
        ['/shop/articles/?page=abc', { page: ['Voer een geheel getal in.'] }],
      ];
      for (const [path, body] of cases)
        expect(await client().get(path), path).toMatchObject({ status: 400, body });
      expect(await client().get('/shop/articles/?page=999')).toMatchObject({
        status: 404,
        body: { detail: 'Ongeldige pagina.' },
      });
    });
  });

  describe('an article page (GET /shop/articles/{slug}/)', () => {
    it('answers a rental camera with its day price, borg, images, related articles and accessories', async () => {
      const fx6 = await client().ok<ArticleAnswer>('/shop/articles/sony-fx6/');
      expect(fx6).toMatchObject({
        slug: 'sony-fx6',
        name: 'Sony FX6',
        brand: 'Sony',
        type: 'RENTAL',
        article_type: 'RENTAL',
        price: '150.00',
        deposit: '1500.00',
        image_small: '/api/media/articles/sony-fx6-small.svg',
        image_medium: '/api/media/articles/sony-fx6-medium.svg',
        image_large: '/api/media/articles/sony-fx6-large.svg',
        sales: [],
      });
      expect(fx6.sam_id).toMatch(/^SAM-\d{5}$/);
      expect(fx6.description).toMatch(/^De Sony FX6 is een camera met een full-frame 4K-sensor/);
      expect(fx6.description.split(/[.!?] /).length).toBeGreaterThanOrEqual(2);
      expect(fx6.category_ids).toEqual([await categoryId('RENTAL', 'camera/cinema')]);
      expect(fx6.category_id).toBe(fx6.category_ids[0]);
      expect(fx6.accessories.map((a) => a.name)).toEqual([
        'Sony BP-U100',
        'Sony CFexpress Type A 160 GB',
        'Sony FE 24-70mm f/2.8 GM II',
        'Tilta Camera Cage voor Sony FX6',
        'SmallHD Indie 7',
      ]);
      expect(fx6.accessories.every((a) => a.type === 'RENTAL')).toBe(true);
      // Related: other articles of the same primary category (hence type), in stock first.
      expect(fx6.related).toHaveLength(8);
      for (const r of fx6.related) expect(r).toMatchObject({ category_id: fx6.category_id, type: 'RENTAL' });
      expect(fx6.related.map((r) => r.slug)).not.toContain('sony-fx6');
      const inStock = fx6.related.map((r) => r.stock_status === 'in_stock');
      expect(inStock).toEqual([...inStock].sort((a, b) => Number(b) - Number(a)));

      const large = await client().get('/media/articles/sony-fx6-large.svg');
      expect(large.status).toBe(200);
      expect(large.headers.get('content-type')).toContain('image/svg+xml');
      expect(large.text).toContain('width="800"');
      // The article's own name (brand and name as written), not its slug in words.
      expect(large.text).toContain('aria-label="Sony FX6"');
      expect(large.text).toContain('>Sony FX6</text>');
      expect((await client().get('/media/articles/sony-fx6-small.svg')).text).toContain('width="200"');
      const forSale = await client().ok<ArticleAnswer>('/shop/articles/canon-eos-r6-mark-ii-kopen/');
      const picture = (await client().get(forSale.image_large.replace(/^\/api/, ''))).text;
      expect(picture).toContain('aria-label="Canon EOS R6 Mark II"');
      expect(picture).not.toMatch(/kopen/i);
      // A slug no article has (any more) still gets a picture, titled from the slug.
      expect((await client().get('/media/articles/oude-camera-large.svg')).text).toContain(
        'aria-label="Oude camera"',
      );
    });

    it('lists an article in every category that holds it, the primary one first', async () => {
      const set = await client().ok<ArticleAnswer>('/shop/articles/sennheiser-ew-dp-me2-set/');
      expect(set.category_ids).toEqual([
        await categoryId('RENTAL', 'geluid/draadloos'),
        await categoryId('RENTAL', 'geluid/microfoons/dasspeldmicrofoons'),
      ]);
    });

    it('answers sale and occasion articles without borg or accessories, with their campaigns', async () => {
      const fx3 = await client().ok<ArticleAnswer>('/shop/articles/sony-fx3-kopen/');
      expect(fx3).toMatchObject({
        type: 'SALE',
        price: '4199.00',
        deposit: null,
        accessories: [],
        sales: ['black-friday'],
      });
      expect(Number(fx3.special_price)).toBeLessThan(Number(fx3.price));
      const used = await client().ok<ArticleAnswer>('/shop/articles/sony-fx6-occasion/');
      expect(used).toMatchObject({
        type: 'OCCASION',
        name: 'Sony FX6',
        deposit: null,
        sales: ['zomer-occasions'],
      });
      expect(used.description).toContain('Gebruikt en in');
      expect(used.related.every((r) => r.type === 'OCCASION')).toBe(true);
    });

    it('404s an unknown slug in Dutch', async () => {
      expect(await client().get('/shop/articles/bestaat-niet/')).toMatchObject({
        status: 404,
        body: { detail: 'Niet gevonden.' },
      });
    });
  });

  describe('sale campaigns (GET /shop/sales/)', () => {
    it('lists the campaigns by name, per type, and answers one by slug', async () => {
      const all = await client().ok<SaleAnswer[]>('/shop/sales/?no_page');
      expect(all.map((s) => s.slug)).toEqual(['audio-deals', 'black-friday', 'zomer-occasions']);
      const occasions = await client().ok<SaleAnswer[]>('/shop/sales/?no_page&type=OCCASION');
      expect(occasions.map((s) => s.slug)).toEqual(['zomer-occasions']);
      const some = await client().ok<SaleAnswer[]>('/shop/sales/?no_page&slug__in=black-friday');
      expect(some).toHaveLength(1);
      const friday = await client().ok<SaleAnswer>('/shop/sales/black-friday/');
      // NOW is 2026-11-23: a week of Black Friday deals.
      expect(friday).toMatchObject({ name: 'Black Friday', type: 'SALE', ends_on: '2026-11-30' });
      expect(friday.description).toMatch(/scherpe prijzen/);
      expect((await client().ok<SaleAnswer>('/shop/sales/zomer-occasions/')).ends_on).toBeNull();
      const paged = await client().ok<Paged<SaleAnswer>>('/shop/sales/?page_size=2');
      expect(paged).toMatchObject({ count: 3, previous: null });
      expect(await client().get('/shop/sales/bestaat-niet/')).toMatchObject({ status: 404 });
      expect(await client().get('/shop/sales/?type=SALES')).toMatchObject({
        status: 400,
        body: { type: ['Onbekend type "SALES"; kies RENTAL, SALE of OCCASION.'] },
      });
    });
  });
}
