import { parseAmount } from '../../../domain/money.ts';
import type { PaymentOptionResolvers } from '../../generated/resolvers-types.ts';

// The api computes the options with domain/instalments.ts; the gateway only renames and types them.
export const PaymentOption: PaymentOptionResolvers = {
  numberOfTerms: (option) => option.number_of_terms,
  total: (option) => ({ cents: parseAmount(option.total) }),
  firstTerm: (option) => ({ cents: parseAmount(option.first_term) }),
  perTerm: (option) => ({ cents: parseAmount(option.per_term) }),
};
