import { index, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

// The sessions behind the `sessionid` cookie (http/session.ts).

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
