import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { countWhere } from '../../api/db/count.ts';
import { articles, orders, reservations } from '../../api/db/schema.ts';
import { cancelOrder, expireQuotes } from '../../api/orders/reservations.ts';
import type { AvailabilityAnswer, AvailabilityDaysAnswer } from '../../api/shop/availability.ts';
import type { RunningApi } from '../../api/start-api.ts';
import { AVAILABILITY_MESSAGES, mostBooked, reservationWindow } from '../../domain/availability.ts';
import { Client, NOW, pgliteTarget, postgresTarget, type Target, TEST_DATABASE_URL } from './harness.ts';
import { checkout, copyArticle, expectShape, orderRowCounts, Shopper } from './orders-fixtures.ts';

// Rental availability (DESIGN.md "Rental availability", api/orders/README.md "Availability"):
// placed orders reserve units, an order that would overbook is refused storing nothing, whatever
// races; cancelling and expiry free units; the availability calls count the same. On PGlite
// always, on PostgreSQL when TEST_DATABASE_URL is set. Each test orders a copy of a catalogue
// camera with units of its own, so the tests never share stock. Two api processes on one server:
// availability-processes.test.ts.

type Period = { start_date: string; end_date: string; pickup_slot: number; return_slot: number };
const period = (start: string, pickup: number, end: string, back: number): Period => ({
  start_date: start,
  end_date: end,
  pickup_slot: pickup,
  return_slot: back,
});
/** Tue 24 to Fri 27 November 2026, all day (the api's clock: Mon 23 November, 13:00). */
const WEEK = period('2026-11-24', 0, '2026-11-27', 3);

type Errors = Record<string, string[]>;
/** The api's clock (NOW, a bare date: noon UTC). */
const API_NOW = new Date(`${NOW}T12:00:00Z`);

describe('availability windows (domain/availability.ts)', () => {
  it('runs from the pickup slot start to the return slot end, Amsterdam time', () => {
    const w = reservationWindow({
      startDate: '2026-11-24',
      endDate: '2026-11-27',
      pickupSlot: 0,
      returnSlot: 3,
    });
    expect(w?.start.toISOString()).toBe('2026-11-24T08:00:00.000Z'); // 09:00 CET
    expect(w?.end.toISOString()).toBe('2026-11-27T16:00:00.000Z'); // 17:00 CET
    // Summer time: 09:00 CEST is 07:00 UTC.
    const summer = reservationWindow({
      startDate: '2027-06-01',
      endDate: '2027-06-01',
      pickupSlot: 1,
      returnSlot: 2,
    });
    expect(summer?.start.toISOString()).toBe('2027-06-01T08:00:00.000Z');
    expect(summer?.end.toISOString()).toBe('2027-06-01T14:00:00.000Z');
  });

  it("ends 24 and 31 December's slot 2 at 15:00 and knows no slot 3 then; custom times are moments", () => {
    const eve = reservationWindow({
      startDate: '2026-12-23',
      endDate: '2026-12-24',
      pickupSlot: 3,
      returnSlot: 2,
    });
    expect(eve?.end.toISOString()).toBe('2026-12-24T14:00:00.000Z');
    expect(
      reservationWindow({ startDate: '2026-12-23', endDate: '2026-12-31', pickupSlot: 0, returnSlot: 3 }),
    ).toBeNull();
    const custom = reservationWindow({
      startDate: '2026-11-24',
      endDate: '2026-11-24',
      pickupSlot: { custom: '09:30' },
      returnSlot: { custom: '16:45' },
    });
    expect([custom?.start.toISOString(), custom?.end.toISOString()]).toEqual([
      '2026-11-24T08:30:00.000Z',
      '2026-11-24T15:45:00.000Z',
    ]);
    expect(
      reservationWindow({ startDate: '2026-11-28', endDate: '2026-11-30', pickupSlot: 0, returnSlot: 0 }),
    ).toBeNull();
  });

  it('counts the most booked at one moment; touching bookings do not overlap', () => {
    const at = (h: number) => new Date(Date.UTC(2026, 10, 24, h));
    const window = { start: at(0), end: at(24) };
    const a = { start: at(8), end: at(12), count: 1 };
    const b = { start: at(12), end: at(16), count: 2 };
    const c = { start: at(10), end: at(13), count: 1 };
    expect(mostBooked([a, b], window)).toBe(2);
    expect(mostBooked([a, b, c], window)).toBe(3);
    expect(mostBooked([a, b, c], { start: at(13), end: at(14) })).toBe(2);
    expect(mostBooked([a], { start: at(12), end: at(14) })).toBe(0);
  });
});

