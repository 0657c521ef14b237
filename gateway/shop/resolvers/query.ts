import type { QueryResolvers } from '../../generated/resolvers-types.ts';
import { rentalCalendar } from '../rental-calendar.ts';

export const shopQueries: QueryResolvers = {
  // One call: the cart, its prices and its lines' article summaries.
  cart: (_, __, { shop }) => shop.api.cart(),
  rentalCalendar: (_, { from, to }, { now }) => rentalCalendar(from, to, now),
};
