import { and, asc, eq, inArray, isNotNull, lte, ne, sql } from 'drizzle-orm';
import { AVAILABILITY_MESSAGES, reservationWindow, type Window } from '../../domain/availability.ts';
import { articles } from '../catalogue/tables.ts';
import type { Db } from '../db/open-database.ts';
import type { Form } from '../http/form.ts';
import { type PeriodicJob, startPeriodic } from '../jobs/periodic.ts';
import type { StoredCart } from '../shop/cart-store.ts';
import { mostReserved } from '../shop/reserved.ts';
import { orders, reservations } from './tables.ts';

// Reservations of rental articles (DESIGN.md "Rental availability", api/orders/README.md
// "Availability"). The guarantee that no unit is promised twice is a lock, taken by the database:
// every transaction that adds reservations first locks the rows of the rental articles it
// reserves (`FOR NO KEY UPDATE`, in article id order so two orders never wait for each other),
// then counts what is already reserved in its window (a new statement, so under READ COMMITTED it
// sees everything committed by whoever held those locks before) and inserts its own rows before it
// commits and lets go. Two orders of one article therefore run one after the other, on PostgreSQL
// with any number of api processes (the locks are the server's) and on PGlite (one connection, a
// transaction runs alone). `NO KEY UPDATE` does not block the `KEY SHARE` locks of foreign keys,
// so adding the article to a cart never waits for an order. Freeing (cancelling an order, a quote
// expiring) only deletes rows and needs no lock: a concurrent order sees them or not, and at worst
// refuses what it could just have had.

type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete' | 'execute'>;

const PERIOD_FIELDS = ['start_date', 'end_date', 'pickup_slot', 'return_slot'];

/** A rental line of a cart as the check needs it. */
export type RentalLine = { lineId: number; articleId: number; name: string; count: number };

export function rentalLines(cart: StoredCart): RentalLine[] {
  return cart.lines
    .filter((l) => l.article.type === 'RENTAL')
    .map((l) => ({ lineId: l.id, articleId: l.article.id, name: l.article.name, count: l.count }));
}

/** The window the cart's period reserves, or null (no complete period that exists). */
export function cartWindow(cart: StoredCart): Window | null {
  const row = cart.row;
  if (!row) return null;
  return reservationWindow({
    startDate: row.startDate,
    endDate: row.endDate,
    pickupSlot: row.pickupSlot,
    returnSlot: row.returnSlot,
  });
}

/**
 * Locks the rows of these rental articles for the rest of the transaction, in id order, and
 * answers their units. Every writer of reservations goes through here first.
 */
export async function lockRentalArticles(tx: Tx, ids: readonly number[]): Promise<Map<number, number>> {
  if (ids.length === 0) return new Map();
  const rows = await tx
    .select({ id: articles.id, units: articles.units })
    .from(articles)
    .where(and(inArray(articles.id, [...ids]), eq(articles.type, 'RENTAL'), isNotNull(articles.units)))
    .orderBy(asc(articles.id))
    .for('no key update');
  return new Map(rows.map((r) => [r.id, r.units ?? 0]));
}

/**
 * The rental lines of `lines` whose count is more than is free in `window`: each with the free
 * and total units. `units`: the articles' units (locked by `lockRentalArticles` when writing; read
 * plainly when only checking). An article that left the catalogue is not reported here (the
 * caller says so itself).
 */
export async function shortLines(
  tx: Tx,
  lines: readonly RentalLine[],
  window: Window,
  now: Date,
  units?: Map<number, number>,
): Promise<{ line: RentalLine; free: number; total: number }[]> {
  if (lines.length === 0) return [];
  const ids = [...new Set(lines.map((l) => l.articleId))];
  const found = await mostReserved(tx, ids, window, now);
  const short: { line: RentalLine; free: number; total: number }[] = [];
  for (const line of lines) {
    const here = found.get(line.articleId);
    const total = units ? units.get(line.articleId) : here?.units;
    if (total === undefined) continue;
    const free = Math.max(0, total - (here?.booked ?? 0));
    if (line.count > free) short.push({ line, free, total });
  }
  return short;
}

