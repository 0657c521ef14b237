import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkout, Shopper } from '../api/orders-fixtures.ts';
import { startStack } from './stack.ts';

// Rental availability through GraphQL (gateway/shop/availability.ts): the standings and their
// Dutch labels, one upstream call for a whole list or cart, never one period's answer for another,
// the calendar's days and slots, and Dutch refusals of bad input. The counting itself is the api's
// (tests/api/availability.test.ts).

let stack: Awaited<ReturnType<typeof startStack>>;
/** Three units; an order holds 2 from Tue 24 Nov 13:00 to Thu 26 Nov 13:00. */
let camera: { id: string; slug: string };
/** Roomy: nothing booked. */
let other: { id: string; slug: string };
let sale: { id: string };

const WEEK = { pickupDate: '2026-11-24', pickupSlot: 0, returnDate: '2026-11-27', returnSlot: 3 };
const LATER = { pickupDate: '2026-12-01', pickupSlot: 0, returnDate: '2026-12-02', returnSlot: 3 };

const availabilityCalls = () => stack.seen.filter((url) => url.startsWith('/api/shop/availability/')).length;

type Standing = { articleId: string; state: string; label: string; free: number; units: number };

beforeAll(async () => {
  stack = await startStack();
  const { body } = await stack.query<{
    rental: { articles: { id: string; slug: string }[] };
    sales: { articles: { id: string }[] };
  }>(`{
    rental: articles(type: RENTAL, first: 12) { articles { id slug } }
    sales: articles(type: SALE, first: 1) { articles { id } }
  }`);
  const [first, second] = body.data?.rental.articles ?? [];
  if (!first || !second || !body.data?.sales.articles[0]) throw new Error('the seed has too few articles');
  camera = first;
  other = second;
  sale = body.data.sales.articles[0];
  await stack.db.execute(sql`update articles set units = 3 where id = ${Number(camera.id)}`);
  const { shopper } = await Shopper.withCart(stack.apiUrl, [[camera.slug, 2]], {
    start_date: '2026-11-24',
    pickup_slot: 2,
    end_date: '2026-11-26',
    return_slot: 1,
  });
  const placed = await shopper.order(checkout(), { query: 'pay_now=true' });
  expect(placed.status).toBe(201);
});
afterAll(async () => {
  await stack?.close();
});

describe('rentalAvailability', () => {
  it('states each rental article in Dutch, leaves other articles out, in one upstream call', async () => {
    const before = availabilityCalls();
    const { body } = await stack.query<{ rentalAvailability: Standing[] }>(
      `query($ids: [ID!]!, $p: AvailabilityPeriodInput!) {
        rentalAvailability(articleIds: $ids, period: $p) { articleId state label free units }
      }`,
      { ids: [camera.id, other.id, sale.id], p: WEEK },
    );
    expect(body.errors).toBeUndefined();
    expect(body.data?.rentalAvailability).toEqual([
      { articleId: camera.id, state: 'LIMITED', label: 'Nog 1 van 3 beschikbaar', free: 1, units: 3 },
      expect.objectContaining({
        articleId: other.id,
        state: 'AVAILABLE',
        label: 'Beschikbaar in jouw periode',
      }),
    ]);
    expect(availabilityCalls() - before).toBe(1);
  });

  it('refuses bad input in Dutch without asking the api', async () => {
    const ask = (ids: string[], p: Record<string, unknown>) =>
      stack.query(
        `query($ids: [ID!]!, $p: AvailabilityPeriodInput!) { rentalAvailability(articleIds: $ids, period: $p) { state } }`,
        { ids, p },
      );
    const before = availabilityCalls();
    const many = await ask(
      Array.from({ length: 49 }, (_, i) => String(i + 1)),
      WEEK,
    );
    expect(many.body.errors?.[0]?.message).toBe('Vraag hoogstens 48 artikelen tegelijk op.');
    const odd = await ask(['12; drop table'], WEEK);
    expect(odd.body.errors?.[0]?.message).toBe('Dit artikel bestaat niet.');
    const slot = await ask([camera.id], { ...WEEK, pickupSlot: 7 });
    expect(slot.body.errors?.[0]?.message).toBe('Kies een tijdslot van 0 tot en met 3.');
    expect(availabilityCalls() - before).toBe(0);
    // The api's own refusal reaches the explorer with its Dutch message, never a 5xx.
    const backwards = await ask([camera.id], { ...WEEK, returnDate: '2026-11-20' });
    expect(backwards.response.status).toBeLessThan(500);
    expect(backwards.body.errors?.[0]).toMatchObject({
      message: 'De einddatum ligt vóór de begindatum.',
      extensions: { code: 'BAD_USER_INPUT' },
    });
  });
});

