import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  time,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { INSTALMENT_TERMS } from '../../domain/instalments.ts';
import { pages } from '../content/tables.ts';
import { inList } from '../db/check.ts';

// The education domain's tables: sections, course categories, courses, their quotes and FAQs,
// runs with their lesson dates, programmes, open days, and the registrations for runs and open
// days. Money is integer cents, dates are `date` (YYYY-MM-DD in Europe/Amsterdam). Ordered
// children carry a `position` so answers keep the editor's order.

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

// What a gap-year variant (tussenjaar) offers besides its lessons: at most one row per course; a
// course without one is no gap year (its answer's `gap_year` is null). The course price stays the
// course's own `price_cents`.
export const courseGapYears = pgTable(
  'course_gap_years',
  {
    courseId: integer('course_id')
      .primaryKey()
      .references(() => courses.id, { onDelete: 'cascade' }),
    daysPerWeek: integer('days_per_week').notNull(),
    rentalCreditCents: integer('rental_credit_cents').notNull(),
    rentalDiscountPercent: integer('rental_discount_percent').notNull(),
    rentalDiscountYears: integer('rental_discount_years').notNull(),
  },
  (t) => [
    check('course_gap_years_days_per_week', sql`${t.daysPerWeek} between 1 and 7`),
    check('course_gap_years_rental_credit', sql`${t.rentalCreditCents} >= 0`),
    check('course_gap_years_rental_discount_percent', sql`${t.rentalDiscountPercent} between 0 and 100`),
    check('course_gap_years_rental_discount_years', sql`${t.rentalDiscountYears} >= 0`),
  ],
);

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

// Registrations from the site's forms (SPEC §3). Money in integer cents: the run's price at the
// moment of registering, the chosen plan's surcharge and its total (price + surcharge).
// With apply_for_stap the payer and payment are settled through STAP: payer and payment are then
// stored as 'STAP', and payment_terms, iban and payer_details stay empty.
export const courseRegistrations = pgTable(
  'course_registrations',
  {
    id: serial('id').primaryKey(),
    runId: integer('run_id')
      .notNull()
      .references(() => runs.id, { onDelete: 'restrict' }),
    courseId: integer('course_id')
      .notNull()
      .references(() => courses.id, { onDelete: 'restrict' }),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    street: text('street').notNull().default(''),
    houseNumber: text('house_number').notNull().default(''),
    postalCode: text('postal_code').notNull().default(''), // normalised "1234 AB" or empty
    city: text('city').notNull().default(''),
    dateOfBirth: date('date_of_birth', { mode: 'string' }),
    experience: text('experience').notNull().default(''),
    remarks: text('remarks').notNull().default(''),
    payer: text('payer').notNull(),
    payerDetails: text('payer_details').notNull().default(''),
    payment: text('payment').notNull(),
    paymentTerms: text('payment_terms'),
    iban: text('iban'), // normalised: uppercase, no spaces; only with payment I
    attendedOpenDay: boolean('open_door_day').notNull().default(false),
    accept: boolean('accept').notNull(),
    applyForStap: boolean('apply_for_stap').notNull().default(false),
    priceCents: integer('price_cents').notNull(),
    surchargeCents: integer('surcharge_cents').notNull(),
    totalCents: integer('total_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('course_registrations_payer_check', sql`${t.payer} in ('S', 'O', 'STAP')`),
    check('course_registrations_payment_check', sql`${t.payment} in ('T', 'I', 'V', 'STAP')`),
    check(
      'course_registrations_terms_check',
      sql`(${t.payment} = 'I') = (${t.paymentTerms} is not null) and (${t.paymentTerms} is null or ${t.paymentTerms} in (${inList(INSTALMENT_TERMS)}))`,
    ),
    check(
      'course_registrations_stap_check',
      sql`${t.applyForStap} = (${t.payment} = 'STAP') and ${t.applyForStap} = (${t.payer} = 'STAP')`,
    ),
    check('course_registrations_total_check', sql`${t.totalCents} = ${t.priceCents} + ${t.surchargeCents}`),
    // One registration per address and run: a double click or a retry never registers twice.
    uniqueIndex('course_registrations_run_email_unique').on(t.runId, sql`lower(${t.email})`),
    index('course_registrations_course_idx').on(t.courseId),
  ],
);

export const openDayRegistrations = pgTable(
  'open_day_registrations',
  {
    id: serial('id').primaryKey(),
    openDoorDayId: integer('open_door_day_id')
      .notNull()
      .references(() => openDoorDays.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull().default(''),
    persons: integer('persons').notNull(),
    remarks: text('remarks').notNull().default(''),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('open_day_registrations_persons_check', sql`${t.persons} between 1 and 10`),
    index('open_day_registrations_day_idx').on(t.openDoorDayId),
  ],
);
