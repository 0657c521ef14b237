import { shownPrice } from '../../../domain/btw.ts';
import { parseAmount } from '../../../domain/money.ts';
import type { OrderLineResolvers } from '../../generated/resolvers-types.ts';
import { money } from '../../shop/resolvers/cart-totals.ts';

// A line as it was priced when the order was placed (the api's figures, never recomputed here).
export const OrderLine: OrderLineResolvers = {
  articleId: (line) => String(line.article_id),
  samId: (line) => line.sam_id,
  price: (line) => money(line.price),
  discount: (line) => money(line.discount),
  btw: (line) => money(line.btw),
  shownPrice: (line) => shownPrice(parseAmount(line.price) + parseAmount(line.discount)),
};
