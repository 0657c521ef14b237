import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { amsterdamInstant, choiceTimes, mostBooked, type Window } from '../../domain/availability.ts';
import { addDays, daysBetween } from '../../domain/dates.ts';
import { openingHoursFor } from '../../domain/opening-hours.ts';
import { PERIOD_MESSAGES } from '../../domain/rental-period.ts';
import { isSlotId, slotsForDate } from '../../domain/slots.ts';
import { articles } from '../catalogue/tables.ts';
import type { Db } from '../db/open-database.ts';
import type { Deps } from '../http/deps.ts';
import { badParam, HttpError, methodNotAllowed } from '../http/errors.ts';
import { FieldErrors, Id, IsoDate, json, type Paths, queryParam, ref, Timestamp } from '../http/openapi.ts';
import { dateParam, intListParam, rawParam } from '../http/params.ts';
import { send } from '../http/send.ts';
import { mostReserved, reservationsIn } from './reserved.ts';

// GET /api/shop/availability/ and /api/shop/availability/days/: how many units of rental articles
// are still free, for a period (the cart's shape: dates and slots) or per day of a range (the
// date picker). Counted from the placed orders' reservations (api/shop/reserved.ts), never
// from carts. An answer is a moment's view: placing the order counts again under its locks.

/** Most articles per call (a page of the catalogue and a cart fit). */
export const MAX_ARTICLES = 48;
/** Longest period of the period form, in days (a year and a leap day). */
export const MAX_PERIOD_DAYS = 366;
/** Longest range of the per-day form, in days (three months of a date picker). */
export const MAX_DAYS = 93;

export const AVAILABILITY_PARAM_MESSAGES = {
  articles: 'Geef de huurartikelen als article__in, bijvoorbeeld article__in=12,13.',
  tooMany: `Vraag hoogstens ${MAX_ARTICLES} artikelen tegelijk op.`,
  required: 'Dit veld is verplicht.',
  endBeforeStart: 'De einddatum ligt vóór de begindatum.',
  periodTooLong: `Vraag hoogstens ${MAX_PERIOD_DAYS} dagen tegelijk op.`,
  daysTooLong: `Vraag hoogstens ${MAX_DAYS} dagen tegelijk op.`,
  emptyWindow: 'Het einde ligt niet na het begin; kies een later tijdslot of een latere dag.',
} as const;

const Free = z.int().min(0).describe('Units free: units minus the most reserved at any moment');

export const ArticleAvailability = z
  .object({
    id: Id,
    units: z.int().min(0).describe('How many of this article the shop has'),
    free: Free,
  })
  .meta({ id: 'ArticleAvailability' });

export const Availability = z
  .object({
    start: Timestamp.describe('Start of the window asked about (the pickup slot start), UTC'),
    end: Timestamp.describe('End of the window (the return slot end), UTC'),
    articles: z
      .array(ArticleAvailability)
      .describe('In the order of article__in; ids that are no rental article are left out'),
  })
  .meta({ id: 'Availability' });
export type AvailabilityAnswer = z.output<typeof Availability>;

export const SlotAvailability = z
  .object({ slot: z.int().min(0).max(3), from: z.string(), to: z.string(), free: Free })
  .meta({ id: 'SlotAvailability' });

export const DayAvailability = z
  .object({
    date: IsoDate,
    free: Free.describe('Free during the whole day (00:00-24:00 in Amsterdam)'),
    slots: z
      .array(SlotAvailability)
      .nullable()
      .describe(
        "Only for a day the shop is open that is partly booked (a slot's free count differs from " +
          "the day's): each slot of that date with its own free count; null otherwise (every slot " +
          'has the day’s count, or the shop is closed)',
      ),
  })
  .meta({ id: 'DayAvailability' });

export const ArticleDays = z
  .object({ id: Id, units: z.int().min(0), days: z.array(DayAvailability) })
  .meta({ id: 'ArticleDays' });

export const AvailabilityDays = z
  .object({ from: IsoDate, to: IsoDate, articles: z.array(ArticleDays) })
  .meta({ id: 'AvailabilityDays' });
export type AvailabilityDaysAnswer = z.output<typeof AvailabilityDays>;

const articleIn = queryParam('article__in', `Rental article ids, comma-separated, 1 to ${MAX_ARTICLES}.`, {
  type: 'string',
  description: 'Comma-separated list',
});
const slotQuery = { type: 'string', enum: ['0', '1', '2', '3'] };
const badInput = json(ref(FieldErrors), 'Per parameter a list of Dutch messages.');

