import { describe, expect, it } from 'vitest';
import type { Db } from '../../api/db/open-database.ts';
import type { PricesAnswer } from '../../api/shop/cart-shapes.ts';
import { type Schema, validate } from './json-schema.ts';
import { articlesBySlug, type Errors, rowCounts, Visitor } from './shop-fixtures.ts';

// POST /api/shop/prices/: stateless prices of a period and lines (custom times allowed), the
// same rules as the cart. The api's clock is Monday 23 November 2026, 13:00 in Amsterdam.

export function shopPricesSuite(base: () => string, db: () => Db) {
  const arrive = () => Visitor.arrive(base());
  const post = async (body: unknown) =>
    (await arrive()).send<PricesAnswer & Errors>('POST', '/shop/prices/', body);

  describe('prices', () => {
    it('prices a period with custom times, stores nothing and starts no session', async () => {
      const [fx6, sale] = await articlesBySlug(base(), 'sony-fx30', 'nanlite-pavotube-ii-6c');
      expect([sale?.type, sale?.price, sale?.special_price]).toEqual(['SALE', '99.00', '79.00']);
      const before = await rowCounts(db());
      // Thu 24 Dec to Tue 29 Dec 2026: 24 and 28 are charged (25, 26 Christmas; 27 Sunday).
      const answer = await post({
        start_date: '2026-12-24',
        end_date: '2026-12-29',
        pickup_slot: { custom: '14:30' },
        return_slot: { slot: 0 },
        lines: [
          { article_id: sale?.id, count: 2 },
          { article_id: fx6?.id, count: 1 },
        ],
        include_shipping_costs: true,
      });
      expect(answer.status).toBe(200);
      expect(answer.headers.getSetCookie().join()).not.toContain('sessionid');
      expect(await rowCounts(db())).toEqual(before);
      // fx30 special 55.00 × 2 days = 110.00 (BTW 23.10); reg 5% = 5.50 (BTW 1.155 → 1.16);
      // pavotube special 79.00 × 2 = 158.00 (BTW 33.18): ships free from 150.00.
      expect(answer.body).toEqual({
        rental_days: 2,
        rental_lines: [
          { id: fx6?.id, sam_id: fx6?.sam_id, count: 1, price: '110.00', discount: '0.00', btw: '23.10' },
        ],
        sales_lines: [
          { id: sale?.id, sam_id: sale?.sam_id, count: 2, price: '158.00', discount: '0.00', btw: '33.18' },
        ],
        rental_totals: { excl_btw: '110.00', btw: '23.10' },
        sales_totals: { excl_btw: '158.00', btw: '33.18' },
        borg: '650.00',
        reg: '5.50',
        reg_btw: '1.16',
        discount: '0.00',
        transport: { totaal: '0.00', btw: '0.00' },
        total_excl_btw: '273.50',
        total_btw: '57.44', // 57.435 → 57.44, once over the subtotal
        total: '330.94',
        totals_blocks: {
          excl_btw: [
            { kind: 'RENTAL', label: 'Huur, 2 huurdagen', amount: '110.00', days: 2 },
            { kind: 'REG', label: 'Reg (schadeverzekering)', amount: '5.50' },
            { kind: 'SALES', label: 'Aankopen', amount: '158.00' },
            { kind: 'SUBTOTAL', label: 'Subtotaal excl. btw', amount: '273.50' },
            { kind: 'BTW', label: 'Btw 21 %', amount: '57.44', btw_percent: 21 },
            { kind: 'TOTAL', label: 'Totaal incl. btw', amount: '330.94' },
          ],
          incl_btw: [
            { kind: 'RENTAL', label: 'Huur, 2 huurdagen', amount: '133.10', days: 2 },
            { kind: 'REG', label: 'Reg (schadeverzekering)', amount: '6.66' },
            { kind: 'SALES', label: 'Aankopen', amount: '191.18' },
            { kind: 'TOTAL', label: 'Totaal incl. btw', amount: '330.94' },
            { kind: 'BTW', label: 'Waarvan btw 21 %', amount: '57.44', btw_percent: 21 },
          ],
        },
      });
    });

    it('ships sales below € 150 excl. BTW only when asked', async () => {
      const [card] = await articlesBySlug(base(), 'sandisk-extreme-pro-sdxc-128-gb');
      const transport = async (count: number, include_shipping_costs: boolean) =>
        (await post({ lines: [{ article_id: card?.id, count }], include_shipping_costs })).body.transport;
      expect(await transport(3, true)).toEqual({ totaal: '6.95', btw: '1.46' }); // 147.00
      expect(await transport(4, true)).toEqual({ totaal: '0.00', btw: '0.00' }); // 196.00
      expect(await transport(3, false)).toEqual({ totaal: '0.00', btw: '0.00' });
    });

    it('prices an incomplete period as 1 day, and no lines as zeros', async () => {
      const [fx30] = await articlesBySlug(base(), 'sony-fx30');
      const one = await post({ start_date: '2026-11-24', lines: [{ article_id: fx30?.id, count: 1 }] });
      expect(one.body).toMatchObject({ rental_days: 1, rental_totals: { excl_btw: '55.00', btw: '11.55' } });
      const none = await post({ lines: [] });
      expect(none.status).toBe(200);
      expect(none.body.total).toBe('0.00');
    });

    it('refuses bad periods and lines per field, in Dutch', async () => {
      const [fx30] = await articlesBySlug(base(), 'sony-fx30');
      const line = { article_id: fx30?.id, count: 1 };
      const cases: [unknown, Errors][] = [
        [{}, { lines: ['Dit veld is verplicht.'] }],
        [{ lines: 'x' }, { lines: ['Geef de regels als een lijst van {article_id, count}.'] }],
        [
          { lines: Array.from({ length: 101 }, (_, i) => ({ article_id: i + 1, count: 1 })) },
          { lines: ['Geef hoogstens 100 regels.'] },
        ],
        [
          { lines: [line, { article_id: 'abc', count: 0 }, null, line, { article_id: 999_999, count: 1 }] },
          {
            lines: [
              'Regel 2: article_id: Geef het id van een artikel (een geheel getal).',
              'Regel 2: count: Kies een aantal van 1 tot en met 99.',
              'Regel 3: Geef de regels als een lijst van {article_id, count}.',
              'Regel 4: dit artikel staat al op regel 1.',
            ],
          },
        ],
        [
          { lines: [{ article_id: 999_999, count: 1 }] },
          { lines: ['Regel 1: article_id: Dit artikel bestaat niet (meer).'] },
        ],
        [
          { lines: [line], include_shipping_costs: 'ja' },
          { include_shipping_costs: ['Kies ja of nee (true of false).'] },
        ],
        [
          { lines: [line], pickup_slot: 1 },
          { pickup_slot: ['Kies een tijdslot (slot) of een eigen tijd (custom).'] },
        ],
        [
          { lines: [line], pickup_slot: { slot: 1, custom: '10:00' } },
          { pickup_slot: ['Kies een tijdslot (slot) of een eigen tijd (custom).'] },
        ],
        [{ lines: [line], pickup_slot: { slot: 4 } }, { pickup_slot: ['Kies tijdslot 0, 1, 2 of 3.'] }],
        [{ lines: [line], pickup_slot: { slot: '1' } }, { pickup_slot: ['Kies tijdslot 0, 1, 2 of 3.'] }],
        [
          { lines: [line], start_date: '2026-11-24', pickup_slot: { custom: '08:00' } },
          { pickup_slot: ['Kies een tijd vanaf 09:00 en vóór 17:00.'] },
        ],
        [
          { lines: [line], end_date: '2026-12-31', return_slot: { custom: '15:30' } },
          { return_slot: ['Kies een tijd vanaf 09:00 en vóór 15:00.'] },
        ],
        [
          { lines: [line], start_date: '2026-11-23', pickup_slot: { custom: '12:45' } },
          { pickup_slot: ['Deze tijd is vandaag al voorbij; kies een latere tijd.'] },
        ],
        [
          { lines: [line], pickup_slot: { custom: '1 uur' } },
          { pickup_slot: ['Voer een tijd in als UU:MM.'] },
        ],
        [
          { lines: [line], start_date: '2026-11-28', end_date: '2026-11-27' },
          { start_date: ['In het weekend zijn we gesloten; kies een werkdag.'] },
        ],
        [
          { lines: [line], start_date: '2026-11-25', end_date: '2026-11-24' },
          { end_date: ['De retourdatum ligt vóór de ophaaldatum.'] },
        ],
      ];
      for (const [body, errors] of cases) {
        const answer = await post(body);
        expect(answer.status, JSON.stringify(body).slice(0, 100)).toBe(400);
        expect(answer.body, JSON.stringify(body).slice(0, 100)).toEqual(errors);
      }
    });

    it('is documented as answered', async () => {
      const visitor = await arrive();
      const doc = await visitor.ok<Schema>('/openapi.json');
      const [fx30, card] = await articlesBySlug(base(), 'sony-fx30', 'sandisk-extreme-pro-sdxc-128-gb');
      const answer = await visitor.send('POST', '/shop/prices/', {
        start_date: '2026-11-24',
        end_date: '2026-11-26',
        pickup_slot: { slot: 1 },
        return_slot: { custom: '16:30' },
        lines: [
          { article_id: fx30?.id, count: 1 },
          { article_id: card?.id, count: 1 },
        ],
      });
      expect(answer.status).toBe(200);
      expect(validate({ $ref: '#/components/schemas/Prices' }, answer.body, doc)).toEqual([]);
    });
  });
}
