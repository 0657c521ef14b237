import { and, asc, eq, inArray, isNull, type SQL, sql } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { reservationWindow } from '../../domain/availability.ts';
import { daysBetween } from '../../domain/dates.ts';
import {
  ORDER_STATUSES,
  type OrderStatus,
  orderStatusWords,
  UNIT_STATUS_WORDS,
} from '../../domain/statuses.ts';
import { isUniqueViolation } from '../accounts/auth-input.ts';
import { privately } from '../http/cache.ts';
import { badParam, HttpError, methodNotAllowed } from '../http/errors.ts';
import type { Form } from '../http/form.ts';
import {
  Detail,
  dateQuery,
  FieldErrors,
  IsoDate,
  type Json,
  json,
  type Paths,
  pathParam,
  queryParam,
  ref,
  Timestamp,
} from '../http/openapi.ts';
import { dateParam } from '../http/params.ts';
import { send } from '../http/send.ts';
import { holdsNow } from '../orders/order-holds.ts';
import { orderLines, orders, reservations } from '../orders/tables.ts';
import type { PayingDeps } from '../payments/settlement.ts';
import { audit } from './audit.ts';
import { collisionsOf, rentalLinesOf } from './handover-store.ts';
import { type Done, mountOrderAction } from './order-action.ts';
import type { OrderRow, Tx } from './order-page.ts';
import {
  DeskCollision,
  DeskOrder,
  DeskPickupRequest,
  DeskRentalLine,
  DeskReturnRequest,
} from './order-shapes.ts';
import { requireStaff } from './staff.ts';
import { rentalUnits, UNIT_CONDITIONS, type UnitCondition, unitAssignments } from './tables.ts';
import { normalizeTag } from './unit-store.ts';
import { moveUnit, UNIT_MESSAGES } from './units.ts';

// Pickup and return at the desk (api/desk/README.md "Pickup and return"): the day's handovers
// (overdue returns first), handing concrete units out with an order's rental lines, and checking
// them in with their condition. A unit is out with one order at a time: the partial unique index
// `unit_assignments_one_open_unique` is the database's guarantee (the check in code before it only
// gives the clearer message). A late return keeps its reservation until checked in
// (`reservations.until_return`), and the orders it then collides with are listed.

/** Statuses an order may be picked up from (a quote only while it holds its units). */
const PICKUP_FROM: readonly OrderStatus[] = ['quote', 'paid'];
/** Most orders per list of a day's handovers. */
export const MAX_HANDOVERS = 200;
/** How far from today the handovers of a day may be asked. */
export const HANDOVER_DAYS = 366;

export const HANDOVER_MESSAGES = {
  notReady: (status: string) =>
    status === 'awaiting_payment'
      ? 'Deze bestelling wacht nog op de betaling; ophalen kan als ze betaald is.'
      : `Ophalen kan bij een betaalde bestelling of een bevestigde offerte; deze bestelling is ${orderStatusWords(status)?.state ?? status}.`,
  quoteNotHeld: 'Deze offerte houdt niets vast; bevestig haar eerst, dan kun je de spullen meegeven.',
  noRentals: 'Deze bestelling heeft geen huurartikelen om mee te geven.',
  count: (name: string, count: number, given: number) =>
    `Geef ${count} ${count === 1 ? 'unit' : 'units'} voor ${name} (je gaf er ${given}).`,
  lineNotOfOrder: 'Deze regel hoort niet bij deze bestelling of is geen huurregel.',
  unknownTag: (tag: string) => `Inventarisnummer ${tag} kennen we niet.`,
  twice: (tag: string) => `Inventarisnummer ${tag} staat er twee keer in.`,
  wrongArticle: (tag: string, name: string) => `${tag} is geen ${name}; scan een unit van dit artikel.`,
  notInService: (tag: string, status: string) => `${tag} is ${status}; die kun je niet meegeven.`,
  alreadyOut: (tag: string, number: string) =>
    `${tag} is al uitgeleend met bestelling ${number}; neem hem eerst in of kies een andere unit.`,
  takenMeanwhile:
    'Een van deze units is intussen met een andere bestelling meegegeven; laad de bestelling opnieuw en scan een andere unit.',
  notPickedUp: (status: string) =>
    `Alleen een opgehaalde bestelling kun je innemen; deze bestelling is ${orderStatusWords(status)?.state ?? status}.`,
  notOut: (tag: string) => `${tag} is niet uitgeleend met deze bestelling.`,
  damagedNote: 'Schrijf erbij wat er kapot is (1 tot 500 tekens).',
  date: `Kies een datum binnen een jaar van vandaag (JJJJ-MM-DD).`,
} as const;

