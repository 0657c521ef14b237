import { formatEuro, toAmount } from '../../domain/money.ts';
import type { MoneyResolvers } from '../generated/resolvers-types.ts';

/** Money inside the gateway is integer cents; the GraphQL Money type derives its texts from it. */
export type MoneyParent = { cents: number };

export const Money: MoneyResolvers = {
  cents: (money) => money.cents,
  amount: (money) => toAmount(money.cents),
  formatted: (money) => formatEuro(money.cents),
};
