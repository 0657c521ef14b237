import { and, eq, isNull, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  articles,
  deskAudit,
  orders,
  rentalUnits,
  reservations,
  unitAssignments,
  unitRepairs,
} from '../../api/db/schema.ts';
import type { DeskOrderAnswer } from '../../api/desk/order-shapes.ts';
import { HANDOVER_MESSAGES } from '../../api/desk/pickup-return.ts';
import { UNIT_MESSAGES } from '../../api/desk/unit-changes.ts';
import type { RentalUnitAnswer } from '../../api/desk/units.ts';
import type { PaymentAnswer } from '../../api/payments/payment-shapes.ts';
import type { AvailabilityAnswer } from '../../api/shop/availability.ts';
import type { RunningApi } from '../../api/start-api.ts';
import { auditOf, type Desk, staffDesk } from './desk-fixtures.ts';
import {
  Client,
  movableClock,
  type Paged,
  pgliteWith,
  postgresTarget,
  type Target,
  TEST_DATABASE_URL,
} from './harness.ts';
import { checkout, copyArticle, expectShape, PERIOD, Shopper } from './orders-fixtures.ts';

// Rental units, pickup and return at the desk (api/desk/README.md "Units", "Pickup and return"):
// units as rows that availability counts (in service only), their status changes with version
// and audit, handing units out by asset tag (one open order per unit: the database's partial
// unique index, under 20 pickups at once), checking them in (damaged: in repair, the public
// availability drops), a late return that keeps its reservation and lists the order it now
// collides with, and bad input refused in Dutch with nothing changed. On PGlite always, on
// PostgreSQL when TEST_DATABASE_URL is set. Who may call these is desk-orders.test.ts's walk over
// every /desk/ path.

type Handovers = {
  date: string;
  overdue: { number: string; collisions: { order_number: string }[] }[];
  pickups: { number: string; ready: boolean; lines: { line_id: number }[] }[];
  returns: { number: string }[];
  truncated: boolean;
};

