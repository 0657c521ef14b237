import { asc, eq, inArray } from 'drizzle-orm';
import type { Db } from './open-database.ts';
import * as t from './schema.ts';

// Nested parts of a list answer, loaded for a whole result page in one query each (never one
// query per row), grouped by owner id.

export type Quote = { quote: string; author: string; author_age: number | null };
export type Faq = { id: number; question: string; answer: string };
export type Block = { id: number; name: string; content: string };
export type SlugRef = { id: number; slug: string; name: string };

function groupBy<T, K>(rows: T[], key: (row: T) => K | null): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    if (k === null) continue;
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** Map values through `f`; owners without rows get an empty list from `get`. */
export class Grouped<V> {
  private readonly map: Map<number, V[]>;
  constructor(map: Map<number, V[]>) {
    this.map = map;
  }
  get(id: number): V[] {
    return this.map.get(id) ?? [];
  }
}

function grouped<T, V>(rows: T[], key: (row: T) => number | null, value: (row: T) => V): Grouped<V> {
  const map = new Map<number, V[]>();
  for (const [k, list] of groupBy(rows, key)) map.set(k, list.map(value));
  return new Grouped(map);
}

export type Owner = 'section' | 'course';

export async function quotesOf(db: Db, owner: Owner, ids: number[]): Promise<Grouped<Quote>> {
  if (ids.length === 0) return new Grouped(new Map());
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

export async function faqsOf(db: Db, owner: Owner, ids: number[]): Promise<Grouped<Faq>> {
  if (ids.length === 0) return new Grouped(new Map());
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

export async function blocksOf(db: Db, pageIds: number[]): Promise<Grouped<Block>> {
  if (pageIds.length === 0) return new Grouped(new Map());
  const rows = await db
    .select()
    .from(t.blocks)
    .where(inArray(t.blocks.pageId, pageIds))
    .orderBy(asc(t.blocks.position), asc(t.blocks.id));
  return grouped(
    rows,
    (r) => r.pageId,
    (r) => ({ id: r.id, name: r.name, content: r.content }),
  );
}

export async function categoriesOfCourses(db: Db, courseIds: number[]): Promise<Grouped<SlugRef>> {
  if (courseIds.length === 0) return new Grouped(new Map());
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
  if (courseIds.length === 0) return new Grouped(new Map());
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

export async function datesOfRuns(db: Db, runIds: number[]): Promise<Grouped<{ date: string }>> {
  if (runIds.length === 0) return new Grouped(new Map());
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
