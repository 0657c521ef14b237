import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.ts';
import { cents } from '../db/check.ts';

// The customers (api/customers/README.md): one record for every account and every e-mail address
// that ordered as a guest, and for the walk-in and phone customers the desk adds. The record owns
// the customer's terms (discount, no borg, a business's own bound on unpaid holds); its orders
// point at it (`orders.customer_id`, set by the database when an order is placed, migration 0023).

/** The address the desk keeps on a record: as an order's (names, street, …, country). */
export type CustomerAddress = {
  first_name: string;
  last_name: string;
  street: string;
  house_number: string;
  house_number_addition: string;
  postal_code: string;
  city: string;
  country: 'NL' | 'BE' | 'DE';
};

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    // The account this record is, if any: one record per account.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    // Lower-cased and trimmed; null for a walk-in customer without one. Unique among the records
    // in use (a merged record keeps its address for the history).
    email: text('email'),
    firstName: text('first_name').notNull().default(''),
    lastName: text('last_name').notNull().default(''),
    companyName: text('company_name').notNull().default(''),
    // As given; searched through `phone_key(phone)` (migration 0023), so any spelling matches.
    phone: text('phone').notNull().default(''),
    address: jsonb('address').$type<CustomerAddress>(),
    notes: text('notes').notNull().default(''),
    // Pricing terms (domain/pricing.ts AccountTerms): discount on rental lines, no borg.
    discountPercent: smallint('discount_percent').notNull().default(0),
    trusted: boolean('trusted').notNull().default(false),
    // A business customer's own bound on the rental value it keeps unpaid (README "Holds"), set by
    // the desk; null: the bound of every account.
    isBusiness: boolean('is_business').notNull().default(false),
    holdLimitCents: cents('hold_limit_cents'),
    // Merged into another record by staff: its orders moved there, it is no longer listed.
    mergedInto: integer('merged_into'),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('customers_user_unique').on(t.userId),
    uniqueIndex('customers_email_unique').on(t.email).where(sql`${t.mergedInto} is null`),
    index('customers_name_idx').on(t.lastName, t.firstName),
    check('customers_discount_check', sql`${t.discountPercent} between 0 and 100`),
    check('customers_hold_limit_check', sql`${t.holdLimitCents} is null or ${t.isBusiness}`),
  ],
);
