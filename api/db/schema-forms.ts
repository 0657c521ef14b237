import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { courses, openDoorDays, runs } from './schema.ts';

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
      sql`(${t.payment} = 'I') = (${t.paymentTerms} is not null) and (${t.paymentTerms} is null or ${t.paymentTerms} in ('ON', 'TH', 'SI'))`,
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

// One row per address: stored lowercased, so signing up twice (in any case) keeps one row.
export const mailingListSubscribers = pgTable(
  'mailing_list_subscribers',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull().unique(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('mailing_list_subscribers_lowercase', sql`${t.email} = lower(${t.email})`)],
);
