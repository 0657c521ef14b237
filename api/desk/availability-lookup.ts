import { and, desc, eq, inArray, isNotNull, type SQL, sql } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { amsterdamInstant, mostBooked, type Window } from '../../domain/availability.ts';
import { addDays, daysBetween } from '../../domain/dates.ts';
import { ORDER_STATUSES } from '../../domain/statuses.ts';
import { readQuery, textMatch } from '../catalogue/search-query.ts';
import { articles } from '../catalogue/tables.ts';
import type { Db } from '../db/open-database.ts';
import { privately } from '../http/cache.ts';
import type { Deps } from '../http/deps.ts';
import { badParam, methodNotAllowed } from '../http/errors.ts';
import {
  Detail,
  FieldErrors,
  Id,
  IsoDate,
  json,
  type Paths,
  queryParam,
  ref,
  Timestamp,
} from '../http/openapi.ts';
import { intListParam, parseInteger, rawParam, stringParam } from '../http/params.ts';
import { send } from '../http/send.ts';
import { orders, reservations } from '../orders/tables.ts';
import { availabilityFor, periodParams } from '../shop/availability.ts';
import { effectiveEnd, overlaps, reservationsIn } from '../shop/reserved.ts';
import { requireStaff } from './staff.ts';

// The counter's availability lookup (api/desk/README.md "Availability at a glance"): rental
// articles found as the shop finds them (or named by id) and a period as the cart has it → per
// article "N van M vrij" for the whole period, the days of it with fewer free than asked, and the
// orders in the way. The numbers are the shop's: `availabilityFor` (what the public site and
// placing an order count) and, per day, the same reservations swept by domain `mostBooked`.

/** Most articles a lookup answers (a search's best matches, or the ids named). */
export const LOOKUP_ARTICLES = 20;
/** Longest period of a lookup (the date picker's three months). */
export const LOOKUP_DAYS = 93;

export const LOOKUP_MESSAGES = {
  what: 'Zoek een huurartikel (naam, merk of nummer), of kies artikelen.',
  q: 'Gebruik maximaal 100 tekens, zonder stuurtekens.',
  articles: `Geef hoogstens ${LOOKUP_ARTICLES} artikelen (hun id's), bijvoorbeeld articles=12,13.`,
  count: 'Hoeveel stuks? Een geheel getal van 1 tot 999.',
  tooLong: `Vraag hoogstens ${LOOKUP_DAYS} dagen tegelijk op.`,
} as const;

export const DeskAvailability = z
  .object({
    start: Timestamp.describe('Start of the period (the pickup slot’s start, or 00:00), UTC'),
    end: Timestamp.describe('End of the period (the return slot’s end, or 24:00), UTC'),
    count: z.int().min(1).describe('The units asked for (a day with fewer free is short)'),
    articles: z.array(
      z.object({
        id: Id,
        name: z.string(),
        brand: z.string(),
        sam_id: z.string(),
        units: z.int().min(0).describe('In service now'),
        free: z.int().min(0).describe('Free during the whole period, as the shop counts'),
        short_days: z
          .array(z.object({ date: IsoDate, free: z.int().min(0) }))
          .describe('The days of the period (in its hours) with fewer free than `count`'),
        in_the_way: z
          .array(
            z.object({
              order_number: z.string(),
              status: z.enum(ORDER_STATUSES),
              customer: z.string().describe('Billing name (company in parentheses)'),
              count: z.int().min(1),
              starts_at: Timestamp,
              ends_at: Timestamp.describe('As it counts now (units out: at least now)'),
            }),
          )
          .describe('The orders reserving it during the period, by start (at most 50)'),
      }),
    ),
  })
  .meta({ id: 'DeskAvailability', description: 'Availability at a glance, for the counter' });
type Answer = z.output<typeof DeskAvailability>;

const slotQuery = { type: 'string', enum: ['0', '1', '2', '3'] };

