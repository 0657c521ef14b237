import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  pgSequence,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { ORDER_STATUSES, type OrderStatus } from '../../domain/statuses.ts';
import { users } from '../accounts/tables.ts';
import { ARTICLE_TYPES, articles } from '../catalogue/tables.ts';
import { customers } from '../customers/tables.ts';
import { cents, inList } from '../db/check.ts';
import { sessions } from '../http/tables.ts';

// Orders placed from a cart and their lines (api/orders/README.md); their payments are
// api/payments/tables.ts. An order
// keeps what was ordered as it was at that moment: the articles' numbers, names and every price
// in integer cents, copied from the cart and domain/pricing.ts, so a later change of the
// catalogue (or an article leaving it) never changes an order. Hence no foreign key from a line
// to the catalogue.

/** Order numbers `SL-{year}-{00001}`: one sequence, so two orders never share a number. */
export const orderNumberSeq = pgSequence('order_number_seq', { startWith: 1, increment: 1 });

/** Why an order waits for the desk (README "Holds and bounds"). */
export const ORDER_ATTENTIONS = ['late_payment'] as const;
export type OrderAttention = (typeof ORDER_ATTENTIONS)[number];
export const DELIVERIES = ['pickup', 'billing', 'address'] as const;
export type Delivery = (typeof DELIVERIES)[number];

/** An address as stored (jsonb): normalised, `house_number_addition` "" when none. */
export type StoredAddress = {
  first_name: string;
  last_name: string;
  street: string;
  house_number: string;
  house_number_addition: string;
  postal_code: string;
  city: string;
  country: 'NL' | 'BE' | 'DE';
};

/** The customer entity (sam_entity) as stored: company fields "" for a private person. */
export type StoredSamEntity = {
  kind: 'private' | 'company';
  company_name: string;
  vat_number: string;
  kvk_number: string;
};

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    number: text('number').notNull(),
    // The session that placed it: only that session reads it (GET /shop/orders/{number}/). When the
    // session expires and is purged the order stays, read by nobody through the shop.
    sessionId: text('session_id').references(() => sessions.id, { onDelete: 'set null' }),
    // The account signed in when it was placed: then only that account reads it, from any session
    // (README "Whose order it is"). Null for a guest's order, which its session reads.
    userId: integer('user_id').references(() => users.id, { onDelete: 'set null' }),
    // The customer record it belongs to (api/customers/): set by the database when the order is
    // placed (trigger `orders_customer`, migration 0023): the account's record, else the one of
    // its e-mail address, else a new one. Staff move it when they merge two records.
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'restrict' })
      .$defaultFn(() => sql`default`),
    idempotencyKey: text('idempotency_key').notNull(),
    status: text('status').$type<OrderStatus>().notNull(),
    email: text('email').notNull(),
    phone: text('phone').notNull(),
    billingAddress: jsonb('billing_address').$type<StoredAddress>().notNull(),
    delivery: text('delivery').$type<Delivery>().notNull(),
    deliveryAddress: jsonb('delivery_address').$type<StoredAddress>(),
    samEntity: jsonb('sam_entity').$type<StoredSamEntity>().notNull(),
    remarks: text('remarks').notNull().default(''),
    newsletter: boolean('newsletter').notNull().default(false),
    // The rental period (null without rental lines) and whether sales were shipped.
    startDate: date('start_date'),
    endDate: date('end_date'),
    pickupSlot: smallint('pickup_slot'),
    returnSlot: smallint('return_slot'),
    pickupSlotDescription: text('pickup_slot_description'),
    returnSlotDescription: text('return_slot_description'),
    salesShipping: boolean('sales_shipping').notNull(),
    // The prices as domain/pricing.ts computed them when the order was placed.
    rentalDays: integer('rental_days').notNull(),
    rentalExclBtwCents: cents('rental_excl_btw_cents').notNull(),
    rentalBtwCents: cents('rental_btw_cents').notNull(),
    salesExclBtwCents: cents('sales_excl_btw_cents').notNull(),
    salesBtwCents: cents('sales_btw_cents').notNull(),
    borgCents: cents('borg_cents').notNull(),
    regCents: cents('reg_cents').notNull(),
    regBtwCents: cents('reg_btw_cents').notNull(),
    discountCents: cents('discount_cents').notNull(),
    transportCents: cents('transport_cents').notNull(),
    transportBtwCents: cents('transport_btw_cents').notNull(),
    totalExclBtwCents: cents('total_excl_btw_cents').notNull(),
    totalBtwCents: cents('total_btw_cents').notNull(),
    totalCents: cents('total_cents').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    // A guest's quote holds nothing until its address is proven (README "Holds and bounds"): the
    // nonce of its mailed link (signed with SECRET_KEY; null once used or when none is needed) and
    // when the link was followed, or the quote placed signed in (then at once).
    confirmNonce: text('confirm_nonce'),
    confirmedAt: timestamp('confirmed_at', { withTimezone: true }),
    // HMAC of the client address that placed it (never the address itself): unpaid holds are
    // counted per client as well as per e-mail address.
    clientKey: text('client_key'),
    // The same of its IPv6 /48 (null for IPv4), bounded at four times a client's limit, and the
    // e-mail address as holds are compared (domain/order-bounds.ts `holderEmail`).
    clientWideKey: text('client_wide_key'),
    holderEmail: text('holder_email'),
    // The rental desk confirmed this quote: its hold is the shop's decision, outside the online
    // bounds on unpaid holds (neither checked nor counted).
    deskConfirmed: boolean('desk_confirmed').notNull().default(false),
    // How often the order's hold was renewed by paying again (its units held anew after they were
    // let go), on which day (Amsterdam): at most MAX_HOLD_RENEWALS_PER_DAY a day.
    holdRenewals: integer('hold_renewals').notNull().default(0),
    holdRenewedOn: date('hold_renewed_on'),
    // Set when the order needs the desk: `late_payment`, paid after its units were promised to
    // another customer (the customer is told the shop will contact them).
    attention: text('attention').$type<OrderAttention>(),
    // Raised by every change of the order (the desk's actions, a payment, a confirmation): a desk
    // action names the version it saw and is refused (409) when the order changed since.
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('orders_number_unique').on(t.number),
    // Unpaid holds per address and per client (order-holds.ts): only open orders are looked at.
    index('orders_open_email_idx')
      .on(sql`lower(${t.email})`)
      .where(sql`${t.status} in ('quote', 'awaiting_payment')`),
    index('orders_open_client_idx').on(t.clientKey).where(sql`${t.status} in ('quote', 'awaiting_payment')`),
    index('orders_open_holder_email_idx')
      .on(t.holderEmail)
      .where(sql`${t.status} in ('quote', 'awaiting_payment')`),
    index('orders_open_client_wide_idx')
      .on(t.clientWideKey)
      .where(sql`${t.status} in ('quote', 'awaiting_payment')`),
    check('orders_attention_check', sql`${t.attention} in (${inList(ORDER_ATTENTIONS)})`),
    // The Idempotency-Key: one order per key and session, whatever races (README).
    uniqueIndex('orders_idempotency_unique').on(t.sessionId, t.idempotencyKey),
    index('orders_user_idx').on(t.userId),
    index('orders_customer_idx').on(t.customerId, t.createdAt),
    // The desk's pickups and returns of a day (api/desk/handovers.ts).
    index('orders_start_date_idx').on(t.startDate),
    index('orders_end_date_idx').on(t.endDate),
    check('orders_status_check', sql`${t.status} in (${inList(ORDER_STATUSES)})`),
    check('orders_delivery_check', sql`${t.delivery} in (${inList(DELIVERIES)})`),
    check('orders_total_check', sql`${t.totalCents} >= 0`),
  ],
);

