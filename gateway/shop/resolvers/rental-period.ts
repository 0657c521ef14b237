import { slotById } from '../../../domain/slots.ts';
import type { RentalPeriodResolvers } from '../../generated/resolvers-types.ts';

/** A stored slot with the api's description of it (`13:00–15:00` on 24 December). */
function timeSlot(id: number | null, description: string | null) {
  if (id == null) return null;
  return { id, label: description ?? slotById(id)?.label ?? '' };
}

// The period is the REST cart's own fields; rentalDays is what its prices were computed with.
export const RentalPeriod: RentalPeriodResolvers = {
  pickupDate: (cart) => cart.start_date,
  pickupSlot: (cart) => timeSlot(cart.pickup_slot, cart.pickup_slot_description),
  returnDate: (cart) => cart.end_date,
  returnSlot: (cart) => timeSlot(cart.return_slot, cart.return_slot_description),
  complete: (cart) =>
    cart.start_date != null && cart.end_date != null && cart.pickup_slot != null && cart.return_slot != null,
  rentalDays: (cart) => cart.prices.rental_days,
};
