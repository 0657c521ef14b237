import type { CartResolvers } from '../../generated/resolvers-types.ts';
import type { RestArticleSummary, RestCart } from '../../generated/rest-types.ts';

/** The cart's lines of one article type, in the order they were added. */
const linesOf = (cart: RestCart, type: RestArticleSummary['type']) =>
  cart.lines.filter((line) => line.article.type === type);

// Every field is read from the one REST cart of a `GET` or a write: no further call.
export const Cart: CartResolvers = {
  // The period and the totals read the same REST cart (RentalPeriod and CartTotals).
  period: (cart) => cart,
  salesShipping: (cart) => cart.sales_shipping,
  rentalLines: (cart) => linesOf(cart, 'RENTAL'),
  salesLines: (cart) => linesOf(cart, 'SALE'),
  occasionLines: (cart) => linesOf(cart, 'OCCASION'),
  itemCount: (cart) => cart.total_articles,
  totals: (cart) => cart.prices,
};
