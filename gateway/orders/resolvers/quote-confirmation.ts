import type { QuoteConfirmationResolvers } from '../../generated/resolvers-types.ts';

// Reads the one REST QuoteConfirmation of a `GET` or of confirming: no further call.
export const QuoteConfirmation: QuoteConfirmationResolvers = {
  confirmBefore: (c) => c.confirm_before,
  heldUntil: (c) => c.held_until,
  message: (c) => c.detail,
  canPay: (c) => c.can_pay,
};
