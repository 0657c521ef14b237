import type { DeskPlannerReservationResolvers } from '../../generated/resolvers-types.ts';

export const DeskPlannerReservation: DeskPlannerReservationResolvers = {
  orderNumber: (reservation) => reservation.order_number,
  quote: (reservation) => reservation.order_status === 'quote',
  startsAt: (reservation) => reservation.starts_at,
  endsAt: (reservation) => reservation.ends_at,
  bookedEndsAt: (reservation) => reservation.booked_ends_at,
  expiresAt: (reservation) => reservation.expires_at,
};
