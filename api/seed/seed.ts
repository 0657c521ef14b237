import { eq } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { addDays, isWeekend, isWorkingDay, nextWorkingDay, weekday } from '../../domain/dates.ts';
import { isHoliday } from '../../domain/holidays.ts';
import { CLOSE_TIME, EARLY_CLOSE_TIME, isEarlyClosingDay } from '../../domain/opening-hours.ts';
import * as t from '../db/schema.ts';
import { seedData } from './data/index.ts';
import type { BlockSeed, FaqSeed, QuoteSeed, RunSeed, SeedData } from './types.ts';

// Inserts the seed content. Deterministic for a given "today": dates are offsets from it, and rows
// are inserted in the order of the seed arrays, so a fresh database always has the same ids.

type Tx = PgDatabase<PgQueryResultHKT, typeof t>;

/**
 * Whether the school teaches a lesson of this run on `date`: never on a public holiday, a daily
 * run not at weekends, and no lesson lasting past 15:00 on 24 or 31 December (the shop closes then).
 */
function teaches(run: RunSeed, date: string): boolean {
  if (isHoliday(date)) return false;
  if (run.intervalDays < 7 && isWeekend(date)) return false;
  // Lessons without hours count as ending at closing time.
  return !(isEarlyClosingDay(date) && (run.endTime ?? CLOSE_TIME) > EARLY_CLOSE_TIME);
}

/**
 * First lesson on the first working day from today + offset (on the run's weekday when it names
 * one, so "Elke dinsdagavond" stays true whatever today is), then every intervalDays. A lesson
 * that cannot be taught moves to the next slot of the series: the run keeps its number of lessons
 * and its weekday.
 */
export function runDates(run: RunSeed, today: string): string[] {
  let start = addDays(today, run.startOffsetDays);
  const isoWeekday = (date: string) => weekday(date) || 7;
  while (!isWorkingDay(start) || !teaches(run, start) || (run.weekday && isoWeekday(start) !== run.weekday)) {
    start = addDays(start, 1);
  }
  const step = Math.max(1, run.intervalDays);
  const dates: string[] = [];
  for (let date = start; dates.length < run.numberOfLessons; date = addDays(date, step)) {
    if (teaches(run, date)) dates.push(date);
  }
  return dates;
}

/** Open days keep their weekday (often a Saturday) but never land on a public holiday. */
export function openDayDate(offsetDays: number, today: string): string {
  let date = addDays(today, offsetDays);
  while (isHoliday(date)) date = addDays(date, 7);
  return date;
}

async function insertPage(
  tx: Tx,
  page: { path?: string; title: string; template?: string; blocks: BlockSeed[] },
): Promise<number> {
  const [row] = await tx
    .insert(t.pages)
    .values({ path: page.path ?? null, title: page.title, template: page.template ?? 'DEFAULT' })
    .returning({ id: t.pages.id });
  if (!row) throw new Error('page insert returned nothing');
  if (page.blocks.length > 0) {
    await tx
      .insert(t.blocks)
      .values(
        page.blocks.map((b, position) => ({ pageId: row.id, name: b.name, content: b.content, position })),
      );
  }
  return row.id;
}

function quoteRows(list: QuoteSeed[], owner: { sectionId: number } | { courseId: number }) {
  return list.map((q, position) => ({
    ...owner,
    position,
    quote: q.quote,
    author: q.author,
    authorAge: q.authorAge ?? null,
  }));
}

function faqRows(list: FaqSeed[], owner: { sectionId?: number; courseId?: number }, everywhere = false) {
  return list.map((f, position) => ({
    ...owner,
    position,
    question: f.question,
    answer: f.answer,
    everywhere,
  }));
}

function lookup(map: Map<string, number>, slug: string, what: string, owner: string): number {
  const id = map.get(slug);
  if (id === undefined) throw new Error(`seed: ${owner} refers to unknown ${what} "${slug}"`);
  return id;
}

