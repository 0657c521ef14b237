import { and, asc, eq, inArray, isNull, sql } from 'drizzle-orm';
import { reservationWindow } from '../../domain/availability.ts';
import { type OrderStatus, orderStatusWords, UNIT_STATUS_WORDS } from '../../domain/statuses.ts';
import { isUniqueViolation } from '../accounts/auth-input.ts';
import { HttpError } from '../http/errors.ts';
import type { Form } from '../http/form.ts';
import { holdsNow } from '../orders/order-holds.ts';
import { orderLines, orders, reservations } from '../orders/tables.ts';
import { audit } from './audit.ts';
import type { Done } from './order-action.ts';
import type { OrderRow, Tx } from './order-page.ts';
import { rentalUnits, UNIT_CONDITIONS, type UnitCondition, unitAssignments } from './tables.ts';
import { moveUnit, UNIT_MESSAGES } from './unit-changes.ts';
import { normalizeTag } from './unit-store.ts';

// Handing an order's rental units out and taking them back (api/desk/README.md "Pickup and
// return"), and the messages of the desk's handovers. A unit is out with one order at a time: the
// partial unique index `unit_assignments_one_open_unique` is the database's guarantee (the check
// in code before it only gives the clearer message). A late return keeps its reservation until
// checked in (`reservations.until_return`).

/** Statuses an order may be picked up from (a quote only while it holds its units). */
const PICKUP_FROM: readonly OrderStatus[] = ['quote', 'paid'];

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

type PickupItem = { index: number; lineId: number; tag: string };
type ReturnItem = { index: number; tag: string; condition: UnitCondition; note: string };

export function readPickup(form: Form): { items: PickupItem[] } {
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

export function readReturn(form: Form): { items: ReturnItem[] } {
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

export const orderWindow = (o: OrderRow) =>
  reservationWindow({
    startDate: o.startDate,
    endDate: o.endDate,
    pickupSlot: o.pickupSlot,
    returnSlot: o.returnSlot,
  });

export async function pickup(
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

export async function checkIn(
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

export const takenMeanwhile = (error: unknown) =>
  isUniqueViolation(error) ? new HttpError(409, { detail: HANDOVER_MESSAGES.takenMeanwhile }) : null;
