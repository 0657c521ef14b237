import { createHmac } from 'node:crypto';
import { and, asc, eq, sql } from 'drizzle-orm';
import { reservationWindow, type Window } from '../../domain/availability.ts';
import { holdMessage, ORDER_BOUND_MESSAGES, type OrderLimits } from '../../domain/order-bounds.ts';
import type { Db } from '../db/open-database.ts';
import type { Form } from '../http/form.ts';
import { hold, lockRentalArticles, type RentalLine, release, shortLines } from './reservations.ts';
import { orderLines, orders, reservations } from './tables.ts';

// What an order holds, for whom and for how long (README "Holds and bounds"). A guest's quote
// holds nothing until its address is proven (quote-confirmation.ts), a confirmed quote for
// QUOTE_HOLD_HOURS, an order awaiting its payment for PAYMENT_HOLD_MINUTES at most, a paid order
// for good. Unpaid holds are counted per e-mail address and per client, under transaction-scoped
// advisory locks on both, so two requests of one customer cannot both take the last one; every
// writer takes those locks before the article locks of reservations.ts (one order: no deadlock).

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

/**
 * The client an order came from, as a key that is not the address itself (HMAC with
 * SECRET_KEY): an IPv6 address counts by its /64, which one customer's line has whole.
 */
export function clientKey(secretKey: string, ip: string | undefined): string {
  const address = (ip ?? 'unknown').replace(/^::ffff:(?=\d+\.)/, '');
  const key = address.includes(':') ? ipv6Prefix(address) : address;
  return createHmac('sha256', secretKey).update(`client:${key}`).digest('base64url').slice(0, 32);
}

/** The first four groups of an IPv6 address (`2001:db8:1:2::5` → `2001:db8:1:2`). */
function ipv6Prefix(address: string): string {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return groups
    .slice(0, 4)
    .map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''))
    .join(':');
}

/** Serialises the holds of one address and one client until the transaction ends. */
export async function lockHolder(tx: Tx, holder: { email: string; clientKey: string | null }): Promise<void> {
  const keys = [`holds:email:${holder.email.toLowerCase()}`];
  if (holder.clientKey) keys.push(`holds:client:${holder.clientKey}`);
  // In one order everywhere: two writers of one customer never wait for each other crosswise.
  for (const key of keys.sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

/**
 * How many unpaid holds (quotes and orders awaiting payment that hold units now) the address and
 * the client have, leaving out order `except`.
 */
export async function unpaidHolds(
  tx: Tx,
  holder: { email: string; clientKey: string | null },
  now: Date,
  except: number | null = null,
): Promise<{ byEmail: number; byClient: number }> {
  const email = holder.email.toLowerCase();
  const result = await tx.execute(sql`
    select
      count(*) filter (where lower(o.email) = ${email})::int as "byEmail",
      count(*) filter (where o.client_key = ${holder.clientKey})::int as "byClient"
    from ${orders} o
    where o.status in ('quote', 'awaiting_payment')
      and (lower(o.email) = ${email} or o.client_key = ${holder.clientKey})
      and o.id <> ${except ?? 0}
      and exists (
        select 1 from ${reservations} r
        where r.order_id = o.id and r.expires_at > ${now.toISOString()}::timestamptz)`);
  const row = (result as { rows: { byEmail: number; byClient: number }[] }).rows[0];
  return { byEmail: Number(row?.byEmail ?? 0), byClient: Number(row?.byClient ?? 0) };
}

/** Records in `form` when the address or the client already has the most unpaid holds. */
export async function checkUnpaidHolds(
  tx: Tx,
  form: Form,
  holder: { email: string; clientKey: string | null },
  limits: OrderLimits,
  now: Date,
  except: number | null = null,
): Promise<void> {
  const held = await unpaidHolds(tx, holder, now, except);
  if (held.byEmail >= limits.maxUnpaidHolds)
    form.add('email', ORDER_BOUND_MESSAGES.holdsEmail(limits.maxUnpaidHolds));
  else if (held.byClient >= limits.maxUnpaidHolds)
    form.add('non_field_errors', ORDER_BOUND_MESSAGES.holdsClient(limits.maxUnpaidHolds));
}

type StoredOrder = typeof orders.$inferSelect;

/** A stored order's rental lines (keyed by order line id) and the window they reserve. */
export async function orderRentals(
  tx: Tx,
  order: StoredOrder,
): Promise<{ lines: RentalLine[]; window: Window | null }> {
  const rows = await tx
    .select({
      id: orderLines.id,
      articleId: orderLines.articleId,
      name: orderLines.name,
      count: orderLines.count,
    })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, order.id), eq(orderLines.type, 'RENTAL')))
    .orderBy(asc(orderLines.position));
  const window = reservationWindow({
    startDate: order.startDate,
    endDate: order.endDate,
    pickupSlot: order.pickupSlot,
    returnSlot: order.returnSlot,
  });
  return { lines: rows.map((r) => ({ lineId: r.id, ...r })), window };
}