export async function seedDatabase(tx: Tx, today: string, data: SeedData = seedData): Promise<void> {
  for (const page of data.pages) await insertPage(tx, page);
  if (data.widgets.length > 0) await tx.insert(t.widgets).values(data.widgets);

  const sectionIds = new Map<string, number>();
  for (const s of data.sections) {
    const pageId = s.page ? await insertPage(tx, s.page) : null;
    const [row] = await tx
      .insert(t.sections)
      .values({
        slug: s.slug,
        name: s.name,
        menuName: s.menuName ?? s.name,
        position: s.position,
        disabled: s.disabled ?? false,
        pageId,
      })
      .returning({ id: t.sections.id });
    if (!row) throw new Error('section insert returned nothing');
    sectionIds.set(s.slug, row.id);
    if (s.quotes.length > 0) await tx.insert(t.quotes).values(quoteRows(s.quotes, { sectionId: row.id }));
    if (s.faqs.length > 0) await tx.insert(t.faqs).values(faqRows(s.faqs, { sectionId: row.id }));
  }

  const categoryIds = new Map<string, number>();
  for (const c of data.categories) {
    const [row] = await tx
      .insert(t.categories)
      .values({ slug: c.slug, name: c.name, canonicalName: c.canonicalName })
      .returning({ id: t.categories.id });
    if (!row) throw new Error('category insert returned nothing');
    categoryIds.set(c.slug, row.id);
  }
  // Parents may be listed after their children: link them once all exist.
  for (const c of data.categories) {
    if (!c.parent) continue;
    const parentId = lookup(categoryIds, c.parent, 'category', `category ${c.slug}`);
    await tx
      .update(t.categories)
      .set({ parentId })
      .where(eq(t.categories.id, lookup(categoryIds, c.slug, 'category', c.slug)));
  }

  for (const c of data.courses) {
    const pageId = c.page ? await insertPage(tx, c.page) : null;
    const [row] = await tx
      .insert(t.courses)
      .values({
        slug: c.slug,
        name: c.name,
        description: c.description,
        seoDescription: c.seoDescription,
        priceCents: c.priceCents,
        banner: c.hasBanner ? `/api/media/courses/${c.slug}.svg` : null,
        pageId,
      })
      .returning({ id: t.courses.id });
    if (!row) throw new Error('course insert returned nothing');
    const courseId = row.id;
    const owner = `course ${c.slug}`;
    if (c.gapYear) await tx.insert(t.courseGapYears).values({ courseId, ...c.gapYear });
    if (c.categories.length > 0) {
      await tx.insert(t.courseCategories).values(
        c.categories.map((slug, position) => ({
          courseId,
          categoryId: lookup(categoryIds, slug, 'category', owner),
          position,
        })),
      );
    }
    if (c.sections.length > 0) {
      await tx.insert(t.courseSections).values(
        c.sections.map((slug, position) => ({
          courseId,
          sectionId: lookup(sectionIds, slug, 'section', owner),
          position,
        })),
      );
    }
    if (c.quotes.length > 0) await tx.insert(t.quotes).values(quoteRows(c.quotes, { courseId }));
    if (c.faqs.length > 0) await tx.insert(t.faqs).values(faqRows(c.faqs, { courseId }));

    if (c.programme.length > 0) {
      const [program] = await tx.insert(t.programs).values({}).returning({ id: t.programs.id });
      if (!program) throw new Error('program insert returned nothing');
      await tx.insert(t.programCourses).values({ programId: program.id, courseId });
      await tx
        .insert(t.programItems)
        .values(c.programme.map((item, position) => ({ programId: program.id, position, ...item })));
    }

    for (const run of c.runs) {
      const dates = runDates(run, today);
      const [runRow] = await tx
        .insert(t.runs)
        .values({
          courseId,
          startDate: dates[0] ?? nextWorkingDay(addDays(today, run.startOffsetDays)),
          startDateHeaderText: run.startDateHeaderText ?? null,
          remarks: run.remarks ?? null,
          daysOfWeekRemark: run.daysOfWeekRemark ?? null,
          holidaysRemark: run.holidaysRemark ?? null,
          numberOfLessons: run.numberOfLessons,
          priceCents: run.priceCents ?? c.priceCents,
          startTime: run.startTime ?? null,
          endTime: run.endTime ?? null,
        })
        .returning({ id: t.runs.id });
      if (!runRow) throw new Error('run insert returned nothing');
      if (dates.length > 0)
        await tx.insert(t.runDates).values(dates.map((date) => ({ runId: runRow.id, date })));
    }
  }

  if (data.openDays.length > 0) {
    await tx.insert(t.openDoorDays).values(
      data.openDays.map((d) => ({
        subject: d.subject,
        date: openDayDate(d.startOffsetDays, today),
        time: d.time,
        location: d.location,
      })),
    );
  }
  if (data.generalFaqs.length > 0) await tx.insert(t.faqs).values(faqRows(data.generalFaqs, {}, true));

  for (const [position, item] of data.homepage.bannerItems.entries()) {
    const [row] = await tx
      .insert(t.bannerItems)
      .values({ position, content: item.content, image: `/api/media/banners/${item.image}.svg` })
      .returning({ id: t.bannerItems.id });
    if (!row) throw new Error('banner insert returned nothing');
    if (item.links.length > 0) {
      await tx.insert(t.bannerLinks).values(
        item.links.map((link, linkPosition) => ({
          bannerItemId: row.id,
          position: linkPosition,
          linkName: link.linkName,
          linkTarget: link.linkTarget,
        })),
      );
    }
  }
}
