import {
  and,
  asc,
  eq,
  getTableColumns,
  gte,
  inArray,
  isNotNull,
  ne,
  notInArray,
  type SQL,
} from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { toAmount } from '../../domain/money.ts';
import { countOver, countWhere } from '../db/count.ts';
import { byName } from '../db/order.ts';
import type { Deps } from '../http/deps.ts';
import { badParam, methodNotAllowed, notFound } from '../http/errors.ts';
import {
  boolQuery,
  commaList,
  detailGet,
  Id,
  idIn,
  listGet,
  Money,
  type Paths,
  pathParam,
  queryParam,
  slugIn,
} from '../http/openapi.ts';
import { sendList } from '../http/paging.ts';
import { boolParam, intListParam, listParam, parseInteger, stringParam } from '../http/params.ts';
import { send } from '../http/send.ts';
import { coursesInCategories } from './course-filters.ts';
import { Faq } from './faqs.ts';
import {
  categoriesColumn,
  faqsColumn,
  GapYear,
  gapYearColumn,
  gapYearOf,
  PageRef,
  Quote,
  quotesColumn,
  SlugRef,
  sectionsColumn,
} from './nested.ts';
import * as t from './tables.ts';

export const Course = z
  .object({
    id: Id,
    slug: z.string(),
    name: z.string(),
    description: z.string().describe('Plain text; paragraphs separated by a blank line'),
    seo_description: z.string(),
    price: Money,
    banner: z.string().nullable().describe('Root-relative image URL'),
    categories: z.array(SlugRef),
    sections: z.array(SlugRef),
    page: PageRef.nullable(),
    quotes: z.array(Quote),
    faqs: z.array(Faq),
    gap_year: GapYear.nullable().describe(
      'The gap-year facts of a gap-year variant; null for every other course',
    ),
  })
  .meta({ id: 'Course' });
export type CourseAnswer = z.output<typeof Course>;

/** What a course card shows (related courses, course lists): `GET /api/courses/?view=card`. */
export const CourseCard = z
  .object({
    id: Course.shape.id,
    slug: Course.shape.slug,
    name: Course.shape.name,
    price: Course.shape.price,
    banner: Course.shape.banner,
  })
  .meta({ id: 'CourseCard' });
export type CourseCardAnswer = z.output<typeof CourseCard>;

/** An item of `GET /api/courses/`: a Course, or with `view=card` a CourseCard. */
export const CourseListItem = z
  .xor([Course, CourseCard])
  .meta({ id: 'CourseListItem', description: 'A Course, or a CourseCard with view=card' });

const VIEWS = ['full', 'card'] as const;
type View = (typeof VIEWS)[number];

export const coursesPaths: Paths = {
  '/courses/': listGet('Courses by name', CourseListItem, [
    queryParam('sections__slug', 'Only courses in this section.'),
    queryParam('categories__slug', 'Only courses in this category.'),
    queryParam('category__slug', 'Only courses in any of these categories.', commaList),
    queryParam(
      'with_runs',
      'true: only courses with a run starting today or later; false: the others.',
      boolQuery,
    ),
    queryParam('exclude', 'Leave out the course with this id (a course page’s own course).', {
      type: 'integer',
      minimum: 0,
    }),
    queryParam('view', 'full (default): Course items; card: CourseCard items (what a course card shows).', {
      type: 'string',
      enum: [...VIEWS],
    }),
    idIn,
    slugIn,
  ]),
  '/courses/{slug}/': detailGet('One course', Course, [pathParam('slug', 'Course slug')]),
};

type CourseRow = typeof t.courses.$inferSelect;

const courseParts = {
  categories: categoriesColumn(t.courses.id),
  sections: sectionsColumn(t.courses.id),
  quotes: quotesColumn('course', t.courses.id),
  faqs: faqsColumn('course', t.courses.id),
  gapYear: gapYearColumn(t.courses.id),
};
type CoursePartsRow = {
  [K in keyof typeof courseParts]: (typeof courseParts)[K] extends SQL<infer T> ? T : never;
};

/** A course row with its categories, sections, quotes, FAQs and gap-year facts: one query. */
const courseWithParts = { ...getTableColumns(t.courses), ...courseParts };

/** Courses (rows selected with `courseWithParts`) as the api answers them. */
function serializeCourses(rows: (CourseRow & CoursePartsRow)[]): CourseAnswer[] {
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    description: r.description,
    seo_description: r.seoDescription,
    price: toAmount(r.priceCents),
    banner: r.banner,
    categories: r.categories,
    sections: r.sections,
    page: r.pageId === null ? null : { id: r.pageId },
    quotes: r.quotes,
    faqs: r.faqs,
    gap_year: gapYearOf(r.gapYear),
  }));
}

