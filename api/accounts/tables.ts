import { sql } from 'drizzle-orm';
import {
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { cents, inList } from '../db/check.ts';

// Users, their activation and reset tokens, the rate limits of the sign-in calls, and invoices
// with their lines (api/accounts/README.md). The session's user is `sessions.user_id`
// (http/tables.ts); a payment of an invoice is `payments.invoice_id` (orders/tables.ts).

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    // Lower-cased and trimmed: addresses compare case-insensitively.
    email: text('email').notNull(),
    username: text('username').notNull(),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    // `scrypt$N$r$p$salt$hash` (passwords.ts); "" while no password was ever set.
    passwordHash: text('password_hash').notNull(),
    isActive: boolean('is_active').notNull().default(false),
    isEditor: boolean('is_editor').notNull().default(false),
    // Staff of the rental desk (api/desk/): they sign in there with password and TOTP.
    isStaff: boolean('is_staff').notNull().default(false),
    // The staff member's TOTP secret (base32, RFC 6238), set once its set-up is confirmed by a
    // first valid code; null until then. `totpLastStep`: the 30-second step of the last code
    // accepted, so a code is used once (a later code must be of a later step).
    totpSecret: text('totp_secret'),
    totpLastStep: bigint('totp_last_step', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastLoginAt: timestamp('last_login_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('users_email_unique').on(t.email),
    uniqueIndex('users_username_unique').on(sql`lower(${t.username})`),
  ],
);

export const TOKEN_PURPOSES = ['activate', 'reset', 'change_email'] as const;
export type TokenPurpose = (typeof TOKEN_PURPOSES)[number];
/** The purposes of a link that sets a password (check-token/, set-password/). */
export const PASSWORD_PURPOSES = ['activate', 'reset'] as const satisfies readonly TokenPurpose[];
export type PasswordPurpose = (typeof PASSWORD_PURPOSES)[number];

export const authTokens = pgTable(
  'auth_tokens',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose').$type<TokenPurpose>().notNull(),
    // 24 random bytes, base64url; the link carries it with its HMAC signature (tokens.ts).
    nonce: text('nonce').notNull(),
    // A site path to return to after activation (register's `redirect`).
    redirect: text('redirect'),
    // The new address a `change_email` link confirms (lower-cased); null for other purposes.
    email: text('email'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('auth_tokens_nonce_unique').on(t.nonce),
    index('auth_tokens_user_idx').on(t.userId, t.purpose),
    check('auth_tokens_purpose_check', sql`${t.purpose} in (${inList(TOKEN_PURPOSES)})`),
    check('auth_tokens_email_check', sql`(${t.purpose} = 'change_email') = (${t.email} is not null)`),
  ],
);

/** Fixed-window counters of the rate limits (rate-limit.ts), one row per key and window. */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').notNull(),
    windowStart: timestamp('window_start', { withTimezone: true }).notNull(),
    count: integer('count').notNull(),
    // When the row may go (the window's end): purged with the expired sessions.
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.key, t.windowStart] }), index('rate_limits_expires_idx').on(t.expiresAt)],
);

export const INVOICE_TYPES = ['rental', 'sale', 'course', 'project'] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

export const invoices = pgTable(
  'invoices',
  {
    id: serial('id').primaryKey(),
    // 32 url-safe random characters: the secret of the pay page /factuur-betalen/{handle}.
    handle: text('handle').notNull(),
    number: text('number').notNull(),
    // The customer's address, lower-cased; user_id once an account has proven it (README).
    email: text('email').notNull(),
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    customerName: text('customer_name').notNull(),
    // Lines of the customer's postal address, newline-separated.
    customerAddress: text('customer_address').notNull(),
    date: date('date').notNull(),
    projectType: text('project_type').$type<InvoiceType>().notNull(),
    // The provider that can take payment ("test"), null when it cannot be paid online.
    psp: text('psp'),
    totalExclBtwCents: cents('total_excl_btw_cents').notNull(),
    totalBtwCents: cents('total_btw_cents').notNull(),
    totalCents: cents('total_cents').notNull(),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('invoices_handle_unique').on(t.handle),
    uniqueIndex('invoices_number_unique').on(t.number),
    index('invoices_email_idx').on(t.email),
    index('invoices_user_idx').on(t.userId),
    check('invoices_type_check', sql`${t.projectType} in ('rental', 'sale', 'course', 'project')`),
    check('invoices_total_check', sql`${t.totalCents} >= 0`),
  ],
);

export const invoiceLines = pgTable(
  'invoice_lines',
  {
    id: serial('id').primaryKey(),
    invoiceId: integer('invoice_id')
      .notNull()
      .references(() => invoices.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    description: text('description').notNull(),
    count: integer('count').notNull(),
    unitCents: cents('unit_cents').notNull(),
    // 21, 9 or 0 (courses are VAT-exempt).
    btwPercent: smallint('btw_percent').notNull(),
    priceCents: cents('price_cents').notNull(),
    btwCents: cents('btw_cents').notNull(),
  },
  (t) => [
    uniqueIndex('invoice_lines_position_unique').on(t.invoiceId, t.position),
    check('invoice_lines_count_check', sql`${t.count} >= 1`),
  ],
);

/**
 * What was seeded once and must never be seeded again (`demo-accounts`): the demo accounts and
 * invoices are inserted in the transaction that inserts their marker, so a restart after a visitor
 * changed them (demo@'s address, an invoice paid) finds the marker and leaves everything as it is.
 */
export const seedMarkers = pgTable('seed_markers', {
  name: text('name').primaryKey(),
  seededAt: timestamp('seeded_at', { withTimezone: true }).notNull(),
});