// ---- Shapes ----------------------------------------------------------------------------------

export const HandoverOrder = z
  .object({
    number: z.string(),
    version: z.int().min(1),
    status: z.enum(ORDER_STATUSES),
    name: z.string().describe('First and last name of the billing address'),
    company_name: z.string(),
    phone: z.string(),
    start_date: IsoDate.nullable(),
    end_date: IsoDate.nullable(),
    pickup_slot_description: z.string().nullable(),
    return_slot_description: z.string().nullable(),
    starts_at: Timestamp.nullable().describe('Start of the pickup slot'),
    due_at: Timestamp.nullable().describe('End of the return slot'),
    ready: z.boolean().describe('May be picked up now (paid, or a quote that holds its units)'),
    lines: z.array(DeskRentalLine),
    collisions: z.array(DeskCollision).describe('Only for overdue orders: the orders they now collide with'),
  })
  .meta({ id: 'HandoverOrder', description: 'An order at the desk’s pickups and returns of a day' });
type HandoverOrderAnswer = z.output<typeof HandoverOrder>;

export const Handovers = z
  .object({
    date: IsoDate,
    overdue: z
      .array(HandoverOrder)
      .describe('Picked up, past the end of the return slot and not all checked in: longest overdue first'),
    pickups: z.array(HandoverOrder).describe('Starting on date (not cancelled), by pickup slot'),
    returns: z.array(HandoverOrder).describe('Ending on date and picked up (or returned), by return slot'),
    truncated: z.boolean().describe(`A list was cut at ${MAX_HANDOVERS} orders`),
  })
  .meta({ id: 'Handovers', description: 'The pickups and returns of a day at the desk' });

const staffOnly = {
  '401': json(ref(Detail), 'Log in bij de balie (no session, or no desk session).'),
  '403': json(ref(Detail), 'Je hebt geen toegang tot de balie (or CSRF-controle mislukt).'),
};

function action(summary: string, description: string, request: z.ZodType): Json {
  return {
    post: {
      summary,
      description:
        'Staff only; needs X-CSRFToken. `version` is the order’s as loaded: changed since, 409 and ' +
        `nothing done. Raises the version and writes an audit row in the same transaction. ${description}`,
      parameters: [pathParam('number', 'The order number, SL-2026-00001')],
      requestBody: { required: true, content: { 'application/json': { schema: ref(request) } } },
      responses: {
        '200': json(ref(DeskOrder), 'The order after the action'),
        '400': json(ref(FieldErrors), 'Per field a list of Dutch messages; nothing done'),
        ...staffOnly,
        '404': json(ref(Detail), 'Niet gevonden.'),
        '409': json(
          ref(Detail),
          'The order changed since it was loaded, or a unit is out with another order',
        ),
      },
    },
  };
}

