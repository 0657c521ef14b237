import type { DeskReservationResolvers } from '../../generated/resolvers-types.ts';

export const DeskReservation: DeskReservationResolvers = {
  articleId: (reservation) => String(reservation.article_id),
  startsAt: (reservation) => reservation.starts_at,
  endsAt: (reservation) => reservation.ends_at,
  expiresAt: (reservation) => reservation.expires_at,
};
