import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, orders, payments, rentalUnits, reservations } from '../../api/db/schema.ts';
import { COUNTER_MESSAGES } from '../../api/desk/counter-orders.ts';
import type { DeskOrderAnswer } from '../../api/desk/order-shapes.ts';
import type { RunningApi } from '../../api/start-api.ts';
import { addDays } from '../../domain/dates.ts';
import { type Desk, staffDesk } from './desk-fixtures.ts';
import {
  movableClock,
  pgliteWith,
  postgresTarget,
  roomyStock,
  type Target,
  TEST_DATABASE_URL,
} from './harness.ts';
import { ADDRESS, expectShape, mailsTo, newEmail, Shopper } from './orders-fixtures.ts';
import { articlesBySlug } from './shop-fixtures.ts';

// Orders made at the counter (api/desk/README.md "Orders made at the counter"): priced exactly as
// the shop prices the same cart (a property over random carts), held as a quote or reserved,
// refused with the article and its days when it would over-book (nothing stored), one order per
// Idempotency-Key; paid at the counter by pin in parts (never more than is open, also under 20
// payments at once) or by a mailed link paid at the provider. On PGlite always, on PostgreSQL when
// TEST_DATABASE_URL is set; who may call these: desk-orders.test.ts's walk over every /desk/ path.

type Order = DeskOrderAnswer & Record<string, string[]>;
const RENTALS = ['sony-fx30', 'sony-fx6', 'aputure-lantern-90', 'arri-650-plus-fresnel'];
const SALE = 'sandisk-extreme-pro-sdxc-128-gb';

