import { sql } from 'drizzle-orm';
import type { Booking, Window } from '../../domain/availability.ts';
import { articles } from '../catalogue/tables.ts';
import type { Db } from '../db/open-database.ts';
import { reservations } from '../orders/tables.ts';

// What the placed orders' reservations take of the rental stock, as availability counts it
// (DESIGN.md "Rental availability"): read by the shop's availability, by placing an order
// (api/orders/reservations.ts, under the article locks) and by the desk's planner and handovers.

type Tx = Pick<Db, 'execute'>;

const idArray = (ids: readonly number[]) =>
  sql`array[${sql.join(
    ids.map((id) => sql`${id}`),
    sql`, `,
  )}]::int[]`;

function rowsOf<T>(result: unknown): T[] {
  return (result as { rows: T[] }).rows;
}

/**
 * When reservation `r` ends as availability counts it: its `ends_at`, or for units out (picked
 * up, not yet checked in) at least `now` (ISO): a late return keeps its reservation until the
 * units are back (api/desk/README.md "Pickup and return").
 */
export const effectiveEnd = (now: string) =>
  sql`(case when r.until_return then greatest(r.ends_at, ${now}::timestamptz) else r.ends_at end)`;

/**
 * Whether reservation `r` (as it counts, `effectiveEnd`) overlaps [s, e): the gist index on article
 * and period, or the small partial index of units out past their end.
 */
export const overlaps = (s: string, e: string, now: string) =>
  sql`(tstzrange(r.starts_at, r.ends_at) && tstzrange(${s}::timestamptz, ${e}::timestamptz)
    or (r.until_return and r.ends_at <= ${now}::timestamptz and r.starts_at < ${e}::timestamptz
      and ${now}::timestamptz > ${s}::timestamptz))`;

/**
 * Per rental article of `ids` (others are absent): its units and the most of them reserved at
 * one moment of `window` (0 when none). One query for the whole list: per article the overlapping
 * reservations (the gist index on article and period), their starts and ends as events, a running
 * sum, its maximum.
 */
export async function mostReserved(
  db: Tx,
  ids: readonly number[],
  window: Window,
  now: Date,
): Promise<Map<number, { units: number; booked: number }>> {
  if (ids.length === 0) return new Map();
  const s = window.start.toISOString();
  const e = window.end.toISOString();
  const n = now.toISOString();
  const result = await db.execute(sql`
    select a.id as "id", a.units as "units", coalesce(max(x.booked), 0)::int as "booked"
    from ${articles} a
    left join lateral (
      select sum(ev.d) over (order by ev.t, ev.d rows between unbounded preceding and current row) as booked
      from ${reservations} r
      cross join lateral (values
        (greatest(r.starts_at, ${s}::timestamptz), r.count),
        (least(${effectiveEnd(n)}, ${e}::timestamptz), -r.count)) as ev(t, d)
      where r.article_id = a.id and ${overlaps(s, e, n)}
        and (r.expires_at is null or r.expires_at > ${n}::timestamptz)
    ) x on true
    where a.id = any(${idArray(ids)}) and a.type = 'RENTAL' and a.units is not null
    group by a.id, a.units`);
  return new Map(
    rowsOf<{ id: number; units: number; booked: number }>(result).map((r) => [
      Number(r.id),
      { units: Number(r.units), booked: Number(r.booked) },
    ]),
  );
}

/** The active reservations of these articles overlapping `window`, for sweeps in code (per day). */
export async function reservationsIn(
  db: Tx,
  ids: readonly number[],
  window: Window,
  now: Date,
): Promise<Map<number, Booking[]>> {
  const out = new Map<number, Booking[]>(ids.map((id) => [id, []]));
  if (ids.length === 0) return out;
  const s = window.start.toISOString();
  const e = window.end.toISOString();
  const n = now.toISOString();
  const result = await db.execute(sql`
    select a.id as "id", r.starts_at as "start", r.ends as "end", r.count as "count"
    from unnest(${idArray(ids)}) as a(id)
    join lateral (
      select r.starts_at, ${effectiveEnd(n)} as ends, r.count from ${reservations} r
      where r.article_id = a.id and ${overlaps(s, e, n)}
        and (r.expires_at is null or r.expires_at > ${n}::timestamptz)
    ) r on true`);
  for (const row of rowsOf<{ id: number; start: string | Date; end: string | Date; count: number }>(result)) {
    out
      .get(Number(row.id))
      ?.push({ start: new Date(row.start), end: new Date(row.end), count: Number(row.count) });
  }
  return out;
}