describe('Article.availability', () => {
  it('answers a whole list with one call per period, never one period for another, uncached', async () => {
    const query = `query($a: AvailabilityPeriodInput!, $b: AvailabilityPeriodInput!) {
      articles(type: RENTAL, first: 12) {
        articles { id inWeek: availability(period: $a) { state label } later: availability(period: $b) { state } }
      }
      sales: articles(type: SALE, first: 2) { articles { availability(period: $a) { state } } }
    }`;
    const before = availabilityCalls();
    const { body, response } = await stack.query<{
      articles: {
        articles: { id: string; inWeek: { state: string; label: string }; later: { state: string } }[];
      };
      sales: { articles: { availability: null }[] };
    }>(query, { a: WEEK, b: LATER });
    expect(body.errors).toBeUndefined();
    expect(availabilityCalls() - before).toBe(2);
    const row = body.data?.articles.articles.find((a) => a.id === camera.id);
    expect(row?.inWeek).toEqual({ state: 'LIMITED', label: 'Nog 1 van 3 beschikbaar' });
    expect(row?.later).toEqual({ state: 'AVAILABLE' });
    expect(body.data?.sales.articles.every((a) => a.availability === null)).toBe(true);
    expect(response.headers.get('cache-control') ?? '').not.toMatch(/public|max-age=[1-9]/);

    // Asked again, the api is asked again: an answer is never kept for a later request.
    await stack.query(query, { a: WEEK, b: LATER });
    expect(availabilityCalls() - before).toBe(4);
  });

  it('says when fewer are free than wanted', async () => {
    const { body } = await stack.query<{ article: { availability: { state: string; label: string } } }>(
      `query($slug: String!, $p: AvailabilityPeriodInput!) { article(slug: $slug) { availability(period: $p, count: 2) { state label } } }`,
      { slug: camera.slug, p: WEEK },
    );
    expect(body.data?.article.availability).toEqual({
      state: 'UNAVAILABLE',
      label: 'Nog 1 van 3 beschikbaar',
    });
  });
});

