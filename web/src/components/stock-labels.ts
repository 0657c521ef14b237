import type { StockStatus } from '../gql/graphql.ts';

/**
 * What a visitor reads about an article's stock (SPEC §4: in stock, at supplier, out, unknown),
 * the same words on the lists, the article page and in the cart.
 */
export const STOCK_LABELS: Record<StockStatus, string> = {
  IN_STOCK: 'Op voorraad',
  EXT_STOCK: 'Bij leverancier',
  OUT_OF_STOCK: 'Uitverkocht',
  UNKNOWN: 'Voorraad onbekend',
};
