import { and, asc, desc, eq, inArray, isNull, or, type SQL, sql } from 'drizzle-orm';
import { holderEmail, hoursLater, minutesLater } from '../../domain/order-bounds.ts';
import type { AccountTerms, Prices } from '../../domain/pricing.ts';
import { normaliseEmail } from '../../domain/validation.ts';
import { articles } from '../catalogue/tables.ts';
import type { Clock } from '../clock.ts';
import type { ApiConfig } from '../config.ts';
import { subscribe } from '../content/mailing-list.ts';
import type { Db } from '../db/open-database.ts';
import type { Form } from '../http/form.ts';
import type { Mailer } from '../mail/mailer.ts';
import type { PaymentProvider } from '../payments/payment-provider.ts';
import type { PaymentRow } from '../payments/payment-shapes.ts';
import { createPayment } from '../payments/payment-store.ts';
import { payments } from '../payments/tables.ts';
import {
  cartPrices,
  EMPTY_CART,
  loadCart,
  pricedArticle,
  type StoredCart,
  slotDescription,
} from '../shop/cart-store.ts';
import { cartLines, carts } from '../shop/tables.ts';
import type { Checkout } from './checkout-input.ts';
import { CART_RULE_MESSAGES, checkCart } from './checkout-rules.ts';
import { orderConfirmationMail } from './mails.ts';
import { checkOrderBounds } from './order-bounds.ts';
import { heldUntil, holdOf, lockHolder } from './order-holds.ts';
import { type OrderAnswer, type OrderLineRow, type OrderRow, orderAnswer } from './order-shapes.ts';
import { newQuoteNonce, quoteConfirmLink } from './quote-confirmation.ts';
import { cartWindow, checkAvailability, hold, lockRentalArticles, rentalLines } from './reservations.ts';
import { orderLines, orders } from './tables.ts';

// Placing an order from the session's cart, in one transaction: lock the cart, read and check it
// again, check what is free of its rental articles under their locks (reservations.ts), price it
// (domain/pricing.ts through the cart's own code), insert the order under its
// Idempotency-Key with ON CONFLICT DO NOTHING (the unique index decides, never a check first),
// its lines, its payment, empty the cart and record the confirmation mail. Anything refused
// rolls all of it back.

export type PlaceInput = {
  sessionId: string;
  key: string;
  /** The body as read; its problems are already in `form`. */
  checkout: Checkout | null;
  form: Form;
  payNow: boolean;
  /** The signed-in account's pricing terms (api/accounts `accountOf`). */
  account: AccountTerms;
  /** The signed-in account, whose order it becomes; null for a guest. */
  userId: number | null;
  /** The client's keys (order-holds.ts `clientKeys`): its unpaid holds are counted. */
  clientKey: string;
  wideKey: string | null;
};

export type Placed = { created: true; number: string; mailIds: number[] } | { created: false };

type Deps = {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  provider: PaymentProvider;
  config: Pick<ApiConfig, 'publicUrl' | 'secretKey' | 'orderLimits'>;
};

