import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { expect } from 'vitest';
import type { ArticleSummaryAnswer } from '../../api/catalogue/article-shapes.ts';
import { countWhere } from '../../api/db/count.ts';
import type { Db } from '../../api/db/open-database.ts';
import { cartLines, carts, orderLines, orders, outbox, payments, sessions } from '../../api/db/schema.ts';
import type { OutboxAnswer } from '../../api/mail/dev-outbox.ts';
import type { OrderAnswer } from '../../api/orders/order-shapes.ts';
import type { CartAnswer } from '../../api/shop/cart-shapes.ts';
import type { Answer } from './harness.ts';
import { Client } from './harness.ts';
import { type Schema, validate } from './json-schema.ts';
import { articlesBySlug, Visitor } from './shop-fixtures.ts';

// What the order suites share: a shopper (a visitor with a cart) who checks out, a valid checkout
// body, the rental period, the articles whose figures the cart suite computed by hand, the rows a
// refused call may not add, and the OpenAPI document to validate answers against.

/** Tue 24 Nov to Mon 30 Nov 2026: 4 rental days (the api's clock is Mon 23 Nov, 13:00). */
export const PERIOD = { start_date: '2026-11-24', end_date: '2026-11-30', pickup_slot: 0, return_slot: 3 };

let mailboxes = 0;
/** An address of its own per test, so its mails are told apart in the outbox. */
export const newEmail = (name = 'klant') => `${name}.${Date.now()}.${++mailboxes}@example.nl`;
export const newKey = () => randomUUID();

export const ADDRESS = {
  first_name: 'Jan',
  last_name: 'de Vries',
  street: 'Dorpsstraat',
  house_number: '12',
  house_number_addition: 'a',
  postal_code: '1234ab',
  city: 'Amsterdam',
  country: 'NL',
};

/** A checkout body that passes every check (for a cart of rentals: pickup). */
export function checkout(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    email: newEmail(),
    phone: '06-12345678',
    billing_address: { ...ADDRESS },
    delivery: 'pickup',
    delivery_address: null,
    sam_entity: { kind: 'private' },
    remarks: '',
    newsletter: false,
    ...overrides,
  };
}

export type Errors = Record<string, string[]>;

export class Shopper extends Visitor {
  /** A visitor who has read one page: a CSRF cookie, no session, no cart. */
  static async enter(base: string): Promise<Shopper> {
    const shopper = new Shopper(base);
    await shopper.get('/shop/categorydump/');
    return shopper;
  }

  /** A shopper whose cart holds `lines` (slug, count), with `period` set first when given. */
  static async withCart(
    base: string,
    lines: [string, number][],
    period: Record<string, unknown> | null = PERIOD,
  ): Promise<{ shopper: Shopper; cart: CartAnswer; articles: ArticleSummaryAnswer[] }> {
    const shopper = await Shopper.enter(base);
    if (period) await shopper.setPeriod(period);
    const articles = lines.length > 0 ? await articlesBySlug(base, ...lines.map(([slug]) => slug)) : [];
    let cart = (await shopper.cart()).body;
    for (const [index, [, count]] of lines.entries()) {
      cart = await shopper.add(articles[index]?.id ?? 0, count);
    }
    return { shopper, cart, articles };
  }

  /** POST /shop/order/ with `query` (e.g. `pay_now=true`) and, unless null, the Idempotency-Key. */
  order<T = OrderAnswer>(
    body: unknown,
    options: { key?: string | null; query?: string; raw?: string; headers?: Record<string, string> } = {},
  ): Promise<Answer<T>> {
    const key = options.key === undefined ? newKey() : options.key;
    const headers: Record<string, string> = { ...options.headers };
    if (key !== null) headers['idempotency-key'] = key;
    return this.request<T>('POST', `/shop/order/${options.query ? `?${options.query}` : ''}`, {
      body: options.raw ?? JSON.stringify(body),
      headers,
      csrf: true,
    });
  }

  /** Places an order that must succeed (201). */
  async place(body: unknown, query = ''): Promise<OrderAnswer> {
    const answer = await this.order(body, { query });
    if (answer.status !== 201) throw new Error(`order: ${answer.status} ${answer.text.slice(0, 500)}`);
    return answer.body;
  }
}

/** A shopper with a cart of two Sony FX30 for PERIOD, and the order placed from it. */
export async function placedOrder(
  base: string,
  query = 'pay_now=true',
  body: Record<string, unknown> = checkout(),
): Promise<{ shopper: Shopper; order: OrderAnswer }> {
  const { shopper } = await Shopper.withCart(base, [['sony-fx30', 2]]);
  return { shopper, order: await shopper.place(body, query) };
}

/** Rows a refused call may not add: sessions, carts and lines, orders, lines, payments, mails. */
export async function orderRowCounts(db: Db) {
  return {
    sessions: await countWhere(db, sessions, undefined),
    carts: await countWhere(db, carts, undefined),
    cartLines: await countWhere(db, cartLines, undefined),
    orders: await countWhere(db, orders, undefined),
    orderLines: await countWhere(db, orderLines, undefined),
    payments: await countWhere(db, payments, undefined),
    mails: await countWhere(db, outbox, undefined),
  };
}

/** The mails to `email`, newest first. */
export async function mailsTo(base: string, email: string): Promise<OutboxAnswer[]> {
  return new Client(base).ok<OutboxAnswer[]>(`/dev/outbox/?no_page&to=${encodeURIComponent(email)}`);
}

/** The provider's id of a payment (never answered: only the provider and the webhook use it). */
export async function providerIdOf(db: Db, handle: string): Promise<string> {
  const [row] = await db
    .select({ id: payments.providerId })
    .from(payments)
    .where(eq(payments.handle, handle));
  if (!row) throw new Error(`no payment ${handle}`);
  return row.id;
}

/** Moves a cart's stored period by hand (a period gone stale since it was chosen). */
export async function setCartPeriod(
  db: Db,
  cartId: number,
  startDate: string,
  endDate: string,
): Promise<void> {
  await db.update(carts).set({ startDate, endDate }).where(eq(carts.id, cartId));
}

let openapi: Schema | undefined;

/** Errors of `value` against component `name` of /api/openapi.json (empty: valid). */
async function shapeErrors(base: string, name: string, value: unknown): Promise<string[]> {
  openapi ??= await new Client(base).ok<Schema>('/openapi.json');
  return validate({ $ref: `#/components/schemas/${name}` }, value, openapi);
}

export async function expectShape(base: string, name: string, value: unknown): Promise<void> {
  expect(await shapeErrors(base, name, value), name).toEqual([]);
}

/** A copy of a catalogue article under a slug of its own, for a test that removes it again. */
export async function copyArticle(db: Db, slug: string, suffix: string): Promise<number> {
  const result = await db.execute<{ id: number }>(sql`
    insert into articles (sam_id, slug, name, brand, description, type, price_cents, special_price_cents,
      stock_status, deposit_cents, units, category_id, keywords)
    select sam_id || ${`-${suffix}`}, slug || ${`-${suffix}`}, name || ' (proef)', brand, description, type,
      price_cents, special_price_cents, stock_status, deposit_cents, units, category_id, keywords
    from articles where slug = ${slug}
    returning id`);
  const rows = (result as unknown as { rows: { id: number }[] }).rows;
  const id = rows[0]?.id;
  if (id === undefined) throw new Error(`no article ${slug} to copy`);
  return id;
}
