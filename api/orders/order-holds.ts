import { createHmac } from 'node:crypto';
import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { reservationWindow, type Window } from '../../domain/availability.ts';
import {
  deskHoldMessage,
  holderEmail,
  holdMessage,
  ORDER_BOUND_MESSAGES,
  type OrderLimits,
  peakWithin,
  unpaidUnitCap,
  WIDE_CLIENT_FACTOR,
} from '../../domain/order-bounds.ts';
import { articles } from '../catalogue/tables.ts';
import { customers } from '../customers/tables.ts';
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

/** Whose unpaid holds an order counts against (README "Holds and bounds"). */
export type Holder = {
  /** As given; compared as `holderEmail` makes it. */
  email: string;
  clientKey: string | null;
  /** An IPv6 client's /48; null for IPv4. */
  wideKey: string | null;
  /** A signed-in (so activated) account: its own, higher bound instead of the address's. */
  userId: number | null;
};

/** What a new or renewed hold would keep: its rental value and lines over one window. */
export type NewHold = {
  valueCents: number;
  window: Window | null;
  lines: readonly { key: string; name: string; articleId: number; count: number }[];
  /** Units in service per article (locked when placing). */
  units: ReadonlyMap<number, number>;
};

/**
 * The client an order came from, as keys that are not the address itself (HMAC with
 * SECRET_KEY): an IPv4 address; an IPv6 address by its /64, which one customer's line has whole,
 * and by its /48, a whole site's.
 */
export function clientKeys(
  secretKey: string,
  ip: string | undefined,
): { clientKey: string; wideKey: string | null } {
  const address = (ip ?? 'unknown').replace(/^::ffff:(?=\d+\.)/, '');
  const mac = (key: string) =>
    createHmac('sha256', secretKey).update(`client:${key}`).digest('base64url').slice(0, 32);
  if (!address.includes(':')) return { clientKey: mac(address), wideKey: null };
  const groups = ipv6Groups(address);
  return {
    clientKey: mac(groups.slice(0, 4).join(':')),
    wideKey: mac(`${groups.slice(0, 3).join(':')}::/48`),
  };
}

/** The groups of an IPv6 address, expanded and without leading zeros (`2001:db8::5` → 8 groups). */
function ipv6Groups(address: string): string[] {
  const [head = '', tail] = address.split('::');
  const left = head ? head.split(':') : [];
  const right = tail ? tail.split(':') : [];
  const groups =
    tail === undefined ? left : [...left, ...Array(8 - left.length - right.length).fill('0'), ...right];
  return groups.map((g) => g.toLowerCase().replace(/^0+(?=.)/, ''));
}

