import { parseAmount } from '../../../domain/money.ts';
import type { DuplicationServiceResolvers } from '../../generated/resolvers-types.ts';

export const DuplicationService: DuplicationServiceResolvers = {
  price: (service) => ({ cents: parseAmount(service.price) }),
};
