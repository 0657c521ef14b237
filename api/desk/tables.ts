import { sql } from 'drizzle-orm';
import {
  bigserial,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { UNIT_STATUSES, type UnitStatus } from '../../domain/statuses.ts';
import { users } from '../accounts/tables.ts';
import { articles } from '../catalogue/tables.ts';
import { inList } from '../db/check.ts';
import { orderLines, orders } from '../orders/tables.ts';

// The rental desk (api/desk/README.md): a staff member's sign-in between password and TOTP code,
// their recovery codes, the notes on orders, and the audit log of every staff action. The staff
// flag and TOTP secret are columns of `users` (api/accounts/tables.ts), the desk session a column
// of `sessions` (api/http/tables.ts).

/**
 * A staff sign-in whose password was right and whose second factor is awaited: the pending token
 * (only its SHA-256 is stored) lives 5 minutes and allows 5 codes. `setupSecret`: the TOTP secret
 * offered to an account without one (first sign-in); it becomes the account's with a first valid
 * code.
 */
export const staffSignIns = pgTable(
  'staff_sign_ins',
  {
    id: serial('id').primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    setupSecret: text('setup_secret'),
    attempts: integer('attempts').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_sign_ins_token_unique').on(t.tokenHash),
    index('staff_sign_ins_expires_idx').on(t.expiresAt),
  ],
);

/** Recovery codes of a staff account: shown once at set-up, stored as SHA-256, each used once. */
export const staffRecoveryCodes = pgTable(
  'staff_recovery_codes',
  {
    id: serial('id').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_recovery_codes_hash_unique').on(t.userId, t.codeHash),
    index('staff_recovery_codes_user_idx').on(t.userId),
  ],
);

/** A staff member's note on an order (the desk's "add a note"). */
export const orderNotes = pgTable(
  'order_notes',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    staffId: integer('staff_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    text: text('text').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('order_notes_order_idx').on(t.orderId)],
);

export const AUDIT_ACTIONS = [
  'sign_in',
  'totp_setup',
  'recovery_code_used',
  'recovery_codes_new',
  'order_confirm',
  'order_cancel',
  'order_mail_resend',
  'order_note',
  'refund',
  'unit_add',
  'unit_status',
  'order_pickup',
  'order_return',
  'customer_add',
  'customer_change',
  'customer_merge',
  'order_create',
  'order_payment',
  'order_payment_link',
  'order_change',
  'unit_swap',
] as const;
export type AuditAction = (typeof AUDIT_ACTIONS)[number];

/**
 * Every staff action, written in the transaction of the action itself: who (the staff member's
 * id, and their address as it was), when, what, on which order or unit, and the state before and
 * after. Never changed: a trigger (migration 0016) refuses UPDATE, DELETE and TRUNCATE.
 */
export const deskAudit = pgTable(
  'desk_audit',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    staffEmail: text('staff_email').notNull(),
    action: text('action').$type<AuditAction>().notNull(),
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    // A rental unit (rental_units.id). No foreign key: the log outlives what it names.
    unitId: integer('unit_id'),
    // A customer record (customers.id), the same.
    customerId: integer('customer_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('desk_audit_order_idx').on(t.orderId, t.id),
    index('desk_audit_staff_idx').on(t.staffId, t.id),
    index('desk_audit_customer_idx').on(t.customerId, t.id).where(sql`${t.customerId} is not null`),
    check('desk_audit_action_check', sql`${t.action} in (${inList(AUDIT_ACTIONS)})`),
  ],
);

export const UNIT_CONDITIONS = ['ok', 'damaged'] as const;
export type UnitCondition = (typeof UNIT_CONDITIONS)[number];

/**
 * One rental unit, a thing on the shelf (api/desk/README.md "Units"): its article, asset tag
 * (stored upper case, unique: what a USB scanner types at pickup and return), serial number and
 * status. `articles.units` is the count of an article's units `in_service`, kept by the database
 * (trigger `rental_units_count`, migration 0017) and read by availability: the one owner of that
 * count. `version` is raised by every change (staff name it: never a silent overwrite).
 */
export const rentalUnits = pgTable(
  'rental_units',
  {
    id: serial('id').primaryKey(),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    assetTag: text('asset_tag').notNull(),
    serial: text('serial').notNull().default(''),
    status: text('status').$type<UnitStatus>().notNull().default('in_service'),
    notes: text('notes').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    retiredAt: timestamp('retired_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('rental_units_asset_tag_unique').on(t.assetTag),
    index('rental_units_article_idx').on(t.articleId, t.status),
    check('rental_units_status_check', sql`${t.status} in (${inList(UNIT_STATUSES)})`),
    check(
      'rental_units_tag_check',
      sql`${t.assetTag} = upper(${t.assetTag}) and length(${t.assetTag}) between 1 and 40`,
    ),
    check('rental_units_retired_check', sql`(${t.status} = 'retired') = (${t.retiredAt} is not null)`),
  ],
);

/**
 * A unit handed out with an order's rental line (pickup) until it is checked in (return). A unit
 * is out with one order at a time: the partial unique index on `unit_id` of the assignments not
 * yet returned is the database's guarantee, whatever races.
 */
export const unitAssignments = pgTable(
  'unit_assignments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderLineId: integer('order_line_id')
      .notNull()
      .references(() => orderLines.id, { onDelete: 'cascade' }),
    unitId: integer('unit_id')
      .notNull()
      .references(() => rentalUnits.id, { onDelete: 'cascade' }),
    articleId: integer('article_id').notNull(),
    pickedUpAt: timestamp('picked_up_at', { withTimezone: true }).notNull(),
    pickedUpBy: integer('picked_up_by')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    // The end of the return slot the order was booked with (a later check-in is late).
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    returnedAt: timestamp('returned_at', { withTimezone: true }),
    returnedBy: integer('returned_by').references(() => users.id, { onDelete: 'restrict' }),
    condition: text('condition').$type<UnitCondition>(),
    note: text('note').notNull().default(''),
  },
  (t) => [
    uniqueIndex('unit_assignments_one_open_unique').on(t.unitId).where(sql`${t.returnedAt} is null`),
    index('unit_assignments_unit_idx').on(t.unitId, t.pickedUpAt),
    index('unit_assignments_order_idx').on(t.orderId),
    // Overdue returns: the open assignments by when they were due.
    index('unit_assignments_open_due_idx').on(t.dueAt).where(sql`${t.returnedAt} is null`),
    check('unit_assignments_condition_check', sql`${t.condition} in (${inList(UNIT_CONDITIONS)})`),
    check(
      'unit_assignments_returned_check',
      sql`(${t.returnedAt} is null) = (${t.condition} is null) and (${t.returnedAt} is null) = (${t.returnedBy} is null)`,
    ),
  ],
);

/** A unit's time in repair: from the status change (or a damaged return) until back in service. */
export const unitRepairs = pgTable(
  'unit_repairs',
  {
    id: serial('id').primaryKey(),
    unitId: integer('unit_id')
      .notNull()
      .references(() => rentalUnits.id, { onDelete: 'cascade' }),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull(),
    endedAt: timestamp('ended_at', { withTimezone: true }),
    reason: text('reason').notNull().default(''),
    // The order it came back damaged from, if so.
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
  },
  (t) => [
    uniqueIndex('unit_repairs_one_open_unique').on(t.unitId).where(sql`${t.endedAt} is null`),
    index('unit_repairs_unit_idx').on(t.unitId, t.startedAt),
  ],
);