export const handoverPaths: Paths = {
  '/desk/handovers/': {
    get: {
      summary: "A day's pickups and returns, overdue returns first (staff only)",
      description: `Never cached. At most ${MAX_HANDOVERS} orders per list (truncated says so).`,
      parameters: [
        queryParam(
          'date',
          `The day (Europe/Amsterdam), within ${HANDOVER_DAYS} days of today; default today`,
          dateQuery,
        ),
      ],
      responses: {
        '200': json(ref(Handovers), 'The day'),
        '400': json(ref(FieldErrors), 'A bad date'),
        ...staffOnly,
      },
    },
  },
  '/desk/orders/{number}/pickup/': action(
    'Hand out units with the order (pickup)',
    'Every rental line gets its count of units, named by asset tag (as typed or scanned: trimmed, ' +
      'any case). A unit of another article, not in service, unknown or named twice: 400 on ' +
      '`units.<i>.asset_tag`; a wrong count: 400 on `lines.<line id>`; a unit out with another order: ' +
      '409 (a partial unique index in the database refuses a second open assignment, whatever races). ' +
      'Only a paid order or a quote that holds its units. The order becomes picked_up; its ' +
      'reservations hold for good and last until its units are checked in.',
    DeskPickupRequest,
  ),
  '/desk/orders/{number}/return/': action(
    'Check units of the order in (return)',
    'Each unit with its condition; a damaged one (note required) goes in repair and leaves the ' +
      'article’s availability at once. Some units may come back now and the rest later; with all in, ' +
      'the order is returned. Checked in after the return slot: the reservation ends at the check-in, ' +
      'and the orders that then collide are on the order (`collisions`).',
    DeskReturnRequest,
  ),
};

// ---- Pickup and return -----------------------------------------------------------------------

type PickupItem = { index: number; lineId: number; tag: string };
type ReturnItem = { index: number; tag: string; condition: UnitCondition; note: string };

function readPickup(form: Form): { items: PickupItem[] } {
  const items = form.objects('units', { required: true, max: 200 }).map((f, index) => {
    const lineId = f.integer('line_id', { required: true });
    const raw = f.text('asset_tag', { required: true, max: 100 });
    const tag = raw === '' ? null : normalizeTag(raw);
    if (raw !== '' && tag === null) f.errors.asset_tag = [UNIT_MESSAGES.tag];
    form.adopt(`units.${index}`, f);
    return { index, lineId: lineId ?? 0, tag: tag ?? '' };
  });
  twice(form, items);
  return { items };
}

function readReturn(form: Form): { items: ReturnItem[] } {
  const items = form.objects('units', { required: true, max: 200 }).map((f, index) => {
    const raw = f.text('asset_tag', { required: true, max: 100 });
    const tag = raw === '' ? null : normalizeTag(raw);
    if (raw !== '' && tag === null) f.errors.asset_tag = [UNIT_MESSAGES.tag];
    const condition = f.choice('condition', UNIT_CONDITIONS, { required: true });
    const note = f.text('note', { max: 500 });
    if (condition === 'damaged' && note === '' && !f.has('note'))
      f.add('note', HANDOVER_MESSAGES.damagedNote);
    form.adopt(`units.${index}`, f);
    return { index, tag: tag ?? '', condition: condition ?? 'ok', note };
  });
  twice(form, items);
  return { items };
}

function twice(form: Form, items: { index: number; tag: string }[]): void {
  const seen = new Set<string>();
  for (const item of items) {
    if (item.tag === '') continue;
    if (seen.has(item.tag)) form.add(`units.${item.index}.asset_tag`, HANDOVER_MESSAGES.twice(item.tag));
    seen.add(item.tag);
  }
}

/** The units named, locked (`FOR UPDATE`, in id order), by tag. */
async function lockUnits(tx: Tx, tags: string[]) {
  if (tags.length === 0) return new Map<string, typeof rentalUnits.$inferSelect>();
  const rows = await tx
    .select()
    .from(rentalUnits)
    .where(inArray(rentalUnits.assetTag, [...new Set(tags)]))
    .orderBy(asc(rentalUnits.id))
    .for('update');
  return new Map(rows.map((r) => [r.assetTag, r]));
}

const orderWindow = (o: OrderRow) =>
  reservationWindow({
    startDate: o.startDate,
    endDate: o.endDate,
    pickupSlot: o.pickupSlot,
    returnSlot: o.returnSlot,
  });

