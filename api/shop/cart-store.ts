import { asc, eq, inArray, sql } from 'drizzle-orm';
import { toAmount } from '../../domain/money.ts';
import { cartBounds, type OrderLimits } from '../../domain/order-bounds.ts';
import {
  type AccountTerms,
  type PricedArticle,
  type PriceInputLine,
  type Prices,
  periodRentalDays,
  priceCart,
} from '../../domain/pricing.ts';
import { slotById, slotsForDate } from '../../domain/slots.ts';
import { type SummaryRow, serializeSummary, summaryColumns } from '../catalogue/article-shapes.ts';
import { type ArticleType, articles } from '../catalogue/tables.ts';
import type { Db } from '../db/open-database.ts';
import { type CartAnswer, serializePrices } from './cart-shapes.ts';
import { cartLines, carts } from './tables.ts';

// Reading and writing the session's cart, and answering it priced. A cart costs two queries
// to read (the cart, then its lines with their articles), whatever its size.

export type CartRow = typeof carts.$inferSelect;
export type StoredLine = { id: number; count: number; article: SummaryRow };
export type StoredCart = { row: CartRow | null; lines: StoredLine[] };

/** Database handle or a transaction on it. */
type Tx = Pick<Db, 'select' | 'insert' | 'update' | 'delete'>;

export const EMPTY_CART: StoredCart = { row: null, lines: [] };

export async function loadCart(db: Tx, sessionId: string | null): Promise<StoredCart> {
  if (sessionId === null) return EMPTY_CART;
  const [row] = await db.select().from(carts).where(eq(carts.sessionId, sessionId));
  if (!row) return EMPTY_CART;
  const lines = await db
    .select({ lineId: cartLines.id, count: cartLines.count, ...summaryColumns })
    .from(cartLines)
    .innerJoin(articles, eq(articles.id, cartLines.articleId))
    .where(eq(cartLines.cartId, row.id))
    .orderBy(asc(cartLines.id));
  return { row, lines: lines.map(({ lineId, count, ...article }) => ({ id: lineId, count, article })) };
}

/** The session's cart id, creating the cart (empty, no period) when there is none. */
export async function ensureCart(db: Tx, sessionId: string, now: Date): Promise<number> {
  const [row] = await db
    .insert(carts)
    .values({ sessionId, createdAt: now, updatedAt: now })
    .onConflictDoUpdate({ target: carts.sessionId, set: { updatedAt: now } })
    .returning({ id: carts.id });
  if (!row) throw new Error('cart upsert returned nothing');
  return row.id;
}

/** The catalogue rows of these article ids (unknown ids are simply absent). */
export async function loadArticles(db: Tx, ids: number[]): Promise<Map<number, SummaryRow>> {
  if (ids.length === 0) return new Map();
  const rows = await db.select(summaryColumns).from(articles).where(inArray(articles.id, ids));
  return new Map(rows.map((r) => [r.id, r]));
}

/** Raises a line's count by `count` unless that would pass `max`; null when it would. */
export async function addToLine(
  db: Tx,
  cartId: number,
  articleId: number,
  count: number,
  max: number,
): Promise<number | null> {
  const [row] = await db
    .insert(cartLines)
    .values({ cartId, articleId, count })
    .onConflictDoUpdate({
      target: [cartLines.cartId, cartLines.articleId],
      set: { count: sql`${cartLines.count} + excluded.count` },
      setWhere: sql`${cartLines.count} + excluded.count <= ${max}`,
    })
    .returning({ id: cartLines.id });
  return row?.id ?? null;
}

export function pricedArticle(r: SummaryRow): PricedArticle {
  return {
    id: r.id,
    samId: r.samId,
    type: r.type as ArticleType,
    priceCents: r.priceCents,
    specialPriceCents: r.specialPriceCents,
    depositCents: r.depositCents,
  };
}

/** A slot as the visitor reads it (`09:00–10:00`), the day's own when the date is known. */
export function slotDescription(date: string | null, id: number | null): string | null {
  if (id === null) return null;
  // The day's own slot when the date is known (13:00–15:00 on 24 December), else the regular one.
  const ofDay = date ? slotsForDate(date).find((s) => s.id === id) : undefined;
  return (ofDay ?? slotById(id))?.label ?? null;
}

/**
 * What the stored cart costs (domain/pricing.ts) for the visitor's account (api/accounts
 * `accountOf`: discount, trusted): the cart's answer and a placed order use it.
 */
export function cartPrices({ row, lines }: StoredCart, account: AccountTerms): Prices {
  const input: PriceInputLine[] = lines.map((l) => ({ article: pricedArticle(l.article), count: l.count }));
  return priceCart({
    lines: input,
    rentalDays: periodRentalDays(row?.startDate ?? null, row?.endDate ?? null),
    includeShipping: row?.salesShipping ?? false,
    account,
  });
}

/**
 * The cart as answered: its period, its lines with their articles, its prices, and the bounds of
 * one online order (rental days, the total) it already breaks.
 */
export function cartAnswer(
  { row, lines }: StoredCart,
  account: AccountTerms,
  limits: OrderLimits,
): CartAnswer {
  const prices = cartPrices({ row, lines }, account);
  const rentals = lines.filter((l) => l.article.type === 'RENTAL');
  const bounds = cartBounds(
    {
      // Days count once the period is complete (an incomplete one prices 1 day).
      rentalDays: row?.startDate && row.endDate ? prices.rentalDays : 0,
      hasRentals: rentals.length > 0,
      totalCents: prices.totalCents,
    },
    limits,
  );
  const byArticle = new Map([...prices.rentalLines, ...prices.salesLines].map((p) => [p.articleId, p]));
  const ofType = (type: ArticleType) => lines.filter((l) => l.article.type === type).length;
  return {
    id: row?.id ?? null,
    start_date: row?.startDate ?? null,
    end_date: row?.endDate ?? null,
    pickup_slot: row?.pickupSlot ?? null,
    return_slot: row?.returnSlot ?? null,
    pickup_slot_description: slotDescription(row?.startDate ?? null, row?.pickupSlot ?? null),
    return_slot_description: slotDescription(row?.endDate ?? null, row?.returnSlot ?? null),
    sales_shipping: row?.salesShipping ?? false,
    lines: lines.map((l) => {
      const priced = byArticle.get(l.article.id);
      if (!priced) throw new Error(`cart line ${l.id} was not priced`);
      return {
        id: l.id,
        article_id: l.article.id,
        article: serializeSummary(l.article),
        count: l.count,
        price_total: toAmount(priced.priceCents),
        discount_total: toAmount(priced.discountCents),
        btw_total: toAmount(priced.btwCents),
      };
    }),
    total_articles: lines.reduce((n, l) => n + l.count, 0),
    rental_order_lines: ofType('RENTAL'),
    sales_order_lines: ofType('SALE'),
    occasion_order_lines: ofType('OCCASION'),
    prices: serializePrices(prices),
    bounds,
  };
}