describe('rentalCalendar with articles', () => {
  type Day = {
    date: string;
    availability: {
      state: string;
      label: string | null;
      slots: { slot: number; state: string; label: string }[];
      articles: { articleId: string; state: string }[];
    } | null;
  };
  const calendar = async (articles: unknown) => {
    const { body } = await stack.query<{ rentalCalendar: { days: Day[] } }>(
      `query($articles: [WantedArticleInput!]) {
        rentalCalendar(from: "2026-11-24", to: "2026-11-27", articles: $articles) {
          days { date availability { state label slots { slot state label } articles { articleId state } } }
        }
      }`,
      { articles },
    );
    return body;
  };

  it('marks the days and the slots of a partly booked day for the count wanted', async () => {
    const body = await calendar([{ articleId: camera.id, count: 2 }]);
    expect(body.errors).toBeUndefined();
    const days = new Map(body.data?.rentalCalendar.days.map((d) => [d.date, d.availability]));
    // Tue: booked from 13:00: the morning slots are free, the afternoon's hold only 1 of 3.
    expect(days.get('2026-11-24')).toMatchObject({
      state: 'PARTLY',
      label: 'Deels beschikbaar',
      slots: [
        { slot: 0, state: 'AVAILABLE' },
        { slot: 1, state: 'AVAILABLE' },
        { slot: 2, state: 'UNAVAILABLE', label: 'Nog 1 van 3 beschikbaar' },
        { slot: 3, state: 'UNAVAILABLE', label: 'Nog 1 van 3 beschikbaar' },
      ],
    });
    expect(days.get('2026-11-25')).toEqual({
      state: 'UNAVAILABLE',
      label: 'Nog 1 van 3 beschikbaar',
      slots: [],
      articles: [{ articleId: camera.id, state: 'UNAVAILABLE' }],
    });
    expect(days.get('2026-11-26')?.state).toBe('PARTLY');
    expect(days.get('2026-11-27')).toEqual({ state: 'AVAILABLE', label: null, slots: [], articles: [] });
  });

  it('for one unit wanted, a day with one left is limited; without articles, no availability', async () => {
    const body = await calendar([{ articleId: camera.id }, { articleId: other.id }]);
    const wed = body.data?.rentalCalendar.days.find((d) => d.date === '2026-11-25');
    expect(wed?.availability).toMatchObject({ state: 'LIMITED', label: 'Nog 1 van 3 beschikbaar' });
    const none = await calendar(null);
    expect(none.data?.rentalCalendar.days.every((d) => d.availability === null)).toBe(true);
  });

  it('refuses a bad count in Dutch', async () => {
    const body = await calendar([{ articleId: camera.id, count: 0 }]);
    expect(body.errors?.[0]?.message).toBe('Vraag 1 tot 99 stuks.');
  });
});

describe('CartLine.availability', () => {
  it("marks the cart's rental lines for its period, all lines in one call", async () => {
    // A cart over the booked days: 2 cameras (1 free) and 1 of a roomy article.
    const { shopper } = await Shopper.withCart(
      stack.apiUrl,
      [
        [camera.slug, 2],
        [other.slug, 1],
      ],
      { start_date: '2026-11-24', pickup_slot: 0, end_date: '2026-11-27', return_slot: 3 },
    );
    const cookie = [...shopper.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const before = availabilityCalls();
    const { body } = await stack.query<{
      cart: { rentalLines: { article: { id: string }; availability: { state: string; label: string } }[] };
    }>('{ cart { rentalLines { article { id } availability { state label } } } }', {}, { cookie });
    expect(body.errors).toBeUndefined();
    expect(body.data?.cart.rentalLines).toEqual([
      {
        article: { id: camera.id },
        availability: { state: 'UNAVAILABLE', label: 'Nog 1 van 3 beschikbaar' },
      },
      {
        article: { id: other.id },
        availability: { state: 'AVAILABLE', label: 'Beschikbaar in jouw periode' },
      },
    ]);
    expect(availabilityCalls() - before).toBe(1);
  });

  it('is null while the cart has no dates', async () => {
    const { shopper } = await Shopper.withCart(stack.apiUrl, [[camera.slug, 1]], null);
    const cookie = [...shopper.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    const { body } = await stack.query<{ cart: { rentalLines: { availability: null }[] } }>(
      '{ cart { rentalLines { availability { state } } } }',
      {},
      { cookie },
    );
    expect(body.data?.cart.rentalLines).toEqual([{ availability: null }]);
  });
});

describe('when the availability call fails', () => {
  it('still answers the cart, its lines without availability', async () => {
    const { shopper } = await Shopper.withCart(stack.apiUrl, [[camera.slug, 1]], {
      start_date: '2026-11-24',
      pickup_slot: 0,
      end_date: '2026-11-27',
      return_slot: 3,
    });
    const cookie = [...shopper.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    stack.fail('/shop/availability/');
    try {
      const { body } = await stack.query<{
        cart: { itemCount: number; rentalLines: { availability: null }[] };
      }>('{ cart { itemCount rentalLines { availability { state } } } }', {}, { cookie });
      expect(body.errors).toBeUndefined();
      expect(body.data?.cart).toEqual({ itemCount: 1, rentalLines: [{ availability: null }] });
    } finally {
      stack.heal();
    }
  });
});
