import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customers, deskAudit, orders } from '../../api/db/schema.ts';
import { CUSTOMER_MESSAGES } from '../../api/desk/customer-changes.ts';
import type { RunningApi } from '../../api/start-api.ts';
import { type Desk, staffDesk } from './desk-fixtures.ts';
import {
  movableClock,
  type Paged,
  pgliteWith,
  postgresTarget,
  roomyStock,
  type Target,
  TEST_DATABASE_URL,
} from './harness.ts';
import { ADDRESS, checkout, expectShape, newEmail, placedOrder } from './orders-fixtures.ts';

// Customer records at the desk (api/desk/README.md "Customers"): a record for every guest address
// that ordered (made by the database as the order is placed), found by any spelling of a phone
// number, a street or a company; walk-in customers added; changes under a version and audited;
// duplicates merged with their orders; bad input refused in Dutch with nothing stored; twenty
// staff adding one address at once make one record. On PGlite always, on PostgreSQL when
// TEST_DATABASE_URL is set. Who may call these: desk-orders.test.ts's walk over every /desk/ path.

type Item = {
  id: number;
  version: number;
  name: string;
  email: string | null;
  phone: string;
  order_count: number;
};
type Customer = Item & {
  company_name: string;
  is_business: boolean;
  hold_limit: string | null;
  discount_percent: number;
  notes: string;
  merged_into: number | null;
  orders: { number: string }[];
  phones: string[];
  addresses: { street: string }[];
  history: { action: string; before: Record<string, unknown>; after: Record<string, unknown> }[];
};
type Errors = Record<string, string[]>;

