import type { OrderResolvers } from '../../generated/resolvers-types.ts';

// Every field reads the one REST Order of a `GET` or of placing it: no further call. Its totals
// are the REST `Prices`, the cart's shape, so CartTotals (gateway/shop/) resolves them.
export const Order: OrderResolvers = {
  createdAt: (order) => order.created_at,
  billingAddress: (order) => order.billing_address,
  deliveryAddress: (order) => order.delivery_address,
  pickupDate: (order) => order.start_date,
  pickupSlot: (order) => order.pickup_slot_description,
  returnDate: (order) => order.end_date,
  returnSlot: (order) => order.return_slot_description,
  totals: (order) => order.prices,
};
