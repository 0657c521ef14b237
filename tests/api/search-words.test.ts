import { get } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rebuildLexicon } from '../../api/catalogue/lexicon.ts';
import type { SearchResultAnswer } from '../../api/catalogue/search.ts';
import { articleSearchTerms } from '../../api/catalogue/search-text.ts';
import { articles } from '../../api/catalogue/tables.ts';
import type { CategoryNode } from '../../api/catalogue/tree.ts';
import { loadCategoryTree } from '../../api/catalogue/tree.ts';
import type { RunningApi } from '../../api/start-api.ts';
import { Client, pgliteTarget, postgresTarget, type Target, TEST_DATABASE_URL } from './harness.ts';

// Search words for kinds of gear (api/catalogue/search-words.ts), on the seeded catalogue: each
// word or query of a visitor and the article it must find or put first, or, for a kind the
// catalogue does not hold (cables), what the answer tells the visitor and the category it offers.

type Answer = SearchResultAnswer;

/** A query (and parameters), the article that must come first among the first `within`. */
const FINDS: { q: string; extra?: string; name: string; type?: string; within?: number }[] = [
  // "sd kaart" finds the SanDisk SDXC cards that "sdxc" finds.
  { q: 'sd kaart', name: 'SanDisk Extreme Pro SDXC 256 GB', type: 'RENTAL', within: 3 },
  { q: 'sd kaart', name: 'SanDisk Extreme Pro SDXC 128 GB', type: 'SALE', within: 3 },
  { q: 'sd-kaart', name: 'SanDisk Extreme Pro SDXC 256 GB', type: 'RENTAL', within: 3 },
  { q: 'sdkaart', name: 'SanDisk Extreme Pro SDXC 256 GB', type: 'RENTAL', within: 3 },
  { q: 'sd kaarten', extra: '&type=SALE', name: 'SanDisk Extreme Pro SDXC 128 GB', within: 1 },
  // A transmitter (or receiver) is part of a wireless system.
  { q: 'sennheiser zender', extra: '&type=RENTAL', name: 'Sennheiser EW 112P G4', within: 1 },
  { q: 'sennheiser zenders', extra: '&type=SALE', name: 'Sennheiser EW-DP ME2 set', within: 1 },
  { q: 'rode ontvanger', extra: '&type=RENTAL', name: 'Rode Wireless PRO', within: 2 },
];

/** A query asking for cables we lack: the kind named, the Dutch message, the category offered. */
const ABSENT: { q: string; extra?: string; kind: string; message: string; category: [string, string] }[] = [
  {
    q: 'kabel',
    kind: 'kabels',
    message: 'We hebben geen kabels in ons aanbod.',
    category: ['RENTAL', 'geluid/draadloos'],
  },
  {
    q: 'kabels',
    extra: '&type=RENTAL',
    kind: 'kabels',
    message: 'We verhuren geen kabels.',
    category: ['RENTAL', 'geluid/draadloos'],
  },
  {
    q: 'xlr kabel',
    extra: '&type=RENTAL',
    kind: 'XLR-kabels',
    message: 'We verhuren geen XLR-kabels.',
    category: ['RENTAL', 'geluid'],
  },
  {
    q: 'XLR-kabels',
    extra: '&type=SALE',
    kind: 'XLR-kabels',
    message: 'We verkopen geen XLR-kabels.',
    category: ['SALE', 'audio'],
  },
  {
    q: 'hdmi kabel',
    kind: 'HDMI-kabels',
    message: 'We hebben geen HDMI-kabels in ons aanbod.',
    category: ['RENTAL', 'monitoring/draadloos-beeld'],
  },
  {
    q: 'hdmikabel',
    extra: '&type=OCCASION',
    kind: 'HDMI-kabels',
    message: 'We hebben geen HDMI-kabels als occasion.',
    category: ['RENTAL', 'monitoring/draadloos-beeld'],
  },
  {
    q: 'sdi cable',
    kind: 'SDI-kabels',
    message: 'We hebben geen SDI-kabels in ons aanbod.',
    category: ['RENTAL', 'monitoring/draadloos-beeld'],
  },
  {
    q: 'usb-c kabel',
    extra: '&type=SALE',
    kind: 'USB-kabels',
    message: 'We verkopen geen USB-kabels.',
    category: ['SALE', 'accessoires/geheugenkaarten'],
  },
  {
    q: 'verlengkabel',
    extra: '&type=RENTAL',
    kind: 'stroomkabels',
    message: 'We verhuren geen stroomkabels.',
    category: ['RENTAL', 'stroom'],
  },
];