/** Serialises the holds of one address, client, site and account until the transaction ends. */
export async function lockHolder(tx: Tx, holder: Holder): Promise<void> {
  const keys = [`holds:email:${holderEmail(holder.email)}`];
  if (holder.clientKey) keys.push(`holds:client:${holder.clientKey}`);
  if (holder.wideKey) keys.push(`holds:wide:${holder.wideKey}`);
  if (holder.userId !== null) keys.push(`holds:user:${holder.userId}`);
  // In one order everywhere: two writers of one customer never wait for each other crosswise.
  for (const key of keys.sort()) await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${key}))`);
}

const UNPAID = sql`o.status in ('quote', 'awaiting_payment') and not o.desk_confirmed`;

/**
 * How many unpaid holds (quotes and orders awaiting payment that hold units now) the address and
 * the client have, leaving out order `except`.
 */
export async function unpaidHolds(
  tx: Tx,
  holder: Pick<Holder, 'email' | 'clientKey'>,
  now: Date,
  except: number | null = null,
): Promise<{ byEmail: number; byClient: number }> {
  const email = holderEmail(holder.email);
  const result = await tx.execute(sql`
    select
      count(*) filter (where o.holder_email = ${email})::int as "byEmail",
      count(*) filter (where o.client_key = ${holder.clientKey})::int as "byClient"
    from ${orders} o
    where ${UNPAID}
      and (o.holder_email = ${email} or o.client_key = ${holder.clientKey})
      and o.id <> ${except ?? 0}
      and exists (
        select 1 from ${reservations} r
        where r.order_id = o.id and r.expires_at > ${now.toISOString()}::timestamptz)`);
  const row = (result as { rows: { byEmail: number; byClient: number }[] }).rows[0];
  return { byEmail: Number(row?.byEmail ?? 0), byClient: Number(row?.byClient ?? 0) };
}

type HeldOrder = {
  start: number;
  end: number;
  value: number;
  byEmail: boolean;
  byClient: boolean;
  byWide: boolean;
  byUser: boolean;
};

/** The holder's unpaid holds whose windows overlap `window`, with their rental value. */
async function heldOverlapping(tx: Tx, holder: Holder, window: Window, now: Date, except: number | null) {
  const email = holderEmail(holder.email);
  const result = await tx.execute(sql`
    select o.id,
      o.holder_email = ${email} as "byEmail",
      coalesce(o.client_key = ${holder.clientKey}, false) as "byClient",
      coalesce(o.client_wide_key = ${holder.wideKey}, false) as "byWide",
      coalesce(o.user_id = ${holder.userId}, false) as "byUser",
      (select coalesce(sum(l.price_cents + l.btw_cents), 0) from ${orderLines} l
        where l.order_id = o.id and l.type = 'RENTAL')::text as value,
      min(r.starts_at) as start, max(r.ends_at) as "end"
    from ${orders} o
    join ${reservations} r on r.order_id = o.id and r.expires_at > ${now.toISOString()}::timestamptz
    where ${UNPAID}
      and (o.holder_email = ${email} or o.client_key = ${holder.clientKey}
        or o.client_wide_key = ${holder.wideKey} or o.user_id = ${holder.userId})
      and o.id <> ${except ?? 0}
      and r.starts_at < ${window.end.toISOString()}::timestamptz
      and r.ends_at > ${window.start.toISOString()}::timestamptz
    group by o.id`);
  return (result as { rows: Record<string, unknown>[] }).rows.map(
    (r): HeldOrder => ({
      start: new Date(r.start as string | Date).getTime(),
      end: new Date(r.end as string | Date).getTime(),
      value: Number(r.value),
      byEmail: r.byEmail === true,
      byClient: r.byClient === true,
      byWide: r.byWide === true,
      byUser: r.byUser === true,
    }),
  );
}

/** Per article, the unpaid holds' reservations overlapping `window`, as windows with counts. */
async function unpaidReservations(
  tx: Tx,
  articleIds: number[],
  window: Window,
  now: Date,
  except: number | null,
) {
  if (articleIds.length === 0) return new Map<number, { start: number; end: number; value: number }[]>();
  const result = await tx.execute(sql`
    select r.article_id as "articleId", r.starts_at as start, r.ends_at as "end", r.count
    from ${reservations} r join ${orders} o on o.id = r.order_id
    where r.article_id in (${sql.join(
      articleIds.map((id) => sql`${id}`),
      sql`, `,
    )})
      and r.expires_at > ${now.toISOString()}::timestamptz
      and ${UNPAID} and o.id <> ${except ?? 0}
      and r.starts_at < ${window.end.toISOString()}::timestamptz
      and r.ends_at > ${window.start.toISOString()}::timestamptz`);
  const byArticle = new Map<number, { start: number; end: number; value: number }[]>();
  for (const r of (result as { rows: Record<string, unknown>[] }).rows) {
    const id = Number(r.articleId);
    byArticle.set(id, [
      ...(byArticle.get(id) ?? []),
      {
        start: new Date(r.start as string | Date).getTime(),
        end: new Date(r.end as string | Date).getTime(),
        value: Number(r.count),
      },
    ]);
  }
  return byArticle;
}

/**
 * Records in `form` each bound on unpaid holds a new hold would break (README "Holds and bounds"):
 * the number of them per address and client; the rental value kept unpaid at any one moment of
 * its window, per address (a guest) or account, per client and per IPv6 /48; and per article at
 * most half of its units kept by unpaid holds together.
 */
export async function checkUnpaidHolds(
  tx: Tx,
  form: Form,
  holder: Holder,
  hold: NewHold,
  limits: OrderLimits,
  now: Date,
  except: number | null = null,
): Promise<void> {
  const held = await unpaidHolds(tx, holder, now, except);
  if (held.byEmail >= limits.maxUnpaidHolds)
    form.add('email', ORDER_BOUND_MESSAGES.holdsEmail(limits.maxUnpaidHolds));
  else if (held.byClient >= limits.maxUnpaidHolds)
    form.add('non_field_errors', ORDER_BOUND_MESSAGES.holdsClient(limits.maxUnpaidHolds));
  const { window } = hold;
  if (!window || hold.lines.length === 0) return;
  const span = { start: window.start.getTime(), end: window.end.getTime() };

  // The value: the holder's own bound first (its address as a guest, its account signed in).
  const others = await heldOverlapping(tx, holder, window, now, except);
  const account = holder.userId !== null;
  const limit = account
    ? ((await businessHoldLimit(tx, holder.userId as number)) ?? limits.accountHoldCents)
    : limits.guestHoldCents;
  const scopes: { mine: (h: HeldOrder) => boolean; limit: number; field: string }[] = [
    account
      ? { mine: (h) => h.byUser, limit, field: 'non_field_errors' }
      : { mine: (h) => h.byEmail, limit, field: 'email' },
    { mine: (h) => h.byClient, limit, field: 'non_field_errors' },
    ...(holder.wideKey
      ? [{ mine: (h: HeldOrder) => h.byWide, limit: WIDE_CLIENT_FACTOR * limit, field: 'non_field_errors' }]
      : []),
  ];
  for (const scope of scopes) {
    const peak = peakWithin(others.filter(scope.mine), span);
    if (peak + hold.valueCents <= scope.limit) continue;
    form.add(
      scope.field,
      account
        ? ORDER_BOUND_MESSAGES.accountValue(scope.limit, peak)
        : ORDER_BOUND_MESSAGES.guestValue(scope.limit, peak, limits.accountHoldCents),
    );
    break;
  }

  // Half of every article stays free for customers who pay.
  const lines = hold.lines.filter((l) => !form.has(l.key));
  const reserved = await unpaidReservations(
    tx,
    [...new Set(lines.map((l) => l.articleId))],
    window,
    now,
    except,
  );
  for (const line of lines) {
    const units = hold.units.get(line.articleId);
    if (units === undefined || line.count > units) continue;
    const cap = unpaidUnitCap(units, limits.unpaidUnitsPercent);
    // Keeping them all is availability's to refuse, with its own words.
    if (cap >= units) continue;
    const peak = peakWithin(reserved.get(line.articleId) ?? [], span);
    if (peak + line.count > cap)
      form.add(line.key, ORDER_BOUND_MESSAGES.unpaidUnits(line.name, cap, units, peak));
  }
}

/**
 * A business customer's own bound, set by the desk on its record (api/customers/): it counts only
 * signed in with that record's account, since an address typed as a guest proves nothing.
 */
async function businessHoldLimit(tx: Tx, userId: number): Promise<number | null> {
  const [row] = await tx
    .select({ cents: customers.holdLimitCents })
    .from(customers)
    .where(and(eq(customers.userId, userId), eq(customers.isBusiness, true)));
  return row?.cents ?? null;
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

/** Whose holds a stored order counts against: as it was placed. */
export function holderOf(order: StoredOrder): Holder {
  return {
    email: order.email,
    clientKey: order.clientKey,
    wideKey: order.clientWideKey,
    userId: order.userId,
  };
}

/** What a stored order would hold again (a confirmation, a new payment). */
export async function storedHold(tx: Tx, order: StoredOrder): Promise<NewHold> {
  const { lines, window } = await orderRentals(tx, order);
  const ids = [...new Set(lines.map((l) => l.articleId))];
  const [value] = await tx
    .select({ cents: sql<string>`coalesce(sum(${orderLines.priceCents} + ${orderLines.btwCents}), 0)::text` })
    .from(orderLines)
    .where(and(eq(orderLines.orderId, order.id), eq(orderLines.type, 'RENTAL')));
  const units =
    ids.length === 0
      ? []
      : await tx
          .select({ id: articles.id, units: articles.units })
          .from(articles)
          .where(inArray(articles.id, ids));
  return {
    valueCents: Number(value?.cents ?? 0),
    window,
    lines: lines.map((l) => ({
      key: `lines.${l.lineId}`,
      name: l.name,
      articleId: l.articleId,
      count: l.count,
    })),
    units: new Map(units.map((u) => [u.id, u.units ?? 0])),
  };
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

/**
 * The order's hold from its row, its lines and `heldUntil`'s answer; its detail in the customer's
 * words, or (`reader: 'desk'`) in the staff's.
 */
export function holdOf(
  order: StoredOrder,
  lines: readonly { type: string }[],
  held: Date | 'forGood' | null,
  at: { now: Date; quoteHoldHours: number },
  reader: 'customer' | 'desk' = 'customer',
): HoldAnswer {
  const { state, until } = holdState(order, lines, held, at);
  const words = reader === 'desk' ? deskHoldMessage : holdMessage;
  return {
    state,
    until: until?.toISOString() ?? null,
    detail: words({ state, until }, order, at),
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
