import type { DeskCollisionResolvers } from '../../generated/resolvers-types.ts';

export const DeskCollision: DeskCollisionResolvers = {
  orderNumber: (collision) => collision.order_number,
  articleId: (collision) => String(collision.article_id),
  startsAt: (collision) => collision.starts_at,
  endsAt: (collision) => collision.ends_at,
};
