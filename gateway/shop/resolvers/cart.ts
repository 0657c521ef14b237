import type { AvailabilityPeriodInput, CartResolvers } from '../../generated/resolvers-types.ts';
import type { RestArticleSummary, RestCart } from '../../generated/rest-types.ts';
import type { CartLineParent } from './cart-line.ts';

/** The cart's period as availability asks it: once both dates are chosen (the slots may follow). */
function periodOf(cart: RestCart): AvailabilityPeriodInput | null {
  if (!cart.start_date || !cart.end_date || cart.end_date < cart.start_date) return null;
  return {
    pickupDate: cart.start_date,
    pickupSlot: cart.pickup_slot,
    returnDate: cart.end_date,
    returnSlot: cart.return_slot,
  };
}

/** The cart's lines of one article type, in the order they were added. */
const linesOf = (cart: RestCart, type: RestArticleSummary['type']): CartLineParent[] => {
  const period = type === 'RENTAL' ? periodOf(cart) : null;
  return cart.lines.filter((line) => line.article.type === type).map((line) => ({ ...line, period }));
};

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
  bounds: (cart) => cart.bounds,
};
