import { GraphQLError } from 'graphql';
import type { QueryResolvers } from '../../generated/resolvers-types.ts';
import { logger } from '../../observability/logger.ts';
import { contentId } from './content-id.ts';

/** `/over-ons/team/` → `over-ons/team`; the site root is the page `home`. */
function pagePath(path: string): string {
  return path.replace(/^\/+|\/+$/g, '') || 'home';
}

/** A page path is slugs separated by slashes; anything else names no page. */
const PAGE_PATH = /^[a-z0-9]+(?:[-_][a-z0-9]+)*(?:\/[a-z0-9]+(?:[-_][a-z0-9]+)*)*$/;

/** The api's refusal of a visitor who is not signed in or no editor. */
const isRefusal = (failure: unknown) =>
  failure instanceof GraphQLError &&
  (failure.extensions.code === 'UNAUTHENTICATED' || failure.extensions.code === 'FORBIDDEN');

export const contentQueries: QueryResolvers = {
  homepage: (_, __, { content }) => content.api.homepageConfig(),
  page: (_, { path }, { content }) => {
    const clean = pagePath(path);
    return clean.length <= 300 && PAGE_PATH.test(clean) ? content.api.page(clean) : null;
  },
  widget: (_, { ref }, { content }) => content.loaders.widgetByRef.load(ref),

  // The duplication page shows its own text without the prices rather than failing as a whole.
  duplicationServices: async (_, __, { content }) => {
    try {
      return await content.api.duplicationServices();
    } catch (failure) {
      logger.warn({ err: failure }, 'gateway: duplication prices unavailable');
      return null;
    }
  },

  // Without a session nobody is signed in: no call. With one, the api says whether a user is
  // signed in (checklogin) and whether they may edit (EDITOR_ENABLED and is_editor), at once.
  editor: async (_, __, { sessionId, content, accounts }) => {
    if (sessionId === null) return null;
    const [user, editor] = await Promise.all([accounts.api.checkLogin(), content.api.editor()]);
    return user ? editor : null;
  },

  contentRevisions: async (_, { kind, id }, context) => {
    const restId = await contentId(kind, id, context);
    if (restId === null) return [];
    try {
      return (await context.content.api.revisions(kind, restId)) ?? [];
    } catch (failure) {
      if (isRefusal(failure)) return [];
      throw failure;
    }
  },
};