function deskUnits(target: Target, clock: ReturnType<typeof movableClock>) {
  let api: RunningApi | undefined;
  let desk: Desk;
  let suffix = 0;
  beforeAll(async () => {
    api = await target.start();
    desk = (await staffDesk(api.url, api.db, clock.clock)).desk;
  }, 120_000);
  afterAll(async () => {
    await api?.close();
  });
  const base = () => (api as RunningApi).url;
  const db = () => (api as RunningApi).db;

  /** A copy of the Sony FX30 with `n` units of its own (tags T<id>-<i>), counted by the trigger. */
  async function rental(n: number): Promise<{ id: number; slug: string; tags: string[] }> {
    const label = `units${Date.now()}${++suffix}`;
    const id = await copyArticle(db(), 'sony-fx30', label);
    const tags = Array.from({ length: n }, (_, i) => `T${id}-${i + 1}`);
    for (const tag of tags)
      await db().insert(rentalUnits).values({ articleId: id, assetTag: tag, createdAt: new Date() });
    const [row] = await db()
      .select({ slug: articles.slug, units: articles.units })
      .from(articles)
      .where(eq(articles.id, id));
    expect(row?.units).toBe(n);
    return { id, slug: row?.slug ?? '', tags };
  }

  /** A paid order of `count` of the article for `period`. */
  async function paidOrder(slug: string, count = 1, period: Record<string, unknown> = PERIOD) {
    const { shopper } = await Shopper.withCart(base(), [[slug, count]], period);
    const order = await shopper.place(checkout(), 'pay_now=true');
    const handle = (order.payment as PaymentAnswer).handle;
    const paid = await shopper.send<PaymentAnswer>('POST', `/payments/test-provider/${handle}/`, {
      outcome: 'paid',
    });
    expect(paid.body.status).toBe('paid');
    return order.number;
  }

  const page = async (number: string, at: Desk = desk) => {
    const answer = await at.get<DeskOrderAnswer>(`/desk/orders/${number}/`);
    expect(answer.status, answer.text).toBe(200);
    return answer.body;
  };
  const orderId = async (number: string) =>
    (await db().select({ id: orders.id }).from(orders).where(eq(orders.number, number)))[0]?.id ?? 0;
  const free = async (articleId: number, from = '2026-12-07', to = '2026-12-08') =>
    (
      await new Client(base()).ok<AvailabilityAnswer>(
        `/shop/availability/?article__in=${articleId}&start_date=${from}&end_date=${to}`,
      )
    ).articles[0];
  const pickupBody = async (number: string, tags: string[], at: Desk = desk) => {
    const order = await page(number, at);
    const line = order.rental_lines[0];
    return {
      version: order.version,
      units: tags.map((asset_tag) => ({ line_id: line?.line_id, asset_tag })),
    };
  };

  it('the seed made a unit row per unit of stock, tagged SL-<article>-<nn>; availability counts units in service', async () => {
    const [fx30] = await db().select().from(articles).where(eq(articles.slug, 'sony-fx30'));
    const units = await db()
      .select()
      .from(rentalUnits)
      .where(eq(rentalUnits.articleId, fx30?.id ?? 0));
    expect(units.map((u) => u.assetTag).sort()).toEqual(
      Array.from({ length: units.length }, (_, i) => `SL-${fx30?.id}-${String(i + 1).padStart(2, '0')}`),
    );
    expect(fx30?.units).toBe(units.length);
    const missing = await db().execute(sql`
      select a.id from articles a where a.type = 'RENTAL'
        and a.units <> (select count(*) from rental_units u where u.article_id = a.id and u.status = 'in_service')`);
    expect((missing as unknown as { rows: unknown[] }).rows).toEqual([]);
  });

  it('lists, adds and moves units: version, note, audit rows; availability follows; bad input is a Dutch 400 and changes nothing', async () => {
    const { id, tags } = await rental(2);
    const list = await desk.get<Paged<RentalUnitAnswer>>(`/desk/units/?article=${id}`);
    expect(list.status, list.text).toBe(200);
    expect(list.body.results.map((u) => u.asset_tag)).toEqual(tags);
    await expectShape(base(), 'RentalUnit', list.body.results[0]);
    expect(
      (await desk.get<Paged<RentalUnitAnswer>>(`/desk/units/?q=${tags[1]?.toLowerCase()}`)).body.results.map(
        (u) => u.asset_tag,
      ),
    ).toEqual([tags[1]]);

    // Added without a tag: the next SL-<id>-<nn>; a scanned tag is trimmed and upper-cased.
    const added = await desk.post<RentalUnitAnswer>('/desk/units/', { article: id, serial: 'S123' });
    expect(added.status, added.text).toBe(201);
    expect(added.body.asset_tag).toBe(`SL-${id}-01`);
    const scanned = await desk.post<RentalUnitAnswer>('/desk/units/', {
      article: id,
      asset_tag: '  cam-x9\r\n',
    });
    expect(scanned.body.asset_tag).toBe('CAM-X9');
    expect((await free(id))?.units).toBe(4);

    const unitsBefore = (await db().select().from(rentalUnits)).length;
    const auditBefore = (await db().select().from(deskAudit)).length;
    for (const [body, field] of [
      [{ article: id, asset_tag: 'cam-x9' }, 'asset_tag'],
      [{ article: id, asset_tag: 'kapot tag!' }, 'asset_tag'],
      [{ article: 999999 }, 'article'],
      [{ article: 'x' }, 'article'],
      [[1, 2], 'non_field_errors'],
    ] as const) {
      const refused = await desk.post<Record<string, string[]>>('/desk/units/', body);
      expect(refused.status, refused.text).toBe(400);
      expect(Object.keys(refused.body)).toContain(field);
    }
    expect(
      (await desk.post<Record<string, string[]>>('/desk/units/', { article: id, asset_tag: 'x'.repeat(41) }))
        .body.asset_tag,
    ).toEqual([UNIT_MESSAGES.tag]);
    expect((await db().select().from(rentalUnits)).length).toBe(unitsBefore);
    expect((await db().select().from(deskAudit)).length).toBe(auditBefore);

    // To repair (a note required), a stale version is a 409, back in service, retired for good.
    const unit = scanned.body;
    const move = (body: unknown) =>
      desk.post<RentalUnitAnswer & Record<string, string[]>>(`/desk/units/${unit.id}/status/`, body);
    expect((await move({ version: unit.version, status: 'in_repair' })).body.note).toEqual([
      UNIT_MESSAGES.noteRequired,
    ]);
    expect((await move({ version: unit.version, status: 'kapot' })).status).toBe(400);
    expect((await move({ version: 0, status: 'in_repair', note: 'x' })).status).toBe(400);
    const repaired = await move({ version: unit.version, status: 'in_repair', note: 'Lens krast' });
    expect(repaired.status, repaired.text).toBe(200);
    expect(repaired.body.status).toBe('in_repair');
    expect(repaired.body.repair?.reason).toBe('Lens krast');
    expect((await free(id))?.units).toBe(3);
    const stale = await move({ version: unit.version, status: 'in_service' });
    expect(stale.status).toBe(409);
    expect((stale.body as unknown as { detail: string }).detail).toBe(
      UNIT_MESSAGES.conflict(repaired.body.version, unit.version),
    );
    const back = await move({ version: repaired.body.version, status: 'in_service' });
    expect(back.body.status).toBe('in_service');
    expect((await free(id))?.units).toBe(4);
    const retired = await move({ version: back.body.version, status: 'retired', note: 'Afgeschreven' });
    expect(retired.body.retired_at).not.toBeNull();
    expect((await move({ version: retired.body.version, status: 'in_service' })).body.status).toEqual([
      UNIT_MESSAGES.retired,
    ]);
    expect((await free(id))?.units).toBe(3);

    const rows = await db()
      .select()
      .from(deskAudit)
      .where(eq(deskAudit.unitId, unit.id))
      .orderBy(deskAudit.id);
    expect(rows.map((r) => [r.action, r.before?.status ?? null, r.after?.status])).toEqual([
      ['unit_add', null, 'in_service'],
      ['unit_status', 'in_service', 'in_repair'],
      ['unit_status', 'in_repair', 'in_service'],
      ['unit_status', 'in_service', 'retired'],
    ]);
    const detail = await desk.get<{ history: unknown[] }>(`/desk/units/${unit.id}/`);
    expect(detail.body.history).toHaveLength(4);
    expect(
      (await db().select().from(unitRepairs).where(eq(unitRepairs.unitId, unit.id)))[0]?.endedAt,
    ).not.toBeNull();
    for (const bad of ['page_size=abc', 'status=kapot', 'article=abc', 'no_page', `q=${'x'.repeat(41)}`]) {
      expect((await desk.get(`/desk/units/?${bad}`)).status, bad).toBe(400);
    }
    expect((await desk.get('/desk/units/abc/')).status).toBe(404);
    expect((await desk.get('/desk/units/99999999999/')).status).toBe(404);
  });

  it('hands out units by tag and takes them back; damaged goes in repair and the public availability drops by one', async () => {
    const { id, slug, tags } = await rental(3);
    const number = await paidOrder(slug, 2);
    const before = await free(id);
    expect(before).toEqual({ id, units: 3, free: 3 });
    const day = await desk.get<Handovers>('/desk/handovers/?date=2026-11-24');
    expect(day.status, day.text).toBe(200);
    const listed = day.body.pickups.find((p) => p.number === number);
    expect(listed?.ready).toBe(true);
    await expectShape(base(), 'Handovers', day.body);

    // Bad input: a Dutch 400 per unit or line, nothing handed out, the version unchanged.
    const body = await pickupBody(number, [tags[0] ?? '', tags[1] ?? '']);
    const other = await rental(1);
    for (const [units, field] of [
      [[{ line_id: body.units[0]?.line_id, asset_tag: tags[0] }], `lines.${body.units[0]?.line_id}`],
      [[body.units[0], { line_id: body.units[0]?.line_id, asset_tag: 'ONBEKEND-1' }], 'units.1.asset_tag'],
      [[body.units[0], { line_id: body.units[0]?.line_id, asset_tag: other.tags[0] }], 'units.1.asset_tag'],
      [[body.units[0], body.units[0]], 'units.1.asset_tag'],
      [[body.units[0], { line_id: 999999, asset_tag: tags[1] }], 'units.1.line_id'],
      ['x', 'units'],
    ] as const) {
      const refused = await desk.post<Record<string, string[]>>(`/desk/orders/${number}/pickup/`, {
        version: body.version,
        units,
      });
      expect(refused.status, refused.text).toBe(400);
      expect(Object.keys(refused.body), JSON.stringify(units)).toContain(field);
    }
    const afterRefusals = await page(number);
    expect(afterRefusals.version).toBe(body.version);
    expect(afterRefusals.status).toBe('paid');
    expect(
      await db()
        .select()
        .from(unitAssignments)
        .where(eq(unitAssignments.orderId, await orderId(number))),
    ).toEqual([]);

    // As a scanner types it: lower case, spaces and Enter around it.
    const picked = await desk.post<DeskOrderAnswer>(`/desk/orders/${number}/pickup/`, {
      version: body.version,
      units: [
        { line_id: body.units[0]?.line_id, asset_tag: ` ${tags[0]?.toLowerCase()}\n` },
        { line_id: body.units[0]?.line_id, asset_tag: tags[1] },
      ],
    });
    expect(picked.status, picked.text).toBe(200);
    expect(picked.body.status).toBe('picked_up');
    expect(picked.body.rental_lines[0]?.units.map((u) => u.asset_tag)).toEqual([tags[0], tags[1]]);
    await expectShape(base(), 'DeskOrder', picked.body);
    // Out with this order: another order cannot have it, nor may it go in repair.
    const second = await paidOrder(slug, 1, { ...PERIOD, start_date: '2026-12-01', end_date: '2026-12-02' });
    const taken = await desk.post<{ detail: string }>(
      `/desk/orders/${second}/pickup/`,
      await pickupBody(second, [tags[0] ?? '']),
    );
    expect(taken.status).toBe(409);
    expect(taken.body.detail).toBe(HANDOVER_MESSAGES.alreadyOut(tags[0] ?? '', number));
    const [unit0] = await db()
      .select()
      .from(rentalUnits)
      .where(eq(rentalUnits.assetTag, tags[0] ?? ''));
    expect(
      (
        await desk.post(`/desk/units/${unit0?.id}/status/`, {
          version: unit0?.version,
          status: 'in_repair',
          note: 'x',
        })
      ).status,
    ).toBe(400);

    // Back: one damaged, one fine. Then 2 of 3 are in service and the shop shows one less.
    clock.set('2026-11-30T15:00:00Z');
    desk = (await staffDesk(base(), db(), clock.clock)).desk;
    const loaded = await page(number);
    const refusedReturn = await desk.post<Record<string, string[]>>(`/desk/orders/${number}/return/`, {
      version: loaded.version,
      units: [{ asset_tag: tags[0], condition: 'damaged' }],
    });
    expect(refusedReturn.body['units.0.note']).toEqual([HANDOVER_MESSAGES.damagedNote]);
    expect(
      (
        await desk.post<Record<string, string[]>>(`/desk/orders/${number}/return/`, {
          version: loaded.version,
          units: [{ asset_tag: tags[2], condition: 'ok' }],
        })
      ).body['units.0.asset_tag'],
    ).toEqual([HANDOVER_MESSAGES.notOut(tags[2] ?? '')]);
    const returned = await desk.post<DeskOrderAnswer>(`/desk/orders/${number}/return/`, {
      version: loaded.version,
      units: [
        { asset_tag: tags[0], condition: 'damaged', note: 'Scherm gebarsten' },
        { asset_tag: tags[1], condition: 'ok' },
      ],
    });
    expect(returned.status, returned.text).toBe(200);
    expect(returned.body.status).toBe('returned');
    expect(returned.body.rental_lines[0]?.units.map((u) => [u.condition, u.late])).toEqual([
      ['damaged', false],
      ['ok', false],
    ]);
    expect(await free(id)).toEqual({ id, units: 2, free: 2 });
    const [damaged] = await db()
      .select()
      .from(rentalUnits)
      .where(eq(rentalUnits.assetTag, tags[0] ?? ''));
    expect(damaged?.status).toBe('in_repair');

    const actions = (await auditOf(db(), { orderId: await orderId(number) })).map((r) => [
      r.action,
      r.before?.status,
      r.after?.status,
    ]);
    expect(actions).toEqual([
      ['order_pickup', 'paid', 'picked_up'],
      ['unit_status', 'in_service', 'in_repair'],
      ['order_return', 'picked_up', 'returned'],
    ]);
    expect(
      (await desk.get<Handovers>('/desk/handovers/?date=2026-11-30')).body.returns.map((r) => r.number),
    ).toContain(number);
    clock.reset();
    desk = (await staffDesk(base(), db(), clock.clock)).desk;
  });

  it('a late return keeps its reservation until checked in; the order it collides with is listed', async () => {
    const { id, slug, tags } = await rental(1);
    const late = await paidOrder(slug, 1);
    const next = await paidOrder(slug, 1, { ...PERIOD, start_date: '2026-12-01', end_date: '2026-12-03' });
    const picked = await desk.post<DeskOrderAnswer>(
      `/desk/orders/${late}/pickup/`,
      await pickupBody(late, [tags[0] ?? '']),
    );
    expect(picked.status, picked.text).toBe(200);
    expect(picked.body.collisions).toEqual([]);

    // 1 December, 12:00 in Amsterdam: due the day before at 17:00, still out.
    clock.set('2026-12-01T11:00:00Z');
    const signedIn = (await staffDesk(base(), db(), clock.clock)).desk;
    const day = await signedIn.get<Handovers>('/desk/handovers/?date=2026-12-01');
    expect(day.status, day.text).toBe(200);
    expect(day.body.date).toBe('2026-12-01');
    const overdue = day.body.overdue.find((o) => o.number === late);
    expect(overdue?.collisions.map((c) => c.order_number)).toEqual([next]);
    expect(day.body.pickups.map((p) => p.number)).toContain(next);
    // Out past its end: still counts for availability now.
    expect((await free(id, '2026-12-01', '2026-12-01'))?.free).toBe(0);

    const loaded = await page(late, signedIn);
    const back = await signedIn.post<DeskOrderAnswer>(`/desk/orders/${late}/return/`, {
      version: loaded.version,
      units: [{ asset_tag: tags[0], condition: 'ok', note: 'Een dag te laat' }],
    });
    expect(back.status, back.text).toBe(200);
    expect(back.body.status).toBe('returned');
    expect(back.body.rental_lines[0]?.units[0]?.late).toBe(true);
    expect(back.body.collisions.map((c) => [c.order_number, c.wanted, c.units])).toEqual([[next, 2, 1]]);
    const [held] = await db()
      .select()
      .from(reservations)
      .where(eq(reservations.orderId, await orderId(late)));
    expect(held?.endsAt.toISOString()).toBe('2026-12-01T11:00:00.000Z');
    expect(held?.untilReturn).toBe(false);
    // And the waiting order sees it too.
    expect((await page(next, signedIn)).collisions.map((c) => c.order_number)).toEqual([late]);
    const bad = await signedIn.get<Record<string, string[]>>('/desk/handovers/?date=2031-01-01');
    expect(bad.status).toBe(400);
    expect(bad.body.date).toEqual([HANDOVER_MESSAGES.date]);
    expect((await signedIn.get('/desk/handovers/?date=2026-02-30')).status).toBe(400);
    clock.reset();
    desk = (await staffDesk(base(), db(), clock.clock)).desk;
  });

  it('of 20 pickups naming the same unit for 20 orders at once, exactly one wins (the database refuses the rest)', async () => {
    const { slug, tags } = await rental(20);
    const numbers: string[] = [];
    for (let i = 0; i < 20; i++) numbers.push(await paidOrder(slug, 1));
    const bodies = await Promise.all(numbers.map((n) => pickupBody(n, [tags[0] ?? ''])));
    const answers = await Promise.all(
      numbers.map((n, i) => desk.post<{ detail?: string }>(`/desk/orders/${n}/pickup/`, bodies[i])),
    );
    expect(answers.filter((a) => a.status === 200)).toHaveLength(1);
    expect(answers.filter((a) => a.status === 409)).toHaveLength(19);
    const [unit] = await db()
      .select()
      .from(rentalUnits)
      .where(eq(rentalUnits.assetTag, tags[0] ?? ''));
    const open = await db()
      .select()
      .from(unitAssignments)
      .where(and(eq(unitAssignments.unitId, unit?.id ?? 0), isNull(unitAssignments.returnedAt)));
    expect(open).toHaveLength(1);
    // And the database itself refuses a second open assignment, whatever the code checks.
    const [one] = open;
    await expect(
      db()
        .insert(unitAssignments)
        .values({ ...(one as typeof unitAssignments.$inferInsert), id: undefined }),
    ).rejects.toThrow();
    clock.reset();
    desk = (await staffDesk(base(), db(), clock.clock)).desk;
  });
}

describe('desk units, pickup and return on PGlite', { timeout: 240_000 }, () => {
  const clock = movableClock();
  deskUnits(pgliteWith({ demoAccounts: true, clock: clock.clock }), clock);
});

describe.runIf(TEST_DATABASE_URL)('desk units, pickup and return on PostgreSQL', { timeout: 240_000 }, () => {
  const clock = movableClock();
  deskUnits(postgresTarget(TEST_DATABASE_URL ?? '', { clock: clock.clock }), clock);
});
