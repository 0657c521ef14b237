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
import { users } from '../accounts/tables.ts';
import { inList } from '../db/check.ts';
import { orders } from '../orders/tables.ts';

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
  'order_confirm',
  'order_cancel',
  'order_mail_resend',
  'order_note',
  'refund',
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
    // A rental unit (units as rows come later); no foreign key yet.
    unitId: integer('unit_id'),
    before: jsonb('before').$type<Record<string, unknown>>(),
    after: jsonb('after').$type<Record<string, unknown>>(),
  },
  (t) => [
    index('desk_audit_order_idx').on(t.orderId, t.id),
    index('desk_audit_staff_idx').on(t.staffId, t.id),
    check('desk_audit_action_check', sql`${t.action} in (${inList(AUDIT_ACTIONS)})`),
  ],
);
