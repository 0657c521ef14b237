import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../api/db/open-database.ts';
import { mailingListSubscribers, orders } from '../../api/db/schema.ts';
import type { OrderAnswer } from '../../api/orders/order-shapes.ts';
import type { PaymentAnswer } from '../../api/payments/payment-shapes.ts';
import {
  ADDRESS,
  checkout,
  type Errors,
  expectShape,
  mailsTo,
  orderRowCounts,
  PERIOD,
  Shopper,
} from './orders-fixtures.ts';

// Placing an order (api/orders/README.md) as a visitor does it: from the cart, at the prices the
// server computes at that moment (whatever the body says), emptying the cart and mailing a Dutch
// confirmation; validate-only stores nothing. One order per key and the privacy of orders:
// orders-keys.ts. The api's clock is Monday 23 November 2026, 13:00 in Amsterdam.

const ORDER_NUMBER = /^SL-2026-\d{5}$/;

// The cart suite's hand-computed figures: two Sony FX30 at the special price 55.00 for 4 days
// (440.00, BTW 92.40, borg 2 × 650.00), a SanDisk card of 49.00 (BTW 10.29), shipped for 6.95
// (BTW 1.46), reg 5% of 440.00 = 22.00 (BTW 4.62).
const PRICES = {
  rental_days: 4,
  rental_totals: { excl_btw: '440.00', btw: '92.40' },
  sales_totals: { excl_btw: '49.00', btw: '10.29' },
  borg: '1300.00',
  reg: '22.00',
  reg_btw: '4.62',
  discount: '0.00',
  transport: { totaal: '6.95', btw: '1.46' },
  total_excl_btw: '517.95',
  total_btw: '108.77',
  total: '626.72',
};

