import type { QuoteResolvers } from '../../generated/resolvers-types.ts';

export const Quote: QuoteResolvers = {
  authorAge: (quote) => quote.author_age,
};
