import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { amsterdamInstant, mostBooked } from '../../domain/availability.ts';
import { addDays, weekday } from '../../domain/dates.ts';
import { ORDER_STATUSES, type OrderStatus, UNIT_STATUSES } from '../../domain/statuses.ts';
import { articles } from '../catalogue/tables.ts';
import { privately } from '../http/cache.ts';
import type { Deps } from '../http/deps.ts';
import { badParam, methodNotAllowed } from '../http/errors.ts';
import {
  Detail,
  dateQuery,
  FieldErrors,
  Id,
  IsoDate,
  json,
  type Paths,
  queryParam,
  ref,
  Timestamp,
} from '../http/openapi.ts';
import { withParam } from '../http/paging.ts';
import { dateParam, intListParam, parseInteger, rawParam, stringParam } from '../http/params.ts';
import { send } from '../http/send.ts';
import { reservations } from '../orders/tables.ts';
import { effectiveEnd, overlaps } from '../shop/reserved.ts';
import { requireStaff } from './staff.ts';
import { rentalUnits, unitAssignments, unitRepairs } from './tables.ts';

// The planner (api/desk/README.md "Planner"): per rental article and per unit, over whole weeks,
// the reservations with their state, pickups and returns, what each unit was out with, its
// repairs, and the over-booked days, in one answer per page of articles, so one GraphQL query per
// view is one call here. Five queries per page whatever its size (articles, units, reservations,
// assignments, repairs), each on an index; the over-booked days are swept in code.

export const MAX_WEEKS = 12;
export const DEFAULT_WEEKS = 8;
export const MAX_PLANNER_ARTICLES = 50;

export const PLANNER_MESSAGES = {
  weeks: `Kies 1 tot en met ${MAX_WEEKS} weken.`,
  articles: `Geef hoogstens ${MAX_PLANNER_ARTICLES} artikelen, als ids met komma's (articles=12,13).`,
  pageSize: `Kies een paginagrootte van 1 tot en met ${MAX_PLANNER_ARTICLES}.`,
  page: 'Kies een paginanummer vanaf 1.',
  from: 'Kies een begindatum tussen 2000 en 2100.',
  q: 'Zoek met hoogstens 100 tekens, zonder stuurtekens.',
  conflicts: 'Geef conflicts=true (alleen artikelen die overboekt zijn) of laat het weg.',
} as const;

const RESERVATION_STATES = ['held', 'kept', 'out', 'overdue', 'returned'] as const;

export const PlannerReservation = z
  .object({
    order_number: z.string(),
    order_status: z.enum(ORDER_STATUSES),
    customer: z
      .string()
      .describe('Who it is for: the billing name, with the company in parentheses when there is one'),
    state: z
      .enum(RESERVATION_STATES)
      .describe(
        'held: until expires_at (an unpaid hold); kept: for good; out: picked up; overdue: out past its end; returned',
      ),
    count: z.int().min(1),
    starts_at: Timestamp,
    ends_at: Timestamp.describe('As it counts now: units out past their end count until now'),
    booked_ends_at: Timestamp.describe('The end as booked (or, returned late, the check-in)'),
    expires_at: Timestamp.nullable(),
  })
  .meta({ id: 'PlannerReservation' });

const Handover = z.object({
  order_number: z.string(),
  at: Timestamp,
  done: z.boolean().describe('Picked up / checked in'),
});

export const PlannerUnit = z
  .object({
    id: Id,
    asset_tag: z.string(),
    status: z.enum(UNIT_STATUSES),
    retired_at: Timestamp.nullable(),
    assignments: z
      .array(
        z.object({
          order_number: z.string(),
          picked_up_at: Timestamp,
          due_at: Timestamp,
          returned_at: Timestamp.nullable(),
          condition: z.enum(['ok', 'damaged']).nullable(),
        }),
      )
      .describe('Out with an order during the period, oldest first'),
    repairs: z
      .array(z.object({ started_at: Timestamp, ended_at: Timestamp.nullable(), reason: z.string() }))
      .describe('In repair during the period'),
  })
  .meta({ id: 'PlannerUnit' });

export const PlannerArticle = z
  .object({
    id: Id,
    name: z.string(),
    sam_id: z.string(),
    units_in_service: z.int().min(0),
    units: z.array(PlannerUnit).describe('By asset tag; retired before the period left out'),
    reservations: z.array(PlannerReservation).describe('Overlapping the period, by start'),
    pickups: z.array(Handover).describe('Pickups due in the period'),
    returns: z.array(Handover).describe('Returns due in the period'),
    conflicts: z
      .array(z.object({ date: IsoDate, wanted: z.int().min(1), units: z.int().min(0) }))
      .describe('Days on which more are reserved at one moment than the units in service now'),
  })
  .meta({ id: 'PlannerArticle' });
