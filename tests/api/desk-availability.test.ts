import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, rentalUnits } from '../../api/db/schema.ts';
import { LOOKUP_MESSAGES } from '../../api/desk/availability-lookup.ts';
import type { PaymentAnswer } from '../../api/payments/payment-shapes.ts';
import type { AvailabilityAnswer } from '../../api/shop/availability.ts';
import type { RunningApi } from '../../api/start-api.ts';
import { addDays } from '../../domain/dates.ts';
import { type Desk, staffDesk } from './desk-fixtures.ts';
import {
  Client,
  movableClock,
  pgliteWith,
  postgresTarget,
  type Target,
  TEST_DATABASE_URL,
} from './harness.ts';
import { checkout, copyArticle, expectShape, Shopper } from './orders-fixtures.ts';

// The counter's availability lookup (api/desk/README.md "Availability at a glance"): for a
// period, per article the free count the public site answers (a property over random periods),
// the days with fewer free than asked, and the orders in the way with their customers; articles
// found by the shop's search or named; bad input a Dutch 400. On PGlite always, on PostgreSQL when
// TEST_DATABASE_URL is set; who may call it is desk-orders.test.ts's walk over every /desk/ path.

type Lookup = {
  count: number;
  articles: {
    id: number;
    name: string;
    units: number;
    free: number;
    short_days: { date: string; free: number }[];
    in_the_way: { order_number: string; customer: string; count: number; status: string }[];
  }[];
};