async function pickup(
  tx: Tx,
  order: OrderRow,
  { items }: { items: PickupItem[] },
  staff: { id: number },
  now: Date,
): Promise<Done> {
  if (!PICKUP_FROM.includes(order.status))
    throw new HttpError(400, { non_field_errors: [HANDOVER_MESSAGES.notReady(order.status)] });
  if (order.status === 'quote' && !(await holdsNow(tx, order.id, now)))
    throw new HttpError(400, { non_field_errors: [HANDOVER_MESSAGES.quoteNotHeld] });
  const lines = await tx
    .select()
    .from(orderLines)
    .where(and(eq(orderLines.orderId, order.id), eq(orderLines.type, 'RENTAL')))
    .orderBy(asc(orderLines.position));
  const window = orderWindow(order);
  if (lines.length === 0 || !window)
    throw new HttpError(400, { non_field_errors: [HANDOVER_MESSAGES.noRentals] });
  const errors: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  const lineOf = new Map(lines.map((l) => [l.id, l]));
  for (const line of lines) {
    const given = items.filter((i) => i.lineId === line.id).length;
    if (given !== line.count) add(`lines.${line.id}`, HANDOVER_MESSAGES.count(line.name, line.count, given));
  }
  const units = await lockUnits(
    tx,
    items.map((i) => i.tag),
  );
  for (const item of items) {
    const line = lineOf.get(item.lineId);
    if (!line) add(`units.${item.index}.line_id`, HANDOVER_MESSAGES.lineNotOfOrder);
    const unit = units.get(item.tag);
    if (!unit) add(`units.${item.index}.asset_tag`, HANDOVER_MESSAGES.unknownTag(item.tag));
    else if (line && unit.articleId !== line.articleId)
      add(`units.${item.index}.asset_tag`, HANDOVER_MESSAGES.wrongArticle(item.tag, line.name));
    else if (unit.status !== 'in_service')
      add(
        `units.${item.index}.asset_tag`,
        HANDOVER_MESSAGES.notInService(item.tag, UNIT_STATUS_WORDS[unit.status].state),
      );
  }
  if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
  const ids = items.map((i) => units.get(i.tag)?.id ?? 0);
  const out = await tx
    .select({ unitId: unitAssignments.unitId, number: orders.number })
    .from(unitAssignments)
    .innerJoin(orders, eq(orders.id, unitAssignments.orderId))
    .where(and(inArray(unitAssignments.unitId, ids), isNull(unitAssignments.returnedAt)));
  if (out.length > 0) {
    const first = out[0] as { unitId: number; number: string };
    const tag = [...units.values()].find((u) => u.id === first.unitId)?.assetTag ?? '';
    throw new HttpError(409, { detail: HANDOVER_MESSAGES.alreadyOut(tag, first.number) });
  }
  await tx.insert(unitAssignments).values(
    items.map((i) => ({
      orderId: order.id,
      orderLineId: i.lineId,
      unitId: units.get(i.tag)?.id ?? 0,
      articleId: lineOf.get(i.lineId)?.articleId ?? 0,
      pickedUpAt: now,
      pickedUpBy: staff.id,
      dueAt: window.end,
    })),
  );
  // Out now: held for good, and until checked in (an early pickup starts the reservation now).
  await tx
    .update(reservations)
    .set({
      expiresAt: null,
      untilReturn: true,
      startsAt: sql`least(${reservations.startsAt}, ${now.toISOString()}::timestamptz)`,
    })
    .where(eq(reservations.orderId, order.id));
  await tx.update(orders).set({ status: 'picked_up' }).where(eq(orders.id, order.id));
  return {
    before: { status: order.status, version: order.version },
    after: {
      status: 'picked_up',
      units: items.map((i) => ({
        line_id: i.lineId,
        asset_tag: i.tag,
        unit_id: units.get(i.tag)?.id ?? null,
      })),
    },
    mailIds: [],
  };
}