export const availabilityPaths: Paths = {
  '/shop/availability/': {
    get: {
      summary: 'Free units of rental articles for a period',
      description:
        "The period in the cart's shape: from the start of pickup_slot on start_date to the end " +
        'of return_slot on end_date, Europe/Amsterdam (24/31 December: slot 2 ends at 15:00, no ' +
        'slot 3). Without pickup_slot the window starts at 00:00 of start_date, without ' +
        `return_slot it ends at 24:00 of end_date. At most ${MAX_PERIOD_DAYS} days; dates in the ` +
        'past may be asked. free = units minus the most reserved at any moment of the window by ' +
        'placed orders (quotes until they expire, orders awaiting payment or paid; not cancelled). ' +
        'Never cached.',
      parameters: [
        articleIn,
        queryParam('start_date', 'Pickup date, YYYY-MM-DD (required).', { type: 'string', format: 'date' }),
        queryParam('end_date', 'Return date, YYYY-MM-DD (required).', { type: 'string', format: 'date' }),
        queryParam('pickup_slot', 'Pickup slot 0-3 of start_date (optional).', slotQuery),
        queryParam('return_slot', 'Return slot 0-3 of end_date (optional).', slotQuery),
      ],
      responses: { '200': json(ref(Availability), 'Per article its units and free count'), '400': badInput },
    },
  },
  '/shop/availability/days/': {
    get: {
      summary: 'Free units of rental articles per day (the date picker)',
      description:
        `Per article, per day from..to (at most ${MAX_DAYS} days), the units free during the whole ` +
        'day, and for a partly booked day the free count of each of its slots. Never cached.',
      parameters: [
        articleIn,
        queryParam('from', 'First day, YYYY-MM-DD (required).', { type: 'string', format: 'date' }),
        queryParam('to', 'Last day, YYYY-MM-DD (required).', { type: 'string', format: 'date' }),
      ],
      responses: { '200': json(ref(AvailabilityDays), 'Per article its days'), '400': badInput },
    },
  },
};

/** `article__in`: 1..MAX_ARTICLES ids, each once (in the order first given). */
function articleIds(req: Request): number[] {
  const ids = intListParam(req, 'article__in');
  if (ids === undefined) throw badParam('article__in', AVAILABILITY_PARAM_MESSAGES.articles);
  const unique = [...new Set(ids)];
  if (unique.length > MAX_ARTICLES) throw badParam('article__in', AVAILABILITY_PARAM_MESSAGES.tooMany);
  return unique;
}

/** The two dates of a range, both required, the second not before the first, at most `max` days. */
function dateRange(
  req: Request,
  first: string,
  last: string,
  max: number,
  tooLong: string,
): [string, string] {
  const errors: Record<string, string[]> = {};
  const read = (name: string) => {
    try {
      const value = dateParam(req, name);
      if (value === undefined) errors[name] = [AVAILABILITY_PARAM_MESSAGES.required];
      return value;
    } catch (error) {
      if (error instanceof HttpError) Object.assign(errors, error.body);
      return undefined;
    }
  };
  const from = read(first);
  const to = read(last);
  if (from && to && to < from) errors[last] = [AVAILABILITY_PARAM_MESSAGES.endBeforeStart];
  else if (from && to && daysBetween(from, to) + 1 > max) errors[last] = [tooLong];
  if (Object.keys(errors).length > 0 || !from || !to) throw new HttpError(400, errors);
  return [from, to];
}

/** A slot parameter on `date`: its times, undefined when absent; a Dutch 400 when it is no slot of that date. */
function slotParam(req: Request, name: string, date: string): { from: string; to: string } | undefined {
  const raw = rawParam(req, name)?.trim();
  if (raw === undefined || raw === '') return undefined;
  const id = /^\d$/.test(raw) ? Number(raw) : Number.NaN;
  if (!isSlotId(id)) throw badParam(name, PERIOD_MESSAGES.slot);
  const times = choiceTimes(date, id);
  if (!times) {
    const closed = openingHoursFor(date) === null;
    throw badParam(
      name,
      closed ? 'Op deze dag zijn we gesloten; er is geen tijdslot.' : PERIOD_MESSAGES.slotEarlyClose(date),
    );
  }
  return times;
}

/**
 * The period of `start_date`, `end_date`, `pickup_slot` and `return_slot` as the cart has it (at
 * most `maxDays`), with its window: a Dutch 400 on the parameter that is wrong.
 */