/**
 * Records in `form`, per rental line of `cart` (field `lines.<cart line id>`), the lines whose
 * count is more than is free in the cart's window, with a message for the whole order. Nothing to
 * check without rental lines, or while the period has problems of its own (reported by checkCart,
 * which runs first), nor for a line past the article's units (the order's bounds said so).
 */
export async function checkAvailability(
  tx: Tx,
  form: Form,
  cart: StoredCart,
  now: Date,
  units?: Map<number, number>,
): Promise<void> {
  const window = cartWindow(cart);
  const lines = rentalLines(cart).filter((l) => !form.has(`lines.${l.lineId}`));
  if (lines.length === 0 || !window || PERIOD_FIELDS.some((f) => form.has(f))) return;
  const short = await shortLines(tx, lines, window, now, units);
  for (const { line, free, total } of short) {
    form.add(`lines.${line.lineId}`, AVAILABILITY_MESSAGES.line(line.name, free, total));
  }
  if (short.length > 0) form.add('non_field_errors', AVAILABILITY_MESSAGES.order);
}

/** Inserts what an order holds of its rental lines in `window`, until `expiresAt` (null: for good). */
export async function hold(
  tx: Tx,
  orderId: number,
  lines: readonly { articleId: number; count: number }[],
  window: Window,
  expiresAt: Date | null,
): Promise<void> {
  if (lines.length === 0) return;
  await tx.insert(reservations).values(
    lines.map((l) => ({
      orderId,
      articleId: l.articleId,
      count: l.count,
      startsAt: window.start,
      endsAt: window.end,
      expiresAt,
    })),
  );
}

/** Lets go of everything an order holds (its payment failed, it was cancelled). */
export async function release(tx: Tx, orderId: number): Promise<void> {
  await tx.delete(reservations).where(eq(reservations.orderId, orderId));
}

/**
 * Cancels an order: its status becomes `cancelled` and its reservations go, in one transaction.
 * False when there is no such order or it was cancelled already.
 */
export async function cancelOrder(db: Db, orderId: number, now: Date): Promise<boolean> {
  return db.transaction((tx) => cancelOrderIn(tx, orderId, now));
}

/** `cancelOrder` in the caller's transaction (the desk's cancel, with its refunds and audit row). */
export async function cancelOrderIn(tx: Tx, orderId: number, now: Date): Promise<boolean> {
  const [row] = await tx
    .update(orders)
    .set({ status: 'cancelled', updatedAt: now, version: sql`${orders.version} + 1` })
    .where(and(eq(orders.id, orderId), ne(orders.status, 'cancelled')))
    .returning({ id: orders.id });
  if (!row) return false;
  await tx.delete(reservations).where(eq(reservations.orderId, orderId));
  return true;
}

/**
 * Deletes the reservations of quotes that expired by `now` (availability already ignores them;
 * this keeps the table small). The quote itself stays a quote. Answers how many went.
 */
export async function expireQuotes(db: Db, now: Date): Promise<number> {
  const gone = await db
    .delete(reservations)
    .where(lte(reservations.expiresAt, sql`${now.toISOString()}::timestamptz`))
    .returning({ id: reservations.id });
  return gone.length;
}

/**
 * The quote-expiry job (api/jobs/periodic.ts): every `intervalMs` (an hour) it deletes the
 * reservations of expired quotes by the api's clock. Any number of api processes may run it: a
 * delete is the same whoever does it.
 */
export function startQuoteExpiry(db: Db, clock: { now(): Date }, intervalMs = 3600_000): PeriodicJob {
  return startPeriodic('quote expiry', intervalMs, async () => {
    await expireQuotes(db, clock.now());
    return false;
  });
}
