import { cacheControlFromInfo } from '@apollo/cache-control-types';
import { shownPrice } from '../../../domain/btw.ts';
import { parseAmount, percentOf } from '../../../domain/money.ts';
import type { AccountPricesResolvers, ArticleResolvers } from '../../generated/resolvers-types.ts';

// An article's prices as a customer reads them: each with and without BTW by domain/btw.ts, and,
// for a signed-in account with terms, what that account pays (its discount off the day price, as
// domain/pricing.ts takes it off a rental line; no borg when trusted).

/** The account's terms applied to one rental article. */
export type AccountPricesParent = { discountPercent: number; dayPriceExclCents: number; trusted: boolean };

const cents = (amount: string) => parseAmount(amount);

/** The Article fields of prices as shown (spread into the Article resolvers). */
export const articlePrices: Pick<ArticleResolvers, 'shownPrice' | 'shownSpecialPrice' | 'forYou'> = {
  shownPrice: (article) => shownPrice(cents(article.price)),
  shownSpecialPrice: (article) =>
    article.special_price == null ? null : shownPrice(cents(article.special_price)),
  forYou: async (article, _, { sessionId, accounts }, info) => {
    if (!sessionId) return null;
    // Whatever the answer, it is this session's: never kept for, or served from, anyone else's.
    cacheControlFromInfo(info).setCacheHint({ scope: 'PRIVATE', maxAge: 0 });
    if (article.type !== 'RENTAL') return null;
    const user = await accounts.api.viewer();
    if (!user || (user.discount_percent === 0 && !user.trusted)) return null;
    const dayPriceCents = cents(article.special_price ?? article.price);
    return {
      discountPercent: user.discount_percent,
      dayPriceExclCents: dayPriceCents - percentOf(dayPriceCents, user.discount_percent),
      trusted: user.trusted,
    };
  },
};

export const AccountPrices: AccountPricesResolvers = {
  discountPercent: (terms) => terms.discountPercent,
  price: (terms) => shownPrice(terms.dayPriceExclCents),
  noDeposit: (terms) => terms.trusted,
};
