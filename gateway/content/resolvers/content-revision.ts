import type { ContentRevisionResolvers } from '../../generated/resolvers-types.ts';

export const ContentRevision: ContentRevisionResolvers = {
  createdAt: (revision) => revision.created_at,
  editorEmail: (revision) => revision.user_email,
};
