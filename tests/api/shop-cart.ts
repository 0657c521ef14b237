import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createClock } from '../../api/clock.ts';
import { countWhere } from '../../api/db/count.ts';
import type { Db } from '../../api/db/open-database.ts';
import { carts, sessions } from '../../api/db/schema.ts';
import { deleteExpiredSessions } from '../../api/http/session.ts';
import type { CartAnswer } from '../../api/shop/cart-shapes.ts';
import { Client, NOW } from './harness.ts';
import { type Schema, validate } from './json-schema.ts';
import { articlesBySlug, rowCounts, Visitor } from './shop-fixtures.ts';

// The cart (api/shop/README.md) as a visitor uses it: the rental period, adding, changing and
// removing lines, emptying it, its prices, and that it is the visitor's own. The api's clock is
// Monday 23 November 2026, 13:00 in Amsterdam.

// Tue 24 Nov to Mon 30 Nov: Tue, Wed, Thu, Fri = 4 rental days.
const PERIOD = { start_date: '2026-11-24', end_date: '2026-11-30', pickup_slot: 0, return_slot: 3 };

export function shopCartSuite(base: () => string, db: () => Db) {
  const arrive = () => Visitor.arrive(base());

  describe('cart: reading it', () => {
    it('answers the empty cart without a session, and starts none', async () => {
      const before = await rowCounts(db());
      const visitor = await arrive();
      const answer = await visitor.cart();
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      expect(answer.headers.getSetCookie().join()).not.toContain('sessionid');
      expect(answer.body).toEqual({
        id: null,
        start_date: null,
        end_date: null,
        pickup_slot: null,
        return_slot: null,
        pickup_slot_description: null,
        return_slot_description: null,
        sales_shipping: false,
        lines: [],
        total_articles: 0,
        rental_order_lines: 0,
        sales_order_lines: 0,
        occasion_order_lines: 0,
        prices: {
          rental_days: 1,
          rental_lines: [],
          sales_lines: [],
          rental_totals: { excl_btw: '0.00', btw: '0.00' },
          sales_totals: { excl_btw: '0.00', btw: '0.00' },
          borg: '0.00',
          reg: '0.00',
          reg_btw: '0.00',
          discount: '0.00',
          transport: { totaal: '0.00', btw: '0.00' },
          total_excl_btw: '0.00',
          total_btw: '0.00',
          total: '0.00',
          totals_blocks: {
            excl_btw: [
              { kind: 'SUBTOTAL', label: 'Subtotaal excl. btw', amount: '0.00' },
              { kind: 'BTW', label: 'Btw 21 %', amount: '0.00', btw_percent: 21 },
              { kind: 'TOTAL', label: 'Totaal incl. btw', amount: '0.00' },
            ],
            incl_btw: [
              { kind: 'TOTAL', label: 'Totaal incl. btw', amount: '0.00' },
              { kind: 'BTW', label: 'Waarvan btw 21 %', amount: '0.00', btw_percent: 21 },
            ],
          },
        },
        bounds: [],
      });
      // Emptying a cart one does not have changes nothing either.
      const cleared = await visitor.send('DELETE', '/shop/pcart/');
      expect(cleared.status).toBe(200);
      expect(cleared.body.lines).toEqual([]);
      expect(await rowCounts(db())).toEqual(before);
    });
  });

  describe('cart: period, lines and prices', () => {
    it('keeps the period with the cart and describes its slots', async () => {
      const visitor = await arrive();
      const cart = await visitor.setPeriod(PERIOD);
      expect(visitor.jar.get('sessionid')).toBeDefined();
      expect(cart).toMatchObject({
        ...PERIOD,
        pickup_slot_description: '09:00–10:00',
        return_slot_description: '16:00–17:00',
        sales_shipping: false,
        lines: [],
      });
      expect(cart.id).toEqual(expect.any(Number));
      expect(cart.prices.rental_days).toBe(4);
      // A reload finds it again; a given field replaces only itself, null clears it.
      expect((await visitor.cart()).body).toEqual(cart);
      const moved = await visitor.setPeriod({
        end_date: '2026-12-02',
        return_slot: null,
        sales_shipping: true,
      });
      expect(moved).toMatchObject({
        start_date: '2026-11-24',
        end_date: '2026-12-02',
        pickup_slot: 0,
        return_slot: null,
        return_slot_description: null,
        sales_shipping: true,
      });
      expect(moved.prices.rental_days).toBe(6);
    });

    it('says at once which bounds of one online order the cart breaks: its rental days, its total', async () => {
      const visitor = await arrive();
      const [fx30, fx3] = await articlesBySlug(base(), 'sony-fx30', 'sony-fx3-kopen');
      await visitor.add(fx30?.id ?? 0, 1);
      expect((await visitor.setPeriod(PERIOD)).bounds).toEqual([]);
      // 1 December to 18 January: more than 30 rental days, said by the cart (and its picker).
      const long = await visitor.setPeriod({ start_date: '2026-12-01', end_date: '2027-01-18' });
      expect(long.bounds).toEqual([
        {
          kind: 'RENTAL_DAYS',
          message:
            'Online huur je hoogstens 30 huurdagen; kies een kortere periode. Voor een langere huur: bel 020 - 760 42 10 of mail verhuur@studiolumen.nl.',
        },
      ]);
      // A cart of sales only past € 25.000 speaks of an order, not of rental.
      const buyer = await arrive();
      const big = await buyer.add(fx3?.id ?? 0, 9);
      expect(big.bounds.map((b) => b.kind)).toEqual(['TOTAL']);
      expect(big.bounds[0]?.message).toMatch(
        /^Online bestellen kan tot €\s25\.000,00\. Neem contact op voor een grotere bestelling:/,
      );
      expect(big.bounds[0]?.message).toMatch(/ of mail verkoop@studiolumen\.nl\.$/);
      expect(big.bounds[0]?.message).not.toMatch(/huur/);
    });

    it('shows the shortened slot of 24 December and takes only later slots today', async () => {
      const visitor = await arrive();
      const cart = await visitor.setPeriod({ start_date: '2026-12-24', pickup_slot: 2 });
      expect(cart.pickup_slot_description).toBe('13:00–15:00');
      // 13:00 today: slot 2 (13:00) has started, slot 3 (16:00) has not.
      const started = await visitor.send('POST', '/shop/pcart/', {
        start_date: '2026-11-23',
        pickup_slot: 2,
      });
      expect(started.status).toBe(400);
      expect(started.body).toEqual({
        pickup_slot: ['Dit tijdslot is vandaag al begonnen; kies een later tijdslot of een andere dag.'],
      });
      const today = await visitor.setPeriod({
        start_date: '2026-11-23',
        pickup_slot: 3,
        end_date: '2026-11-23',
      });
      expect(today).toMatchObject({ start_date: '2026-11-23', end_date: '2026-11-23', pickup_slot: 3 });
      expect(today.prices.rental_days).toBe(1);
    });

    it('prices rental, sale and occasion lines (hand-computed)', async () => {
      const [fx30, card, fx6Used] = await articlesBySlug(
        base(),
        'sony-fx30',
        'sandisk-extreme-pro-sdxc-128-gb',
        'sony-fx6-occasion',
      );
      if (!fx30 || !card || !fx6Used) throw new Error('articles missing');
      // The catalogue facts the figures below are computed from.
      expect([fx30.type, fx30.price, fx30.special_price, fx30.deposit]).toEqual([
        'RENTAL',
        '65.00',
        '55.00',
        '650.00',
      ]);
      expect([card.type, card.price, card.special_price]).toEqual(['SALE', '49.00', null]);
      expect(fx6Used.type).toBe('OCCASION');

      const visitor = await arrive();
      await visitor.setPeriod({ ...PERIOD, sales_shipping: true });
      await visitor.add(fx30.id, 2);
      const cart = await visitor.add(card.id);
      // fx30: special price 55.00 × 4 days × 2 = 440.00, BTW 92.40; borg 2 × 650.00.
      // card: 49.00, BTW 10.29, shipped for 6.95 (BTW 1.46) below 150.00.
      // reg: 5% of 440.00 = 22.00, BTW 4.62.
      expect(
        cart.lines.map((l) => [l.article.slug, l.count, l.price_total, l.discount_total, l.btw_total]),
      ).toEqual([
        ['sony-fx30', 2, '440.00', '0.00', '92.40'],
        ['sandisk-extreme-pro-sdxc-128-gb', 1, '49.00', '0.00', '10.29'],
      ]);
      expect(cart.lines[0]?.article).toEqual(fx30);
      expect(cart.lines[0]?.article_id).toBe(fx30.id);
      expect(cart.prices).toEqual({
        rental_days: 4,
        rental_lines: [
          { id: fx30.id, sam_id: fx30.sam_id, count: 2, price: '440.00', discount: '0.00', btw: '92.40' },
        ],
        sales_lines: [
          { id: card.id, sam_id: card.sam_id, count: 1, price: '49.00', discount: '0.00', btw: '10.29' },
        ],
        rental_totals: { excl_btw: '440.00', btw: '92.40' },
        sales_totals: { excl_btw: '49.00', btw: '10.29' },
        borg: '1300.00',
        reg: '22.00',
        reg_btw: '4.62',
        discount: '0.00',
        transport: { totaal: '6.95', btw: '1.46' },
        total_excl_btw: '517.95',
        total_btw: '108.77', // 21% of 517.95 = 108.7695, rounded once
        total: '626.72',
        // As a reader adds them: excl. BTW to the subtotal, or incl. BTW (the 108.77 divided over
        // the amounts: shipping's 1.4595 gets the last cent) to the same total.
        totals_blocks: {
          excl_btw: [
            { kind: 'RENTAL', label: 'Huur, 4 huurdagen', amount: '440.00', days: 4 },
            { kind: 'REG', label: 'Reg (schadeverzekering)', amount: '22.00' },
            { kind: 'SALES', label: 'Aankopen', amount: '49.00' },
            { kind: 'SHIPPING', label: 'Verzending', amount: '6.95' },
            { kind: 'SUBTOTAL', label: 'Subtotaal excl. btw', amount: '517.95' },
            { kind: 'BTW', label: 'Btw 21 %', amount: '108.77', btw_percent: 21 },
            { kind: 'TOTAL', label: 'Totaal incl. btw', amount: '626.72' },
          ],
          incl_btw: [
            { kind: 'RENTAL', label: 'Huur, 4 huurdagen', amount: '532.40', days: 4 },
            { kind: 'REG', label: 'Reg (schadeverzekering)', amount: '26.62' },
            { kind: 'SALES', label: 'Aankopen', amount: '59.29' },
            { kind: 'SHIPPING', label: 'Verzending', amount: '8.41' },
            { kind: 'TOTAL', label: 'Totaal incl. btw', amount: '626.72' },
            { kind: 'BTW', label: 'Waarvan btw 21 %', amount: '108.77', btw_percent: 21 },
          ],
        },
      });
      expect([cart.total_articles, cart.rental_order_lines, cart.sales_order_lines]).toEqual([3, 1, 1]);

      // An occasion is a line of its own kind, priced as a sale (it ships free above 150.00).
      const withUsed = await visitor.add(fx6Used.id);
      expect(withUsed.occasion_order_lines).toBe(1);
      expect(withUsed.prices.sales_lines.map((l) => l.id)).toEqual([card.id, fx6Used.id]);
      expect(withUsed.prices.transport.totaal).toBe('0.00');
    });

    it('answers the same figures as the price call for the same period and lines', async () => {
      const [fx30, card] = await articlesBySlug(base(), 'sony-fx30', 'sandisk-extreme-pro-sdxc-128-gb');
      if (!fx30 || !card) throw new Error('articles missing');
      const visitor = await arrive();
      await visitor.setPeriod({ ...PERIOD, sales_shipping: true });
      await visitor.add(fx30.id, 3);
      const cart = await visitor.add(card.id, 2);
      const prices = await visitor.write('POST', '/shop/prices/', {
        start_date: PERIOD.start_date,
        end_date: PERIOD.end_date,
        pickup_slot: { slot: 0 },
        return_slot: { slot: 3 },
        lines: [
          { article_id: fx30.id, count: 3 },
          { article_id: card.id, count: 2 },
        ],
        include_shipping_costs: true,
      });
      expect(prices).toEqual(cart.prices);
    });

    it('adds to a line of the same article, up to 99 in all', async () => {
      const [fx30] = await articlesBySlug(base(), 'sony-fx30');
      const visitor = await arrive();
      await visitor.add(fx30?.id ?? 0, 40);
      const cart = await visitor.add(fx30?.id ?? 0, 50);
      expect(cart.lines.map((l) => l.count)).toEqual([90]);
      const tooMany = await visitor.send('POST', '/shop/pcart-lines/', { article_id: fx30?.id, count: 10 });
      expect(tooMany.status).toBe(400);
      expect(tooMany.body).toEqual({
        count: ['Je hebt er al 90 in je winkelwagentje; samen kunnen het er hoogstens 99 zijn.'],
      });
      expect((await visitor.cart()).body.lines.map((l) => l.count)).toEqual([90]);
      expect((await visitor.add(fx30?.id ?? 0, 9)).total_articles).toBe(99);
    });

    it('takes an article that is out of stock; its line says so', async () => {
      const [alexa] = await articlesBySlug(base(), 'arri-alexa-35');
      expect(alexa?.stock_status).toBe('out_of_stock');
      const cart = await (await arrive()).add(alexa?.id ?? 0);
      expect(cart.lines[0]?.article.stock_status).toBe('out_of_stock');
    });

    it('changes a count, removes a line at 0 or by DELETE, and empties the cart keeping the period', async () => {
      const [fx30, card, used] = await articlesBySlug(
        base(),
        'sony-fx30',
        'sandisk-extreme-pro-sdxc-128-gb',
        'sony-fx6-occasion',
      );
      const visitor = await arrive();
      await visitor.setPeriod(PERIOD);
      await visitor.add(fx30?.id ?? 0);
      await visitor.add(card?.id ?? 0);
      const full = await visitor.add(used?.id ?? 0);
      const [rental, sale, occasion] = full.lines;
      const changed = await visitor.write('PATCH', `/shop/pcart-lines/${rental?.id}/`, { count: 5 });
      expect(changed.lines.map((l) => l.count)).toEqual([5, 1, 1]);
      expect(changed.lines[0]?.price_total).toBe('1100.00'); // 55.00 × 4 days × 5
      const zero = await visitor.write('PATCH', `/shop/pcart-lines/${sale?.id}/`, { count: 0 });
      expect(zero.lines.map((l) => l.id)).toEqual([rental?.id, occasion?.id]);
      const removed = await visitor.write('DELETE', `/shop/pcart-lines/${occasion?.id}/`);
      expect(removed.lines.map((l) => l.id)).toEqual([rental?.id]);
      // A removed line is gone: changing it again is a 404.
      expect((await visitor.send('DELETE', `/shop/pcart-lines/${occasion?.id}/`)).status).toBe(404);
      const emptied = await visitor.write('DELETE', '/shop/pcart/');
      expect(emptied).toMatchObject({ ...PERIOD, lines: [], total_articles: 0 });
      expect(emptied.prices.total).toBe('0.00');
      expect((await visitor.cart()).body).toEqual(emptied);
    });
  });

  describe('cart: private to its session', () => {
    it('two sessions never see or change each other’s cart', async () => {
      const [fx30, card] = await articlesBySlug(base(), 'sony-fx30', 'sandisk-extreme-pro-sdxc-128-gb');
      const alice = await arrive();
      const bob = await arrive();
      const aliceCart = await alice.add(fx30?.id ?? 0, 2);
      await alice.setPeriod(PERIOD);
      const bobCart = await bob.add(card?.id ?? 0);
      expect(bobCart.id).not.toBe(aliceCart.id);
      expect(bobCart.lines.map((l) => l.article.slug)).toEqual(['sandisk-extreme-pro-sdxc-128-gb']);
      expect(bobCart.start_date).toBeNull();
      const aliceLine = aliceCart.lines[0]?.id;
      for (const [method, body] of [
        ['PATCH', { count: 7 }],
        ['DELETE', undefined],
      ] as const) {
        const answer = await bob.send(method, `/shop/pcart-lines/${aliceLine}/`, body);
        expect(answer.status, method).toBe(404);
        expect(answer.body).toEqual({ detail: 'Niet gevonden.' });
      }
      // Without any session a line is not found either.
      const stranger = await arrive();
      expect((await stranger.send('DELETE', `/shop/pcart-lines/${aliceLine}/`)).status).toBe(404);
      await bob.send('DELETE', '/shop/pcart/');
      const after = (await alice.cart()).body;
      expect(after.lines.map((l) => [l.id, l.count])).toEqual([[aliceLine, 2]]);
      expect(after.start_date).toBe(PERIOD.start_date);
      // A visitor with no cookies at all sees an empty cart.
      expect((await new Client(base()).get<CartAnswer>('/shop/pcart/')).body.lines).toEqual([]);
    });
  });

  describe('cart: its lifetime', () => {
    it('goes with its session when that expires', async () => {
      const [fx30] = await articlesBySlug(base(), 'sony-fx30');
      const visitor = await arrive();
      const cart = await visitor.add(fx30?.id ?? 0);
      const sessionId = visitor.jar.get('sessionid') ?? '';
      await db()
        .update(sessions)
        .set({ expiresAt: new Date('2026-01-01T00:00:00Z') })
        .where(eq(sessions.id, sessionId));
      await deleteExpiredSessions(db(), createClock(NOW));
      expect(await countWhere(db(), carts, eq(carts.id, cart.id ?? 0))).toBe(0);
      // The expired cookie reads as no session: the empty cart.
      expect((await visitor.cart()).body.id).toBeNull();
    });
  });

  describe('cart: OpenAPI', () => {
    it('documents the cart and the prices as they are answered', async () => {
      const visitor = await arrive();
      const doc = await visitor.ok<Schema>('/openapi.json');
      const [fx30, card] = await articlesBySlug(base(), 'sony-fx30', 'sandisk-extreme-pro-sdxc-128-gb');
      await visitor.setPeriod(PERIOD);
      await visitor.add(fx30?.id ?? 0);
      const cart = await visitor.add(card?.id ?? 0);
      expect(validate({ $ref: '#/components/schemas/Cart' }, cart, doc)).toEqual([]);
      expect(validate({ $ref: '#/components/schemas/Prices' }, cart.prices, doc)).toEqual([]);
      const bad = await visitor.send('POST', '/shop/pcart-lines/', { article_id: 'abc' });
      expect(validate({ $ref: '#/components/schemas/FieldErrors' }, bad.body, doc)).toEqual([]);
      // The validator can fail: a cart line is no Cart.
      expect(validate({ $ref: '#/components/schemas/Cart' }, cart.lines[0], doc)).not.toEqual([]);
    });
  });
}
