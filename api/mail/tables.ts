import { sql } from 'drizzle-orm';
import { index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// Every mail the api sends is recorded here first, in the transaction of the change it confirms;
// the outbox relay (relay.ts) sends it when SMTP is configured. The relay's columns use the real
// time, never the api's clock (NOW may be fixed): they schedule work, they do not describe it.
export const outbox = pgTable(
  'outbox',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    // Where an answer goes when it is not the sender (the contact form's mail to a mailbox).
    replyTo: text('reply_to'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    // Sending attempts so far (a claim counts as one).
    attempts: integer('attempts').notNull().default(0),
    // Not before then (backoff after a failure); null: at once.
    nextAttemptAt: timestamp('next_attempt_at', { withTimezone: true }),
    // A relay is sending it until then; another relay may take it over after (a crashed one).
    claimedUntil: timestamp('claimed_until', { withTimezone: true }),
    lastError: text('last_error'),
    // Given up: the SMTP server refused it for good (a 5xx answer) too often.
    failedAt: timestamp('failed_at', { withTimezone: true }),
  },
  (t) => [index('outbox_unsent_idx').on(t.id).where(sql`${t.sentAt} is null and ${t.failedAt} is null`)],
);
