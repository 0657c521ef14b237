import {
  and,
  asc,
  desc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  isNull,
  lte,
  type SQL,
} from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { INSTALMENT_TERMS } from '../../domain/instalments.ts';
import { toAmount } from '../../domain/money.ts';
import { isRegistrationOpen, runPaymentOptions } from '../../domain/runs.ts';
import { countWhere } from '../db/count.ts';
import type { Db } from '../db/open-database.ts';
import type { Deps } from '../http/deps.ts';
import { badParam, methodNotAllowed, notFound } from '../http/errors.ts';
import {
  boolQuery,
  commaList,
  dateQuery,
  detailGet,
  HourMinute,
  Id,
  IsoDate,
  idIn,
  listGet,
  Money,
  type Paths,
  pathParam,
  queryParam,
} from '../http/openapi.ts';
import { sendList } from '../http/paging.ts';
import { boolParam, dateParam, idFromPath, intListParam, listParam, stringParam } from '../http/params.ts';
import { send } from '../http/send.ts';
import { coursesInCategories } from './course-filters.ts';
import { datesColumn, LessonDate } from './nested.ts';
import * as t from './tables.ts';

/** A way to pay a run by direct debit, with what it costs (domain/runs.ts over domain/instalments.ts). */
export const PaymentOption = z
  .object({
    terms: z.enum(INSTALMENT_TERMS).describe('ON: at once, TH: 3 terms, SI: 6 terms'),
    label: z.string().describe('Dutch label, e.g. "In 3 maandelijkse termijnen (+ € 30,00)"'),
    number_of_terms: z.int().min(1),
    total: Money.describe("The run's price plus the surcharge of these terms"),
    first_term: Money.describe('The first term; it carries the rounding cents, so the terms add up to total'),
    per_term: Money.describe('Every term after the first'),
  })
  .meta({ id: 'PaymentOption' });
export type PaymentOptionAnswer = z.output<typeof PaymentOption>;

export const Run = z
  .object({
    id: Id,
    course: Id.nullable().describe('Course id'),
    start_date: IsoDate,
    start_date_header_text: z.string().nullable(),
    remarks: z.string().nullable(),
    days_of_week_remark: z.string().nullable(),
    holidays_remark: z.string().nullable(),
    number_of_lessons: z.int().min(0),
    price: Money,
    // Lesson hours of every lesson, null when not fixed.
    start_time: HourMinute.nullable().describe('Lesson start, Europe/Amsterdam'),
    end_time: HourMinute.nullable().describe('Lesson end, Europe/Amsterdam'),
    dates: z.array(LessonDate),
    registration_open: z
      .boolean()
      .describe('Visitors can still register: the run starts today or later (the api clock)'),
    payment_options: z
      .array(PaymentOption)
      .describe('The direct-debit terms this run allows, ON first; longer terms need a longer course'),
  })
  .meta({ id: 'Run' });
export type RunAnswer = z.output<typeof Run>;

export const runsPaths: Paths = {
  '/runs/': listGet('Course runs', Run, [
    queryParam('has_course', 'true: only runs of a course; false: the others.', boolQuery),
    queryParam('course__slug', 'Only runs of this course.'),
    queryParam('course__slug__in', 'Only runs of these courses.', commaList),
    queryParam('course__categories__slug', 'Only runs of courses in this category.'),
    queryParam('starts_later', 'Only runs starting on or after this date.', dateQuery),
    queryParam('starts_before', 'Only runs starting on or before this date.', dateQuery),
    queryParam('ordering', 'Sort order (default start_date, then id).', {
      type: 'string',
      enum: ['start_date', '-start_date'],
    }),
    idIn,
  ]),
  '/runs/{id}/': detailGet('One run', Run, [pathParam('id', 'Run id', { type: 'integer' })]),
};

type RunRow = typeof t.runs.$inferSelect;

/** A run row with its lesson dates: one query. */
const runWithDates = { ...getTableColumns(t.runs), dates: datesColumn(t.runs.id) };