function lookup(target: Target, clock: ReturnType<typeof movableClock>) {
  let api: RunningApi | undefined;
  let desk: Desk;
  beforeAll(async () => {
    api = await target.start();
    desk = (await staffDesk(api.url, api.db, clock.clock)).desk;
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });
  const base = () => (api as RunningApi).url;
  const db = () => (api as RunningApi).db;

  /** A copy of the Sony FX30 with three units of its own. */
  async function rental(label: string) {
    const id = await copyArticle(db(), 'sony-fx30', `${label}${Date.now()}`);
    for (const n of [1, 2, 3])
      await db()
        .insert(rentalUnits)
        .values({ articleId: id, assetTag: `L${id}-${n}`, createdAt: new Date() });
    return id;
  }
  async function paid(slug: string, count: number, period: Record<string, unknown>, lastName: string) {
    const { shopper } = await Shopper.withCart(base(), [[slug, count]], period);
    const order = await shopper.place(
      checkout({ billing_address: { ...(checkout().billing_address as object), last_name: lastName } }),
      'pay_now=true',
    );
    await shopper.send('POST', `/payments/test-provider/${(order.payment as PaymentAnswer).handle}/`, {
      outcome: 'paid',
    });
    return order.number;
  }
  const slugOf = async (id: number) =>
    (await db().select({ slug: articles.slug }).from(articles).where(eq(articles.id, id)))[0]?.slug ?? '';
  const ask = (query: string) => desk.get<Lookup & Record<string, string[]>>(`/desk/availability/?${query}`);

  it('per article the shop’s free count, the short days and the orders in the way', async () => {
    const id = await rental('lookup');
    const slug = await slugOf(id);
    // Two of three out Tue–Wed, one more Wed–Thu: Wednesday has none free.
    const a = await paid(
      slug,
      2,
      { start_date: '2026-12-08', end_date: '2026-12-09', pickup_slot: 0, return_slot: 3 },
      'Eerste',
    );
    const b = await paid(
      slug,
      1,
      { start_date: '2026-12-09', end_date: '2026-12-10', pickup_slot: 0, return_slot: 3 },
      'Tweede',
    );
    const answer = await ask(`articles=${id}&start_date=2026-12-07&end_date=2026-12-11&count=2`);
    expect(answer.status, answer.text).toBe(200);
    await expectShape(base(), 'DeskAvailability', answer.body);
    const [row] = answer.body.articles;
    expect(row).toMatchObject({ id, units: 3, free: 0 });
    expect(row?.short_days).toEqual([
      { date: '2026-12-08', free: 1 },
      { date: '2026-12-09', free: 0 },
    ]);
    expect(row?.in_the_way.map((o) => [o.order_number, o.count, o.customer])).toEqual([
      [a, 2, 'Jan Eerste'],
      [b, 1, 'Jan Tweede'],
    ]);
    // A period after them: all free, nothing in the way.
    const later = await ask(`articles=${id}&start_date=2026-12-14&end_date=2026-12-15`);
    expect(later.body.articles[0]).toMatchObject({ free: 3, short_days: [], in_the_way: [] });
  });

  it('the planner shows only over-booked articles when asked (conflicts=true)', async () => {
    const busy = await rental('conflict');
    const calm = await rental('calm');
    const when = { start_date: '2026-12-15', end_date: '2026-12-16', pickup_slot: 0, return_slot: 3 };
    await paid(await slugOf(busy), 3, when, 'Vol');
    await paid(await slugOf(calm), 1, when, 'Rustig');
    const names = async (query: string) =>
      (
        await desk.get<{ results: { id: number; conflicts: unknown[] }[] }>(
          `/desk/planner/?from=2026-12-14&weeks=1&${query}`,
        )
      ).body.results
        .filter((a) => a.id === busy || a.id === calm)
        .map((a) => a.id);
    expect(await names('q=proef&conflicts=true')).toEqual([]);
    // A unit of the full one goes to repair: three reserved, two in service.
    const [unit] = await db().select().from(rentalUnits).where(eq(rentalUnits.articleId, busy)).limit(1);
    await db()
      .update(rentalUnits)
      .set({ status: 'in_repair' })
      .where(eq(rentalUnits.id, unit?.id ?? 0));
    expect(await names('q=proef&conflicts=true')).toEqual([busy]);
    expect((await names('q=proef')).sort()).toEqual([busy, calm].sort());
    expect(
      (await desk.get<Record<string, string[]>>('/desk/planner/?conflicts=misschien')).body.conflicts,
    ).toEqual(['Geef conflicts=true (alleen artikelen die overboekt zijn) of laat het weg.']);
  });

  it('answers the free count the public site answers, for any period (property)', async () => {
    const id = await rental('property');
    const slug = await slugOf(id);
    let seed = 47;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    // Orders on working days only (the shop is closed at the weekend): Monday 4 January 2027 on.
    for (let i = 0; i < 6; i++) {
      const day = random(4);
      const start = addDays('2027-01-04', 7 * random(3) + day);
      await paid(
        slug,
        1,
        {
          start_date: start,
          end_date: addDays(start, random(5 - day)),
          pickup_slot: random(2),
          return_slot: 3,
        },
        `P${i}`,
      );
    }
    let compared = 0;
    for (let i = 0; i < 25; i++) {
      const day = random(5);
      const start = addDays('2027-01-04', 7 * random(4) + day);
      const period = `start_date=${start}&end_date=${addDays(start, random(5 - day))}&pickup_slot=${random(3)}&return_slot=${1 + random(3)}`;
      const shop = await new Client(base()).get<AvailabilityAnswer>(
        `/shop/availability/?article__in=${id}&${period}`,
      );
      const desk = await ask(`articles=${id}&${period}`);
      if (shop.status !== 200) {
        expect(desk.status, period).toBe(400);
        continue;
      }
      expect(desk.body.articles[0]?.free, period).toBe(shop.body.articles[0]?.free);
      compared += 1;
    }
    expect(compared).toBeGreaterThanOrEqual(20);
  });

  it('finds articles as the shop’s search does', async () => {
    const answer = await ask('q=fx30&start_date=2026-12-07&end_date=2026-12-08');
    expect(answer.status, answer.text).toBe(200);
    expect(answer.body.articles.map((a) => a.name)).toContain('Sony FX30');
  });

  it('refuses bad input in Dutch', async () => {
    const period = 'start_date=2026-12-07&end_date=2026-12-08';
    for (const [query, field, message] of [
      [period, 'q', LOOKUP_MESSAGES.what],
      [`q=${'x'.repeat(101)}&${period}`, 'q', LOOKUP_MESSAGES.q],
      [
        `articles=${Array.from({ length: 21 }, (_, i) => i + 1).join(',')}&${period}`,
        'articles',
        LOOKUP_MESSAGES.articles,
      ],
      [`articles=1,x&${period}`, 'articles', LOOKUP_MESSAGES.articles],
      [`articles=1&${period}&count=0`, 'count', LOOKUP_MESSAGES.count],
      ['articles=1&start_date=2026-12-07&end_date=2027-04-07', 'end_date', LOOKUP_MESSAGES.tooLong],
    ] as const) {
      const answer = await ask(query);
      expect(answer.status, query).toBe(400);
      expect(answer.body[field], query).toEqual([message]);
    }
    expect((await ask('articles=1&start_date=2026-12-08&end_date=2026-12-07')).status).toBe(400);
  });
}

describe('the desk’s availability lookup on PGlite', { timeout: 240_000 }, () => {
  const clock = movableClock();
  lookup(pgliteWith({ demoAccounts: true, clock: clock.clock }), clock);
});

describe.runIf(TEST_DATABASE_URL)(
  'the desk’s availability lookup on PostgreSQL',
  { timeout: 240_000 },
  () => {
    const clock = movableClock();
    lookup(postgresTarget(TEST_DATABASE_URL ?? '', { clock: clock.clock }), clock);
  },
);
