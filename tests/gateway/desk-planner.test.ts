import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createStaff } from '../api/desk-fixtures.ts';
import { API_OPTIONS, DEMO, SECRET_KEY, signedIn } from './account-browser.ts';
import {
  ADD,
  type Browser,
  browser,
  form,
  newKey,
  PERIOD,
  PLACE,
  type Stack,
  seedArticles,
  visitor,
} from './checkout-browser.ts';
import { atDesk } from './desk-browser.ts';
import { startStack } from './stack.ts';
import { webOperation } from './web-operations.ts';

// The planner's GraphQL side (schema/desk.graphql "Planner", gateway/desk/): the web's own
// operation against the real api. One query of a planner view is one REST call, however many
// articles, units and reservations the page has; bad arguments are BAD_USER_INPUT in Dutch
// without a call; a visitor gets the api's refusal.

const PLANNER = webOperation('DeskPlanner');

type Reservation = {
  orderNumber: string;
  customer: string;
  state: string;
  quote: boolean;
  count: number;
  startsAt: string;
};
type Article = {
  id: string;
  name: string;
  unitsInService: number;
  units: { assetTag: string; status: string }[];
  reservations: Reservation[];
  pickups: { orderNumber: string; at: string; done: boolean }[];
  returns: { orderNumber: string; at: string; done: boolean }[];
  conflicts: { date: string; wanted: number; units: number }[];
};
type Planner = {
  from: string;
  to: string;
  weeks: number;
  totalCount: number;
  page: number;
  pageSize: number;
  pageCount: number;
  articles: Article[];
};

let stack: Stack;
let desk: Browser;
let rental: string;
let rentalName: string;

beforeAll(async () => {
  stack = await startStack({ cache: {} }, API_OPTIONS);
  const staff = await createStaff(stack.db, { secretKey: SECRET_KEY });
  desk = await atDesk(stack, staff);
  const { RENTAL } = await seedArticles(stack);
  rental = RENTAL[0] as string;
  const { rows } = (await stack.db.execute(sql`select name from articles where id = ${Number(rental)}`)) as {
    rows: { name: string }[];
  };
  rentalName = rows[0]?.name ?? '';
  expect(rentalName).not.toBe('');
});
afterAll(() => stack?.close());

/** A guest's order of the test's rental article, 8 to 10 December: a quote, or paid. */
async function placed(
  payNow: boolean,
  customer: Record<string, unknown> = { company: false },
): Promise<string> {
  const b = await visitor(stack);
  await b.ask(PERIOD, {
    period: { pickupDate: '2026-12-08', pickupSlot: 0, returnDate: '2026-12-10', returnSlot: 3 },
  });
  await b.ask(ADD, { articleId: rental, count: 1 });
  const { data } = await b.ask<{ order: { number: string; payment: { handle: string } | null } | null }>(
    PLACE,
    { input: form({ email: `planner-${Date.now()}@example.nl`, customer }), payNow, key: newKey() },
  );
  const order = data.order;
  if (!order) throw new Error('not placed');
  if (order.payment) {
    await desk.ask(
      'mutation($h: String!) { completeTestPayment(handle: $h, outcome: PAID) { payment { status } } }',
      { h: order.payment.handle },
    );
  }
  return order.number;
}