export async function placeOrder(deps: Deps, input: PlaceInput): Promise<Placed> {
  const { db, clock, mailer, provider, config } = deps;
  const { publicUrl, orderLimits: limits } = config;
  const { sessionId, key, form, payNow } = input;
  return db.transaction(async (tx) => {
    // Requests of one session queue here, on the cart row: a second click sees the cart the first
    // one left. Then the cart's articles (KEY SHARE: an article leaving the catalogue waits for
    // this order, or this order for it) and its lines (no change slips in before they are
    // emptied), in the order a removal of an article takes them (article, then its cart lines),
    // so the two never wait for each other.
    const [cart] = await tx
      .select({ id: carts.id })
      .from(carts)
      .where(eq(carts.sessionId, sessionId))
      .for('update');
    const seen = cart ? await loadCart(tx, sessionId) : EMPTY_CART;
    // The customer's unpaid holds are counted under their own locks, taken before any article's.
    const holder = {
      email: input.checkout?.email ?? null,
      clientKey: input.clientKey,
      wideKey: input.wideKey,
      userId: input.userId,
    };
    if (cart && holder.email !== null) await lockHolder(tx, { ...holder, email: holder.email });
    let units = new Map<number, number>();
    if (cart && seen.lines.length > 0) {
      // The rental articles first, each locked for this order alone, in id order (reservations.ts:
      // the guarantee against double booking); the others with KEY SHARE only.
      const rentalIds = [
        ...new Set(seen.lines.filter((l) => l.article.type === 'RENTAL').map((l) => l.article.id)),
      ];
      units = await lockRentalArticles(tx, rentalIds);
      const others = seen.lines.filter((l) => l.article.type !== 'RENTAL').map((l) => l.article.id);
      const kept =
        others.length > 0
          ? await tx
              .select({ id: articles.id })
              .from(articles)
              .where(inArray(articles.id, others))
              .for('key share')
          : [];
      const gone = seen.lines.filter(
        (l) => !kept.some((k) => k.id === l.article.id) && !units.has(l.article.id),
      );
      // Its cart line went with it; the visitor saw it in the cart, so the order says why.
      for (const l of gone) form.add('non_field_errors', CART_RULE_MESSAGES.notOffered(l.article.name));
      await tx
        .select({ id: cartLines.id })
        .from(cartLines)
        .where(eq(cartLines.cartId, cart.id))
        .for('update');
    }
    // Read again under the locks: what is ordered is exactly what is removed from the cart.
    const stored = cart ? await loadCart(tx, sessionId) : EMPTY_CART;
    checkCart(form, stored, input.checkout?.delivery ?? null, clock.amsterdamNow());
    const prices = cartPrices(stored, input.account);
    await checkOrderBounds(tx, form, { cart: stored, prices, units, holder, limits, now: clock.now() });
    // What is free now, counted under the locks: what this order takes nobody else can.
    await checkAvailability(tx, form, stored, clock.now(), units);
    if (payNow && stored.lines.length > 0 && prices.totalCents === 0) {
      form.add('pay_now', CART_RULE_MESSAGES.nothingToPay);
    }
    form.check();
    const checkout = input.checkout;
    if (!checkout || !cart || !stored.row) throw new Error('a valid checkout without body or cart');

    const row = stored.row;
    const rental = prices.rentalLines.length > 0;
    const now = clock.now();
    // A guest's quote of rental gear holds nothing until its address is proven by the mailed
    // link; a signed-in customer's address is proven, so their quote holds at once.
    const needsConfirmation = !payNow && rental && input.userId === null;
    const year = clock.today().slice(0, 4);
    const [order] = await tx
      .insert(orders)
      .values({
        number: sql<string>`'SL-' || ${year}::text || '-' || lpad(nextval('order_number_seq')::text, 5, '0')`,
        sessionId,
        userId: input.userId,
        idempotencyKey: key,
        status: payNow ? 'awaiting_payment' : 'quote',
        email: checkout.email,
        phone: checkout.phone,
        billingAddress: checkout.billingAddress,
        delivery: checkout.delivery,
        deliveryAddress: checkout.deliveryAddress,
        samEntity: checkout.samEntity,
        remarks: checkout.remarks,
        newsletter: checkout.newsletter,
        startDate: rental ? row.startDate : null,
        endDate: rental ? row.endDate : null,
        pickupSlot: rental ? row.pickupSlot : null,
        returnSlot: rental ? row.returnSlot : null,
        // Described as the cart describes them, so the order reads exactly as the cart did.
        pickupSlotDescription: rental ? slotDescription(row.startDate, row.pickupSlot) : null,
        returnSlotDescription: rental ? slotDescription(row.endDate, row.returnSlot) : null,
        salesShipping: row.salesShipping,
        ...priceColumns(prices),
        createdAt: now,
        updatedAt: now,
        confirmNonce: needsConfirmation ? newQuoteNonce() : null,
        confirmedAt: !payNow && rental && !needsConfirmation ? now : null,
        clientKey: input.clientKey,
        clientWideKey: input.wideKey,
        holderEmail: holderEmail(checkout.email),
      })
      .onConflictDoNothing({ target: [orders.sessionId, orders.idempotencyKey] })
      .returning();
    // The key was used before by this session: that order is the answer; nothing was written.
    if (!order) return { created: false };

    const lines = await insertOrderLines(tx, order.id, stored, prices);
    const window = cartWindow(stored);
    if (rental && window && !needsConfirmation) {
      const until = payNow
        ? minutesLater(now, limits.paymentHoldMinutes)
        : hoursLater(now, limits.quoteHoldHours);
      await hold(tx, order.id, rentalLines(stored), window, until);
    }
    const payment = payNow
      ? await createPayment(tx, provider, {
          kind: 'order',
          orderId: order.id,
          amountCents: order.totalCents,
          description: `Bestelling ${order.number}`,
          publicUrl,
          now,
        })
      : null;
    // The cart is emptied; its period and shipping choice stay for a next order.
    await tx.delete(cartLines).where(eq(cartLines.cartId, cart.id));
    const sorted = lines.sort((a, b) => a.position - b.position);
    const mailIds = [
      await mailer.record(
        tx,
        orderConfirmationMail(order, sorted, payment, {
          site: publicUrl,
          confirmLink: order.confirmNonce
            ? quoteConfirmLink(publicUrl, config.secretKey, order.confirmNonce)
            : null,
          limits,
          now,
        }),
      ),
    ];
    // The opt-in signs the address up as the newsletter form would (once; its own mail).
    const signedUp = checkout.newsletter
      ? await subscribe(tx, normaliseEmail(checkout.email), { clock, mailer })
      : null;
    if (signedUp) mailIds.push(signedUp.mailId);
    return { created: true, number: order.number, mailIds };
  });
}

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The order's price columns, as domain/pricing.ts priced its cart (the shop's and the desk's). */
export function priceColumns(prices: Prices) {
  return {
    rentalDays: prices.rentalDays,
    rentalExclBtwCents: prices.rentalTotals.exclBtwCents,
    rentalBtwCents: prices.rentalTotals.btwCents,
    salesExclBtwCents: prices.salesTotals.exclBtwCents,
    salesBtwCents: prices.salesTotals.btwCents,
    borgCents: prices.borgCents,
    regCents: prices.reg.exclBtwCents,
    regBtwCents: prices.reg.btwCents,
    discountCents: prices.discountCents,
    transportCents: prices.transport.exclBtwCents,
    transportBtwCents: prices.transport.btwCents,
    totalExclBtwCents: prices.totalExclBtwCents,
    totalBtwCents: prices.totalBtwCents,
    totalCents: prices.totalCents,
  };
}

