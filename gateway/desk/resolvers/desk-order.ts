import type { DeskOrderResolvers } from '../../generated/resolvers-types.ts';
import { money } from '../../shop/resolvers/cart-totals.ts';

// Every field reads the one REST DeskOrder of a `GET` or of an action's answer: no further call.
// Its lines, addresses, totals and hold are the shop's own types (gateway/orders/, gateway/shop/).
export const DeskOrder: DeskOrderResolvers = {
  createdAt: (order) => order.created_at,
  updatedAt: (order) => order.updated_at,
  confirmedAt: (order) => order.confirmed_at,
  customer: (order) => order.sam_entity,
  billingAddress: (order) => order.billing_address,
  deliveryAddress: (order) => order.delivery_address,
  pickupDate: (order) => order.start_date,
  pickupSlot: (order) => order.pickup_slot_description,
  returnDate: (order) => order.end_date,
  returnSlot: (order) => order.return_slot_description,
  totals: (order) => order.prices,
  paid: (order) => money(order.paid),
  open: (order) => money(order.open),
  customerId: (order) => String(order.customer_id),
  rentalLines: (order) => order.rental_lines,
};