export const orderLines = pgTable(
  'order_lines',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
    // A copy, not a reference: the catalogue may drop the article later.
    articleId: integer('article_id').notNull(),
    samId: text('sam_id').notNull(),
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    type: text('type').$type<'RENTAL' | 'SALE' | 'OCCASION'>().notNull(),
    count: integer('count').notNull(),
    unitCents: cents('unit_cents').notNull(),
    priceCents: cents('price_cents').notNull(),
    discountCents: cents('discount_cents').notNull(),
    btwCents: cents('btw_cents').notNull(),
    depositCents: cents('deposit_cents'),
  },
  (t) => [
    uniqueIndex('order_lines_position_unique').on(t.orderId, t.position),
    index('order_lines_article_idx').on(t.articleId),
    check('order_lines_count_check', sql`${t.count} >= 1`),
    check('order_lines_type_check', sql`${t.type} in (${inList(ARTICLE_TYPES)})`),
  ],
);

/**
 * What a placed order holds of a rental article: `count` units from the start of its pickup slot
 * to the end of its return slot (`[starts_at, ends_at)`, domain/availability.ts). One row per
 * rental line. A quote's rows stop counting at `expires_at` (and the quote-expiry job deletes
 * them); cancelling an order deletes them. Written only by api/orders (placing, cancelling,
 * expiring), always after locking the article rows (order-store.ts), which is what keeps two
 * orders from taking the same unit.
 */
export const reservations = pgTable(
  'reservations',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    // Unlike an order line this one follows the catalogue: an article that leaves it has nothing
    // left to reserve.
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    count: integer('count').notNull(),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    // A quote's: null while it holds (an order awaiting payment or paid).
    expiresAt: timestamp('expires_at', { withTimezone: true }),
    // Set at pickup, cleared at return: the units are out, so the reservation lasts at least until
    // they are checked in (a late return keeps it: its end counts as now; at check-in `ends_at`
    // becomes the check-in when that is later).
    untilReturn: boolean('until_return').notNull().default(false),
  },
  (t) => [
    // The overlap search per article (`article_id = x and tstzrange(...) && window`): btree_gist.
    index('reservations_article_period_idx').using(
      'gist',
      t.articleId,
      sql`tstzrange(${t.startsAt}, ${t.endsAt})`,
    ),
    index('reservations_order_idx').on(t.orderId),
    index('reservations_expires_idx').on(t.expiresAt),
    // The reservations of units out (few): those past their end still count until checked in.
    index('reservations_until_return_idx').on(t.articleId, t.endsAt).where(sql`${t.untilReturn}`),
    check('reservations_count_check', sql`${t.count} >= 1`),
    check('reservations_period_check', sql`${t.endsAt} > ${t.startsAt}`),
  ],
);