export const availabilityLookupPaths: Paths = {
  '/desk/availability/': {
    get: {
      summary: 'Is it free? Rental articles and a period, at a glance (staff only)',
      description:
        'Articles by `q` (the shop’s search, its best rental matches) or `articles` (ids). Per article ' +
        'its units in service, the free count of the whole period (as the public site and placing an ' +
        'order count), the days with fewer free than `count`, and the orders in the way. Never cached.',
      parameters: [
        queryParam('q', 'Name, brand or article number, as the shop’s search reads it (≤ 100)'),
        queryParam('articles', `Rental article ids, comma-separated (≤ ${LOOKUP_ARTICLES})`),
        queryParam('start_date', 'Pickup date, YYYY-MM-DD (required)', { type: 'string', format: 'date' }),
        queryParam('end_date', 'Return date, YYYY-MM-DD (required)', { type: 'string', format: 'date' }),
        queryParam('pickup_slot', 'Pickup slot 0-3 of start_date (optional)', slotQuery),
        queryParam('return_slot', 'Return slot 0-3 of end_date (optional)', slotQuery),
        queryParam('count', 'Units wanted (1-999, default 1)', { type: 'integer', minimum: 1 }),
      ],
      responses: {
        '200': json(ref(DeskAvailability), 'Per article its numbers'),
        '400': json(ref(FieldErrors), 'Per parameter a Dutch message'),
        '401': json(ref(Detail), 'Log in bij de balie (no session, or no desk session).'),
        '403': json(ref(Detail), 'Je hebt geen toegang tot de balie.'),
      },
    },
  },
};

type Found = { id: number; name: string; brand: string; samId: string };
const rental = and(eq(articles.type, 'RENTAL'), isNotNull(articles.units));
const columns = { id: articles.id, name: articles.name, brand: articles.brand, samId: articles.samId };

/** The rental articles of `q` as the shop reads it: every word, else any; best first. */
async function searched(db: Db, q: string): Promise<Found[]> {
  const reading = await readQuery(db, q);
  for (const how of ['all', 'any'] as const) {
    const text = textMatch(reading, how);
    const rows = await db
      .select(columns)
      .from(articles)
      .where(and(rental, text.match))
      .orderBy(desc(text.rank), articles.name)
      .limit(LOOKUP_ARTICLES);
    if (rows.length > 0) return rows;
  }
  return [];
}

async function named(db: Db, ids: number[]): Promise<Found[]> {
  const rows = await db
    .select(columns)
    .from(articles)
    .where(and(rental, inArray(articles.id, ids)));
  const byId = new Map(rows.map((r) => [r.id, r]));
  return ids.flatMap((id) => byId.get(id) ?? []);
}

function readWhat(req: Request): { q?: string; ids?: number[] } {
  const q = stringParam(req, 'q')?.trim();
  // biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what it looks for
  if (q !== undefined && (q.length > 100 || /[\u0000-\u001f\u007f]/.test(q) || /\p{Surrogate}/u.test(q)))
    throw badParam('q', LOOKUP_MESSAGES.q);
  let ids: number[] | undefined;
  try {
    ids = intListParam(req, 'articles');
  } catch {
    throw badParam('articles', LOOKUP_MESSAGES.articles);
  }
  if (ids !== undefined && (ids.length > LOOKUP_ARTICLES || ids.some((id) => id < 1 || id > 2_147_483_647)))
    throw badParam('articles', LOOKUP_MESSAGES.articles);
  if (!q && !ids?.length) throw badParam('q', LOOKUP_MESSAGES.what);
  return { q: q || undefined, ids: ids?.length ? [...new Set(ids)] : undefined };
}

function readCount(req: Request): number {
  const raw = rawParam(req, 'count')?.trim();
  if (raw === undefined || raw === '') return 1;
  const n = parseInteger(raw);
  if (n === null || n < 1 || n > 999) throw badParam('count', LOOKUP_MESSAGES.count);
  return n;
}

type InTheWay = Answer['articles'][number]['in_the_way'][number] & { articleId: number };

