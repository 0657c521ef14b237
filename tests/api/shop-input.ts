import { describe, expect, it } from 'vitest';
import type { Db } from '../../api/db/open-database.ts';
import { articlesBySlug, type Errors, rowCounts, Visitor } from './shop-fixtures.ts';

// Every refusal of the cart's writes: a Dutch message on the field, nothing stored (no session,
// cart or line row), never a 5xx. The api's clock is Monday 23 November 2026, 13:00.

const COUNT = 'Kies een aantal van 1 tot en met 99.';
const COUNT_OR_ZERO = 'Kies een aantal van 0 tot en met 99 (0 haalt de regel weg).';
const ARTICLE_ID = 'Geef het id van een artikel (een geheel getal).';
const UNKNOWN = 'Dit artikel bestaat niet (meer).';
const REQUIRED = 'Dit veld is verplicht.';
const DATE = 'Voer een geldige datum in (JJJJ-MM-DD).';
const PAST = 'Deze datum ligt in het verleden; kies vandaag of een latere dag.';
const SLOT = 'Kies tijdslot 0, 1, 2 of 3.';

export function shopInputSuite(base: () => string, db: () => Db) {
  const arrive = () => Visitor.arrive(base());

  /** Posts `body` as a fresh visitor: a 400 with exactly `errors`, and no row anywhere. */
  async function refused(path: string, body: unknown, errors: Errors, method = 'POST') {
    const before = await rowCounts(db());
    const visitor = await arrive();
    const answer = await visitor.send<Errors>(method, path, body);
    expect(answer.status, JSON.stringify(body)).toBe(400);
    expect(answer.body, JSON.stringify(body)).toEqual(errors);
    expect(answer.headers.getSetCookie().join(), 'no session for a refused post').not.toContain('sessionid');
    expect(await rowCounts(db())).toEqual(before);
  }

  describe('cart: refused lines', () => {
    it('refuses every count that is not a whole number from 1 to 99', async () => {
      const [fx30] = await articlesBySlug(base(), 'sony-fx30');
      for (const count of [0, -1, 100, 1e9, '3', 2.5, null, true, [1], { n: 1 }]) {
        await refused('/shop/pcart-lines/', { article_id: fx30?.id, count }, { count: [COUNT] });
      }
    });

    it('refuses a missing, malformed, huge or unknown article id', async () => {
      await refused('/shop/pcart-lines/', { count: 1 }, { article_id: [REQUIRED] });
      await refused('/shop/pcart-lines/', { article_id: null }, { article_id: [REQUIRED] });
      for (const article_id of ['abc', '12', 1.5, true, [1]]) {
        await refused('/shop/pcart-lines/', { article_id }, { article_id: [ARTICLE_ID] });
      }
      for (const article_id of [
        0,
        -3,
        999_999,
        2_147_483_647,
        2_147_483_648,
        1e20,
        Number.MAX_SAFE_INTEGER,
      ]) {
        await refused('/shop/pcart-lines/', { article_id }, { article_id: [UNKNOWN] });
      }
      await refused(
        '/shop/pcart-lines/',
        { article_id: 'abc', count: 0 },
        { article_id: [ARTICLE_ID], count: [COUNT] },
      );
    });

    it('refuses a body that is no JSON object', async () => {
      await refused('/shop/pcart-lines/', [1, 2], {
        non_field_errors: ['Ongeldige gegevens: verwacht een JSON-object met velden.'],
        article_id: [REQUIRED],
      });
      // A bare JSON string is no body the api reads at all (strict JSON: objects and arrays).
      await refused('/shop/pcart-lines/', 'x', { detail: 'Ongeldige JSON.' } as unknown as Errors);
    });

    it('refuses a count change that is not 0 to 99, and lines that are not the visitor’s', async () => {
      const [fx30] = await articlesBySlug(base(), 'sony-fx30');
      const visitor = await arrive();
      const cart = await visitor.add(fx30?.id ?? 0, 2);
      const line = cart.lines[0]?.id;
      for (const count of [-1, 100, '3', 2.5, null, undefined]) {
        const answer = await visitor.send<Errors>('PATCH', `/shop/pcart-lines/${line}/`, { count });
        expect(answer.status, String(count)).toBe(400);
        expect(answer.body).toEqual({
          count: [count === null || count === undefined ? REQUIRED : COUNT_OR_ZERO],
        });
      }
      for (const id of ['abc', '0', '-1', '99999999999', '2147483647', `${line}x`]) {
        const answer = await visitor.send('PATCH', `/shop/pcart-lines/${id}/`, { count: 1 });
        expect(answer.status, id).toBe(404);
      }
      expect((await visitor.cart()).body.lines.map((l) => l.count)).toEqual([2]);
    });
  });

  describe('cart: refused periods', () => {
    it('refuses impossible, past, closed and too distant dates', async () => {
      const cases: [unknown, Errors][] = [
        [{ start_date: '2026-02-30' }, { start_date: [DATE] }],
        [{ start_date: '2026-13-01' }, { start_date: [DATE] }],
        [{ start_date: '24-11-2026' }, { start_date: [DATE] }],
        [{ start_date: 20261124 }, { start_date: [DATE] }],
        [{ end_date: '0000-01-03' }, { end_date: [PAST] }],
        [{ start_date: '2026-11-20' }, { start_date: [PAST] }],
        [
          { start_date: '2026-11-28' },
          { start_date: ['In het weekend zijn we gesloten; kies een werkdag.'] },
        ],
        [{ end_date: '2027-04-27' }, { end_date: ['Op Koningsdag zijn we gesloten; kies een andere dag.'] }],
        [
          { start_date: '2026-12-25' },
          { start_date: ['Op Eerste Kerstdag zijn we gesloten; kies een andere dag.'] },
        ],
        [{ start_date: '2061-01-04' }, { start_date: ['Kies een datum tot en met 31 december 2059.'] }],
        [
          { start_date: '2026-11-26', end_date: '2026-11-25' },
          { end_date: ['De retourdatum ligt vóór de ophaaldatum.'] },
        ],
      ];
      for (const [body, errors] of cases) await refused('/shop/pcart/', body, errors);
    });

    it('refuses unknown slots, slot 3 on 24 December, and a same-day return not later', async () => {
      for (const pickup_slot of [4, -1, '1', 1.5, true]) {
        await refused('/shop/pcart/', { pickup_slot }, { pickup_slot: [SLOT] });
      }
      await refused(
        '/shop/pcart/',
        { end_date: '2026-12-24', return_slot: 3 },
        { return_slot: ['Op 24 december zijn we tot 15:00 open; kies een eerder tijdslot.'] },
      );
      await refused(
        '/shop/pcart/',
        { start_date: '2026-11-25', end_date: '2026-11-25', pickup_slot: 2, return_slot: 1 },
        { return_slot: ['Breng je het terug op de ophaaldag, kies dan een later tijdstip dan het ophalen.'] },
      );
      await refused(
        '/shop/pcart/',
        { sales_shipping: 'ja' },
        { sales_shipping: ['Kies ja of nee (true of false).'] },
      );
    });

    it('checks a change against the stored period: a date that no longer fits its slot is refused', async () => {
      const visitor = await arrive();
      await visitor.setPeriod({ start_date: '2026-12-01', pickup_slot: 3 });
      const answer = await visitor.send<Errors>('POST', '/shop/pcart/', { start_date: '2026-12-31' });
      expect(answer.status).toBe(400);
      expect(answer.body).toEqual({
        pickup_slot: ['Op 31 december zijn we tot 15:00 open; kies een eerder tijdslot.'],
      });
      expect((await visitor.cart()).body).toMatchObject({ start_date: '2026-12-01', pickup_slot: 3 });
    });
  });

  describe('cart: requests that never reach a handler', () => {
    it('needs the CSRF token on every write (403), storing nothing', async () => {
      const [fx30] = await articlesBySlug(base(), 'sony-fx30');
      const visitor = await arrive();
      const cart = await visitor.add(fx30?.id ?? 0);
      const before = await rowCounts(db());
      const writes: [string, string, unknown][] = [
        ['POST', '/shop/pcart/', { start_date: '2026-11-24' }],
        ['DELETE', '/shop/pcart/', undefined],
        ['POST', '/shop/pcart-lines/', { article_id: fx30?.id }],
        ['PATCH', `/shop/pcart-lines/${cart.lines[0]?.id}/`, { count: 5 }],
        ['DELETE', `/shop/pcart-lines/${cart.lines[0]?.id}/`, undefined],
        ['POST', '/shop/prices/', { lines: [] }],
      ];
      for (const [method, path, body] of writes) {
        const answer = await visitor.request(method, path, {
          body: body === undefined ? undefined : JSON.stringify(body),
        });
        expect(answer.status, `${method} ${path}`).toBe(403);
        expect(answer.body).toEqual({ detail: 'CSRF-controle mislukt.' });
      }
      expect(await rowCounts(db())).toEqual(before);
      expect((await visitor.cart()).body.lines.map((l) => l.count)).toEqual([1]);
    });

    it('answers malformed JSON with a 400 and an oversized body with a 413, in Dutch', async () => {
      const visitor = await arrive();
      const before = await rowCounts(db());
      for (const path of ['/shop/pcart/', '/shop/pcart-lines/', '/shop/prices/']) {
        const broken = await visitor.request('POST', path, { body: '{"article_id": 1,', csrf: true });
        expect(broken.status, path).toBe(400);
        expect(broken.body).toEqual({ detail: 'Ongeldige JSON.' });
        const huge = await visitor.request('POST', path, {
          body: JSON.stringify({
            lines: Array.from({ length: 20_000 }, () => ({ article_id: 1, count: 1 })),
          }),
          csrf: true,
        });
        expect(huge.status, path).toBe(413);
        expect(huge.body).toEqual({ detail: 'Het verzoek is te groot (maximaal 100 kB).' });
      }
      expect(await rowCounts(db())).toEqual(before);
    });

    it('refuses other methods with a 405', async () => {
      const visitor = await arrive();
      for (const [method, path] of [
        ['PUT', '/shop/pcart/'],
        ['GET', '/shop/pcart-lines/'],
        ['GET', '/shop/prices/'],
        ['POST', '/shop/pcart-lines/1/'],
      ] as const) {
        expect((await visitor.send(method, path, method === 'GET' ? undefined : {})).status, path).toBe(405);
      }
    });

    it('never answers a 5xx, whatever the body', async () => {
      const [fx30] = await articlesBySlug(base(), 'sony-fx30');
      const visitor = await arrive();
      const cart = await visitor.add(fx30?.id ?? 0);
      const weird: unknown[] = [
        null,
        0,
        '',
        [],
        {},
        { start_date: '\u0000' },
        { start_date: 'x'.repeat(50_000) },
        { pickup_slot: 1e300 },
        { pickup_slot: { slot: 1 } },
        { article_id: -0, count: -0 },
        { article_id: 1e308, count: 1e308 },
        { lines: 'x' },
        { lines: [null, 1, 'x', [], { article_id: '1' }] },
        { pickup_slot: { custom: '\ud800' } },
        { __proto__: { count: 1 } },
        { constructor: { prototype: 1 } },
      ];
      for (const body of weird) {
        for (const [method, path] of [
          ['POST', '/shop/pcart/'],
          ['POST', '/shop/pcart-lines/'],
          ['PATCH', `/shop/pcart-lines/${cart.lines[0]?.id}/`],
          ['POST', '/shop/prices/'],
        ] as const) {
          const answer = await visitor.send(method, path, body);
          expect(answer.status, `${method} ${path} ${JSON.stringify(body)?.slice(0, 80)}`).toBeLessThan(500);
        }
      }
    });
  });
}