/** The order's lines, one per cart line in its order, each as it was priced. */
export async function insertOrderLines(
  tx: Tx,
  orderId: number,
  stored: StoredCart,
  prices: Prices,
): Promise<OrderLineRow[]> {
  const priced = new Map([...prices.rentalLines, ...prices.salesLines].map((p) => [p.articleId, p]));
  return tx
    .insert(orderLines)
    .values(
      stored.lines.map((l, position) => {
        const p = priced.get(l.article.id);
        if (!p) throw new Error(`cart line ${l.id} was not priced`);
        const article = pricedArticle(l.article);
        return {
          orderId,
          position,
          articleId: article.id,
          samId: article.samId,
          name: l.article.name,
          brand: l.article.brand,
          type: article.type,
          count: l.count,
          unitCents: p.unitCents,
          priceCents: p.priceCents,
          discountCents: p.discountCents,
          btwCents: p.btwCents,
          depositCents: article.type === 'RENTAL' ? article.depositCents : null,
        };
      }),
    )
    .returning();
}

/** An order with its lines, latest payment and what it holds, or null. Four queries. */
export async function loadOrder(
  db: Db,
  where: SQL | undefined,
  at: { now: Date; quoteHoldHours: number },
): Promise<OrderAnswer | null> {
  const found = await loadOrderRows(db, where);
  if (!found) return null;
  const held = await heldUntil(db, found.order.id, at.now);
  return orderAnswer(found.order, found.lines, found.payment, holdOf(found.order, found.lines, held, at));
}

export async function loadOrderRows(
  db: Db,
  where: SQL | undefined,
): Promise<{ order: OrderRow; lines: OrderLineRow[]; payment: PaymentRow | null } | null> {
  const [order] = await db.select().from(orders).where(where);
  if (!order) return null;
  const lines = await db
    .select()
    .from(orderLines)
    .where(eq(orderLines.orderId, order.id))
    .orderBy(asc(orderLines.position));
  const [payment] = await db
    .select()
    .from(payments)
    .where(eq(payments.orderId, order.id))
    .orderBy(desc(payments.id))
    .limit(1);
  return { order, lines, payment: payment ?? null };
}

/** The session's order placed with `key`. */
export const bySessionKey = (sessionId: string, key: string) =>
  and(eq(orders.sessionId, sessionId), eq(orders.idempotencyKey, key));

/**
 * The order with `number` that this visitor may read: an account's order by that account (signed
 * in, from any session), a guest's order by the session that placed it (or took it over at
 * sign-in). Anyone else's is none.
 */
export const readableOrder = (visitor: { sessionId: string | null; userId: number | null }, number: string) =>
  and(
    eq(orders.number, number),
    or(
      visitor.userId === null ? sql`false` : eq(orders.userId, visitor.userId),
      visitor.sessionId === null
        ? sql`false`
        : and(isNull(orders.userId), eq(orders.sessionId, visitor.sessionId)),
    ),
  );
