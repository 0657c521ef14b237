import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import { users } from '../accounts/tables.ts';

// The sessions behind the `sessionid` cookie (http/session.ts).

export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(), // random token, the `sessionid` cookie
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    // The signed-in user (api/accounts); a deleted user's sessions go with it.
    userId: integer('user_id').references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    // A staff member's desk session (api/desk/staff-auth.ts): when its password and TOTP code
    // were checked. Such a session expires after 12 hours without a desk call (expires_at slides).
    staffVerifiedAt: timestamp('staff_verified_at', { withTimezone: true }),
  },
  (t) => [index('sessions_expires_idx').on(t.expiresAt), index('sessions_user_idx').on(t.userId)],
);
