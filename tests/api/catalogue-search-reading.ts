import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { SearchResultAnswer } from '../../api/catalogue/search.ts';
import type { Db } from '../../api/db/open-database.ts';
import { Client } from './harness.ts';

// GET /api/search/: how `q` is read (issue 27): typos like a dedicated search engine's, model
// numbers in every spelling, Dutch compounds, plurals, diminutives and accents, English words,
// AND first and then the best partial matches, category names, and for a search that finds
// nothing a "Bedoelde je …?" suggestion and a count of the miss. On PGlite and PostgreSQL alike.

type Answer = SearchResultAnswer;

export function catalogueSearchReadingSuite(base: () => string, db: () => Db) {
  const client = () => new Client(base());
  const q = (text: string, extra = '&start=0&end=20') =>
    client().ok<Answer>(`/search/?q=${encodeURIComponent(text)}${extra}`);
  const names = (r: Answer) => r.articles.map((a) => a.name);
  const first = async (text: string, extra?: string) => names(await q(text, extra))[0];
  const top3 = async (text: string, extra?: string) => names(await q(text, extra)).slice(0, 3);

  describe('search: typos', () => {
    it('forgives one typo of every kind from 5 letters, in a brand, a name and a model', async () => {
      const cases: [string, string][] = [
        ['cannon c70', 'Canon EOS C70'], // a letter too many, in the brand
        ['sonny fx6', 'Sony FX6'],
        ['Blcakmagic ursa cine', 'Blackmagic URSA Cine 12K LF'], // two neighbours swapped
        ['aputre ls 600d', 'Aputure LS 600d Pro'], // swapped
        ['manfroto 055', 'Manfrotto 055 fotostatief'], // a letter missing
        ['panasonc lumix gh6', 'Panasonic Lumix GH6'],
        ['atomos ninja ultar', 'Atomos Ninja Ultra'], // swapped, in the name
        ['sound devises mixpre 6', 'Sound Devices MixPre-6 II'], // a wrong letter
        ['samsung t7 shiled', 'Samsung T7 Shield SSD 2 TB'],
        ['nuemann kmr 81', 'Neumann KMR 81 i'],
      ];
      for (const [typed, name] of cases) expect(await first(typed), typed).toBe(name);
    });

    it('forgives two typos from 9 letters, not in shorter words, and none under 5 letters', async () => {
      // Blackmagic: swapped and a wrong letter.
      const two = await q('Blakcmagik');
      expect(two.count).toBeGreaterThan(5);
      expect(two.articles.every((a) => a.brand === 'Blackmagic')).toBe(true);
      // Manfrotto with one letter missing is found, with two (7 letters left) it is not.
      expect((await q('Manfroto', '&start=0&end=48')).articles.every((a) => a.brand === 'Manfrotto')).toBe(
        true,
      );
      expect((await q('Manfrto')).articles.some((a) => a.brand === 'Manfrotto')).toBe(false);
      // A four-letter word is taken as typed (or as the start of a word).
      expect((await q('Sonu')).articles.some((a) => a.brand === 'Sony')).toBe(false);
    });

    it('ranks exact matches above typo matches', async () => {
      // Astera and Astra are one typo apart: each finds the other, after its own.
      for (const [typed, brand, other] of [
        ['astera', 'Astera', 'Litepanels Astra'],
        ['astra', 'Litepanels', 'Astera'],
      ] as const) {
        const found = await q(typed, '&start=0&end=48');
        const own = found.articles.filter((a) => a.brand === brand).length;
        expect(own, typed).toBeGreaterThan(1);
        expect(
          found.articles.slice(0, own).every((a) => a.brand === brand),
          typed,
        ).toBe(true);
        expect(
          found.articles.slice(own).some((a) => a.name.startsWith(other)),
          typed,
        ).toBe(true);
      }
      expect(await first('macro')).toBe('Sigma 105mm f/2.8 DG DN Macro Art');
      // `Zoom` is a brand and `zooms` a category; `Zoom F6` exactly comes first, before the F8n.
      expect(await first('Zoom F6', '&type=RENTAL')).toBe('Zoom F6');
      // The exact name wins over names a typo away or longer (FX30 after FX3).
      const fx3 = names(await q('Sony FX3'));
      expect(fx3.slice(0, 2)).toEqual(['Sony FX3', 'Sony FX3']);
      expect(fx3.indexOf('Sony FX30')).toBeGreaterThan(1);
      // `lader` (a charger) is a word of ours, `ladder` one typo away is not: only chargers.
      const lader = await q('lader', '&start=0&end=48');
      expect(names(lader).slice(0, 3).sort()).toEqual([
        'Bebob VS4 Micro lader',
        'Core SWX Fleet 4-voudige lader',
        'Sony BC-QZ1 lader',
      ]);
      // One typo away, `ladder` finds them too.
      expect(
        names(await q('ladder'))
          .slice(0, 3)
          .sort(),
      ).toEqual(names(lader).slice(0, 3).sort());
    });
  });

  describe('search: model numbers in every spelling', () => {
    it('finds a model written with or without spaces, hyphens, Mark and Roman numerals', async () => {
      const spellings: [string[], string][] = [
        [['FX-6', 'fx 6', 'FX6', 'fx6'], 'Sony FX6'],
        [['a7siii', 'a7s iii', 'A7S III', 'a7s3', 'A7S-III'], 'Sony a7S III'],
        [['c300 mk3', 'C300 Mark III', 'c300 mkiii', 'C300MK3', 'c300 mark 3'], 'Canon EOS C300 Mark III'],
        [['eos r5', 'EOSR5', 'eos-r5', 'Canon EOS R5'], 'Canon EOS R5'],
        [['r6 mark ii', 'r6mk2', 'R6 MkII'], 'Canon EOS R6 Mark II'],
        [['a7iv', 'a7 iv', 'A7 IV'], 'Sony a7 IV'],
        [['mkh416', 'MKH-416', 'mkh 416'], 'Sennheiser MKH 416'],
        [['hero 13', 'HERO13'], 'GoPro HERO13 Black'],
        [['bpu100', 'BP-U100', 'bp u100'], 'Sony BP-U100'],
      ];
      for (const [typed, name] of spellings) {
        for (const text of typed) expect(await first(text), text).toBe(name);
      }
      // Mark II and Mark III stay apart.
      expect(await first('c300 mk2', '&type=RENTAL')).toBe('Canon EOS C300 Mark II');
    });
  });

  describe('search: Dutch and English words', () => {
    it('splits and joins compounds: ledlamp and LED lamp, camerastatief and statief camera', async () => {
      const { rows } = (await db().execute(
        sql`select a.name from articles a join article_categories c on c.id = a.category_id where c.slug = 'statieven'`,
      )) as unknown as { rows: { name: string }[] };
      const tripods = new Set(rows.map((r) => r.name));
      for (const text of ['camerastatief', 'statief camera']) {
        const top = await top3(text);
        expect(top.length, text).toBe(3);
        expect(
          top.every((name) => tripods.has(name)),
          `${text}: ${top}`,
        ).toBe(true);
      }
      for (const text of ['ledlamp', 'led lamp', 'LED-lamp']) {
        const found = await q(text);
        expect(found.count, text).toBeGreaterThan(0);
        // The LED panels are lamps (category Licht).
        expect(
          found.articles.slice(0, 3).every((a) => /Ledpanelen|Licht/.test(a.name) || a.category_id > 0),
        ).toBe(true);
      }
      expect(await first('fotostatief')).toBe('Manfrotto 055 fotostatief');
      expect(await first('foto statief')).toBe('Manfrotto 055 fotostatief');
      expect(await first('licht statief')).toBe('Manfrotto 1004BAC lichtstatief');
      expect(await first('kaart lezer')).toBe('Sony MRW-G2 kaartlezer');
      expect(await first('drone piloot')).toBe('Dronepiloot (per dag)');
    });

    it('reads plurals and diminutives as their word, and ignores accents', async () => {
      const statief = (await q('statief', '&type=RENTAL&start=0&end=48')).articles.map((a) => a.id).sort();
      for (const text of ['statieven', 'statiefje', 'statiefjes']) {
        expect((await q(text, '&type=RENTAL&start=0&end=48')).articles.map((a) => a.id).sort(), text).toEqual(
          statief,
        );
      }
      expect(await first('koffers')).toBe('Peli 1510 koffer');
      expect(await first('aggregaten')).toBe('Honda EU22i aggregaat');
      expect((await q('lampjes')).count).toBeGreaterThan(10);
      expect(await first('angenieux')).toBe('Angénieux EZ-1 30-90mm T2');
      expect(await first('Angénieux')).toBe('Angénieux EZ-1 30-90mm T2');
      expect(await first('Zeiss Suprême')).toBe('Zeiss Supreme Prime 50mm T1.5');
    });

    it('finds the Dutch articles for English words', async () => {
      const tripod = await q('tripod', '&type=RENTAL&start=0&end=48');
      expect(names(tripod)).toEqual(
        expect.arrayContaining(['Manfrotto 055 fotostatief', 'Cartoni Focus 22 statief']),
      );
      const microphone = await q('microphone', '&type=RENTAL&start=0&end=48');
      expect(names(microphone)).toEqual(expect.arrayContaining(['Sennheiser MKH 416', 'DPA 4060']));
      const light = await q('light', '&type=RENTAL&start=0&end=48');
      expect(light.count).toBeGreaterThan(20);
      expect(names(light)).toEqual(expect.arrayContaining(['Aputure LS 600d Pro']));
      expect(await first('card reader')).toBe('Sony MRW-G2 kaartlezer');
      expect(await first('used sony fx6', '&type=OCCASION')).toBe('Sony FX6');
    });
  });

  describe('search: several words', () => {
    it('combines words with AND first', async () => {
      const both = await q('sennheiser draadloos', '&type=RENTAL&start=0&end=48');
      const sennheiser = await q('sennheiser', '&type=RENTAL&start=0&end=48');
      expect(both.count).toBeGreaterThan(1);
      expect(both.count).toBeLessThan(sennheiser.count);
      expect(both.articles.every((a) => a.brand === 'Sennheiser')).toBe(true);
    });

    it('falls back to the best partial matches, ranked, when every word together finds nothing', async () => {
      expect(await first('goedkope sony fx3')).toBe('Sony FX3');
      expect(await first('sony fx6 met accu')).toBe('Sony FX6');
      expect(await first('canon eos c70 kopen')).toBe('Canon EOS C70');
      const partial = await q('sony fx6 met accu');
      expect(partial.count).toBeGreaterThan(1);
    });

    it('counts category names: statief also finds the tripods whose name lacks the word', async () => {
      expect(names(await q('statief', '&type=RENTAL&start=0&end=48'))).toContain(
        'Avenger C-stand 40" met arm',
      );
      expect(names(await q('drone huren', '&start=0&end=48'))).toContain('DJI Mavic 3 Pro');
    });
  });

  describe('search: nothing found', () => {
    it('suggests our own words ("Bedoelde je …?") and only when nothing is found', async () => {
      const none = await q('zeiz');
      expect(none).toMatchObject({ count: 0, articles: [], suggestion: 'zeiss' });
      expect((await q(none.suggestion ?? '')).articles[0]?.brand).toBe('Zeiss');
      expect((await q('sonu')).suggestion).toBe('sony');
      expect((await q('sonu fx6')).suggestion).toBe(null); // fx6 finds the FX6
      expect((await q('sony')).suggestion).toBe(null);
      expect((await q('qqqqqq')).suggestion).toBe(null);
    });

    it('records a query that found nothing, normalised, without personal data, and counts it', async () => {
      const misses = async () =>
        (
          (await db().execute(sql`select * from search_misses where query like 'xylofoon%'`)) as unknown as {
            rows: Record<string, unknown>[];
          }
        ).rows;
      await q('Xylofoon  Zzyzx!');
      await q('xylofoon zzyzx');
      await q('sony'); // found: not recorded
      const rows = await misses();
      expect(rows).toHaveLength(1);
      expect(Object.keys(rows[0] ?? {}).sort()).toEqual(['count', 'first_seen', 'last_seen', 'query']);
      expect(rows[0]).toMatchObject({ query: 'xylofoon zzyzx', count: 2 });
      const { rows: found } = (await db().execute(
        sql`select count(*)::int as n from search_misses where query = 'sony'`,
      )) as unknown as { rows: { n: number }[] };
      expect(found[0]?.n).toBe(0);
    });

    it('answers long and odd queries without an error', async () => {
      const odd = [
        'a7s '.repeat(25),
        'blackmagic '.repeat(9),
        'x'.repeat(100),
        'statief camera led lamp tripod microphone sony canon blackmagic aputure manfrotto sachtler',
        '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25',
        'mk mk mk iii iii v v v',
        '-- -- ::* & | ! ( )',
      ];
      for (const text of odd) {
        const answer = await client().get(`/search/?q=${encodeURIComponent(text.slice(0, 100))}`);
        expect(answer.status, text).toBe(200);
      }
    });
  });
}
