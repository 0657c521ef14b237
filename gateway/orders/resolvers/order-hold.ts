import type { OrderHoldResolvers } from '../../generated/resolvers-types.ts';

// The REST Order's `hold`, as is; its Dutch text is the api's.
export const OrderHold: OrderHoldResolvers = {
  message: (hold) => hold.detail,
};