function paymentOptions(run: RunRow, lessonDates: string[]): PaymentOptionAnswer[] {
  return runPaymentOptions(run.priceCents, run.startDate, lessonDates).map((option) => ({
    terms: option.term,
    label: option.label,
    number_of_terms: option.terms,
    total: toAmount(option.totalCents),
    first_term: toAmount(option.firstTermCents),
    per_term: toAmount(option.perTermCents),
  }));
}

/** Runs with their lesson dates and the figures domain/runs.ts computes (as registration checks them). */
function serializeRuns(
  rows: (RunRow & { dates: z.output<typeof LessonDate>[] })[],
  today: string,
): RunAnswer[] {
  return rows.map((r) => {
    const lessonDates = r.dates;
    return {
      id: r.id,
      course: r.courseId,
      start_date: r.startDate,
      start_date_header_text: r.startDateHeaderText,
      remarks: r.remarks,
      days_of_week_remark: r.daysOfWeekRemark,
      holidays_remark: r.holidaysRemark,
      number_of_lessons: r.numberOfLessons,
      price: toAmount(r.priceCents),
      start_time: r.startTime?.slice(0, 5) ?? null, // "19:00:00" → "19:00"
      end_time: r.endTime?.slice(0, 5) ?? null,
      dates: lessonDates,
      registration_open: isRegistrationOpen(r.startDate, today),
      payment_options: paymentOptions(
        r,
        lessonDates.map((d) => d.date),
      ),
    };
  });
}

const ORDERINGS = {
  start_date: [asc(t.runs.startDate), asc(t.runs.id)],
  '-start_date': [desc(t.runs.startDate), desc(t.runs.id)],
} as const;

function ordering(req: Request): SQL[] {
  const value = stringParam(req, 'ordering') ?? 'start_date';
  if (!Object.hasOwn(ORDERINGS, value)) {
    throw badParam('ordering', `Onbekende sortering "${value}"; kies start_date of -start_date.`);
  }
  return [...ORDERINGS[value as keyof typeof ORDERINGS]];
}

function coursesWhere(db: Db, condition: SQL) {
  return db.select({ id: t.courses.id }).from(t.courses).where(condition);
}

function filters(req: Request, db: Db): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const hasCourse = boolParam(req, 'has_course');
  if (hasCourse !== undefined)
    conditions.push(hasCourse ? isNotNull(t.runs.courseId) : isNull(t.runs.courseId));
  const course = stringParam(req, 'course__slug');
  if (course) conditions.push(inArray(t.runs.courseId, coursesWhere(db, eq(t.courses.slug, course))));
  const courses = listParam(req, 'course__slug__in');
  if (courses) conditions.push(inArray(t.runs.courseId, coursesWhere(db, inArray(t.courses.slug, courses))));
  const category = stringParam(req, 'course__categories__slug');
  if (category) conditions.push(inArray(t.runs.courseId, coursesInCategories(db, [category])));
  const from = dateParam(req, 'starts_later');
  if (from) conditions.push(gte(t.runs.startDate, from));
  const until = dateParam(req, 'starts_before');
  if (until) conditions.push(lte(t.runs.startDate, until));
  const ids = intListParam(req, 'id__in');
  if (ids) conditions.push(inArray(t.runs.id, ids));
  return and(...conditions);
}

export function runsRouter({ db, clock }: Deps): Router {
  const router = Router({ strict: true });

  router
    .route('/runs/')
    .get(async (req: Request, res: Response) => {
      const where = filters(req, db);
      const order = ordering(req);
      await sendList(req, res, Run, {
        count: () => countWhere(db, t.runs, where),
        rows: async (page) => {
          const query = db
            .select(runWithDates)
            .from(t.runs)
            .where(where)
            .orderBy(...order);
          const rows = await (page ? query.limit(page.limit).offset(page.offset) : query);
          return serializeRuns(rows, clock.today());
        },
      });
    })
    .all(methodNotAllowed);

  router
    .route('/runs/:id/')
    .get(async (req: Request<{ id: string }>, res: Response) => {
      const id = idFromPath(req.params.id);
      const rows = id === null ? [] : await db.select(runWithDates).from(t.runs).where(eq(t.runs.id, id));
      const [run] = serializeRuns(rows, clock.today());
      if (!run) throw notFound();
      send(res, Run, run);
    })
    .all(methodNotAllowed);

  return router;
}
