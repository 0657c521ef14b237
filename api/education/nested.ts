import { type AnyColumn, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { toAmount } from '../../domain/money.ts';
import { jsonArray } from '../db/json-array.ts';
import { Id, IsoDate, Money } from '../http/openapi.ts';
import type { FaqAnswer } from './faqs.ts';
import * as t from './tables.ts';

// The nested parts of education answers (quotes, FAQs, a course's categories, sections and
// gap-year facts, a run's lesson dates), never loaded with one query per row.

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

// Each nested part is a column of the owner's own query (db/json-array.ts): a course with all its
// parts is one query (it was six).

/** The owner's quotes in their order, as a column of the owner's query. */
export function quotesColumn(owner: Owner, ownerId: AnyColumn): SQL<Quote[]> {
  const column = owner === 'section' ? t.quotes.sectionId : t.quotes.courseId;
  return jsonArray<Quote>(
    sql`json_build_object('quote', ${t.quotes.quote}, 'author', ${t.quotes.author}, 'author_age', ${t.quotes.authorAge})`,
    sql`${t.quotes.position}, ${t.quotes.id}`,
    sql`from ${t.quotes} where ${column} = ${ownerId}`,
  );
}

/** The owner's FAQs in their order, as a column of the owner's query. */
export function faqsColumn(owner: Owner, ownerId: AnyColumn): SQL<FaqAnswer[]> {
  const column = owner === 'section' ? t.faqs.sectionId : t.faqs.courseId;
  return jsonArray<FaqAnswer>(
    sql`json_build_object('id', ${t.faqs.id}, 'question', ${t.faqs.question}, 'answer', ${t.faqs.answer})`,
    sql`${t.faqs.position}, ${t.faqs.id}`,
    sql`from ${t.faqs} where ${column} = ${ownerId}`,
  );
}

/** The course's categories in its order, as a column of the course's query. */
export function categoriesColumn(courseId: AnyColumn): SQL<SlugRef[]> {
  return jsonArray<SlugRef>(
    sql`json_build_object('id', ${t.categories.id}, 'slug', ${t.categories.slug}, 'name', ${t.categories.name})`,
    sql`${t.courseCategories.position}, ${t.categories.id}`,
    sql`from ${t.courseCategories} inner join ${t.categories} on ${t.categories.id} = ${t.courseCategories.categoryId} where ${t.courseCategories.courseId} = ${courseId}`,
  );
}

/** The course's sections in its order, as a column of the course's query. */
export function sectionsColumn(courseId: AnyColumn): SQL<SlugRef[]> {
  return jsonArray<SlugRef>(
    sql`json_build_object('id', ${t.sections.id}, 'slug', ${t.sections.slug}, 'name', ${t.sections.name})`,
    sql`${t.courseSections.position}, ${t.sections.id}`,
    sql`from ${t.courseSections} inner join ${t.sections} on ${t.sections.id} = ${t.courseSections.sectionId} where ${t.courseSections.courseId} = ${courseId}`,
  );
}

type GapYearRow = {
  days_per_week: number;
  rental_credit_cents: number;
  rental_discount_percent: number;
  rental_discount_years: number;
};

/** The course's gap-year facts (null for any other course), as a column of the course's query. */
export function gapYearColumn(courseId: AnyColumn): SQL<GapYearRow | null> {
  const g = t.courseGapYears;
  return sql<GapYearRow | null>`(select json_build_object('days_per_week', ${g.daysPerWeek}, 'rental_credit_cents', ${g.rentalCreditCents}, 'rental_discount_percent', ${g.rentalDiscountPercent}, 'rental_discount_years', ${g.rentalDiscountYears}) from ${g} where ${g.courseId} = ${courseId})`;
}

/** The answer's gap-year facts: money as an amount. */
export function gapYearOf(row: GapYearRow | null): GapYear | null {
  if (!row) return null;
  const { rental_credit_cents, ...rest } = row;
  return { ...rest, rental_credit: toAmount(rental_credit_cents) };
}

/** The run's lesson dates in date order, as a column of the run's query. */
export function datesColumn(runId: AnyColumn): SQL<z.output<typeof LessonDate>[]> {
  return jsonArray<z.output<typeof LessonDate>>(
    sql`json_build_object('date', ${t.runDates.date})`,
    sql`${t.runDates.date}`,
    sql`from ${t.runDates} where ${t.runDates.runId} = ${runId}`,
  );
}
