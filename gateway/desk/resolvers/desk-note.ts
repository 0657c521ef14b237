import type { DeskNoteResolvers } from '../../generated/resolvers-types.ts';

export const DeskNote: DeskNoteResolvers = {
  createdAt: (note) => note.created_at,
};