type PlannerArticleAnswer = z.output<typeof PlannerArticle>;

export const Planner = z
  .object({
    from: IsoDate.describe('A Monday'),
    to: IsoDate.describe('The last day shown (a Sunday)'),
    weeks: z.int().min(1).max(MAX_WEEKS),
    count: z.int().min(0).describe('Rental articles in all pages'),
    next: z.url().nullable(),
    previous: z.url().nullable(),
    results: z.array(PlannerArticle).describe('By name'),
  })
  .meta({ id: 'Planner', description: 'The planner: rental articles and their units over weeks' });

export const plannerPaths: Paths = {
  '/desk/planner/': {
    get: {
      summary: 'The planner: per rental article and unit, weeks of reservations (staff only)',
      description:
        `Never cached. from: snapped back to its Monday (default this week's). weeks 1-${MAX_WEEKS} ` +
        `(default ${DEFAULT_WEEKS}). q: part of a name, brand or article number. articles: at most ${MAX_PLANNER_ARTICLES} ids; paged by article ` +
        `(page_size at most ${MAX_PLANNER_ARTICLES}, default ${MAX_PLANNER_ARTICLES}). Bad input: 400.`,
      parameters: [
        queryParam('from', 'First day (snapped back to its Monday)', dateQuery),
        queryParam('weeks', `Weeks shown, 1-${MAX_WEEKS}`, {
          type: 'integer',
          minimum: 1,
          maximum: MAX_WEEKS,
        }),
        queryParam('articles', 'Only these rental articles (ids, comma-separated)', {
          type: 'string',
          description: 'Comma-separated list',
        }),
        queryParam('q', "Part of an article's name, brand or article number (any case, at most 100)", {
          type: 'string',
          maxLength: 100,
        }),
        queryParam(
          'conflicts',
          'true: only articles over-booked at some moment of the weeks shown (more reserved than in service now)',
          { type: 'boolean' },
        ),
        queryParam('page', 'Page of articles, from 1', { type: 'integer', minimum: 1 }),
        queryParam('page_size', `Articles per page, 1-${MAX_PLANNER_ARTICLES}`, {
          type: 'integer',
          minimum: 1,
          maximum: MAX_PLANNER_ARTICLES,
        }),
      ],
      responses: {
        '200': json(ref(Planner), 'A page of the planner'),
        '400': json(ref(FieldErrors), 'Per parameter a Dutch message'),
        '401': json(ref(Detail), 'Log in bij de balie (no session, or no desk session).'),
        '403': json(ref(Detail), 'Je hebt geen toegang tot de balie.'),
      },
    },
  },
};

function intParam(req: Request, name: string, fallback: number, min: number, max: number, message: string) {
  const raw = rawParam(req, name)?.trim();
  if (raw === undefined || raw === '') return fallback;
  const n = parseInteger(raw);
  if (n === null || n < min || n > max) throw badParam(name, message);
  return n;
}

