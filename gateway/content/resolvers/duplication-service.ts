import { shownPriceFromIncl } from '../../../domain/btw.ts';
import { parseAmount } from '../../../domain/money.ts';
import type { DuplicationServiceResolvers } from '../../generated/resolvers-types.ts';

export const DuplicationService: DuplicationServiceResolvers = {
  price: (service) => ({ cents: parseAmount(service.price) }),
  prices: (service) => shownPriceFromIncl(parseAmount(service.price)),
};
