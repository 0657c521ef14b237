import { pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';

// Every mail the api sends is recorded here first; a sender delivers it when SMTP is configured.
export const outbox = pgTable('outbox', {
  id: serial('id').primaryKey(),
  to: text('to').notNull(),
  subject: text('subject').notNull(),
  text: text('text').notNull(),
  html: text('html'),
  // Where an answer goes when it is not the sender (the contact form's mail to a mailbox).
  replyTo: text('reply_to'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  sentAt: timestamp('sent_at', { withTimezone: true }),
});
