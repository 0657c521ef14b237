import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { invoices, users } from '../accounts/tables.ts';
import { cents, inList } from '../db/check.ts';
import { orders } from '../orders/tables.ts';

// Payments of orders and invoices (api/payments/README.md), and the built-in test provider's own
// books. A payment is a handle (its pay and verify links) for one amount at one provider.

export const PAYMENT_KINDS = ['order', 'invoice', 'project'] as const;
export type PaymentKind = (typeof PAYMENT_KINDS)[number];
export const PAYMENT_STATUSES = ['open', 'paid', 'cancelled', 'failed', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

/** How a customer paid at the counter. */
export const COUNTER_METHODS = ['pin', 'contant'] as const;
export type CounterMethod = (typeof COUNTER_METHODS)[number];
/** The provider name of a payment taken at the counter (no provider is asked about it). */
export const COUNTER_PROVIDER = 'balie';

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    // The secret in the pay and verify links: 32 url-safe random characters.
    handle: text('handle').notNull(),
    kind: text('kind').$type<PaymentKind>().notNull(),
    // The order it pays (kind "order"), or the invoice (kind "invoice", api/accounts).
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'restrict' }),
    invoiceId: integer('invoice_id').references(() => invoices.id, { onDelete: 'restrict' }),
    amountCents: cents('amount_cents').notNull(),
    description: text('description').notNull(),
    status: text('status').$type<PaymentStatus>().notNull(),
    provider: text('provider').notNull(),
    providerId: text('provider_id').notNull(),
    payUrl: text('pay_url').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
    // The payment sync (payment-sync.ts) asks the provider about an open payment then (real time,
    // not the api's clock); null: no more checks. `checks`: how often it asked.
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    checks: integer('checks').notNull().default(0),
    // What was paid back of it (api/payments/refunds.ts): never more than the amount (the check).
    refundedCents: cents('refunded_cents').notNull().default(0),
    // A payment taken at the desk's counter (provider `balie`): by pin or in cash, and by whom.
    counterMethod: text('counter_method').$type<CounterMethod>(),
    staffId: integer('staff_id'),
  },
  (t) => [
    uniqueIndex('payments_handle_unique').on(t.handle),
    index('payments_next_check_idx').on(t.nextCheckAt).where(sql`${t.status} = 'open'`),
    uniqueIndex('payments_provider_unique').on(t.provider, t.providerId),
    index('payments_order_idx').on(t.orderId),
    index('payments_invoice_idx').on(t.invoiceId),
    check('payments_kind_check', sql`${t.kind} in (${inList(PAYMENT_KINDS)})`),
    check('payments_status_check', sql`${t.status} in (${inList(PAYMENT_STATUSES)})`),
    check('payments_amount_check', sql`${t.amountCents} > 0`),
    check('payments_refunded_check', sql`${t.refundedCents} between 0 and ${t.amountCents}`),
    check(
      'payments_counter_check',
      sql`(${t.provider} = 'balie') = (${t.counterMethod} is not null and ${t.counterMethod} in (${inList(COUNTER_METHODS)}))`,
    ),
  ],
);

/**
 * The built-in test provider's own books (api/payments/test-provider.ts): the outcome a visitor
 * chose on its pay page, once per provider payment. A real provider keeps this on its side.
 */
export const testProviderPayments = pgTable(
  'test_provider_payments',
  {
    providerId: text('provider_id').primaryKey(),
    status: text('status').$type<'paid' | 'cancelled' | 'failed'>().notNull(),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull(),
  },
  (t) => [check('test_provider_payments_status_check', sql`${t.status} in ('paid', 'cancelled', 'failed')`)],
);

/**
 * `requested`: our intent, committed before the provider is asked (api/payments/refunds.ts); the
 * provider's answer moves it on. Then as the provider says: Mollie queues a refund (`pending`) and
 * pays it out later (`refunded`), or gives up (`failed`: the money counts as not paid back).
 */
export const REFUND_STATUSES = ['requested', 'pending', 'refunded', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];
/** What a provider answers of a refund: never our own `requested`. */
export type ProviderRefundStatus = Exclude<RefundStatus, 'requested'>;

/**
 * Money paid back of a payment (api/payments/refunds.ts): by whom of the staff and why, the
 * provider's id of the refund. The row is the intent: written with the payment's
 * `refunded_cents` in one transaction, under the payment row's lock, before the provider is
 * asked, so the refunds of a payment never add up to more than was paid, and a refund the
 * provider made while we crashed or timed out is found again by its `key`.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    paymentId: integer('payment_id')
      .notNull()
      .references(() => payments.id, { onDelete: 'restrict' }),
    amountCents: cents('amount_cents').notNull(),
    // Why, as the staff member wrote it (internal: never mailed).
    reason: text('reason').notNull(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => users.id, { onDelete: 'restrict' }),
    provider: text('provider').notNull(),
    // The idempotency key of every call about this refund (and its mark in Mollie's metadata).
    key: text('key').notNull(),
    // Null while `requested`: the provider has not said it made the refund.
    providerRefundId: text('provider_refund_id'),
    status: text('status').$type<RefundStatus>().notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    // The refund sync (refund-sync.ts) asks the provider about a `requested` one then (real time);
    // `checks`: how often it asked.
    nextCheckAt: timestamp('next_check_at', { withTimezone: true }),
    checks: integer('checks').notNull().default(0),
  },
  (t) => [
    index('refunds_payment_idx').on(t.paymentId),
    uniqueIndex('refunds_provider_unique').on(t.provider, t.providerRefundId),
    uniqueIndex('refunds_key_unique').on(t.key),
    index('refunds_next_check_idx').on(t.nextCheckAt).where(sql`${t.status} = 'requested'`),
    check('refunds_amount_check', sql`${t.amountCents} > 0`),
    check('refunds_status_check', sql`${t.status} in (${inList(REFUND_STATUSES)})`),
    check(
      'refunds_provider_id_check',
      // A refund the provider refused outright (failed) has no id there either.
      sql`${t.status} = 'failed' or (${t.status} = 'requested') = (${t.providerRefundId} is null)`,
    ),
  ],
);
