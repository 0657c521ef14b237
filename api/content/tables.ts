import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp } from 'drizzle-orm/pg-core';
import { BUSINESS } from '../../domain/business.ts';
import { inList } from '../db/check.ts';

/**
 * The contact form's topics (its `to`): the keys of BUSINESS.mailboxes, never an address. A
 * contact message stores one.
 */
export const CONTACT_TOPICS = Object.keys(BUSINESS.mailboxes) as (keyof typeof BUSINESS.mailboxes)[];

// The content domain's tables: pages (content pages by path, and the block holders of courses and
// sections by id) with their HTML blocks, widgets, the home page banner, and the newsletter's
// subscribers.

export const pages = pgTable(
  'pages',
  {
    id: serial('id').primaryKey(),
    // Content pages have a path ("home", "over-ons/team"); internal pages (of a course or a
    // section) have none and are reached by id.
    path: text('path').unique(),
    title: text('title').notNull(),
    template: text('template').notNull().default('DEFAULT'),
  },
  (t) => [
    check(
      'pages_template_check',
      sql`${t.template} in ('DEFAULT', 'CAMPAIGN', 'PAGEALTERNATEBLOCKS', 'MOVING')`,
    ),
  ],
);

export const blocks = pgTable(
  'blocks',
  {
    id: serial('id').primaryKey(),
    pageId: integer('page_id')
      .notNull()
      .references(() => pages.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    content: text('content').notNull(), // HTML
    position: integer('position').notNull(),
  },
  (t) => [index('blocks_page_idx').on(t.pageId, t.position)],
);

export const widgets = pgTable('widgets', {
  id: serial('id').primaryKey(),
  ref: text('ref').notNull().unique(),
  title: text('title').notNull(),
  content: text('content').notNull(), // HTML
});

export const bannerItems = pgTable('homepage_banner_items', {
  id: serial('id').primaryKey(),
  position: integer('position').notNull(),
  content: text('content').notNull(),
  image: text('image').notNull(), // root-relative image URL
});

export const bannerLinks = pgTable(
  'homepage_banner_links',
  {
    id: serial('id').primaryKey(),
    bannerItemId: integer('banner_item_id')
      .notNull()
      .references(() => bannerItems.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    linkName: text('link_name').notNull(),
    linkTarget: text('link_target').notNull(),
  },
  (t) => [index('homepage_banner_links_item_idx').on(t.bannerItemId)],
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

// The contact form's messages: stored before they are mailed, so none is lost to a mail server.
export const contactMessages = pgTable(
  'contact_messages',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    subject: text('subject').notNull(),
    // A topic key of BUSINESS.mailboxes (domain/business.ts), never an address.
    topic: text('topic').notNull(),
    message: text('message').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [check('contact_messages_topic_check', sql`${t.topic} in (${inList(CONTACT_TOPICS)})`)],
);

// The duplication service's price list (old tapes, film and records to files), in display order.
export const duplicationServices = pgTable(
  'duplication_services',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    position: integer('position').notNull(),
    name: text('name').notNull(),
    description: text('description').notNull(),
    unit: text('unit').notNull(),
    priceCents: integer('price_cents').notNull(), // incl. BTW
    turnaround: text('turnaround').notNull(),
  },
  (t) => [check('duplication_services_price_check', sql`${t.priceCents} >= 0`)],
);

// What a block or widget held before each save or restore by an editor. No foreign key to the
// object or the user: a revision outlives both, and its user's address is kept as it was.
export const contentRevisions = pgTable(
  'content_revisions',
  {
    id: serial('id').primaryKey(),
    kind: text('kind').notNull(),
    objectId: integer('object_id').notNull(),
    // The block's name or the widget's title before the save.
    name: text('name').notNull(),
    content: text('content').notNull(),
    userId: integer('user_id'),
    userEmail: text('user_email').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('content_revisions_kind_check', sql`${t.kind} in ('blocks', 'widgets')`),
    index('content_revisions_object_idx').on(t.kind, t.objectId, t.id),
  ],
);