/** Whether the order holds units right now (a reservation that has not expired). */
export async function holdsNow(tx: Tx, orderId: number, now: Date): Promise<boolean> {
  const [row] = await tx
    .select({ id: reservations.id })
    .from(reservations)
    .where(
      and(
        eq(reservations.orderId, orderId),
        sql`(${reservations.expiresAt} is null or ${reservations.expiresAt} > ${now.toISOString()}::timestamptz)`,
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** Until when the order's units are kept: null when nothing is held, `forGood` once paid. */
export async function heldUntil(db: Tx, orderId: number, now: Date): Promise<Date | 'forGood' | null> {
  const rows = await db
    .select({ expiresAt: reservations.expiresAt })
    .from(reservations)
    .where(
      and(
        eq(reservations.orderId, orderId),
        sql`(${reservations.expiresAt} is null or ${reservations.expiresAt} > ${now.toISOString()}::timestamptz)`,
      ),
    );
  if (rows.length === 0) return null;
  if (rows.some((r) => r.expiresAt === null)) return 'forGood';
  return new Date(Math.min(...rows.map((r) => (r.expiresAt as Date).getTime())));
}

export type HoldOutcome =
  | { ok: true }
  | { ok: false; short: { line: RentalLine; free: number; total: number }[] };

/**
 * Holds a stored order's rental lines anew until `until` (null: for good), in the caller's
 * transaction: locks the articles, lets go of what the order held, counts what is free without it
 * and holds it all again, or nothing (the short lines answered) when another order took a unit in
 * the meantime. An order without rental lines holds nothing and is fine.
 */
export async function holdAgain(
  tx: Tx,
  order: StoredOrder,
  now: Date,
  until: Date | null,
): Promise<HoldOutcome> {
  const { lines, window } = await orderRentals(tx, order);
  if (lines.length === 0 || !window) return { ok: true };
  const units = await lockRentalArticles(tx, [...new Set(lines.map((l) => l.articleId))]);
  await release(tx, order.id);
  // An article that left the catalogue has nothing left to hold (its reservations went with it).
  const kept = lines.filter((l) => units.has(l.articleId));
  const short = await shortLines(tx, kept, window, now, units);
  if (short.length > 0) return { ok: false, short };
  await hold(tx, order.id, kept, window, until);
  return { ok: true };
}

/** What an order keeps of its rental gear, as its answer says (order-shapes.ts `Hold`). */
export type HoldAnswer = {
  state: 'none' | 'unconfirmed' | 'held' | 'kept' | 'released' | 'needs_contact';
  until: string | null;
  detail: string | null;
};

/** The order's hold from its row, its lines and `heldUntil`'s answer. */
export function holdOf(
  order: StoredOrder,
  lines: readonly { type: string }[],
  held: Date | 'forGood' | null,
  at: { now: Date; quoteHoldHours: number },
): HoldAnswer {
  const { state, until } = holdState(order, lines, held, at);
  return {
    state,
    until: until?.toISOString() ?? null,
    detail: holdMessage({ state, until }, order, at),
  };
}

function holdState(
  order: StoredOrder,
  lines: readonly { type: string }[],
  held: Date | 'forGood' | null,
  at: { now: Date; quoteHoldHours: number },
): { state: HoldAnswer['state']; until: Date | null } {
  if (!lines.some((l) => l.type === 'RENTAL') || order.status === 'cancelled')
    return { state: 'none', until: null };
  if (order.attention === 'late_payment') return { state: 'needs_contact', until: null };
  if (held === 'forGood') return { state: 'kept', until: null };
  if (held) return { state: 'held', until: held };
  if (order.status === 'quote' && order.confirmNonce !== null && order.confirmedAt === null) {
    const before = new Date(order.createdAt.getTime() + at.quoteHoldHours * 3600_000);
    if (before > at.now) return { state: 'unconfirmed', until: before };
  }
  return { state: 'released', until: null };
}
