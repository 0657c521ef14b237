import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { ArticleSummaryAnswer } from '../../api/catalogue/article-shapes.ts';
import type { ArticleCategoryAnswer, CategoryDumpAnswer } from '../../api/catalogue/categories.ts';
import type { SearchResultAnswer } from '../../api/catalogue/search.ts';
import { readQuery, textMatch } from '../../api/catalogue/search-query.ts';
import { articles } from '../../api/catalogue/tables.ts';
import type { Db } from '../../api/db/open-database.ts';
import { Client } from './harness.ts';

// GET /api/search/: every parameter, paging, refusals, and the quality of `q` (Dutch stemming,
// model numbers, typos, ranking) on the seeded catalogue, and that `q` is answered from the
// indexes.

const flatten = (nodes: ArticleCategoryAnswer[]): ArticleCategoryAnswer[] =>
  nodes.flatMap((n) => [n, ...flatten(n.children)]);

export function catalogueSearchSuite(base: () => string, db: () => Db) {
  const client = () => new Client(base());
  const search = (query: string) => client().ok<SearchResultAnswer>(`/search/?${query}`);
  const q = (text: string, extra = '') => search(`q=${encodeURIComponent(text)}${extra}`);
  const names = (r: SearchResultAnswer) => r.articles.map((a) => a.name);
  const tree = async () => {
    const dump = await client().ok<CategoryDumpAnswer>('/shop/categorydump/');
    const all = [...flatten(dump.RENTAL), ...flatten(dump.SALE), ...flatten(dump.OCCASION)];
    const byPath = (type: string, path: string) => {
      const found = all.find((c) => c.type === type && c.data.canonical_name === path);
      if (!found) throw new Error(`no ${type} category ${path}`);
      return found;
    };
    return { all, byPath };
  };
  /** Every article of the search, window by window. */
  const everything = async (query: string) => {
    const found: ArticleSummaryAnswer[] = [];
    for (let start = 0; ; start += 48) {
      const r = await search(`${query}&start=${start}&end=${start + 48}`);
      found.push(...r.articles);
      if (!r.has_more) return found;
    }
  };

  describe('search: paging and filters', () => {
    it('pages all articles by 12 in catalogue order, or by a start/end window', async () => {
      const first = await search('');
      const total = (await client().ok<unknown[]>('/shop/articles/?no_page')).length;
      expect(first).toMatchObject({ count: total, has_more: true });
      expect(first.articles).toHaveLength(12);
      const second = await search('page=2');
      expect(second.articles).toHaveLength(12);
      const window = await search('start=0&end=24');
      expect(window.articles.map((a) => a.id)).toEqual(
        [...first.articles, ...second.articles].map((a) => a.id),
      );
      const lastPage = Math.ceil(total / 12);
      const last = await search(`page=${lastPage}`);
      expect(last).toMatchObject({ has_more: false, count: total });
      expect(last.articles).toHaveLength(total - (lastPage - 1) * 12);
      expect(await search(`page=${lastPage + 1}`)).toMatchObject({
        articles: [],
        has_more: false,
        count: total,
      });
      expect((await search('start=0&end=20')).articles).toHaveLength(20);
      expect((await search('start=5')).articles.map((a) => a.id)).toEqual(
        window.articles.slice(5, 17).map((a) => a.id),
      );
      // Without q the tree decides: the first rental category (cinema cameras) comes first.
      const { byPath } = await tree();
      expect(first.articles[0]?.category_id).toBe(byPath('RENTAL', 'camera/cinema').id);
    });

    it('filters by type and by a category with everything below it, also where it is not the primary one', async () => {
      const { byPath } = await tree();
      const sales = await everything('type=SALE');
      expect(sales.length).toBeGreaterThan(30);
      expect(sales.every((a) => a.type === 'SALE')).toBe(true);
      const sound = byPath('RENTAL', 'geluid');
      const below = new Set(flatten([sound]).map((c) => c.id));
      const inSound = await everything(`type=RENTAL&cat=${sound.id}`);
      expect(inSound.every((a) => below.has(a.category_id))).toBe(true);
      expect(inSound.map((a) => a.name)).toEqual(
        expect.arrayContaining(['Sennheiser MKH 416', 'Zoom F6', 'DJI Mic 2']),
      );
      const lavaliers = await everything(
        `cat=${byPath('RENTAL', 'geluid/microfoons/dasspeldmicrofoons').id}`,
      );
      // The Sennheiser set's primary category is the wireless one; it is listed with the lavaliers too.
      expect(lavaliers.map((a) => a.name)).toEqual(
        expect.arrayContaining(['DPA 4060', 'Sennheiser EW-DP ME2 set']),
      );
      const none = await search('cat=0');
      expect(none).toMatchObject({ articles: [], count: 0, has_more: false });
      expect(none.category_ids.length).toBeGreaterThan(0);
      // A category of another type holds no articles of this type.
      expect((await search(`type=SALE&cat=${sound.id}`)).count).toBe(0);
    });

    it('answers the categories holding matches, ancestors included, whatever cat says', async () => {
      const { all, byPath } = await tree();
      const result = await q('Sennheiser', '&type=RENTAL');
      const expected = [
        'geluid',
        'geluid/microfoons',
        'geluid/microfoons/richtmicrofoons',
        'geluid/draadloos',
      ];
      for (const path of expected) expect(result.category_ids, path).toContain(byPath('RENTAL', path).id);
      expect(result.category_ids).not.toContain(byPath('RENTAL', 'camera').id);
      const parentOf = new Map<number, number>();
      for (const c of all) for (const child of c.children) parentOf.set(child.id, c.id);
      for (const id of result.category_ids) {
        const parent = parentOf.get(id);
        if (parent !== undefined) expect(result.category_ids).toContain(parent);
      }
      const narrowed = await q('Sennheiser', `&type=RENTAL&cat=${byPath('RENTAL', 'geluid/recorders').id}`);
      expect(narrowed.category_ids).toEqual(result.category_ids);
      expect(narrowed.count).toBe(0);
    });

    it('filters by stock (values OR-ed) and by campaign (AND-ed with stock)', async () => {
      const inStore = await everything('type=SALE&facets=stock:in_stock');
      expect(inStore.length).toBeGreaterThan(0);
      expect(inStore.every((a) => a.stock_status === 'in_stock')).toBe(true);
      const online = await everything('type=SALE&facets=stock:ext_stock');
      const both = await everything('type=SALE&facets=stock:in_stock,stock:ext_stock');
      expect(both.length).toBe(inStore.length + online.length);
      const statuses = new Set((await everything('')).map((a) => a.stock_status));
      expect([...statuses].sort()).toEqual(['ext_stock', 'in_stock', 'out_of_stock', 'unknown']);

      const friday = await everything('type=SALE&facets=sale:black-friday');
      expect(friday.map((a) => a.name).sort()).toEqual(
        [
          'Aputure Amaran 200x S',
          'Canon EOS R6 Mark II',
          'DJI Mic 2',
          'DJI RS 4',
          'GoPro HERO13 Black',
          'Rode Wireless PRO',
          'Samsung T7 Shield SSD 2 TB',
          'Sony FX3',
          'Sony a7 IV',
          'Zoom F3',
        ].sort(),
      );
      expect(friday.every((a) => a.special_price !== null)).toBe(true);
      const fridayInStore = await everything('facets=sale:black-friday,stock:in_stock');
      expect(fridayInStore.map((a) => a.id).sort()).toEqual(
        friday
          .filter((a) => a.stock_status === 'in_stock')
          .map((a) => a.id)
          .sort(),
      );
      const two = await everything('facets=sale:black-friday,sale:audio-deals');
      expect(two.length).toBe(15); // DJI Mic 2 is in both
      expect(await search('facets=sale:bestaat-niet')).toMatchObject({
        articles: [],
        count: 0,
        category_ids: [],
      });
      const used = await q('Sony', '&type=OCCASION&facets=sale:zomer-occasions');
      expect(names(used).sort()).toEqual(['Sony FX6', 'Sony a7S III']);
    });

    it('refuses a parameter it cannot use with a Dutch 400 on that parameter', async () => {
      const cases: [string, Record<string, string[]>][] = [
        ['cat=abc', { cat: ['Voer het id van een categorie in (een geheel getal).'] }],
        ['cat=99999999999999999999', { cat: ['Voer het id van een categorie in (een geheel getal).'] }],
        ['cat=-1', { cat: ['Voer het id van een categorie in (een geheel getal).'] }],
        ['page=0', { page: ['Voer een paginanummer in: een geheel getal vanaf 1.'] }],
        ['page=abc', { page: ['Voer een paginanummer in: een geheel getal vanaf 1.'] }],
        ['page=2&start=0', { page: ['Gebruik page of start/end, niet allebei.'] }],
        ['start=5&end=2', { end: ['end moet groter zijn dan start.'] }],
        ['start=5&end=5', { end: ['end moet groter zijn dan start.'] }],
        ['start=0&end=49', { end: ['Vraag hoogstens 48 artikelen tegelijk (end - start).'] }],
        ['start=-1', { start: ['Voer een geheel getal van 0 of meer in.'] }],
        ['end=x', { end: ['Voer een geheel getal van 0 of meer in.'] }],
        ['type=rental', { type: ['Onbekend type "rental"; kies RENTAL, SALE of OCCASION.'] }],
        ['facets=foo', { facets: ['Onbekend filter "foo"; gebruik sale:{slug} of stock:{voorraadstatus}.'] }],
        [
          'facets=stock:',
          { facets: ['Geef een voorraadstatus na "stock:" (in_stock, ext_stock, out_of_stock of unknown).'] },
        ],
        [
          'facets=stock:op_voorraad',
          {
            facets: [
              'Onbekende voorraadstatus "op_voorraad"; kies in_stock, ext_stock, out_of_stock of unknown.',
            ],
          },
        ],
        ['facets=sale:', { facets: ['Geef de slug van een actie na "sale:".'] }],
        [`q=${'a'.repeat(101)}`, { q: ['Zoek met hoogstens 100 tekens.'] }],
        [`q=${'x'.repeat(10_000)}`, { q: ['Zoek met hoogstens 100 tekens.'] }],
      ];
      for (const [query, body] of cases) {
        const answer = await client().get(`/search/?${query}`);
        expect(answer, query.slice(0, 60)).toMatchObject({ status: 400, body });
        expect(answer.headers.get('cache-control')).toBe('no-store');
      }
      expect(await client().get('/search/?q=%00')).toMatchObject({
        status: 400,
        body: { detail: 'Ongeldig verzoek.' },
      });
      // Exactly 100 characters (an emoji counts as one) is allowed.
      expect((await client().get(`/search/?q=${encodeURIComponent('🎥'.repeat(100))}`)).status).toBe(200);
    });

    it('never answers a 5xx to whatever is typed into q', async () => {
      const nasty = [
        '"',
        '""',
        '"sony',
        "'",
        '&',
        '|',
        '!',
        '!!',
        ':*',
        'fx6:*',
        '(',
        ')(',
        '<->',
        '& | !',
        'a & b | !c',
        '\\',
        '%',
        '_',
        '%_%',
        '-',
        '- sony',
        'sony -fx6',
        'or',
        'de het een',
        '🎥🎬',
        '🎥 camera',
        'Ωμέγα',
        'Łódź',
        '\u0001',
        '\t\n',
        'a'.repeat(100),
        '1'.repeat(100),
        'SAM-',
        'sam 10101',
        '00000',
      ];
      for (const text of nasty) {
        const answer = await client().get(`/search/?q=${encodeURIComponent(text)}&type=RENTAL`);
        expect(answer.status, JSON.stringify(text)).toBe(200);
      }
      const malformed = await client().get('/search/?q=%E0%A4%A');
      expect(malformed).toMatchObject({ status: 400, body: { detail: 'Ongeldig verzoek.' } });
    });
  });

  describe('search: what q finds', () => {
    it('stems Dutch: a plural finds the singular (lampen, statieven, microfoons)', async () => {
      const lampen = await everything('q=lampen');
      const lamp = await everything('q=lamp');
      expect(lampen.length).toBeGreaterThan(10);
      expect(lampen.map((a) => a.id).sort()).toEqual(lamp.map((a) => a.id).sort());
      const statieven = await everything('q=statieven');
      expect(statieven.map((a) => a.name)).toEqual(
        expect.arrayContaining(['Sachtler Flowtech 75 statief met FSB 8-kop', 'Manfrotto 055 fotostatief']),
      );
      expect((await everything('q=statief')).map((a) => a.name)).toContain(
        'Sachtler Flowtech 75 statief met FSB 8-kop',
      );
      expect(names(await q('microfoons', '&type=RENTAL&start=0&end=48'))).toContain('Sennheiser MKH 416');
      expect(names(await q('lenzen', '&type=RENTAL&start=0&end=48'))).toContain('Sigma Cine 50mm T1.5 FF');
    });

    it('ranks the article whose model number is typed first', async () => {
      expect(names(await q('FX6'))[0]).toBe('Sony FX6');
      expect(names(await q('Sony FX6', '&type=RENTAL'))[0]).toBe('Sony FX6');
      const a7s = await q('a7s III');
      expect(a7s.articles.slice(0, 3).map((a) => `${a.name} ${a.type}`)).toEqual([
        'Sony a7S III RENTAL',
        'Sony a7S III SALE',
        'Sony a7S III OCCASION',
      ]);
      const c300 = names(await q('C300 Mark III'));
      expect(c300[0]).toBe('Canon EOS C300 Mark III');
      expect(c300.indexOf('Canon EOS C300 Mark II')).toBeGreaterThan(0);
      expect(names(await q('Pocket 6K', '&type=RENTAL'))[0]).toBe('Blackmagic Pocket Cinema Camera 6K Pro');
      expect(names(await q('komodo'))).toEqual(expect.arrayContaining(['RED Komodo 6K', 'RED Komodo-X 6K']));
      const fx6 = await client().ok<{ sam_id: string }>('/shop/articles/sony-fx6/');
      for (const number of [fx6.sam_id, fx6.sam_id.toLowerCase(), fx6.sam_id.replace('SAM-', '')]) {
        expect(names(await q(number)), number).toEqual(['Sony FX6']);
      }
    });

    it('forgives a typo in a brand or a name', async () => {
      const sennheiser = await q('Sennhiser', '&start=0&end=48');
      expect(sennheiser.count).toBeGreaterThan(5);
      expect(sennheiser.articles.every((a) => a.brand === 'Sennheiser')).toBe(true);
      const blackmagic = await q('Blackmagik');
      expect(blackmagic.count).toBeGreaterThan(5);
      expect(blackmagic.articles.every((a) => a.brand === 'Blackmagic')).toBe(true);
      expect(names(await q('Sennhiser MKE 600', '&type=RENTAL'))[0]).toBe('Sennheiser MKE 600');
      // A letter missing, wrong or one too many, in a brand or a name.
      const typos: [string, string][] = [
        ['Sachtlr', 'Sachtler'],
        ['Manfroto', 'Manfrotto'],
        ['Aputuer', 'Aputure'],
        ['Nanlitte', 'Nanlite'],
      ];
      for (const [typo, brand] of typos) {
        const found = await q(typo, '&type=RENTAL');
        expect(found.count, typo).toBeGreaterThan(0);
        expect(
          found.articles.every((a) => a.brand === brand),
          typo,
        ).toBe(true);
      }
      expect(names(await q('Komodo 6', '&type=RENTAL'))[0]).toBe('RED Komodo 6K');
    });

    it('puts the exact name first, finds while typing, and knows rental words', async () => {
      const fx3 = await q('Sony FX3');
      expect(fx3.articles.slice(0, 2).map((a) => `${a.name} ${a.type}`)).toEqual([
        'Sony FX3 RENTAL',
        'Sony FX3 SALE',
      ]);
      expect(names(fx3).indexOf('Sony FX30')).toBeGreaterThan(1);
      expect(names(await q('Sony FX3', '&type=SALE'))[0]).toBe('Sony FX3');
      expect(names(await q('Zoom F3', '&type=SALE'))[0]).toBe('Zoom F3');
      const typing = await q('sennh');
      expect(typing.count).toBeGreaterThan(5);
      expect(typing.articles[0]?.brand).toBe('Sennheiser');
      expect(names(await q('sony fx6 huren'))[0]).toBe('Sony FX6');
      expect(
        (await q('camera occasion', '&start=0&end=48')).articles.every((a) => a.type === 'OCCASION'),
      ).toBe(true);
      // The home search: 20 results over every type, best first.
      const home = await q('sony', '&start=0&end=20');
      expect(home.articles).toHaveLength(20);
      expect(home.has_more).toBe(true);
      expect(new Set(home.articles.map((a) => a.type)).size).toBeGreaterThan(1);
    });

    it('answers q from the indexes: the terms index (and the article-number trigrams), no scan of the articles', async () => {
      for (const text of ['lampen', 'Sennhiser', 'a7s III', 'SAM-10101', 'camerastatief']) {
        const reading = await readQuery(db(), text);
        for (const mode of ['all', 'any'] as const) {
          const { match } = textMatch(reading, mode);
          const query = db()
            .select({ id: articles.id })
            .from(articles)
            .where(and(eq(articles.type, 'RENTAL'), match));
          // At a few hundred rows the planner may rightly prefer reading the table; with sequential
          // scans priced out it must still find a plan on the indexes.
          const plan = await db().transaction(async (tx) => {
            await tx.execute(sql`set local enable_seqscan = off`);
            const { rows } = (await tx.execute(sql`explain ${query}`)) as unknown as {
              rows: Record<string, string>[];
            };
            return rows.map((r) => Object.values(r)[0]).join('\n');
          });
          expect(plan, `${text} ${mode}`).not.toMatch(/Seq Scan on articles/);
          if (reading.groups.length > 0)
            expect(plan, `${text} ${mode}`).toMatch(/Bitmap Index Scan on articles_terms_idx/);
          if (text.startsWith('SAM')) expect(plan, text).toMatch(/articles_sam_id_trgm_idx/);
          if (mode === 'any') expect(plan, text).toMatch(/Bitmap Index Scan on articles_search_idx/);
        }
      }
    });
  });
}
