import type { SaleResolvers } from '../../generated/resolvers-types.ts';

export const Sale: SaleResolvers = {
  endsOn: (sale) => sale.ends_on,
};