export function periodParams(
  req: Request,
  maxDays = MAX_PERIOD_DAYS,
  tooLong: string = AVAILABILITY_PARAM_MESSAGES.periodTooLong,
): { startDate: string; endDate: string; window: Window } {
  const [startDate, endDate] = dateRange(req, 'start_date', 'end_date', maxDays, tooLong);
  const pickup = slotParam(req, 'pickup_slot', startDate);
  const back = slotParam(req, 'return_slot', endDate);
  const window = {
    start: amsterdamInstant(startDate, pickup?.from ?? '00:00'),
    end: amsterdamInstant(endDate, back?.to ?? '24:00'),
  };
  if (window.end <= window.start) throw badParam('return_slot', AVAILABILITY_PARAM_MESSAGES.emptyWindow);
  return { startDate, endDate, window };
}

const dayWindow = (date: string): Window => ({
  start: amsterdamInstant(date, '00:00'),
  end: amsterdamInstant(date, '24:00'),
});

/** The period form's answer: two queries' worth (the articles with their reservations' maximum). */
export async function availabilityFor(
  db: Db,
  ids: number[],
  window: Window,
  now: Date,
): Promise<AvailabilityAnswer> {
  const found = await mostReserved(db, ids, window, now);
  return {
    start: window.start.toISOString(),
    end: window.end.toISOString(),
    articles: ids.flatMap((id) => {
      const row = found.get(id);
      return row ? [{ id, units: row.units, free: Math.max(0, row.units - row.booked) }] : [];
    }),
  };
}

/**
 * The per-day form's answer: the articles' units and their reservations in the range (two
 * queries), swept per day and slot in code.
 */
export async function availabilityDays(
  db: Db,
  ids: number[],
  from: string,
  to: string,
  now: Date,
): Promise<AvailabilityDaysAnswer> {
  const range = { start: dayWindow(from).start, end: dayWindow(to).end };
  const found = await db
    .select({ id: articles.id, units: articles.units })
    .from(articles)
    .where(and(inArray(articles.id, ids), eq(articles.type, 'RENTAL'), isNotNull(articles.units)));
  const units = new Map(found.map((r) => [r.id, r.units ?? 0]));
  const rental = ids.filter((id) => units.has(id));
  const bookings = await reservationsIn(db, rental, range, now);
  // Each day's and slot's window once, for every article (the time zone's arithmetic is the cost).
  const days = Array.from({ length: daysBetween(from, to) + 1 }, (_, i) => {
    const date = addDays(from, i);
    const slots = slotsForDate(date).map((s) => ({
      slot: s.id,
      from: s.from,
      to: s.to,
      window: { start: amsterdamInstant(date, s.from), end: amsterdamInstant(date, s.to) },
    }));
    return { date, window: dayWindow(date), slots };
  });
  return {
    from,
    to,
    articles: rental.map((id) => {
      const total = units.get(id) ?? 0;
      const mine = bookings.get(id) ?? [];
      const freeIn = (window: Window) => Math.max(0, total - mostBooked(mine, window));
      return {
        id,
        units: total,
        days: days.map((day) => {
          const free = freeIn(day.window);
          const slots = day.slots.map((s) => ({
            slot: s.slot,
            from: s.from,
            to: s.to,
            free: freeIn(s.window),
          }));
          const partly = slots.some((s) => s.free !== free);
          return { date: day.date, free, slots: partly ? slots : null };
        }),
      };
    }),
  };
}

export function availabilityRouter({ db, clock }: Deps): Router {
  const router = Router({ strict: true });

  router
    .route('/shop/availability/')
    .get(async (req: Request, res: Response) => {
      const ids = articleIds(req);
      const { window } = periodParams(req);
      const answer = await availabilityFor(db, ids, window, clock.now());
      res.set('Cache-Control', 'no-store');
      send(res, Availability, answer);
    })
    .all(methodNotAllowed);

  router
    .route('/shop/availability/days/')
    .get(async (req: Request, res: Response) => {
      const ids = articleIds(req);
      const [from, to] = dateRange(req, 'from', 'to', MAX_DAYS, AVAILABILITY_PARAM_MESSAGES.daysTooLong);
      const answer = await availabilityDays(db, ids, from, to, clock.now());
      res.set('Cache-Control', 'no-store');
      send(res, AvailabilityDays, answer);
    })
    .all(methodNotAllowed);

  return router;
}