async function checkIn(
  tx: Tx,
  order: OrderRow,
  { items }: { items: ReturnItem[] },
  staff: { id: number; email: string },
  now: Date,
): Promise<Done> {
  if (order.status !== 'picked_up')
    throw new HttpError(400, { non_field_errors: [HANDOVER_MESSAGES.notPickedUp(order.status)] });
  const units = await lockUnits(
    tx,
    items.map((i) => i.tag),
  );
  const open = await tx
    .select()
    .from(unitAssignments)
    .where(and(eq(unitAssignments.orderId, order.id), isNull(unitAssignments.returnedAt)));
  const openOf = new Map(open.map((a) => [a.unitId, a]));
  const errors: Record<string, string[]> = {};
  for (const item of items) {
    const unit = units.get(item.tag);
    if (!unit) errors[`units.${item.index}.asset_tag`] = [HANDOVER_MESSAGES.unknownTag(item.tag)];
    else if (!openOf.has(unit.id))
      errors[`units.${item.index}.asset_tag`] = [HANDOVER_MESSAGES.notOut(item.tag)];
  }
  if (Object.keys(errors).length > 0) throw new HttpError(400, errors);
  const checked: Record<string, unknown>[] = [];
  const articlesBack = new Set<number>();
  for (const item of items) {
    const unit = units.get(item.tag) as typeof rentalUnits.$inferSelect;
    const assignment = openOf.get(unit.id) as typeof unitAssignments.$inferSelect;
    await tx
      .update(unitAssignments)
      .set({ returnedAt: now, returnedBy: staff.id, condition: item.condition, note: item.note })
      .where(eq(unitAssignments.id, assignment.id));
    articlesBack.add(assignment.articleId);
    const late = now > assignment.dueAt;
    checked.push({
      asset_tag: unit.assetTag,
      unit_id: unit.id,
      condition: item.condition,
      note: item.note,
      due_at: assignment.dueAt.toISOString(),
      late,
    });
    if (item.condition === 'damaged' && unit.status === 'in_service') {
      // Damaged: in repair at once, so it leaves the article's availability (the trigger recounts).
      const moved = await moveUnit(tx, unit, 'in_repair', item.note, now, order.id);
      await audit(
        tx,
        staff,
        'unit_status',
        {
          unitId: unit.id,
          orderId: order.id,
          before: { status: unit.status, version: unit.version, asset_tag: unit.assetTag },
          after: { status: moved.status, version: moved.version, asset_tag: unit.assetTag, note: item.note },
        },
        now,
      );
    }
  }
  // An article whose units are all back: its reservation ends at the check-in when that is later
  // than booked (a late return kept it until now), and stops counting as out.
  const stillOut = await tx
    .select({ articleId: unitAssignments.articleId })
    .from(unitAssignments)
    .where(and(eq(unitAssignments.orderId, order.id), isNull(unitAssignments.returnedAt)));
  const outArticles = new Set(stillOut.map((r) => r.articleId));
  const back = [...articlesBack].filter((id) => !outArticles.has(id));
  if (back.length > 0)
    await tx
      .update(reservations)
      .set({
        endsAt: sql`greatest(${reservations.endsAt}, ${now.toISOString()}::timestamptz)`,
        untilReturn: false,
      })
      .where(and(eq(reservations.orderId, order.id), inArray(reservations.articleId, back)));
  const status: OrderStatus = stillOut.length === 0 ? 'returned' : 'picked_up';
  if (status === 'returned') {
    await tx
      .update(reservations)
      .set({
        endsAt: sql`greatest(${reservations.endsAt}, ${now.toISOString()}::timestamptz)`,
        untilReturn: false,
      })
      .where(and(eq(reservations.orderId, order.id), eq(reservations.untilReturn, true)));
    await tx.update(orders).set({ status }).where(eq(orders.id, order.id));
  }
  return {
    before: { status: order.status, version: order.version, out: open.length },
    after: { status, units: checked, out: stillOut.length },
    mailIds: [],
  };
}

const takenMeanwhile = (error: unknown) =>
  isUniqueViolation(error) ? new HttpError(409, { detail: HANDOVER_MESSAGES.takenMeanwhile }) : null;

// ---- The day's handovers ---------------------------------------------------------------------

