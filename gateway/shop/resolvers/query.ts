import { GraphQLError } from 'graphql';
import type { QueryResolvers } from '../../generated/resolvers-types.ts';
import {
  AVAILABILITY_INPUT_MESSAGES,
  type AvailabilityAnswer,
  articleIdOf,
  daysAvailability,
  MAX_ARTICLES,
} from '../availability.ts';
import { rentalCalendar } from '../rental-calendar.ts';

export const shopQueries: QueryResolvers = {
  // One call: the cart, its prices and its lines' article summaries.
  cart: (_, __, { shop }) => shop.api.cart(),
  rentalCalendar: async (_, { from, to, articles }, { now, rest }) => {
    const calendar = rentalCalendar(from, to, now);
    if (!articles) return calendar;
    const standings = await daysAvailability(rest, from, to, articles);
    return {
      ...calendar,
      days: calendar.days.map((day) => {
        const standing = standings.get(day.date);
        return {
          ...day,
          availability: standing
            ? {
                ...standing,
                articles: standing.articles.map(({ id, ...rest }) => ({ articleId: String(id), ...rest })),
              }
            : null,
        };
      }),
    };
  },
  rentalAvailability: async (_, { articleIds, period }, { shop }) => {
    if (articleIds.length > MAX_ARTICLES) {
      throw new GraphQLError(AVAILABILITY_INPUT_MESSAGES.tooMany, { extensions: { code: 'BAD_USER_INPUT' } });
    }
    const ids = [...new Set(articleIds.map(articleIdOf))];
    const found = await shop.availability.loadMany(ids.map((id) => ({ period, id, count: 1 })));
    return found.filter((a): a is AvailabilityAnswer => {
      if (a instanceof Error) throw a;
      return a !== null;
    });
  },
};
