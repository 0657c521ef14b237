import { ROUNDING_RULE } from '../../../domain/btw.ts';
import type { TotalsBlockResolvers, TotalsRowResolvers } from '../../generated/resolvers-types.ts';
import type { RestTotalsRow } from '../../generated/rest-types.ts';
import { money } from './cart-totals.ts';

/** One of the api's two totals blocks (`Prices.totals_blocks`): its rows as computed there. */
export type TotalsBlockParent = readonly RestTotalsRow[];

export const TotalsBlock: TotalsBlockResolvers = {
  rows: (rows) => [...rows],
  roundingRule: () => ROUNDING_RULE,
};

export const TotalsRow: TotalsRowResolvers = {
  kind: (row) => row.kind,
  label: (row) => row.label,
  amount: (row) => money(row.amount),
  days: (row) => row.days ?? null,
  btwPercent: (row) => row.btw_percent ?? null,
};