function availability(target: Target) {
  let api: RunningApi | undefined;
  beforeAll(async () => {
    api = await target.start();
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });
  const running = () => {
    if (!api) throw new Error('api did not start');
    return api;
  };
  const base = () => running().url;
  const db = () => running().db;

  let copies = 0;
  /** A copy of the Sony FX6 with `units` of its own: its id and slug. */
  async function rental(units: number): Promise<{ id: number; slug: string }> {
    const suffix = `av${++copies}`;
    const id = await copyArticle(db(), 'sony-fx6', suffix);
    await db().update(articles).set({ units }).where(eq(articles.id, id));
    return { id, slug: `sony-fx6-${suffix}` };
  }
  const reserved = (articleId: number) =>
    countWhere(db(), reservations, eq(reservations.articleId, articleId));
  const allCounts = async () => ({
    ...(await orderRowCounts(db())),
    reservations: await countWhere(db(), reservations, undefined),
  });
  async function orderId(number: string): Promise<number> {
    const [row] = await db().select({ id: orders.id }).from(orders).where(eq(orders.number, number));
    if (!row) throw new Error(`no order ${number}`);
    return row.id;
  }
  /** A shopper with `count` of `slug` in the cart for `p`. */
  const shopperFor = async (slug: string, count: number, p: Period) =>
    (await Shopper.withCart(base(), [[slug, count]], p)).shopper;
  const cartLineId = async (shopper: Shopper) => {
    const line = (await shopper.cart()).body.lines[0];
    if (!line) throw new Error('empty cart');
    return line.id;
  };

  describe('placing orders against the units', { timeout: 60_000 }, () => {
    it('of 50 orders at once for the last unit in overlapping periods, exactly one is placed', async () => {
      const article = await rental(3);
      await (await shopperFor(article.slug, 2, WEEK)).place(checkout(), 'pay_now=true');
      // Fifty different periods, each of them covering Wednesday 25 November 13:00-16:00.
      const periods: Period[] = [];
      const pickups: [string, number][] = [0, 1, 2, 3].map((s) => ['2026-11-24', s] as [string, number]);
      pickups.push(['2026-11-25', 0], ['2026-11-25', 1], ['2026-11-25', 2]);
      const returns: [string, number][] = [
        ['2026-11-25', 2],
        ['2026-11-25', 3],
      ];
      for (const day of ['2026-11-26', '2026-11-27']) for (const s of [0, 1, 2, 3]) returns.push([day, s]);
      for (const [start, pickup] of pickups)
        for (const [end, back] of returns)
          if (start < end || back > pickup) periods.push(period(start, pickup, end, back));
      expect(periods.length).toBeGreaterThanOrEqual(50);
      const shoppers: Shopper[] = [];
      for (let i = 0; i < 50; i += 10) {
        shoppers.push(
          ...(await Promise.all(periods.slice(i, i + 10).map((p) => shopperFor(article.slug, 1, p)))),
        );
      }
      const before = await allCounts();

      const answers = await Promise.all(
        // Orders that hold: awaiting payment (a guest's quote holds nothing until it is confirmed).
        shoppers.map((s) => s.order<Errors>(checkout(), { query: 'pay_now=true' })),
      );

      expect(answers.map((a) => a.status).sort()).toEqual([201, ...Array(49).fill(400)]);
      for (const refused of answers.filter((a) => a.status === 400)) {
        const [field, messages] = Object.entries(refused.body).find(([k]) => k.startsWith('lines.')) ?? [];
        expect(field).toMatch(/^lines\.\d+$/);
        expect(messages).toEqual([AVAILABILITY_MESSAGES.line('Sony FX6 (proef)', 0, 3)]);
        expect(refused.body.non_field_errors).toEqual([AVAILABILITY_MESSAGES.order]);
      }
      const after = await allCounts();
      expect(after.orders).toBe(before.orders + 1);
      expect(after.reservations).toBe(before.reservations + 1);
      expect(await reserved(article.id)).toBe(2);
      // What the database holds never passes the units at any moment.
      const free = await new Client(base()).ok<AvailabilityAnswer>(
        `/shop/availability/?article__in=${article.id}&start_date=2026-11-25&end_date=2026-11-25`,
      );
      expect(free.articles).toEqual([{ id: article.id, units: 3, free: 0 }]);
    });

    it('places orders of one unit for periods apart and for periods that only touch', async () => {
      const article = await rental(1);
      // Tuesday 09:00 to Wednesday 13:00 (return slot 1 ends when slot 2 starts) ...
      await (await shopperFor(article.slug, 1, period('2026-11-24', 0, '2026-11-25', 1))).place(
        checkout(),
        'pay_now=true',
      );
      // ... Wednesday 13:00-17:00, starting as the first one ends ...
      await (await shopperFor(article.slug, 1, period('2026-11-25', 2, '2026-11-25', 3))).place(
        checkout(),
        'pay_now=true',
      );
      // ... and Thursday to Friday, apart from both.
      await (await shopperFor(article.slug, 1, period('2026-11-26', 0, '2026-11-27', 3))).place(
        checkout(),
        'pay_now=true',
      );
      expect(await reserved(article.id)).toBe(3);

      // Wednesday 10:00-13:00 overlaps the first: refused, nothing stored.
      const late = await shopperFor(article.slug, 1, period('2026-11-25', 1, '2026-11-25', 2));
      const before = await allCounts();
      const refused = await late.order<Errors>(checkout(), { query: 'pay_now=true' });
      expect(refused.status).toBe(400);
      expect(refused.body).toEqual({
        [`lines.${await cartLineId(late)}`]: [
          'Sony FX6 (proef): niet beschikbaar in deze periode; het is dan al verhuurd.',
        ],
        non_field_errors: [AVAILABILITY_MESSAGES.order],
      });
      expect(await allCounts()).toEqual(before);
      // Checking only (validate=true) says the same.
      const checked = await late.order<Errors>(checkout(), { query: 'validate=true', key: null });
      expect(checked.status).toBe(400);
      expect(checked.body).toEqual(refused.body);
    });

    it('says how many are left, and a cart line reserves nothing', async () => {
      const article = await rental(3);
      const waiting = await shopperFor(article.slug, 3, WEEK); // in a cart: no reservation
      await (await shopperFor(article.slug, 2, period('2026-11-25', 0, '2026-11-26', 3))).place(
        checkout(),
        'pay_now=true',
      );
      const refused = await waiting.order<Errors>(checkout());
      expect(refused.status).toBe(400);
      expect(refused.body[`lines.${await cartLineId(waiting)}`]).toEqual([
        'Sony FX6 (proef): niet beschikbaar in deze periode: nog 1 van 3 vrij.',
      ]);
      // One fits.
      await waiting.send('PATCH', `/shop/pcart-lines/${await cartLineId(waiting)}/`, { count: 1 });
      await waiting.place(checkout(), 'pay_now=true');
      expect(await reserved(article.id)).toBe(2);
    });

    it('lets a cancelled order free its units', async () => {
      const article = await rental(1);
      const first = await (await shopperFor(article.slug, 1, WEEK)).place(checkout(), 'pay_now=true');
      const second = await shopperFor(article.slug, 1, WEEK);
      expect((await second.order(checkout())).status).toBe(400);

      const id = await orderId(first.number);
      expect(await cancelOrder(db(), id, new Date())).toBe(true);
      expect(await cancelOrder(db(), id, new Date())).toBe(false);
      const [row] = await db().select({ status: orders.status }).from(orders).where(eq(orders.id, id));
      expect(row?.status).toBe('cancelled');
      expect(await reserved(article.id)).toBe(0);
      await second.place(checkout());
    });

    it("holds an unpaid order for its payment's life (PAYMENT_HOLD_MINUTES), then frees it even before the expiry job ran; paid, for good", async () => {
      const article = await rental(1);
      const unpaid = await (await shopperFor(article.slug, 1, WEEK)).place(checkout(), 'pay_now=true');
      const [held] = await db()
        .select({ expiresAt: reservations.expiresAt, createdAt: orders.createdAt })
        .from(reservations)
        .innerJoin(orders, eq(orders.id, reservations.orderId))
        .where(eq(reservations.articleId, article.id));
      expect(held?.expiresAt?.getTime()).toBe((held?.createdAt.getTime() ?? 0) + 60 * 60_000);
      const next = await shopperFor(article.slug, 1, WEEK);
      expect((await next.order(checkout(), { query: 'pay_now=true' })).status).toBe(400);

      // The hour has passed without news of the payment (its expiry moved back rather than the clock on).
      await db()
        .update(reservations)
        .set({ expiresAt: new Date(API_NOW.getTime() - 60_000) })
        .where(eq(reservations.orderId, await orderId(unpaid.number)));
      const second = await next.place(checkout(), 'pay_now=true');
      expect(second.status).toBe('awaiting_payment');
      // The job then deletes the expired rows.
      expect(await expireQuotes(db(), API_NOW)).toBeGreaterThanOrEqual(1);
      expect(await reserved(article.id)).toBe(1);
      const holds = async () =>
        (
          await db()
            .select({ expiresAt: reservations.expiresAt })
            .from(reservations)
            .where(eq(reservations.articleId, article.id))
        )[0]?.expiresAt;
      // Once paid it holds until the rental is over.
      const handle = second.payment?.handle ?? '';
      const paid = await next.request('POST', `/payments/test-provider/${handle}/`, {
        body: JSON.stringify({ outcome: 'paid' }),
        csrf: true,
      });
      expect(paid.status).toBe(200);
      expect(await holds()).toBeNull();
    });

    it('lets sale articles and carts without rentals order as before', async () => {
      const { shopper } = await Shopper.withCart(base(), [['sandisk-extreme-pro-sdxc-128-gb', 1]], null);
      const order = await shopper.place(checkout());
      expect(
        await countWhere(db(), reservations, eq(reservations.orderId, await orderId(order.number))),
      ).toBe(0);
    });
  });

  describe('GET /api/shop/availability/', () => {
    it('answers units and free per rental article for a period, in the order asked, never cached', async () => {
      const a = await rental(3);
      const b = await rental(2);
      await (await shopperFor(a.slug, 2, period('2026-11-24', 2, '2026-11-25', 1))).place(
        checkout(),
        'pay_now=true',
      );
      await (await shopperFor(a.slug, 1, period('2026-11-25', 2, '2026-11-26', 0))).place(
        checkout(),
        'pay_now=true',
      );
      const [sale] = await new Client(base()).ok<{ id: number }[]>(
        '/shop/articles/?no_page&slug__in=sandisk-extreme-pro-sdxc-128-gb',
      );
      const client = new Client(base());
      const ask = (q: string) => client.get<AvailabilityAnswer>(`/shop/availability/?${q}`);

      const week = await ask(
        `article__in=${b.id},${a.id},${sale?.id},999999&start_date=2026-11-24&end_date=2026-11-27`,
      );
      expect(week.status).toBe(200);
      expect(week.headers.get('cache-control')).toBe('no-store');
      await expectShape(base(), 'Availability', week.body);
      expect(week.body).toEqual({
        start: '2026-11-23T23:00:00.000Z',
        end: '2026-11-27T23:00:00.000Z',
        // The two orders touch at Wednesday 13:00: at most 2 at once.
        articles: [
          { id: b.id, units: 2, free: 2 },
          { id: a.id, units: 3, free: 1 },
        ],
      });
      // Slots narrow the window: Wednesday from 13:00 only the second order's one.
      const afternoon = await ask(
        `article__in=${a.id}&start_date=2026-11-25&pickup_slot=2&end_date=2026-11-25&return_slot=3`,
      );
      expect(afternoon.body.articles).toEqual([{ id: a.id, units: 3, free: 2 }]);
      const thursdayLate = await ask(
        `article__in=${a.id}&start_date=2026-11-26&pickup_slot=1&end_date=2026-11-27`,
      );
      expect(thursdayLate.body.articles).toEqual([{ id: a.id, units: 3, free: 3 }]);
    });

    it('answers per day, and per slot for a day partly booked', async () => {
      const a = await rental(2);
      await (await shopperFor(a.slug, 1, period('2026-11-24', 3, '2026-11-25', 0))).place(
        checkout(),
        'pay_now=true',
      );
      await (await shopperFor(a.slug, 2, period('2026-12-24', 0, '2026-12-24', 2))).place(
        checkout(),
        'pay_now=true',
      );
      const client = new Client(base());
      const answer = await client.get<AvailabilityDaysAnswer>(
        `/shop/availability/days/?article__in=${a.id}&from=2026-11-23&to=2026-12-31`,
      );
      expect(answer.status).toBe(200);
      expect(answer.headers.get('cache-control')).toBe('no-store');
      await expectShape(base(), 'AvailabilityDays', answer.body);
      const [article] = answer.body.articles;
      expect(article?.days).toHaveLength(39);
      const day = (date: string) => article?.days.find((d) => d.date === date);
      expect(day('2026-11-23')).toEqual({ date: '2026-11-23', free: 2, slots: null });
      expect(day('2026-11-24')).toEqual({
        date: '2026-11-24',
        free: 1,
        slots: [
          { slot: 0, from: '09:00', to: '10:00', free: 2 },
          { slot: 1, from: '10:00', to: '13:00', free: 2 },
          { slot: 2, from: '13:00', to: '16:00', free: 2 },
          { slot: 3, from: '16:00', to: '17:00', free: 1 },
        ],
      });
      expect(day('2026-11-25')?.slots?.map((s) => s.free)).toEqual([1, 2, 2, 2]);
      // Saturday: closed, no slots.
      expect(day('2026-11-28')).toEqual({ date: '2026-11-28', free: 2, slots: null });
      // 24 December: three slots, the last one until 15:00, all taken.
      expect(day('2026-12-24')).toEqual({ date: '2026-12-24', free: 0, slots: null });
      expect(day('2026-12-23')?.free).toBe(2);
    });

    it('refuses bad input with Dutch messages per parameter', async () => {
      const client = new Client(base());
      const ids = Array.from({ length: 49 }, (_, i) => i + 1).join(',');
      const cases: [string, Errors][] = [
        [
          'start_date=2026-11-24&end_date=2026-11-25',
          { article__in: ['Geef de huurartikelen als article__in, bijvoorbeeld article__in=12,13.'] },
        ],
        [
          'article__in=1,x&start_date=2026-11-24&end_date=2026-11-25',
          { article__in: ['Geef gehele getallen, gescheiden door komma\'s ("x" is dat niet).'] },
        ],
        [
          `article__in=${ids}&start_date=2026-11-24&end_date=2026-11-25`,
          { article__in: ['Vraag hoogstens 48 artikelen tegelijk op.'] },
        ],
        ['article__in=1', { start_date: ['Dit veld is verplicht.'], end_date: ['Dit veld is verplicht.'] }],
        [
          'article__in=1&start_date=2026-02-30&end_date=2026-11-25',
          { start_date: ['Ongeldige datum; gebruik het formaat JJJJ-MM-DD.'] },
        ],
        [
          'article__in=1&start_date=2026-11-25&end_date=2026-11-24',
          { end_date: ['De einddatum ligt vóór de begindatum.'] },
        ],
        [
          'article__in=1&start_date=2026-11-25&end_date=2027-11-26',
          { end_date: ['Vraag hoogstens 366 dagen tegelijk op.'] },
        ],
        [
          'article__in=1&start_date=2026-11-25&end_date=2026-11-26&pickup_slot=4',
          { pickup_slot: ['Kies tijdslot 0, 1, 2 of 3.'] },
        ],
        [
          'article__in=1&start_date=2026-11-25&end_date=2026-12-24&return_slot=3',
          { return_slot: ['Op 24 december zijn we tot 15:00 open; kies een eerder tijdslot.'] },
        ],
        [
          'article__in=1&start_date=2026-11-28&end_date=2026-11-30&pickup_slot=0',
          { pickup_slot: ['Op deze dag zijn we gesloten; er is geen tijdslot.'] },
        ],
        [
          'article__in=1&start_date=2026-11-25&end_date=2026-11-25&pickup_slot=2&return_slot=1',
          { return_slot: ['Het einde ligt niet na het begin; kies een later tijdslot of een latere dag.'] },
        ],
      ];
      for (const [query, errors] of cases) {
        const answer = await client.get<Errors>(`/shop/availability/?${query}`);
        expect([query, answer.status, answer.body]).toEqual([query, 400, errors]);
      }
      const days = await client.get<Errors>(
        '/shop/availability/days/?article__in=1&from=2026-11-01&to=2027-02-02',
      );
      expect([days.status, days.body]).toEqual([400, { to: ['Vraag hoogstens 93 dagen tegelijk op.'] }]);
      const none = await client.get<Errors>('/shop/availability/days/?article__in=1');
      expect(none.body).toEqual({ from: ['Dit veld is verplicht.'], to: ['Dit veld is verplicht.'] });
    });
  });
}

describe('availability on PGlite', () => availability(pgliteTarget));

if (!TEST_DATABASE_URL)
  console.log('availability suite: PostgreSQL run skipped (set TEST_DATABASE_URL to run it)');
describe.skipIf(!TEST_DATABASE_URL)('availability on PostgreSQL', () =>
  availability(postgresTarget(TEST_DATABASE_URL ?? '')),
);
