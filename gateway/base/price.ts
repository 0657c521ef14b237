import type { ShownPrice } from '../../domain/btw.ts';
import type { PriceResolvers } from '../generated/resolvers-types.ts';

/** A price as shown (domain/btw.ts `shownPrice`): the gateway only hands out its figures. */
export type PriceParent = ShownPrice;

export const Price: PriceResolvers = {
  inclBtw: (price) => ({ cents: price.inclBtwCents }),
  exclBtw: (price) => ({ cents: price.exclBtwCents }),
  btw: (price) => ({ cents: price.btwCents }),
  btwPercent: (price) => price.btwPercent,
};