function searchWordsSuite(target: Target) {
  let api: RunningApi | undefined;
  let categories: CategoryNode[] = [];
  beforeAll(async () => {
    api = await target.start();
    categories = [...(await loadCategoryTree(api.db)).byId.values()];
  });
  afterAll(async () => {
    await api?.close();
  });
  const searchPath = (text: string, extra: string) =>
    `/search/?q=${encodeURIComponent(text)}&start=0&end=20${extra}`;
  const search = (text: string, extra = '') => new Client(api?.url ?? '').ok<Answer>(searchPath(text, extra));
  /**
   * The same on a connection of its own (no keep-alive socket of an earlier request): after the
   * process was held for seconds, the server may close such a socket any moment.
   */
  const searchAfresh = (text: string, extra = '') =>
    new Promise<Answer>((resolve, reject) => {
      get(`${api?.url ?? ''}${searchPath(text, extra)}`, { agent: false }, (response) => {
        let body = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          body += chunk;
        });
        response.on('end', () => {
          if (response.statusCode === 200) resolve(JSON.parse(body) as Answer);
          else reject(new Error(`GET search ${text}: ${response.statusCode} ${body.slice(0, 300)}`));
        });
      }).on('error', reject);
    });
  const category = (type: string, path: string) => {
    const found = categories.find((c) => c.type === type && c.path === path);
    if (!found) throw new Error(`no ${type} category ${path}`);
    return found;
  };

  it.each(FINDS)('"$q"$extra finds $name', async ({ q, extra, name, type, within = 1 }) => {
    const answer = await search(q, extra);
    const at = answer.articles.findIndex((a) => a.name === name && (!type || a.type === type));
    expect(at, `${q}: ${answer.articles.map((a) => a.name).join(', ')}`).toBeGreaterThanOrEqual(0);
    expect(at, `${q}: ${answer.articles.map((a) => a.name).join(', ')}`).toBeLessThan(within);
    expect(answer.absent_kind).toBeNull();
  });

  it('"zender" and "transmitter" list the wireless systems (audio and video), nothing else', async () => {
    const wireless = new Set(
      [category('RENTAL', 'geluid/draadloos'), category('RENTAL', 'monitoring/draadloos-beeld')].map(
        (c) => c.id,
      ),
    );
    for (const q of ['zender', 'zenders', 'transmitter']) {
      const answer = await search(q, '&type=RENTAL');
      expect(answer.count, q).toBeGreaterThan(10);
      const others = answer.articles.filter((a) => !wireless.has(a.category_id)).map((a) => a.name);
      expect(others, q).toEqual([]);
    }
  });

  it('"sennheiser zender" puts every transmitter above the microphones', async () => {
    const answer = await search('sennheiser zender', '&type=RENTAL');
    const wireless = category('RENTAL', 'geluid/draadloos').id;
    const kinds = answer.articles.map((a) => a.category_id === wireless);
    expect(kinds.length).toBeGreaterThan(1);
    // Wireless systems (transmitter and receiver) first; any microphone only after them.
    expect(kinds.indexOf(false) === -1 || kinds.indexOf(false) > kinds.lastIndexOf(true)).toBe(true);
    expect(answer.articles[0]?.brand).toBe('Sennheiser');
  });

  it('in the rental list, "aputure 300d" puts the LS 300x above the F10 Fresnel', async () => {
    const light = category('RENTAL', 'licht').id;
    for (const extra of ['&type=RENTAL', `&type=RENTAL&cat=${light}`]) {
      const names = (await search('aputure 300d', extra)).articles.map((a) => a.name);
      expect(names[0], extra).toBe('Aputure LS 300x');
      expect(names.indexOf('Aputure F10 Fresnel'), extra).toBeGreaterThan(0);
    }
    // Among all types the 300d itself (an occasion) stays first.
    expect((await search('aputure 300d')).articles[0]?.name).toBe('Aputure LS 300d II');
  });

  it.each(ABSENT)('"$q"$extra says there are no $kind and offers a category', async (row) => {
    const answer = await search(row.q, row.extra);
    const [type, path] = row.category;
    expect(answer.absent_kind).toEqual({
      kind: row.kind,
      message: row.message,
      category_id: category(type, path).id,
    });
    // No "Bedoelde je …?" beside it, and no cable among the articles (there is none).
    expect(answer.suggestion).toBeNull();
    expect(answer.articles.some((a) => /kabel/i.test(a.name))).toBe(false);
  });

  it('words that are no cable say nothing of cables', async () => {
    for (const q of ['kabelklem', 'sd kaart', 'statief', 'kabeltrommel']) {
      expect((await search(q)).absent_kind, q).toBeNull();
    }
  });

  it('finds cables once the catalogue has them, and says so only of the kinds it lacks', async () => {
    const db = api?.db;
    if (!db) throw new Error('api did not start');
    const audio = category('RENTAL', 'geluid');
    const name = 'XLR-kabel 5 m';
    const keywords = 'Geluid huren';
    await db.insert(articles).values({
      samId: 'SAM-99901',
      slug: 'xlr-kabel-5-m',
      name,
      brand: 'Klotz',
      description: 'Een XLR-kabel van 5 meter.',
      type: 'RENTAL',
      priceCents: 200,
      stockStatus: 'in_stock',
      depositCents: 5000,
      units: 10,
      categoryId: audio.id,
      keywords,
      ...articleSearchTerms({ name, brand: 'Klotz', keywords }),
    });
    await db.transaction(async (tx) => rebuildLexicon(tx as never));
    // On PGlite the rebuild held this process for seconds: the keep-alive sockets of the requests
    // before it may be closed by the server any moment now, so these go out on new connections.
    for (const q of ['xlr kabel', 'xlrkabel', 'kabel', 'cable']) {
      const answer = await searchAfresh(q, '&type=RENTAL');
      expect(answer.articles[0]?.name, q).toBe(name);
      expect(answer.absent_kind, q).toBeNull();
    }
    // HDMI cables are still none, and there are no XLR cables for sale.
    expect((await searchAfresh('hdmi kabel', '&type=RENTAL')).absent_kind?.kind).toBe('HDMI-kabels');
    expect((await searchAfresh('xlr kabel', '&type=SALE')).absent_kind?.message).toBe(
      'We verkopen geen XLR-kabels.',
    );
  });
}

describe('search words for kinds of gear, on PGlite', () => searchWordsSuite(pgliteTarget));

describe.skipIf(!TEST_DATABASE_URL)('search words for kinds of gear, on PostgreSQL', () =>
  searchWordsSuite(postgresTarget(TEST_DATABASE_URL ?? '')),
);
