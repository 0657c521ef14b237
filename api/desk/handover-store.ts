import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { mostBooked } from '../../domain/availability.ts';
import type { OrderStatus } from '../../domain/statuses.ts';
import type { Db } from '../db/open-database.ts';
import { orderLines, reservations } from '../orders/tables.ts';
import { effectiveEnd, overlaps } from '../shop/reserved.ts';
import type { DeskCollision, DeskRentalLine } from './order-shapes.ts';
import { rentalUnits, unitAssignments } from './tables.ts';

// What pickup, return, the handovers and an order's page share (api/desk/README.md "Pickup and
// return"): an order's rental lines with the units handed out, and the other orders it collides
// with now.

type Reader = Pick<Db, 'select' | 'execute'>;
type RentalLineAnswer = z.output<typeof DeskRentalLine>;
type CollisionAnswer = z.output<typeof DeskCollision>;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/** Per order of `orderIds`, its rental lines with the units handed out (two queries for all). */
export async function rentalLinesOf(
  db: Reader,
  orderIds: readonly number[],
  now: Date,
): Promise<Map<number, RentalLineAnswer[]>> {
  const out = new Map<number, RentalLineAnswer[]>(orderIds.map((id) => [id, []]));
  if (orderIds.length === 0) return out;
  const lines = await db
    .select({
      id: orderLines.id,
      orderId: orderLines.orderId,
      articleId: orderLines.articleId,
      name: orderLines.name,
      count: orderLines.count,
    })
    .from(orderLines)
    .where(and(inArray(orderLines.orderId, [...orderIds]), eq(orderLines.type, 'RENTAL')))
    .orderBy(asc(orderLines.orderId), asc(orderLines.position));
  const handed = await db
    .select({ a: unitAssignments, tag: rentalUnits.assetTag })
    .from(unitAssignments)
    .innerJoin(rentalUnits, eq(rentalUnits.id, unitAssignments.unitId))
    .where(inArray(unitAssignments.orderId, [...orderIds]))
    .orderBy(asc(unitAssignments.id));
  for (const line of lines) {
    out.get(line.orderId)?.push({
      line_id: line.id,
      article_id: line.articleId,
      name: line.name,
      count: line.count,
      units: handed
        .filter((h) => h.a.orderLineId === line.id)
        .map(({ a, tag }) => ({
          unit_id: a.unitId,
          asset_tag: tag,
          picked_up_at: a.pickedUpAt.toISOString(),
          due_at: a.dueAt.toISOString(),
          returned_at: a.returnedAt?.toISOString() ?? null,
          condition: a.condition,
          note: a.note,
          late: (a.returnedAt ?? now) > a.dueAt,
        })),
    });
  }
  return out;
}

type Booked = {
  orderId: number;
  number: string;
  status: OrderStatus;
  articleId: number;
  name: string;
  units: number;
  start: Date;
  end: Date;
  count: number;
};

/**
 * The other orders that `orderId` collides with now: per article it reserves, every active
 * reservation of another order whose period (as it counts now: units out count until checked in)
 * overlaps its own while more units are wanted at some moment of that overlap than the article
 * has in service. One query per article of the order.
 */
export async function collisionsOf(db: Reader, orderId: number, now: Date): Promise<CollisionAnswer[]> {
  const n = now.toISOString();
  const mine = rowsOf<{ article_id: number; starts_at: string | Date; ends: string | Date }>(
    await db.execute(sql`
      select r.article_id, r.starts_at, ${effectiveEnd(n)} as ends from ${reservations} r
      where r.order_id = ${orderId} and (r.expires_at is null or r.expires_at > ${n}::timestamptz)`),
  );
  const found = new Map<string, CollisionAnswer>();
  for (const m of mine) {
    const s = new Date(m.starts_at).toISOString();
    const e = new Date(m.ends).toISOString();
    const all = rowsOf<{
      order_id: number;
      number: string;
      status: OrderStatus;
      article_id: number;
      name: string;
      units: number;
      starts_at: string | Date;
      ends: string | Date;
      count: number;
    }>(
      await db.execute(sql`
        select r.order_id, o.number, o.status, r.article_id, a.name, a.units, r.starts_at,
          ${effectiveEnd(n)} as ends, r.count
        from ${reservations} r
        join orders o on o.id = r.order_id
        join articles a on a.id = r.article_id
        where r.article_id = ${m.article_id} and ${overlaps(s, e, n)}
          and (r.expires_at is null or r.expires_at > ${n}::timestamptz)`),
    ).map(
      (r): Booked => ({
        orderId: Number(r.order_id),
        number: r.number,
        status: r.status,
        articleId: Number(r.article_id),
        name: r.name,
        units: Number(r.units ?? 0),
        start: new Date(r.starts_at),
        end: new Date(r.ends),
        count: Number(r.count),
      }),
    );
    for (const other of all) {
      if (other.orderId === orderId) continue;
      const window = {
        start: new Date(Math.max(new Date(s).getTime(), other.start.getTime())),
        end: new Date(Math.min(new Date(e).getTime(), other.end.getTime())),
      };
      if (window.end <= window.start) continue;
      const wanted = mostBooked(all, window);
      if (wanted <= other.units) continue;
      const key = `${other.number}:${other.articleId}`;
      const before = found.get(key);
      if (!before || before.wanted < wanted)
        found.set(key, {
          order_number: other.number,
          status: other.status,
          article_id: other.articleId,
          name: other.name,
          starts_at: other.start.toISOString(),
          ends_at: other.end.toISOString(),
          wanted,
          units: other.units,
        });
    }
  }
  return [...found.values()].sort((a, b) => a.starts_at.localeCompare(b.starts_at));
}
