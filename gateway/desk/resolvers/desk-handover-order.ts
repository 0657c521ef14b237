import type { DeskHandoverOrderResolvers } from '../../generated/resolvers-types.ts';

// An order of the day's pickups and returns, as the api's HandoverOrder names it.
export const DeskHandoverOrder: DeskHandoverOrderResolvers = {
  companyName: (order) => order.company_name,
  pickupDate: (order) => order.start_date,
  pickupSlot: (order) => order.pickup_slot_description,
  returnDate: (order) => order.end_date,
  returnSlot: (order) => order.return_slot_description,
  startsAt: (order) => order.starts_at,
  dueAt: (order) => order.due_at,
};
