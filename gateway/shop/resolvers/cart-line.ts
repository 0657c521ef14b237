import { shownPrice } from '../../../domain/btw.ts';
import { parseAmount } from '../../../domain/money.ts';
import type { AvailabilityPeriodInput, CartLineResolvers } from '../../generated/resolvers-types.ts';
import type { RestCartLine } from '../../generated/rest-types.ts';
import { money } from './cart-totals.ts';

/** A REST cart line, with its cart's period once that has both dates (for its availability). */
export type CartLineParent = RestCartLine & { readonly period: AvailabilityPeriodInput | null };

// A REST cart line, priced by the api. Its article is the line's ArticleSummary: a catalogue
// Article, whose detail fields load through the catalogue's loaders, batched for every line.
export const CartLine: CartLineResolvers = {
  id: (line) => String(line.id),
  article: (line) => line.article,
  count: (line) => line.count,
  priceTotal: (line) => money(line.price_total),
  discount: (line) => money(line.discount_total),
  price: (line) => shownPrice(parseAmount(line.price_total) + parseAmount(line.discount_total)),
  btwTotal: (line) => money(line.btw_total),
  // Every line of the cart in one availability call (the loader batches one period's articles).
  // Unknown rather than an error when that call fails: the cart itself must still show (placing
  // the order counts again anyway).
  availability: (line, _, { shop }) =>
    line.period && line.article.type === 'RENTAL'
      ? shop.availability
          .load({ period: line.period, id: line.article_id, count: line.count })
          .catch(() => null)
      : null,
};
