import type { TotalsRowResolvers } from '../../generated/resolvers-types.ts';
import { money } from './cart-totals.ts';

// One row of the api's totals blocks (`Prices.totals_blocks`, domain/totals.ts), as computed there.
export const TotalsRow: TotalsRowResolvers = {
  kind: (row) => row.kind,
  label: (row) => row.label,
  amount: (row) => money(row.amount),
  days: (row) => row.days ?? null,
  btwPercent: (row) => row.btw_percent ?? null,
};
