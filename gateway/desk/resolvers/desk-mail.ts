import type { DeskMailResolvers } from '../../generated/resolvers-types.ts';

export const DeskMail: DeskMailResolvers = {
  createdAt: (mail) => mail.created_at,
  sentAt: (mail) => mail.sent_at,
};