/** `q` as an ILIKE pattern (`%` and `_` are characters), else a 400 on `q`. */
function namePattern(req: Request): string | undefined {
  const value = stringParam(req, 'q');
  if (value === undefined) return undefined;
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what it looks for
  if (value.length > 100 || /[\u0000-\u001f\u007f]/.test(value) || /\p{Surrogate}/u.test(value))
    throw badParam('q', PLANNER_MESSAGES.q);
  return `%${value.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

const rowsOf = <T>(result: unknown): T[] => (result as { rows: T[] }).rows;
const iso = (v: string | Date) => new Date(v).toISOString();

export function plannerRouter({ db, clock }: Deps): Router {
  const router = Router({ strict: true });
  router
    .route('/desk/planner/')
    .get(async (req: Request, res: Response) => {
      await requireStaff(db, clock, req);
      privately(res);
      const asked = dateParam(req, 'from') ?? clock.today();
      if (asked < '2000-01-01' || asked > '2100-12-31') throw badParam('from', PLANNER_MESSAGES.from);
      const from = addDays(asked, -((weekday(asked) + 6) % 7));
      const weeks = intParam(req, 'weeks', DEFAULT_WEEKS, 1, MAX_WEEKS, PLANNER_MESSAGES.weeks);
      const size = intParam(
        req,
        'page_size',
        MAX_PLANNER_ARTICLES,
        1,
        MAX_PLANNER_ARTICLES,
        PLANNER_MESSAGES.pageSize,
      );
      const page = intParam(req, 'page', 1, 1, 100_000, PLANNER_MESSAGES.page);
      let only: number[] | undefined;
      try {
        only = intListParam(req, 'articles');
      } catch {
        throw badParam('articles', PLANNER_MESSAGES.articles);
      }
      if (only !== undefined) {
        only = [...new Set(only)];
        if (only.length > MAX_PLANNER_ARTICLES || only.some((id) => id < 1 || id > 2_147_483_647))
          throw badParam('articles', PLANNER_MESSAGES.articles);
      }
      const days = Array.from({ length: weeks * 7 }, (_, i) => addDays(from, i));
      const to = days[days.length - 1] as string;
      const windows = days.map((d) => ({
        date: d,
        start: amsterdamInstant(d, '00:00'),
        end: amsterdamInstant(d, '24:00'),
      }));
      const s = amsterdamInstant(from, '00:00').toISOString();
      const e = amsterdamInstant(to, '24:00').toISOString();
      const now = clock.now();
      const n = now.toISOString();

      const q = namePattern(req);
      const conflictsParam = rawParam(req, 'conflicts')?.trim();
      if (conflictsParam !== undefined && !['true', 'false', ''].includes(conflictsParam))
        throw badParam('conflicts', PLANNER_MESSAGES.conflicts);
      // Over-booked at some moment of the weeks: the most reserved at once (the running sum of the
      // reservations' starts and ends, as availability counts them) above the units in service.
      const overBooked = sql`exists (
        select 1 from (
          select sum(ev.d) over (order by ev.t, ev.d rows between unbounded preceding and current row) as booked
          from ${reservations} r
          cross join lateral (values
            (greatest(r.starts_at, ${s}::timestamptz), r.count),
            (least(${effectiveEnd(n)}, ${e}::timestamptz), -r.count)) as ev(t, d)
          where r.article_id = ${sql.raw('"articles"."id"')} and ${overlaps(s, e, n)}
            and (r.expires_at is null or r.expires_at > ${n}::timestamptz)
        ) x where x.booked > coalesce(${sql.raw('"articles"."units"')}, 0))`;
      const where = and(
        conflictsParam === 'true' ? overBooked : undefined,
        eq(articles.type, 'RENTAL'),
        q !== undefined
          ? sql`(${articles.name} ilike ${q} or ${articles.brand} ilike ${q} or ${articles.samId} ilike ${q})`
          : undefined,
        only !== undefined ? inArray(articles.id, only.length > 0 ? only : [0]) : undefined,
      );
      const arts = await db
        .select({
          id: articles.id,
          name: articles.name,
          samId: articles.samId,
          units: articles.units,
          total: sql<number>`cast(count(*) over () as integer)`,
        })
        .from(articles)
        .where(where)
        .orderBy(asc(articles.name), asc(articles.id))
        .limit(size)
        .offset((page - 1) * size);
      let count = Number(arts[0]?.total ?? 0);
      if (arts.length === 0 && page > 1) {
        const [row] = await db
          .select({ n: sql<number>`cast(count(*) as integer)` })
          .from(articles)
          .where(where);
        count = Number(row?.n ?? 0);
      }
      const ids = arts.map((a) => a.id);
      const idList = sql`array[${sql.join(
        (ids.length > 0 ? ids : [0]).map((id) => sql`${id}`),
        sql`, `,
      )}]::int[]`;

      const units = ids.length
        ? await db
            .select()
            .from(rentalUnits)
            .where(
              and(
                inArray(rentalUnits.articleId, ids),
                sql`(${rentalUnits.retiredAt} is null or ${rentalUnits.retiredAt} >= ${s}::timestamptz)`,
              ),
            )
            .orderBy(asc(rentalUnits.articleId), asc(rentalUnits.assetTag))
        : [];
      const unitIds = units.map((u) => u.id);
      const unitList = sql`array[${sql.join(
        (unitIds.length > 0 ? unitIds : [0]).map((id) => sql`${id}`),
        sql`, `,
      )}]::int[]`;

      const booked = ids.length
        ? rowsOf<{
            article_id: number;
            number: string;
            status: OrderStatus;
            name: string;
            company: string;
            count: number;
            starts_at: string | Date;
            ends: string | Date;
            ends_at: string | Date;
            expires_at: string | Date | null;
            until_return: boolean;
          }>(
            await db.execute(sql`
              select x.id as article_id, r.number, r.status, r.name, r.company, r.count, r.starts_at,
                r.ends, r.ends_at, r.expires_at, r.until_return
              from unnest(${idList}) as x(id)
              join lateral (
                select o.number, o.status,
                  trim(coalesce(o.billing_address ->> 'first_name', '') || ' ' || coalesce(o.billing_address ->> 'last_name', '')) as name,
                  coalesce(o.sam_entity ->> 'company_name', '') as company,
                  r.count, r.starts_at, ${effectiveEnd(n)} as ends, r.ends_at, r.expires_at, r.until_return
                from ${reservations} r join orders o on o.id = r.order_id
                where r.article_id = x.id and ${overlaps(s, e, n)}
                  and (r.expires_at is null or r.expires_at > ${n}::timestamptz)
              ) r on true
              order by r.starts_at`),
          )
        : [];
      const handed = unitIds.length
        ? rowsOf<{
            unit_id: number;
            number: string;
            picked_up_at: string | Date;
            due_at: string | Date;
            returned_at: string | Date | null;
            condition: 'ok' | 'damaged' | null;
          }>(
            await db.execute(sql`
              select a.unit_id, o.number, a.picked_up_at, a.due_at, a.returned_at, a.condition
              from ${unitAssignments} a join orders o on o.id = a.order_id
              where a.unit_id = any(${unitList}) and a.picked_up_at < ${e}::timestamptz
                and (a.returned_at is null or a.returned_at >= ${s}::timestamptz)
              order by a.picked_up_at`),
          )
        : [];
      const repairs = unitIds.length
        ? await db
            .select()
            .from(unitRepairs)
            .where(
              and(
                inArray(unitRepairs.unitId, unitIds),
                sql`${unitRepairs.startedAt} < ${e}::timestamptz`,
                sql`(${unitRepairs.endedAt} is null or ${unitRepairs.endedAt} >= ${s}::timestamptz)`,
              ),
            )
            .orderBy(asc(unitRepairs.startedAt))
        : [];

      const inWindow = (t: Date) => t.toISOString() >= s && t.toISOString() < e;
      const results: PlannerArticleAnswer[] = arts.map((a) => {
        const mine = booked.filter((b) => Number(b.article_id) === a.id);
        const total = a.units ?? 0;
        const bookings = mine.map((b) => ({
          start: new Date(b.starts_at),
          end: new Date(b.ends),
          count: Number(b.count),
        }));
        const conflicts = windows.flatMap((w) => {
          const wanted = mostBooked(bookings, w);
          return wanted > total ? [{ date: w.date, wanted, units: total }] : [];
        });
        const state = (b: (typeof mine)[number]) =>
          b.status === 'returned'
            ? 'returned'
            : b.until_return
              ? new Date(b.ends_at) <= now
                ? 'overdue'
                : 'out'
              : b.expires_at
                ? 'held'
                : 'kept';
        return {
          id: a.id,
          name: a.name,
          sam_id: a.samId,
          units_in_service: total,
          units: units
            .filter((u) => u.articleId === a.id)
            .map((u) => ({
              id: u.id,
              asset_tag: u.assetTag,
              status: u.status,
              retired_at: u.retiredAt?.toISOString() ?? null,
              assignments: handed
                .filter((h) => Number(h.unit_id) === u.id)
                .map((h) => ({
                  order_number: h.number,
                  picked_up_at: iso(h.picked_up_at),
                  due_at: iso(h.due_at),
                  returned_at: h.returned_at === null ? null : iso(h.returned_at),
                  condition: h.condition,
                })),
              repairs: repairs
                .filter((r) => r.unitId === u.id)
                .map((r) => ({
                  started_at: r.startedAt.toISOString(),
                  ended_at: r.endedAt?.toISOString() ?? null,
                  reason: r.reason,
                })),
            })),
          reservations: mine.map((b) => ({
            order_number: b.number,
            order_status: b.status,
            customer: b.company ? `${b.name} (${b.company})` : b.name,
            state: state(b),
            count: Number(b.count),
            starts_at: iso(b.starts_at),
            ends_at: iso(b.ends),
            booked_ends_at: iso(b.ends_at),
            expires_at: b.expires_at === null ? null : iso(b.expires_at),
          })),
          pickups: mine
            .filter((b) => inWindow(new Date(b.starts_at)))
            .map((b) => ({
              order_number: b.number,
              at: iso(b.starts_at),
              done: b.status === 'picked_up' || b.status === 'returned',
            })),
          returns: mine
            .filter((b) => inWindow(new Date(b.ends_at)))
            .map((b) => ({ order_number: b.number, at: iso(b.ends_at), done: b.status === 'returned' })),
          conflicts,
        };
      });
      send(res, Planner, {
        from,
        to,
        weeks,
        count,
        next: page * size < count ? withParam(req, 'page', page + 1) : null,
        previous: page > 1 ? withParam(req, 'page', page > 2 ? page - 1 : null) : null,
        results,
      });
    })
    .all(methodNotAllowed);
  return router;
}
