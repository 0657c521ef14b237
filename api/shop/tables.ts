import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { articles } from '../catalogue/tables.ts';
import { sessions } from '../http/tables.ts';

// The visitor's cart (pcart): one per session, with its rental period and whether sales are
// shipped, and its lines (an article and a count, one line per article). Prices are never
// stored: they are computed from the catalogue on every answer (domain/pricing.ts). A cart goes
// with its session (expired sessions are purged, http/session.ts), a line with its article.

/** Most items of one article in a cart (api/shop/README.md). */
export const MAX_COUNT = 99;

export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    sessionId: text('session_id')
      .notNull()
      .references(() => sessions.id, { onDelete: 'cascade' }),
    startDate: date('start_date'),
    endDate: date('end_date'),
    pickupSlot: smallint('pickup_slot'),
    returnSlot: smallint('return_slot'),
    salesShipping: boolean('sales_shipping').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    uniqueIndex('carts_session_unique').on(t.sessionId),
    check('carts_pickup_slot_check', sql`${t.pickupSlot} between 0 and 3`),
    check('carts_return_slot_check', sql`${t.returnSlot} between 0 and 3`),
  ],
);

export const cartLines = pgTable(
  'cart_lines',
  {
    id: serial('id').primaryKey(),
    cartId: integer('cart_id')
      .notNull()
      .references(() => carts.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    count: integer('count').notNull(),
  },
  (t) => [
    uniqueIndex('cart_lines_article_unique').on(t.cartId, t.articleId),
    index('cart_lines_article_idx').on(t.articleId),
    check('cart_lines_count_check', sql`${t.count} between 1 and ${sql.raw(String(MAX_COUNT))}`),
  ],
);