export function ordersPlaceSuite(base: () => string, db: () => Db) {
  /** Two FX30 for PERIOD and a card, shipped: the figures above. */
  const shippedCart = () =>
    Shopper.withCart(base(), [
      ['sony-fx30', 2],
      ['sandisk-extreme-pro-sdxc-128-gb', 1],
    ]).then(async (made) => {
      made.cart = await made.shopper.setPeriod({ sales_shipping: true });
      return made;
    });

  describe('orders: placing one', () => {
    it('stores the cart at the prices of this moment, ignoring any sent, empties it and mails it', async () => {
      const {
        shopper,
        cart,
        articles: [fx30, card],
      } = await shippedCart();
      expect(cart.prices.total).toBe('626.72');
      const body = checkout({
        delivery: 'billing',
        remarks: '  Graag om 9 uur klaarzetten.  ',
        newsletter: true,
        // A tampered client: prices, totals and lines of its own are ignored.
        total: '0.01',
        prices: { total: '0.01', rental_lines: [] },
        lines: [{ article_id: fx30?.id, count: 99, price: '0.01' }],
        status: 'paid',
        number: 'SL-2026-99999',
      });
      const before = await orderRowCounts(db());
      const answer = await shopper.order(body);
      expect(answer.status, answer.text).toBe(201);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      const order = answer.body;
      expect(order.number).toMatch(ORDER_NUMBER);
      expect(order).toMatchObject({
        status: 'quote',
        email: body.email,
        phone: '06-12345678',
        billing_address: {
          first_name: 'Jan',
          last_name: 'de Vries',
          street: 'Dorpsstraat',
          house_number: '12',
          house_number_addition: 'A',
          postal_code: '1234 AB',
          city: 'Amsterdam',
          country: 'NL',
        },
        delivery: 'billing',
        delivery_address: null,
        sam_entity: { kind: 'private', company_name: '', vat_number: '', kvk_number: '' },
        remarks: 'Graag om 9 uur klaarzetten.',
        newsletter: true,
        start_date: PERIOD.start_date,
        end_date: PERIOD.end_date,
        pickup_slot_description: '09:00–10:00',
        return_slot_description: '16:00–17:00',
        payment: null,
      });
      expect(order.lines).toEqual([
        {
          article_id: fx30?.id,
          sam_id: fx30?.sam_id,
          name: fx30?.name,
          brand: fx30?.brand,
          type: 'RENTAL',
          count: 2,
          price: '440.00',
          discount: '0.00',
          btw: '92.40',
        },
        {
          article_id: card?.id,
          sam_id: card?.sam_id,
          name: card?.name,
          brand: card?.brand,
          type: 'SALE',
          count: 1,
          price: '49.00',
          discount: '0.00',
          btw: '10.29',
        },
      ]);
      // The very figures the cart showed.
      expect(order.prices).toEqual(cart.prices);
      expect(order.prices).toMatchObject(PRICES);
      await expectShape(base(), 'Order', order);

      // One order, two lines, no payment, two mails (the confirmation, and the newsletter's own
      // for the opt-in); the cart's lines are gone, its period stays.
      expect(await orderRowCounts(db())).toEqual({
        ...before,
        cartLines: before.cartLines - 2,
        orders: before.orders + 1,
        orderLines: before.orderLines + 2,
        mails: before.mails + 2,
      });
      const [subscriber] = await db()
        .select()
        .from(mailingListSubscribers)
        .where(eq(mailingListSubscribers.email, String(body.email).toLowerCase()));
      expect(subscriber).toBeDefined();
      const emptied = (await shopper.cart()).body;
      expect(emptied.lines).toEqual([]);
      expect(emptied).toMatchObject({ ...PERIOD, sales_shipping: true, total_articles: 0 });

      // The session reads its order back as it was answered.
      const read = await shopper.get<OrderAnswer>(`/shop/orders/${order.number}/`);
      expect(read.status).toBe(200);
      expect(read.headers.get('cache-control')).toBe('no-store');
      expect(read.body).toEqual(order);
    });

    it('mails a Dutch confirmation with the period, the lines, the totals and what to bring', async () => {
      const { shopper } = await shippedCart();
      const body = checkout({
        delivery: 'address',
        delivery_address: {
          ...ADDRESS,
          street: 'Kade',
          house_number: '7',
          house_number_addition: null,
          postal_code: '2000',
          city: 'Antwerpen',
          country: 'BE',
        },
        sam_entity: {
          kind: 'company',
          company_name: 'Beeld & Geluid BV',
          kvk_number: '8123 4567',
          vat_number: 'nl812345678b01',
        },
      });
      const order = await shopper.place(body);
      expect(order.sam_entity).toEqual({
        kind: 'company',
        company_name: 'Beeld & Geluid BV',
        vat_number: 'NL812345678B01',
        kvk_number: '81234567',
      });
      expect(order.delivery_address).toMatchObject({ street: 'Kade', postal_code: '2000', country: 'BE' });
      const mails = await mailsTo(base(), String(body.email));
      expect(mails).toHaveLength(1);
      const [mail] = mails;
      expect(mail?.subject).toBe(`Je offerte ${order.number}`);
      const text = mail?.text ?? '';
      for (const expected of [
        'Beste Jan,',
        `Offertenummer:`,
        order.number,
        'Ophalen: dinsdag 24 november 2026, 09:00–10:00',
        'Terugbrengen: maandag 30 november 2026, 16:00–17:00',
        '4 huurdagen',
        '2 × Sony FX30: € 440,00',
        '1 × SanDisk Extreme Pro SDXC 128 GB: € 49,00',
        // A company reads the totals block excl. BTW, each amount once, as they add up.
        /Huur, 4 huurdagen: +€ 440,00/,
        /Reg \(schadeverzekering\): +€ 22,00/,
        /Aankopen: +€ 49,00/,
        /Verzending: +€ 6,95/,
        /Subtotaal excl\. btw: +€ 517,95/,
        /Btw 21 %: +€ 108,77/,
        /Totaal incl\. btw: +€ 626,72/,
        /Borg: +€ 1\.300,00 \(apart, zonder btw/,
        'Btw is 21 % van het subtotaal excl. btw',
        'Kade 7',
        '2000 Antwerpen',
        'België',
        'Beeld & Geluid BV',
        'KvK 81234567',
        'geldig identiteitsbewijs',
        'uittreksel van de Kamer van Koophandel',
      ]) {
        const plain = text.replace(/\u00a0/g, ' ');
        if (typeof expected === 'string') expect(plain, expected).toContain(expected);
        else expect(plain).toMatch(expected);
      }
      // The HTML part escapes what the visitor typed.
      expect(mail?.html).toContain('Beeld &amp; Geluid BV');
    });

    it('with pay_now: awaits payment, with an open payment, its pay link in the mail', async () => {
      const { shopper } = await Shopper.withCart(base(), [['sony-fx30', 2]]);
      const body = checkout();
      const before = await orderRowCounts(db());
      const answer = await shopper.order(body, { query: 'pay_now=true' });
      expect(answer.status).toBe(201);
      const order = answer.body;
      // 2 × 55.00 × 4 = 440.00 + reg 22.00, BTW 21% of both: 462.00 + 97.02.
      expect(order.prices.total).toBe('559.02');
      expect(order.status).toBe('awaiting_payment');
      const payment = order.payment as PaymentAnswer;
      expect(payment).toEqual({
        handle: expect.stringMatching(/^[A-Za-z0-9_-]{32}$/),
        kind: 'order',
        amount: '559.02',
        status: 'open',
        description: `Bestelling ${order.number}`,
        order_number: order.number,
        pay_url: `/testbetaling/${payment.handle}`,
        return_url: `/verify-payment/${payment.handle}`,
      });
      await expectShape(base(), 'Order', order);
      expect((await orderRowCounts(db())).payments).toBe(before.payments + 1);
      const [mail] = await mailsTo(base(), String(body.email));
      expect(mail?.subject).toBe(`Je bestelling ${order.number}`);
      expect(mail?.text).toContain(`/testbetaling/${payment.handle}`);
      expect(mail?.text).toContain('Bestelnummer:');
    });

    it('numbers orders SL-{year}-{5 digits} from one sequence, each once', async () => {
      const first = await orderOfOne(base());
      const second = await orderOfOne(base());
      const n = (o: OrderAnswer) => Number(o.number.slice(8));
      expect(n(second)).toBeGreaterThan(n(first));
      const [row] = await db()
        .select({ n: sql<number>`count(distinct ${orders.number})::int`, all: sql<number>`count(*)::int` })
        .from(orders);
      expect(row?.n).toBe(row?.all);
    });
  });

  async function orderOfOne(b: string): Promise<OrderAnswer> {
    const { shopper } = await Shopper.withCart(b, [['sony-fx30', 1]]);
    return shopper.place(checkout());
  }

  describe('orders: validate-only', () => {
    it('answers {valid: true} or the field errors, and stores nothing either way', async () => {
      const { shopper } = await Shopper.withCart(base(), [['sony-fx30', 2]]);
      const cart = (await shopper.cart()).body;
      const before = await orderRowCounts(db());
      // No Idempotency-Key needed; a pay_now beside it changes nothing.
      const valid = await shopper.order(checkout(), { key: null, query: 'validate=true&pay_now=true' });
      expect(valid.status).toBe(200);
      expect(valid.body).toEqual({ valid: true });
      await expectShape(base(), 'CheckoutValid', valid.body);
      const invalid = await shopper.order<Errors>(checkout({ email: 'jan@' }), {
        key: null,
        query: 'validate=True',
      });
      expect(invalid.status).toBe(400);
      expect(invalid.body).toEqual({ email: ['Voer een geldig e-mailadres in.'] });
      expect(await orderRowCounts(db())).toEqual(before);
      expect((await shopper.cart()).body).toEqual(cart);
    });

    it('without a session: the empty cart, and no session started', async () => {
      const visitor = await Shopper.enter(base());
      const before = await orderRowCounts(db());
      for (const query of ['validate=true', '']) {
        const answer = await visitor.order<Errors>(checkout(), { query });
        expect(answer.status).toBe(400);
        expect(answer.body).toEqual({ non_field_errors: ['Je winkelwagen is leeg.'] });
        expect(answer.headers.getSetCookie().join()).not.toContain('sessionid');
      }
      expect(await orderRowCounts(db())).toEqual(before);
    });
  });
}