const hasRentals = sql`exists (select 1 from ${orderLines} l where l.order_id = "orders"."id" and l.type = 'RENTAL')`;

async function handoverOrders(
  deps: PayingDeps,
  where: SQL,
  order: SQL[],
  now: Date,
  withCollisions: boolean,
): Promise<{ list: HandoverOrderAnswer[]; truncated: boolean }> {
  const { db } = deps;
  const rows = await db
    .select()
    .from(orders)
    .where(where)
    .orderBy(...order)
    .limit(MAX_HANDOVERS + 1);
  const truncated = rows.length > MAX_HANDOVERS;
  const kept = rows.slice(0, MAX_HANDOVERS);
  const lines = await rentalLinesOf(
    db,
    kept.map((o) => o.id),
    now,
  );
  const list: HandoverOrderAnswer[] = [];
  for (const o of kept) {
    const window = orderWindow(o);
    const ready = o.status === 'paid' || (o.status === 'quote' && (await holdsNow(db, o.id, now)));
    list.push({
      number: o.number,
      version: o.version,
      status: o.status,
      name: `${o.billingAddress.first_name} ${o.billingAddress.last_name}`.trim(),
      company_name: o.samEntity.company_name,
      phone: o.phone,
      start_date: o.startDate,
      end_date: o.endDate,
      pickup_slot_description: o.pickupSlotDescription,
      return_slot_description: o.returnSlotDescription,
      starts_at: window?.start.toISOString() ?? null,
      due_at: window?.end.toISOString() ?? null,
      ready,
      lines: lines.get(o.id) ?? [],
      collisions: withCollisions ? await collisionsOf(db, o.id, now) : [],
    });
  }
  return { list, truncated };
}

export function handoversRouter(deps: PayingDeps): Router {
  const { db, clock } = deps;
  const router = Router({ strict: true });

  router
    .route('/desk/handovers/')
    .get(async (req: Request, res: Response) => {
      await requireStaff(db, clock, req);
      privately(res);
      const today = clock.today();
      const date = dateParam(req, 'date') ?? today;
      if (Math.abs(daysBetween(today, date)) > HANDOVER_DAYS) throw badParam('date', HANDOVER_MESSAGES.date);
      const now = clock.now();
      const n = now.toISOString();
      const overdue = await handoverOrders(
        deps,
        sql`${orders.status} = 'picked_up' and exists (select 1 from ${unitAssignments} a
          where a.order_id = "orders"."id" and a.returned_at is null and a.due_at < ${n}::timestamptz)`,
        [asc(orders.endDate), asc(orders.returnSlot), asc(orders.id)],
        now,
        true,
      );
      const pickups = await handoverOrders(
        deps,
        and(
          eq(orders.startDate, date),
          inArray(orders.status, ['quote', 'awaiting_payment', 'paid', 'picked_up', 'returned']),
          hasRentals,
          sql`(${orders.status} <> 'quote' or exists (select 1 from ${reservations} r where r.order_id = "orders"."id"
            and (r.expires_at is null or r.expires_at > ${n}::timestamptz)))`,
        ) as SQL,
        [asc(orders.pickupSlot), asc(orders.id)],
        now,
        false,
      );
      const returns = await handoverOrders(
        deps,
        and(eq(orders.endDate, date), inArray(orders.status, ['picked_up', 'returned']), hasRentals) as SQL,
        [asc(orders.returnSlot), asc(orders.id)],
        now,
        false,
      );
      send(res, Handovers, {
        date,
        overdue: overdue.list,
        pickups: pickups.list,
        returns: returns.list,
        truncated: overdue.truncated || pickups.truncated || returns.truncated,
      });
    })
    .all(methodNotAllowed);

  mountOrderAction(
    router,
    deps,
    '/desk/orders/:number/pickup/',
    'order_pickup',
    readPickup,
    pickup,
    takenMeanwhile,
  );
  mountOrderAction(router, deps, '/desk/orders/:number/return/', 'order_return', readReturn, checkIn);
  return router;
}
