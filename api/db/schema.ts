import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';

// The api's tables. Money is integer cents, dates are `date` (YYYY-MM-DD in Europe/Amsterdam).
// Ordered children carry a `position` so answers keep the editor's order.

export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    // Content pages have a path ("home", "over-ons/team"); internal pages (of a course or a
    // section) have none and are reached by id.
    path: text('path').unique(),
    title: text('title').notNull(),
    template: text('template').notNull().default('DEFAULT'),
  },
  (t) => [
    check(
      'pages_template_check',
      sql`${t.template} in ('DEFAULT', 'CAMPAIGN', 'PAGEALTERNATEBLOCKS', 'MOVING')`,
    ),
  ],
);

export const blocks = pgTable(
  'blocks',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    content: text('content').notNull(), // HTML
    position: integer('position').notNull(),
  },
  (t) => [index('blocks_page_idx').on(t.pageId, t.position)],
);

export const widgets = pgTable('widgets', {
  id: serial('id').primaryKey(),
  ref: text('ref').notNull().unique(),
  title: text('title').notNull(),
  content: text('content').notNull(), // HTML
});

export const sections = pgTable('sections', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  menuName: text('menu_name'),
  position: integer('position').notNull(),
  disabled: boolean('disabled').notNull().default(false),
  pageId: integer('page_id').references(() => pages.id, { onDelete: 'set null' }),
});

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    canonicalName: text('canonical_name').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, { onDelete: 'set null' }),
  },
  (t) => [index('categories_parent_idx').on(t.parentId)],
);

export const courses = pgTable('courses', {
  id: serial('id').primaryKey(),
  slug: text('slug').notNull().unique(),
  name: text('name').notNull(),
  description: text('description').notNull(), // plain text, paragraphs split by a blank line
  seoDescription: text('seo_description').notNull().default(''),
  priceCents: integer('price_cents').notNull(),
  banner: text('banner'), // root-relative image URL; null: the site shows its fallback
  pageId: integer('page_id').references(() => pages.id, { onDelete: 'set null' }),
});

export const courseCategories = pgTable(
  'course_categories',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.categoryId] }),
    index('course_categories_category_idx').on(t.categoryId),
  ],
);

export const courseSections = pgTable(
  'course_sections',
  {
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
    sectionId: integer('section_id')
      .notNull()
      .references(() => sections.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.courseId, t.sectionId] }),
    index('course_sections_section_idx').on(t.sectionId),
  ],
);

// Quotes and FAQs belong to a section or a course (at most one owner); a FAQ without owner is a
// general one, shown on every page when `everywhere` is set.
export const quotes = pgTable(
  'quotes',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id').references(() => sections.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    quote: text('quote').notNull(),
    author: text('author').notNull(),
    authorAge: integer('author_age'),
  },
  (t) => [
    check('quotes_one_owner', sql`num_nonnulls(${t.sectionId}, ${t.courseId}) = 1`),
    index('quotes_section_idx').on(t.sectionId),
    index('quotes_course_idx').on(t.courseId),
  ],
);

export const faqs = pgTable(
  'faqs',
  {
    id: serial('id').primaryKey(),
    sectionId: integer('section_id').references(() => sections.id, { onDelete: 'cascade' }),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    question: text('question').notNull(),
    answer: text('answer').notNull(),
    everywhere: boolean('everywhere').notNull().default(false),
  },
  (t) => [
    check('faqs_at_most_one_owner', sql`num_nonnulls(${t.sectionId}, ${t.courseId}) <= 1`),
    index('faqs_section_idx').on(t.sectionId),
    index('faqs_course_idx').on(t.courseId),
  ],
);

export const runs = pgTable(
  'runs',
  {
    id: serial('id').primaryKey(),
    courseId: integer('course_id').references(() => courses.id, { onDelete: 'set null' }),
    startDate: date('start_date', { mode: 'string' }).notNull(),
    startDateHeaderText: text('start_date_header_text'),
    remarks: text('remarks'),
    daysOfWeekRemark: text('days_of_week_remark'),
    holidaysRemark: text('holidays_remark'),
    numberOfLessons: integer('number_of_lessons').notNull(),
    priceCents: integer('price_cents').notNull(),
    // Lesson hours (Europe/Amsterdam) of the run's lessons; null when not fixed.
    startTime: time('start_time'),
    endTime: time('end_time'),
  },
  (t) => [index('runs_course_idx').on(t.courseId), index('runs_start_date_idx').on(t.startDate)],
);

export const runDates = pgTable(
  'run_dates',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => runs.id, { onDelete: 'cascade' }),
    date: date('date', { mode: 'string' }).notNull(),
  },
  (t) => [unique('run_dates_run_date_unique').on(t.runId, t.date)],
);

export const programs = pgTable('programs', {
  id: serial('id').primaryKey(),
});

export const programItems = pgTable(
  'program_items',
  {
    id: serial('id').primaryKey(),
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
  },
  (t) => [index('program_items_program_idx').on(t.programId, t.position)],
);

export const programCourses = pgTable(
  'program_courses',
  {
    programId: integer('program_id')
      .notNull()
      .references(() => programs.id, { onDelete: 'cascade' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.programId, t.courseId] }),
    index('program_courses_course_idx').on(t.courseId),
  ],
);

export const openDoorDays = pgTable('open_door_days', {
  id: serial('id').primaryKey(),
  subject: text('subject').notNull(),
  date: date('date', { mode: 'string' }).notNull(),
  time: time('time').notNull(),
  location: text('location').notNull(),
});

export const bannerItems = pgTable('homepage_banner_items', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull(),
  content: text('content').notNull(),
  image: text('image').notNull(), // root-relative image URL
});

export const bannerLinks = pgTable(
  'homepage_banner_links',
  {
    id: serial('id').primaryKey(),
    bannerItemId: integer('banner_item_id')
      .notNull()
      .references(() => bannerItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    linkName: text('link_name').notNull(),
    linkTarget: text('link_target').notNull(),
  },
  (t) => [index('homepage_banner_links_item_idx').on(t.bannerItemId)],
);

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(), // random token, the `sessionid` cookie
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('sessions_expires_idx').on(t.expiresAt)],
);

// Every mail the api sends is recorded here first; a sender delivers it when SMTP is configured.
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