function deskCustomers(target: Target, clock: ReturnType<typeof movableClock>) {
  let api: RunningApi | undefined;
  let desk: Desk;
  beforeAll(async () => {
    api = await target.start();
    await roomyStock(api.db);
    desk = (await staffDesk(api.url, api.db, clock.clock)).desk;
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });
  const base = () => (api as RunningApi).url;
  const db = () => (api as RunningApi).db;
  const search = async (q: string) => {
    const answer = await desk.get<Paged<Item>>(`/desk/customers/?q=${encodeURIComponent(q)}`);
    expect(answer.status, answer.text).toBe(200);
    return answer.body.results;
  };
  const record = async (id: number) => {
    const answer = await desk.get<Customer>(`/desk/customers/${id}/`);
    expect(answer.status, answer.text).toBe(200);
    return answer.body;
  };
  const count = async () => (await db().select({ id: customers.id }).from(customers)).length;
  const street = () => `Prinsengracht${Date.now() % 100000}`;

  it('a guest who orders gets a record; a second order of the same address (any case) joins it', async () => {
    const email = newEmail('gast');
    const phone = `06 ${String(Date.now()).slice(-8)}`;
    const first = await placedOrder(base(), 'pay_now=true', checkout({ email, phone }));
    const second = await placedOrder(base(), 'pay_now=true', checkout({ email: email.toUpperCase(), phone }));
    const found = await search(email);
    expect(found).toHaveLength(1);
    const page = await record(found[0]?.id ?? 0);
    expect(page.orders.map((o) => o.number).sort()).toEqual([first.order.number, second.order.number].sort());
    expect(page).toMatchObject({ email, name: 'Jan de Vries', phone, order_count: 2, merged_into: null });
    await expectShape(base(), 'DeskCustomer', page);
  });

  it('finds a phone customer by a differently spelled number, and by street or company', async () => {
    const digits = String(Date.now()).slice(-8);
    const where = street();
    const placed = await placedOrder(
      base(),
      'pay_now=true',
      checkout({
        phone: `06-${digits}`,
        billing_address: { ...ADDRESS, street: where },
        sam_entity: { kind: 'company', company_name: `Beeldbank ${digits}`, kvk_number: '12345678' },
      }),
    );
    const spellings = [
      `+31 6 ${digits.slice(0, 4)} ${digits.slice(4)}`,
      `0031${6}${digits}`,
      `06 ${digits}`,
      digits.slice(2),
    ];
    for (const spelling of spellings)
      expect(
        (await search(spelling)).map((c) => c.phone),
        spelling,
      ).toEqual([`06-${digits}`]);
    expect(await search(`${where} 12`)).toHaveLength(1);
    expect(await search(`beeldbank ${digits}`)).toHaveLength(1);
    // The desk's orders are found the same ways.
    for (const q of [spellings[0] ?? '', `${where} 12`]) {
      const found = await desk.get<Paged<{ number: string }>>(`/desk/orders/?q=${encodeURIComponent(q)}`);
      expect(
        found.body.results.map((o) => o.number),
        q,
      ).toEqual([placed.order.number]);
    }
    // % is a character, not "anything".
    expect(await search('%')).toHaveLength(0);
  });

  it('adds a walk-in customer, audited; bad input is a Dutch 400 with nothing stored', async () => {
    const before = await count();
    const bad = await desk.post<Errors>('/desk/customers/', { notes: 'x'.repeat(4001), hold_limit: '500' });
    expect(bad.status).toBe(400);
    expect(bad.body.first_name).toEqual([CUSTOMER_MESSAGES.name]);
    expect(bad.body.email).toEqual([CUSTOMER_MESSAGES.contact]);
    expect(bad.body.hold_limit).toEqual([CUSTOMER_MESSAGES.holdLimitPrivate]);
    expect(bad.body.notes?.[0]).toContain('4000');
    for (const body of [
      { first_name: 'A', phone: 'bel me' },
      { first_name: 'A', phone: '0612345678', email: 'geen-adres' },
      { first_name: 'A', phone: '0612345678', is_business: true, hold_limit: '-5' },
      { first_name: 'A', phone: '0612345678', discount_percent: 101 },
      { first_name: 'A', phone: '0612345678', address: { street: 'Dam' } },
      { first_name: '\u0000', phone: '0612345678' },
    ]) {
      const answer = await desk.post<Errors>('/desk/customers/', body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
    }
    expect(await count()).toBe(before);

    const phone = `06 ${String(Date.now()).slice(-8)}`;
    const added = await desk.post<Customer>('/desk/customers/', {
      first_name: 'Wim',
      last_name: 'Binnenloper',
      phone,
      is_business: true,
      hold_limit: '15.000,00',
      discount_percent: 10,
    });
    expect(added.status, added.text).toBe(201);
    expect(added.body).toMatchObject({
      name: 'Wim Binnenloper',
      email: null,
      hold_limit: '15000.00',
      discount_percent: 10,
    });
    expect(added.body.history.map((h) => h.action)).toEqual(['customer_add']);
    expect(added.body.history[0]?.after).toEqual({
      first_name: 'Wim',
      last_name: 'Binnenloper',
      phone,
      is_business: true,
      hold_limit_cents: 1_500_000,
      discount_percent: 10,
    });
    expect((await search(phone.replace(/ /g, ''))).map((c) => c.id)).toEqual([added.body.id]);
    // An address a record has already: find that record instead.
    const email = newEmail('dubbel');
    await placedOrder(base(), 'pay_now=true', checkout({ email }));
    const taken = await desk.post<Errors>('/desk/customers/', {
      first_name: 'X',
      email: email.toUpperCase(),
    });
    expect(taken.status).toBe(400);
    expect(taken.body.email).toEqual([CUSTOMER_MESSAGES.emailTaken(email)]);
  });

  it('changes a record under its version: the change audited, a stale version a 409', async () => {
    const added = (await desk.post<Customer>('/desk/customers/', { first_name: 'Vera', phone: '0201234567' }))
      .body;
    const body = {
      first_name: 'Vera',
      last_name: 'Verhuur',
      phone: '0201234567',
      is_business: true,
      hold_limit: '30000',
    };
    const changed = await desk.post<Customer>(`/desk/customers/${added.id}/`, {
      ...body,
      version: added.version,
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body).toMatchObject({
      version: added.version + 1,
      hold_limit: '30000.00',
      is_business: true,
    });
    const entry = changed.body.history[0];
    expect(entry?.action).toBe('customer_change');
    expect(entry?.before).toEqual({ version: 1, last_name: '', is_business: false, hold_limit_cents: null });
    expect(entry?.after).toEqual({
      version: 2,
      last_name: 'Verhuur',
      is_business: true,
      hold_limit_cents: 3_000_000,
    });
    const stale = await desk.post<{ detail: string }>(`/desk/customers/${added.id}/`, {
      ...body,
      notes: 'x',
      version: added.version,
    });
    expect(stale.status).toBe(409);
    expect(stale.body.detail).toBe(CUSTOMER_MESSAGES.conflict(added.version + 1, added.version));
    expect((await record(added.id)).notes).toBe('');
    expect((await desk.post(`/desk/customers/999999999/`, { ...body, version: 1 })).status).toBe(404);
  });

  it('merges a duplicate: its orders move, later orders of its address follow, it leaves the list', async () => {
    const email = newEmail('dubbel');
    const placed = await placedOrder(base(), 'pay_now=true', checkout({ email }));
    const [duplicate] = await search(email);
    const kept = (
      await desk.post<Customer>('/desk/customers/', {
        first_name: 'Echte',
        last_name: 'Klant',
        phone: '0612340000',
      })
    ).body;
    const merged = await desk.post<Customer>(`/desk/customers/${duplicate?.id}/merge/`, {
      version: duplicate?.version,
      into: kept.id,
      into_version: kept.version,
    });
    expect(merged.status, merged.text).toBe(200);
    expect(merged.body.orders.map((o) => o.number)).toEqual([placed.order.number]);
    expect(merged.body.email).toBe(email);
    expect(merged.body.history[0]?.after).toMatchObject({
      merged: duplicate?.id,
      into: kept.id,
      orders: [placed.order.number],
    });
    expect((await search(email)).map((c) => c.id)).toEqual([kept.id]);
    expect((await record(duplicate?.id ?? 0)).merged_into).toBe(kept.id);
    const later = await placedOrder(base(), 'pay_now=true', checkout({ email }));
    const [row] = await db()
      .select({ customerId: orders.customerId })
      .from(orders)
      .where(eq(orders.number, later.order.number));
    expect(row?.customerId).toBe(kept.id);
    // Merged already, into itself, a stale version: refused, nothing moved.
    const again = await desk.post<Errors>(`/desk/customers/${duplicate?.id}/merge/`, {
      version: 2,
      into: kept.id,
      into_version: 2,
    });
    expect(again.status).toBe(400);
    const self = await desk.post<Errors>(`/desk/customers/${kept.id}/merge/`, {
      version: 2,
      into: kept.id,
      into_version: 2,
    });
    expect(self.body.into).toEqual([CUSTOMER_MESSAGES.intoSelf]);
  });

  it('twenty staff adding one address at once make one record', async () => {
    const email = newEmail('tegelijk');
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        desk.post<Errors>('/desk/customers/', { first_name: `Klant ${i}`, email }),
      ),
    );
    expect(answers.filter((a) => a.status === 201)).toHaveLength(1);
    for (const a of answers.filter((a) => a.status !== 201))
      expect(a.body.email).toEqual([CUSTOMER_MESSAGES.emailTaken(email)]);
    const rows = await db().select().from(customers).where(eq(customers.email, email));
    expect(rows).toHaveLength(1);
    const audits = await db()
      .select()
      .from(deskAudit)
      .where(eq(deskAudit.customerId, rows[0]?.id ?? 0));
    expect(audits).toHaveLength(1);
  });

  it('refuses a search over 100 characters or with control characters', async () => {
    for (const q of ['x'.repeat(101), 'a\u0001b']) {
      const answer = await desk.get<Errors>(`/desk/customers/?q=${encodeURIComponent(q)}`);
      expect(answer.status).toBe(400);
      expect(answer.body.q).toEqual([CUSTOMER_MESSAGES.search]);
    }
  });
}

describe('desk customers on PGlite', { timeout: 240_000 }, () => {
  const clock = movableClock();
  deskCustomers(pgliteWith({ demoAccounts: true, clock: clock.clock }), clock);
});

describe.runIf(TEST_DATABASE_URL)('desk customers on PostgreSQL', { timeout: 240_000 }, () => {
  const clock = movableClock();
  deskCustomers(postgresTarget(TEST_DATABASE_URL ?? '', { clock: clock.clock }), clock);
});
