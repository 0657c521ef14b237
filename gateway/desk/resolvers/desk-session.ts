import type { DeskSessionResolvers } from '../../generated/resolvers-types.ts';

export const DeskSession: DeskSessionResolvers = {
  expiresAt: (session) => session.expires_at,
};