/** What a card reads of the course row. */
const cardColumns = {
  id: t.courses.id,
  slug: t.courses.slug,
  name: t.courses.name,
  priceCents: t.courses.priceCents,
  banner: t.courses.banner,
};

/** Course cards: the course row's own columns only, no nested parts. */
function serializeCards(
  rows: Pick<CourseRow, 'id' | 'slug' | 'name' | 'priceCents' | 'banner'>[],
): CourseCardAnswer[] {
  return rows.map((r) => ({
    id: r.id,
    slug: r.slug,
    name: r.name,
    price: toAmount(r.priceCents),
    banner: r.banner,
  }));
}

function viewParam(req: Request): View {
  const value = stringParam(req, 'view') ?? 'full';
  if (!(VIEWS as readonly string[]).includes(value)) {
    throw badParam('view', `Onbekende weergave "${value}"; kies full of card.`);
  }
  return value as View;
}

function excludeParam(req: Request): number | undefined {
  const value = stringParam(req, 'exclude');
  if (value === undefined) return undefined;
  const id = parseInteger(value);
  if (id === null) throw badParam('exclude', 'Voer het id van een cursus in (een geheel getal).');
  return id;
}

function filters(req: Request, { db, clock }: Deps): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const section = stringParam(req, 'sections__slug');
  if (section) {
    const inSection = db
      .select({ id: t.courseSections.courseId })
      .from(t.courseSections)
      .innerJoin(t.sections, eq(t.sections.id, t.courseSections.sectionId))
      .where(eq(t.sections.slug, section));
    conditions.push(inArray(t.courses.id, inSection));
  }
  const category = stringParam(req, 'categories__slug');
  if (category) conditions.push(inArray(t.courses.id, coursesInCategories(db, [category])));
  const anyCategory = listParam(req, 'category__slug');
  if (anyCategory) conditions.push(inArray(t.courses.id, coursesInCategories(db, anyCategory)));
  const withRuns = boolParam(req, 'with_runs');
  if (withRuns !== undefined) {
    const upcoming = db
      .select({ id: t.runs.courseId })
      .from(t.runs)
      .where(and(isNotNull(t.runs.courseId), gte(t.runs.startDate, clock.today())));
    conditions.push(withRuns ? inArray(t.courses.id, upcoming) : notInArray(t.courses.id, upcoming));
  }
  const ids = intListParam(req, 'id__in');
  if (ids) conditions.push(inArray(t.courses.id, ids));
  const slugs = listParam(req, 'slug__in');
  if (slugs) conditions.push(inArray(t.courses.slug, slugs));
  const exclude = excludeParam(req);
  if (exclude !== undefined) conditions.push(ne(t.courses.id, exclude));
  return and(...conditions);
}

export function coursesRouter(deps: Deps): Router {
  const { db } = deps;
  const router = Router({ strict: true });

  router
    .route('/courses/')
    .get(async (req: Request, res: Response) => {
      const view = viewParam(req);
      const where = filters(req, deps);
      const order = [byName(t.courses.name), asc(t.courses.id)];
      const total = { total: countOver() };
      await sendList(req, res, CourseListItem, {
        count: () => countWhere(db, t.courses, where),
        rows: async (page) => {
          if (view === 'card') {
            // One query: the card's columns of the rows, nothing nested.
            const query = db
              .select(cardColumns)
              .from(t.courses)
              .where(where)
              .orderBy(...order);
            return serializeCards(await (page ? query.limit(page.limit).offset(page.offset) : query));
          }
          const query = db
            .select(courseWithParts)
            .from(t.courses)
            .where(where)
            .orderBy(...order);
          return serializeCourses(await (page ? query.limit(page.limit).offset(page.offset) : query));
        },
        // A page with the list's count, in one query (a course page's related cards are a page).
        countedRows: async ({ limit, offset }) => {
          if (view === 'card') {
            const rows = await db
              .select({ ...cardColumns, ...total })
              .from(t.courses)
              .where(where)
              .orderBy(...order)
              .limit(limit)
              .offset(offset);
            return { rows: serializeCards(rows), count: rows[0]?.total ?? 0 };
          }
          const rows = await db
            .select({ ...courseWithParts, ...total })
            .from(t.courses)
            .where(where)
            .orderBy(...order)
            .limit(limit)
            .offset(offset);
          return { rows: serializeCourses(rows), count: rows[0]?.total ?? 0 };
        },
      });
    })
    .all(methodNotAllowed);

  router
    .route('/courses/:slug/')
    .get(async (req: Request<{ slug: string }>, res: Response) => {
      const rows = await db
        .select(courseWithParts)
        .from(t.courses)
        .where(eq(t.courses.slug, req.params.slug));
      const [course] = serializeCourses(rows);
      if (!course) throw notFound();
      send(res, Course, course);
    })
    .all(methodNotAllowed);

  return router;
}