/** The orders reserving these articles during `window`, by start (at most 50 each). */
async function ordersInTheWay(db: Db, ids: number[], window: Window, now: Date): Promise<InTheWay[]> {
  const s = window.start.toISOString();
  const e = window.end.toISOString();
  const n = now.toISOString();
  const result = await db.execute(
    sql`
    select * from (
      select r.article_id as "articleId", o.number, o.status, r.count, r.starts_at as "startsAt",
        ${effectiveEnd(n)} as "endsAt",
        trim((o.billing_address ->> 'first_name') || ' ' || (o.billing_address ->> 'last_name')) as name,
        coalesce(o.sam_entity ->> 'company_name', '') as company,
        row_number() over (partition by r.article_id order by r.starts_at, o.number) as nth
      from ${reservations} r join ${orders} o on o.id = r.order_id
      where r.article_id in (${sql.join(
        ids.map((id) => sql`${id}`),
        sql`, `,
      )}) and ${overlaps(s, e, n)}
        and (r.expires_at is null or r.expires_at > ${n}::timestamptz)
    ) x where nth <= 50 order by "articleId", "startsAt"` as SQL,
  );
  return (result as unknown as { rows: Record<string, unknown>[] }).rows.map((r) => ({
    articleId: Number(r.articleId),
    order_number: String(r.number),
    status: r.status as InTheWay['status'],
    customer: r.company ? `${r.name} (${r.company})` : String(r.name),
    count: Number(r.count),
    starts_at: new Date(r.startsAt as string).toISOString(),
    ends_at: new Date(r.endsAt as string).toISOString(),
  }));
}

/** The lookup's answer: the shop's free count of the period, its short days, the orders in the way. */
export async function lookUp(
  db: Db,
  found: Found[],
  period: { startDate: string; endDate: string; window: Window },
  count: number,
  now: Date,
): Promise<Answer> {
  const ids = found.map((a) => a.id);
  const { window } = period;
  const [overall, bookings, inTheWay] = await Promise.all([
    availabilityFor(db, ids, window, now),
    reservationsIn(db, ids, window, now),
    ids.length > 0 ? ordersInTheWay(db, ids, window, now) : Promise.resolve([]),
  ]);
  const counted = new Map(overall.articles.map((a) => [a.id, a]));
  // Each day of the period within the period's hours (the first from its pickup, the last to its return).
  const days = Array.from({ length: daysBetween(period.startDate, period.endDate) + 1 }, (_, i) => {
    const date = addDays(period.startDate, i);
    const start = new Date(Math.max(amsterdamInstant(date, '00:00').getTime(), window.start.getTime()));
    const end = new Date(Math.min(amsterdamInstant(date, '24:00').getTime(), window.end.getTime()));
    return { date, window: { start, end } };
  });
  return {
    start: window.start.toISOString(),
    end: window.end.toISOString(),
    count,
    articles: found.flatMap((article) => {
      const numbers = counted.get(article.id);
      if (!numbers) return [];
      const mine = bookings.get(article.id) ?? [];
      return [
        {
          id: article.id,
          name: article.name,
          brand: article.brand ?? '',
          sam_id: article.samId,
          units: numbers.units,
          free: numbers.free,
          short_days: days
            .filter((d) => d.window.end > d.window.start)
            .map((d) => ({ date: d.date, free: Math.max(0, numbers.units - mostBooked(mine, d.window)) }))
            .filter((d) => d.free < count),
          in_the_way: inTheWay.filter((o) => o.articleId === article.id).map(({ articleId: _, ...o }) => o),
        },
      ];
    }),
  };
}

export function availabilityLookupRouter({ db, clock }: Deps): Router {
  const router = Router({ strict: true });
  router
    .route('/desk/availability/')
    .get(async (req: Request, res: Response) => {
      await requireStaff(db, clock, req);
      privately(res);
      const what = readWhat(req);
      const period = periodParams(req, LOOKUP_DAYS, LOOKUP_MESSAGES.tooLong);
      const count = readCount(req);
      const found = what.ids ? await named(db, what.ids) : await searched(db, what.q ?? '');
      send(res, DeskAvailability, await lookUp(db, found, period, count, clock.now()));
    })
    .all(methodNotAllowed);
  return router;
}
