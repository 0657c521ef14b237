import { QUOTE_LINK_INVALID } from '../../../domain/link-messages.ts';
import { isOrderNumber } from '../../../domain/order-number.ts';
import { toFieldErrors } from '../../base/field-errors.ts';
import type { FieldError, MutationResolvers } from '../../generated/resolvers-types.ts';
import type { RestPayment } from '../../generated/rest-types.ts';
import type { SendResult } from '../../rest/rest-client.ts';
import { CHECKOUT_RENAMES, checkoutBody } from '../checkout-body.ts';
import { isIdempotencyKey, isPaymentHandle } from '../orders-api.ts';

// The checkout's mutations answer their payload with the api's Dutch field errors under the
// form's GraphQL names (checkout-body.ts), or the gateway's own for an argument that cannot be
// right, found before any call. Every call needs the visitor's csrftoken (X-CSRFToken); a
// refused check is the payload's `general` error.

const CHECKOUT_REPLIES = {
  idempotencyKey:
    'Deze bestelpoging heeft geen geldige sleutel (8 tot 100 letters, cijfers, _ of -); laad de pagina opnieuw.',
  orderNumber: 'Deze bestelling is niet gevonden.',
  handle: 'Deze betaling is niet gevonden.',
  outcome: 'Kies betaald (PAID), geannuleerd (CANCELLED) of mislukt (FAILED).',
  token: QUOTE_LINK_INVALID,
} as const;

const fieldError = (field: keyof typeof CHECKOUT_REPLIES): FieldError[] => [
  { field, messages: [CHECKOUT_REPLIES[field]] },
];

/** A payment mutation's payload; the api's 404 is the error of the argument that named nothing. */
function paymentPayload(result: SendResult<RestPayment>, notFound: 'orderNumber' | 'handle') {
  if (result.ok) return { payment: result.body, errors: [] };
  return {
    payment: null,
    errors: result.status === 404 ? fieldError(notFound) : toFieldErrors(result.errors),
  };
}

/** The test pay page offers these choices; open and expired are not a visitor's to make. */
const OUTCOMES = new Set(['paid', 'cancelled', 'failed'] as const);
const isOutcome = (value: string): value is 'paid' | 'cancelled' | 'failed' => OUTCOMES.has(value as never);

export const ordersMutations: MutationResolvers = {
  validateCheckout: async (_, { input }, { orders }) => {
    const result = await orders.api.validate(checkoutBody(input));
    return result.ok
      ? { valid: true, errors: [] }
      : { valid: false, errors: toFieldErrors(result.errors, CHECKOUT_RENAMES) };
  },

  placeOrder: async (_, { input, payNow, idempotencyKey }, { orders }) => {
    // Without a valid key the api would refuse in terms of its header; the form hears it here.
    if (!isIdempotencyKey(idempotencyKey)) return { order: null, errors: fieldError('idempotencyKey') };
    const result = await orders.api.place(checkoutBody(input), payNow, idempotencyKey);
    return result.ok
      ? { order: result.body, errors: [] }
      : { order: null, errors: toFieldErrors(result.errors, CHECKOUT_RENAMES) };
  },

  retryPayment: async (_, { orderNumber }, { orders }) => {
    if (!isOrderNumber(orderNumber)) return { payment: null, errors: fieldError('orderNumber') };
    return paymentPayload(await orders.api.retryPayment(orderNumber), 'orderNumber');
  },

  confirmQuote: async (_, { token }, { orders }) => {
    if (token.length > 200) return { confirmation: null, errors: fieldError('token') };
    const result = await orders.api.confirmQuote(token);
    return result.ok
      ? { confirmation: result.body, errors: [] }
      : { confirmation: null, errors: toFieldErrors(result.errors) };
  },

  payQuote: async (_, { token }, { orders }) => {
    if (token.length > 200) return { payment: null, errors: fieldError('token') };
    return paymentPayload(await orders.api.payQuote(token), 'handle');
  },

  completeTestPayment: async (_, { handle, outcome }, { orders }) => {
    // `outcome` arrives as the api's code (codegen enumValues).
    if (!isOutcome(outcome)) return { payment: null, errors: fieldError('outcome') };
    if (!isPaymentHandle(handle)) return { payment: null, errors: fieldError('handle') };
    return paymentPayload(await orders.api.completeTestPayment(handle, outcome), 'handle');
  },
};
