import { ROUNDING_RULE } from '../../../domain/btw.ts';
import { parseAmount } from '../../../domain/money.ts';
import type { MoneyParent } from '../../base/money.ts';
import type { CartTotalsResolvers } from '../../generated/resolvers-types.ts';

/** The api's decimal string as Money. */
export const money = (amount: string): MoneyParent => ({ cents: parseAmount(amount) });

// Every figure as the api computed it (domain/pricing.ts, applied once, in the api): the gateway
// only changes decimal strings into Money, never adds one up.
export const CartTotals: CartTotalsResolvers = {
  rentalExclBtw: (prices) => money(prices.rental_totals.excl_btw),
  rentalBtw: (prices) => money(prices.rental_totals.btw),
  salesExclBtw: (prices) => money(prices.sales_totals.excl_btw),
  salesBtw: (prices) => money(prices.sales_totals.btw),
  borg: (prices) => money(prices.borg),
  reg: (prices) => money(prices.reg),
  discount: (prices) => money(prices.discount),
  transport: (prices) => money(prices.transport.totaal),
  subtotalExclBtw: (prices) => money(prices.total_excl_btw),
  btw: (prices) => money(prices.total_btw),
  total: (prices) => money(prices.total),
  inclBtwRows: (prices) => prices.totals_blocks.incl_btw,
  exclBtwRows: (prices) => prices.totals_blocks.excl_btw,
  roundingRule: () => ROUNDING_RULE,
};