describe('the planner', () => {
  it('answers a page of articles over whole weeks in one REST call, never kept', async () => {
    const paid = await placed(true);
    const business = await placed(true, { company: true, companyName: 'Beeldhuis B.V.' });
    const q = rentalName;
    for (let round = 0; round < 2; round++) {
      const { data, calls } = await desk.ask<Planner>(PLANNER, {
        from: '2026-12-09',
        weeks: 2,
        q,
        page: 1,
        pageSize: 10,
      });
      expect(calls).toBe(1);
      expect(data).toMatchObject({ from: '2026-12-07', to: '2026-12-20', weeks: 2, page: 1, pageSize: 10 });
      const article = data.articles.find((a) => a.id === rental);
      expect(article?.name).toBe(rentalName);
      const reservation = article?.reservations.find((r) => r.orderNumber === paid);
      // Who holds it, as the bar's name and tooltip say: the billing name, and the company.
      expect(reservation).toMatchObject({ state: 'KEPT', quote: false, count: 1, customer: 'Anna de Vries' });
      expect(article?.reservations.find((r) => r.orderNumber === business)?.customer).toBe(
        'Anna de Vries (Beeldhuis B.V.)',
      );
      expect(article?.pickups.map((p) => p.orderNumber)).toContain(paid);
      expect(article?.returns.map((p) => p.orderNumber)).toContain(paid);
      expect(article?.units.length).toBeGreaterThan(0);
      expect(article?.units[0]?.status).toBe('IN_SERVICE');
    }
  });

  it('stays one call for a full page of 50 articles of 12 weeks', async () => {
    const { data, calls } = await desk.ask<Planner>(PLANNER, { weeks: 12, pageSize: 50 });
    expect(calls).toBe(1);
    expect(data.from).toBe('2026-11-23');
    expect(data.articles.length).toBe(Math.min(50, data.totalCount));
    expect(data.pageCount).toBe(Math.ceil(data.totalCount / 50));
    // The seed's own units: every article has its rows, all from the same answer.
    expect(data.articles.every((a) => Array.isArray(a.units) && Array.isArray(a.conflicts))).toBe(true);
    // Only these articles (by id): one call too.
    const only = await desk.ask<{ articles: { id: string }[] }>(
      'query($ids: [ID!]) { deskPlanner(articleIds: $ids) { articles { id units { assetTag } } } }',
      { ids: [rental, rental] },
    );
    expect(only.calls).toBe(1);
    expect(only.data.articles.map((a) => a.id)).toEqual([rental]);
  });

  it('names the over-booked days: more reserved than units in service', async () => {
    const quote = await placed(false);
    const paid = await placed(true);
    // A shortcut for stock nobody hands out (api/desk/README.md "Units"): one unit in service.
    await stack.db.execute(sql`update articles set units = 1 where id = ${Number(rental)}`);
    try {
      const { data } = await desk.ask<Planner>(PLANNER, { from: '2026-12-07', weeks: 1, q: rentalName });
      const article = data.articles.find((a) => a.id === rental);
      expect(article?.unitsInService).toBe(1);
      expect(article?.reservations.map((r) => r.orderNumber)).toContain(paid);
      // The unconfirmed quote holds nothing, so it is not in the planner.
      expect(article?.reservations.map((r) => r.orderNumber)).not.toContain(quote);
      const days = article?.conflicts.map((c) => c.date);
      expect(days).toEqual(['2026-12-08', '2026-12-09', '2026-12-10']);
      expect(article?.conflicts[0]?.units).toBe(1);
      expect(article?.conflicts[0]?.wanted).toBeGreaterThan(1);
    } finally {
      await stack.db.execute(sql`update articles set units = 100000 where id = ${Number(rental)}`);
    }
  });

  it('refuses arguments out of bounds in Dutch, without a call', async () => {
    const cases: [Record<string, unknown>, string][] = [
      [{ weeks: 13 }, '`weeks` ligt tussen 1 en 12.'],
      [{ weeks: 0 }, '`weeks` ligt tussen 1 en 12.'],
      [{ pageSize: 51 }, '`pageSize` ligt tussen 1 en 50.'],
      [{ page: 0 }, '`page` is een geheel getal vanaf 1.'],
      [{ from: '1999-12-31' }, '`from` ligt tussen 2000 en 2100.'],
      [{ from: '2026-13-01' }, 'Een datum heeft de vorm JJJJ-MM-DD.'],
      [{ q: 'x'.repeat(101) }, '`q` is hoogstens 100 tekens.'],
    ];
    for (const [variables, message] of cases) {
      const before = stack.seen.length;
      const { body } = await desk.send(PLANNER, variables);
      expect(body.errors?.[0], JSON.stringify(variables)).toMatchObject({
        message: expect.stringContaining(message),
        extensions: { code: 'BAD_USER_INPUT' },
      });
      expect(stack.seen.slice(before).some((url) => url.includes('/desk/planner/'))).toBe(false);
    }
    const ids = Array.from({ length: 51 }, (_, i) => String(i + 1));
    for (const [articleIds, message] of [
      [['abc'], '`articleIds` bevat een id dat geen artikel is.'],
      [['99999999999'], '`articleIds` bevat een id dat geen artikel is.'],
      [ids, '`articleIds` bevat hoogstens 50 artikelen.'],
    ] as const) {
      const { body } = await desk.send(
        'query($ids: [ID!]) { deskPlanner(articleIds: $ids) { totalCount } }',
        { ids: articleIds },
      );
      expect(body.errors?.[0]).toMatchObject({ message, extensions: { code: 'BAD_USER_INPUT' } });
    }
    // A search with characters of its own is a search, not an error.
    const odd = await desk.ask<Planner>(PLANNER, { q: '100% _x' });
    expect(odd.data.totalCount).toBe(0);
  });

  it('a visitor and a customer get the api’s refusal in Dutch', async () => {
    const customer = await signedIn(stack, DEMO);
    for (const [b, message, code] of [
      [browser(stack), 'Log in bij de balie om verder te gaan.', 'UNAUTHENTICATED'],
      [customer, 'Je hebt geen toegang tot de balie.', 'FORBIDDEN'],
    ] as const) {
      const { body } = await b.send(PLANNER, {});
      expect(body.errors?.[0]).toMatchObject({ message, extensions: { code } });
    }
  });
});
