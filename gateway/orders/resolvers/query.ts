import { isOrderNumber } from '../../../domain/order-number.ts';
import type { QueryResolvers } from '../../generated/resolvers-types.ts';
import { isPaymentHandle } from '../orders-api.ts';

// A number or handle that names nothing is null without asking the api, like an unknown one.
export const ordersQueries: QueryResolvers = {
  orderTerms: (_, __, { orders }) => orders.api.terms(),
  order: (_, { number }, { orders }) => (isOrderNumber(number) ? orders.api.order(number) : null),
  payment: (_, { handle }, { orders }) => (isPaymentHandle(handle) ? orders.api.payment(handle) : null),
  quoteConfirmation: (_, { token }, { orders }) =>
    token.length <= 200 ? orders.api.quoteConfirmation(token) : null,
};
