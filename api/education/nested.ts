import { asc, eq, inArray } from 'drizzle-orm';
import { z } from 'zod';
import { toAmount } from '../../domain/money.ts';
import { Grouped, grouped } from '../db/grouped.ts';
import type { Db } from '../db/open-database.ts';
import { Id, IsoDate, Money } from '../http/openapi.ts';
import type { FaqAnswer } from './faqs.ts';
import * as t from './tables.ts';

// The nested parts of education answers (quotes, FAQs, a course's categories, sections and gap-year facts, a run's
// lesson dates), loaded for a whole result page in one query each (never one query per row).

/** A quote of a section or course. */
export const Quote = z
  .object({ quote: z.string(), author: z.string(), author_age: z.int().nullable() })
  .meta({ id: 'Quote' });
/** A category or section as a course names it. */
export const SlugRef = z.object({ id: Id, slug: z.string(), name: z.string() });
/** The page holding a section's or course's content blocks (`/api/main/internalpages/{id}/`). */
export const PageRef = z.object({ id: Id });
/** What a gap-year variant offers besides its lessons; the course's own `price` is its price. */
export const GapYear = z
  .object({
    days_per_week: z.int().min(1).max(7),
    rental_credit: Money.describe('Rental credit (verhuurtegoed) included in the course price'),
    rental_discount_percent: z.int().min(0).max(100).describe('Discount on rental after the gap year'),
    rental_discount_years: z.int().min(0).describe('For how many years that discount holds'),
  })
  .meta({ id: 'GapYear' });
type GapYear = z.output<typeof GapYear>;

/** One lesson date of a run. */
export const LessonDate = z.object({ date: IsoDate });

type Quote = z.output<typeof Quote>;
type SlugRef = z.output<typeof SlugRef>;

export type Owner = 'section' | 'course';

export async function quotesOf(db: Db, owner: Owner, ids: number[]): Promise<Grouped<Quote>> {
  if (ids.length === 0) return new Grouped();
  const column = owner === 'section' ? t.quotes.sectionId : t.quotes.courseId;
  const rows = await db
    .select()
    .from(t.quotes)
    .where(inArray(column, ids))
    .orderBy(asc(t.quotes.position), asc(t.quotes.id));
  return grouped(
    rows,
    (r) => (owner === 'section' ? r.sectionId : r.courseId),
    (r) => ({ quote: r.quote, author: r.author, author_age: r.authorAge }),
  );
}

export async function faqsOf(db: Db, owner: Owner, ids: number[]): Promise<Grouped<FaqAnswer>> {
  if (ids.length === 0) return new Grouped();
  const column = owner === 'section' ? t.faqs.sectionId : t.faqs.courseId;
  const rows = await db
    .select()
    .from(t.faqs)
    .where(inArray(column, ids))
    .orderBy(asc(t.faqs.position), asc(t.faqs.id));
  return grouped(
    rows,
    (r) => (owner === 'section' ? r.sectionId : r.courseId),
    (r) => ({ id: r.id, question: r.question, answer: r.answer }),
  );
}

export async function categoriesOfCourses(db: Db, courseIds: number[]): Promise<Grouped<SlugRef>> {
  if (courseIds.length === 0) return new Grouped();
  const rows = await db
    .select({
      courseId: t.courseCategories.courseId,
      id: t.categories.id,
      slug: t.categories.slug,
      name: t.categories.name,
    })
    .from(t.courseCategories)
    .innerJoin(t.categories, eq(t.categories.id, t.courseCategories.categoryId))
    .where(inArray(t.courseCategories.courseId, courseIds))
    .orderBy(asc(t.courseCategories.position), asc(t.categories.id));
  return grouped(
    rows,
    (r) => r.courseId,
    (r) => ({ id: r.id, slug: r.slug, name: r.name }),
  );
}

export async function sectionsOfCourses(db: Db, courseIds: number[]): Promise<Grouped<SlugRef>> {
  if (courseIds.length === 0) return new Grouped();
  const rows = await db
    .select({
      courseId: t.courseSections.courseId,
      id: t.sections.id,
      slug: t.sections.slug,
      name: t.sections.name,
    })
    .from(t.courseSections)
    .innerJoin(t.sections, eq(t.sections.id, t.courseSections.sectionId))
    .where(inArray(t.courseSections.courseId, courseIds))
    .orderBy(asc(t.courseSections.position), asc(t.sections.id));
  return grouped(
    rows,
    (r) => r.courseId,
    (r) => ({ id: r.id, slug: r.slug, name: r.name }),
  );
}

export async function datesOfRuns(db: Db, runIds: number[]): Promise<Grouped<z.output<typeof LessonDate>>> {
  if (runIds.length === 0) return new Grouped();
  const rows = await db
    .select()
    .from(t.runDates)
    .where(inArray(t.runDates.runId, runIds))
    .orderBy(asc(t.runDates.date));
  return grouped(
    rows,
    (r) => r.runId,
    (r) => ({ date: r.date }),
  );
}

/** The gap-year facts of the courses that have them (one query); the others are absent. */
export async function gapYearsOf(db: Db, courseIds: number[]): Promise<Map<number, GapYear>> {
  if (courseIds.length === 0) return new Map();
  const rows = await db.select().from(t.courseGapYears).where(inArray(t.courseGapYears.courseId, courseIds));
  return new Map(
    rows.map((r) => [
      r.courseId,
      {
        days_per_week: r.daysPerWeek,
        rental_credit: toAmount(r.rentalCreditCents),
        rental_discount_percent: r.rentalDiscountPercent,
        rental_discount_years: r.rentalDiscountYears,
      },
    ]),
  );
}