function counter(target: Target, clock: ReturnType<typeof movableClock>) {
  let api: RunningApi | undefined;
  let desk: Desk;
  let ids: Map<string, string>;
  beforeAll(async () => {
    api = await target.start();
    await roomyStock(api.db);
    desk = (await staffDesk(api.url, api.db, clock.clock)).desk;
    const found = await articlesBySlug(api.url, ...RENTALS, SALE);
    ids = new Map(found.map((a) => [a.slug, String(a.id)]));
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });
  const base = () => (api as RunningApi).url;
  const db = () => (api as RunningApi).db;

  async function customer(extra: Record<string, unknown> = {}) {
    const email = newEmail('balie');
    const answer = await desk.post<{ id: number; version: number }>('/desk/customers/', {
      first_name: 'Bas',
      last_name: 'Balieklant',
      email,
      phone: '0612345678',
      address: ADDRESS,
      ...extra,
    });
    expect(answer.status, answer.text).toBe(201);
    return { id: answer.body.id, email };
  }
  const place = (body: Record<string, unknown>, key = randomUUID()) =>
    desk.request<Order>('POST', '/desk/orders/', {
      body: JSON.stringify(body),
      headers: { 'idempotency-key': key },
      csrf: true,
    });
  const period = (start: string, days: number) => ({
    start_date: start,
    end_date: addDays(start, days),
    pickup_slot: 0,
    return_slot: 3,
  });
  const pay = (number: string, version: number, method: string, amount: string) =>
    desk.post<Order>(`/desk/orders/${number}/counter-payment/`, { version, method, amount });

  it('prices a counter order exactly as the shop prices the same cart (property over random carts)', async () => {
    const { id } = await customer();
    let seed = 2026;
    const random = (n: number) => {
      seed = (seed * 1103515245 + 12345) % 2147483648;
      return seed % n;
    };
    for (let i = 0; i < 8; i++) {
      const day = random(4);
      const when = period(addDays('2027-02-01', 7 * random(6) + day), random(4 - day));
      const slugs = [
        ...new Set(Array.from({ length: 1 + random(3) }, () => RENTALS[random(RENTALS.length)] ?? '')),
      ];
      const lines: [string, number][] = slugs.map((slug) => [slug, 1 + random(3)]);
      if (random(2) === 0) lines.push([SALE, 1 + random(2)]);
      const { cart } = await Shopper.withCart(base(), lines, when);
      const placed = await place({
        customer: id,
        ...when,
        lines: lines.map(([slug, count]) => ({ article: Number(ids.get(slug)), count })),
      });
      expect(placed.status, placed.text).toBe(201);
      expect(placed.body.prices, JSON.stringify(lines)).toEqual(cart.prices);
    }
  });

  it('a quote holds as the desk’s confirm does; reserved holds until cancelled; the customer is mailed', async () => {
    const { id, email } = await customer();
    const quote = await place({
      customer: id,
      ...period('2027-03-01', 2),
      lines: [{ article: Number(ids.get('sony-fx6')), count: 1 }],
    });
    expect(quote.status, quote.text).toBe(201);
    await expectShape(base(), 'DeskOrder', quote.body);
    expect(quote.body).toMatchObject({
      status: 'quote',
      customer_id: id,
      email,
      open: quote.body.prices.total,
    });
    const reserved = await place({
      customer: id,
      ...period('2027-03-08', 2),
      lines: [{ article: Number(ids.get('sony-fx6')), count: 2 }],
      reserve: true,
      remarks: 'Komt om 9 uur',
    });
    expect(reserved.body).toMatchObject({ status: 'awaiting_payment', remarks: 'Komt om 9 uur' });
    const [quoteRow] = await db().select().from(orders).where(eq(orders.number, quote.body.number));
    const held = async (orderId: number) =>
      db()
        .select({ expiresAt: reservations.expiresAt })
        .from(reservations)
        .where(eq(reservations.orderId, orderId));
    expect((await held(quoteRow?.id ?? 0))[0]?.expiresAt).not.toBeNull();
    const [reservedRow] = await db().select().from(orders).where(eq(orders.number, reserved.body.number));
    expect(await held(reservedRow?.id ?? 0)).toEqual([{ expiresAt: null }]);
    const subjects = (await mailsTo(base(), email)).map((m) => m.subject);
    expect(
      subjects.filter((s) => s.includes(quote.body.number) || s.includes(reserved.body.number)),
    ).toHaveLength(2);
    expect(reserved.body.history[0]?.action).toBe('order_create');
  });

  it('one order per Idempotency-Key; an over-booking names the article and nothing is stored', async () => {
    const { id } = await customer();
    const key = randomUUID();
    const body = {
      customer: id,
      ...period('2027-03-15', 1),
      lines: [{ article: Number(ids.get('sony-fx30')), count: 1 }],
    };
    const first = await place(body, key);
    const again = await place(body, key);
    expect([first.status, again.status]).toEqual([201, 200]);
    expect(again.body.number).toBe(first.body.number);

    const before = (await db().select({ id: orders.id }).from(orders)).length;
    await db()
      .update(articles)
      .set({ units: 1 })
      .where(eq(articles.id, Number(ids.get('arri-650-plus-fresnel'))));
    const tooMany = await place({
      customer: id,
      ...period('2027-03-15', 1),
      lines: [{ article: Number(ids.get('arri-650-plus-fresnel')), count: 2 }],
    });
    expect(tooMany.status).toBe(400);
    expect(tooMany.body['lines.0']?.[0]).toContain('ARRI 650 Plus Fresnel');
    expect((await db().select({ id: orders.id }).from(orders)).length).toBe(before);
    await roomyStock(db());
    for (const bad of [
      {},
      { customer: id, lines: [] },
      { customer: id, ...period('2027-03-15', 1), lines: [{ article: 999999, count: 1 }] },
      {
        customer: id,
        ...period('2027-03-15', 1),
        lines: [{ article: Number(ids.get('sony-fx30')), count: 100 }],
      },
      { customer: id, lines: [{ article: Number(ids.get('sony-fx30')), count: 1 }] },
    ]) {
      const refused = await place(bad);
      expect(refused.status, JSON.stringify(bad)).toBe(400);
    }
    const walkIn = await desk.post<{ id: number }>('/desk/customers/', {
      first_name: 'Zonder',
      phone: '0687654321',
    });
    const noMail = await place({ ...body, customer: walkIn.body.id });
    expect(noMail.body.customer).toEqual([COUNTER_MESSAGES.email, COUNTER_MESSAGES.address]);
    expect((await db().select({ id: orders.id }).from(orders)).length).toBe(before);
  });

  it('paid at the counter by pin in parts: paid in full, the order is paid; never more than is open', async () => {
    const { id, email } = await customer();
    const placed = (
      await place({
        customer: id,
        ...period('2027-03-22', 2),
        lines: [{ article: Number(ids.get('sony-fx30')), count: 1 }],
        reserve: true,
      })
    ).body;
    const total = placed.prices.total;
    const tooMuch = await pay(placed.number, placed.version, 'pin', `${Number(total) + 1}`);
    expect(tooMuch.status).toBe(400);
    const first = await pay(placed.number, placed.version, 'pin', '10,00');
    expect(first.status, first.text).toBe(200);
    expect(first.body).toMatchObject({ status: 'awaiting_payment', paid: '10.00' });
    expect(first.body.payments[0]).toMatchObject({
      provider: 'balie',
      counter_method: 'pin',
      status: 'paid',
    });
    const rest = await pay(placed.number, first.body.version, 'contant', first.body.open.replace('.', ','));
    expect(rest.body).toMatchObject({ status: 'paid', open: '0.00', paid: total });
    const history = rest.body.history.filter((h) => h.action === 'order_payment');
    expect(history.map((h) => h.after?.method)).toEqual(['contant', 'pin']);
    expect((await mailsTo(base(), email)).some((m) => m.subject.startsWith('Betaling ontvangen'))).toBe(true);
    const more = await pay(placed.number, rest.body.version, 'pin', '1');
    expect(more.body.non_field_errors).toEqual([COUNTER_MESSAGES.nothingOpen]);
    // A counter payment is not refunded through the provider.
    const refund = await desk.post<Order>(`/desk/orders/${placed.number}/refunds/`, {
      version: rest.body.version,
      payment: rest.body.payments[0]?.handle,
      amount: '1.00',
      reason: 'test',
    });
    expect(refund.status).toBe(400);
  });

  it('twenty payments at once of one order: one is recorded, the rest a 409; the paid total stays its lines’', async () => {
    const { id } = await customer();
    const placed = (
      await place({
        customer: id,
        ...period('2027-03-30', 1),
        lines: [{ article: Number(ids.get('sony-fx30')), count: 1 }],
        reserve: true,
      })
    ).body;
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => pay(placed.number, placed.version, 'pin', '5')),
    );
    expect(
      answers.filter((a) => a.status === 200),
      answers.map((a) => `${a.status} ${a.text.slice(0, 80)}`).join('\n'),
    ).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    const [row] = await db().select().from(orders).where(eq(orders.number, placed.number));
    const recorded = await db()
      .select()
      .from(payments)
      .where(eq(payments.orderId, row?.id ?? 0));
    expect(recorded.map((p) => p.amountCents)).toEqual([500]);
    expect(row?.totalCents).toBe(Math.round(Number(placed.prices.total) * 100));
  });

  const change = (number: string, body: Record<string, unknown>) =>
    desk.post<Order>(`/desk/orders/${number}/change/`, body);

  it('a line removed from a paid order: the difference paid back at once, the customer mailed, the history before and after', async () => {
    const { id, email } = await customer();
    const fx30 = Number(ids.get('sony-fx30'));
    const fx6 = Number(ids.get('sony-fx6'));
    const when = period('2027-04-06', 2);
    const placed = (
      await place({
        customer: id,
        ...when,
        lines: [
          { article: fx30, count: 1 },
          { article: fx6, count: 1 },
        ],
        reserve: true,
      })
    ).body;
    const paid = (await pay(placed.number, placed.version, 'pin', placed.open)).body;
    expect(paid.status).toBe('paid');
    const changed = await change(placed.number, {
      version: paid.version,
      ...when,
      lines: [{ article: fx30, count: 1 }],
    });
    expect(changed.status, changed.text).toBe(200);
    expect(changed.body.lines.map((l) => l.name)).toEqual(['Sony FX30']);
    expect(changed.body).toMatchObject({ status: 'paid', open: '0.00', paid: changed.body.prices.total });
    // Paid by pin, paid back at the counter: recorded as done.
    expect(changed.body.payments[0]?.refunds[0]).toMatchObject({ status: 'refunded' });
    const entry = changed.body.history.find((h) => h.action === 'order_change');
    expect(entry?.before?.lines).toEqual(['1 × Sony FX30', '1 × Sony FX6']);
    expect(entry?.after?.lines).toEqual(['1 × Sony FX30']);
    expect(
      (await mailsTo(base(), email)).some((m) => m.subject === `Je bestelling ${placed.number} is gewijzigd`),
    ).toBe(true);
    // What it holds follows: the FX6 is free again for that period.
    const [row] = await db().select().from(orders).where(eq(orders.number, placed.number));
    const held = await db()
      .select()
      .from(reservations)
      .where(eq(reservations.orderId, row?.id ?? 0));
    expect(held.map((r) => r.articleId)).toEqual([fx30]);
  });

  it('a line removed from an order paid at the provider: the difference refunded there, through the refund lifecycle', async () => {
    const { id } = await customer();
    const fx30 = Number(ids.get('sony-fx30'));
    const fx6 = Number(ids.get('sony-fx6'));
    const when = period('2027-04-28', 1);
    const placed = (
      await place({
        customer: id,
        ...when,
        lines: [
          { article: fx30, count: 1 },
          { article: fx6, count: 1 },
        ],
      })
    ).body;
    const linked = (
      await desk.post<Order>(`/desk/orders/${placed.number}/payment-link/`, { version: placed.version })
    ).body;
    const handle = linked.payments.at(-1)?.handle ?? '';
    const shopper = await Shopper.enter(base());
    await shopper.send('POST', `/payments/test-provider/${handle}/`, { outcome: 'paid' });
    const paid = (await desk.get<Order>(`/desk/orders/${placed.number}/`)).body;
    expect(paid).toMatchObject({ status: 'paid', open: '0.00' });
    const changed = await change(placed.number, {
      version: paid.version,
      ...when,
      lines: [{ article: fx30, count: 1 }],
    });
    expect(changed.status, changed.text).toBe(200);
    const payment = changed.body.payments.find((p) => p.handle === handle);
    const refunded =
      Math.round(Number(placed.prices.total) * 100) - Math.round(Number(changed.body.prices.total) * 100);
    expect(Math.round(Number(payment?.refunded) * 100)).toBe(refunded);
    expect(payment?.refunds[0]?.status).not.toBe('requested');
    expect(changed.body).toMatchObject({ open: '0.00', paid: changed.body.prices.total });
  });

  it('extended while picked up: only the end moves; the difference stays open for a link; an over-booking names its article', async () => {
    const { id } = await customer();
    const fx30 = Number(ids.get('sony-fx30'));
    const when = period('2026-11-24', 1);
    const placed = (
      await place({ customer: id, ...when, lines: [{ article: fx30, count: 1 }], reserve: true })
    ).body;
    const paid = (await pay(placed.number, placed.version, 'contant', placed.open)).body;
    const [unit] = await db()
      .select({ tag: rentalUnits.assetTag })
      .from(rentalUnits)
      .where(eq(rentalUnits.articleId, fx30))
      .limit(1);
    const out = await desk.post<Order>(`/desk/orders/${placed.number}/pickup/`, {
      version: paid.version,
      units: [{ line_id: paid.rental_lines[0]?.line_id, asset_tag: unit?.tag }],
    });
    expect(out.body.status, out.text).toBe('picked_up');
    const lines = [{ article: fx30, count: 1 }];
    const moved = await change(placed.number, {
      version: out.body.version,
      ...when,
      start_date: '2026-11-23',
      lines,
    });
    expect(moved.body.non_field_errors?.[0]).toContain('al opgehaald');
    const longer = await change(placed.number, {
      version: out.body.version,
      ...when,
      end_date: '2026-11-27',
      lines,
    });
    expect(longer.status, longer.text).toBe(200);
    expect(longer.body).toMatchObject({ status: 'picked_up', end_date: '2026-11-27' });
    expect(Number(longer.body.open)).toBeGreaterThan(0);
    const link = await desk.post<Order>(`/desk/orders/${placed.number}/payment-link/`, {
      version: longer.body.version,
    });
    expect(link.status, link.text).toBe(200);
    expect(link.body.status).toBe('picked_up');
    // Nothing else can have the unit meanwhile: it is out until it is back.
    const [row] = await db().select().from(orders).where(eq(orders.number, placed.number));
    const held = await db()
      .select()
      .from(reservations)
      .where(eq(reservations.orderId, row?.id ?? 0));
    expect(held).toMatchObject([{ untilReturn: true, expiresAt: null }]);
    // A unit swapped: the one back (damaged) goes to repair, another goes out on the same line, due
    // at the new end.
    const tags = await db()
      .select({ tag: rentalUnits.assetTag })
      .from(rentalUnits)
      .where(eq(rentalUnits.articleId, fx30));
    const spare = tags.map((t) => t.tag).find((t) => t !== unit?.tag) ?? '';
    const swapped = await desk.post<Order>(`/desk/orders/${placed.number}/swap-unit/`, {
      version: link.body.version,
      out_tag: unit?.tag,
      in_tag: spare.toLowerCase(),
      condition: 'damaged',
      note: 'Scherm gebarsten',
    });
    expect(swapped.status, swapped.text).toBe(200);
    const units = swapped.body.rental_lines[0]?.units ?? [];
    expect(units.map((u) => [u.asset_tag, u.returned_at === null])).toEqual([
      [unit?.tag, false],
      [spare, true],
    ]);
    expect(units[1]?.due_at).toBe(units[0]?.due_at);
    const [broken] = await db()
      .select()
      .from(rentalUnits)
      .where(eq(rentalUnits.assetTag, unit?.tag ?? ''));
    expect(broken?.status).toBe('in_repair');
    const again = await desk.post<Order>(`/desk/orders/${placed.number}/swap-unit/`, {
      version: swapped.body.version,
      out_tag: unit?.tag,
      in_tag: spare,
      condition: 'ok',
    });
    expect(again.status, again.text).toBe(400);
    // Changing while its payment link is open is refused.
    const busy = await change(placed.number, {
      version: swapped.body.version,
      ...when,
      end_date: '2026-11-30',
      lines,
    });
    expect(busy.body.non_field_errors?.[0], busy.text).toContain('loopt nog een betaling');

    await db()
      .update(articles)
      .set({ units: 1 })
      .where(eq(articles.id, Number(ids.get('arri-650-plus-fresnel'))));
    const other = (
      await place({ customer: id, ...period('2027-04-13', 1), lines: [{ article: fx30, count: 1 }] })
    ).body;
    const tooMany = await change(other.number, {
      version: other.version,
      ...period('2027-04-13', 1),
      lines: [
        { article: fx30, count: 1 },
        { article: Number(ids.get('arri-650-plus-fresnel')), count: 2 },
      ],
    });
    expect(tooMany.body['lines.1']?.[0]).toContain('ARRI 650 Plus Fresnel');
    expect((await desk.get<Order>(`/desk/orders/${other.number}/`)).body.lines).toHaveLength(1);
    await roomyStock(db());
  });

  it('twenty changes of one order at once: one is made, the rest a 409; its lines, holds and total agree', async () => {
    const { id } = await customer();
    const fx30 = Number(ids.get('sony-fx30'));
    const placed = (
      await place({
        customer: id,
        ...period('2027-04-20', 1),
        lines: [{ article: fx30, count: 1 }],
        reserve: true,
      })
    ).body;
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        change(placed.number, {
          version: placed.version,
          ...period('2027-04-20', 1),
          lines: [{ article: fx30, count: 2 + (i % 3) }],
        }),
      ),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    const done = answers.find((a) => a.status === 200)?.body;
    const [row] = await db().select().from(orders).where(eq(orders.number, placed.number));
    const held = await db()
      .select()
      .from(reservations)
      .where(eq(reservations.orderId, row?.id ?? 0));
    expect(held.map((r) => r.count)).toEqual([done?.lines[0]?.count]);
    expect(row?.totalCents).toBe(Math.round(Number(done?.prices.total) * 100));
  });

  it('a payment link is mailed; paid at the provider, the order is paid', async () => {
    const { id, email } = await customer();
    const placed = (
      await place({
        customer: id,
        ...period('2027-04-05', 1),
        lines: [{ article: Number(ids.get('sony-fx6')), count: 1 }],
      })
    ).body;
    const linked = await desk.post<Order>(`/desk/orders/${placed.number}/payment-link/`, {
      version: placed.version,
    });
    expect(linked.status, linked.text).toBe(200);
    expect(linked.body.status).toBe('awaiting_payment');
    const mail = (await mailsTo(base(), email)).find(
      (m) => m.subject === `Betaal je bestelling ${placed.number}`,
    );
    expect(mail?.text).toContain(placed.prices.total.replace('.', ','));
    const handle = linked.body.payments.at(-1)?.handle ?? '';
    const shopper = await Shopper.enter(base());
    const paid = await shopper.send<{ status: string }>('POST', `/payments/test-provider/${handle}/`, {
      outcome: 'paid',
    });
    expect(paid.body.status).toBe('paid');
    const after = await desk.get<Order>(`/desk/orders/${placed.number}/`);
    expect(after.body).toMatchObject({ status: 'paid', open: '0.00' });
  });
}

describe('orders made at the counter on PGlite', { timeout: 300_000 }, () => {
  const clock = movableClock();
  counter(pgliteWith({ demoAccounts: true, clock: clock.clock }), clock);
});

describe.runIf(TEST_DATABASE_URL)('orders made at the counter on PostgreSQL', { timeout: 300_000 }, () => {
  const clock = movableClock();
  counter(postgresTarget(TEST_DATABASE_URL ?? '', { clock: clock.clock }), clock);
});
