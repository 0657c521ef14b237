import type { QueryResolvers } from '../../generated/resolvers-types.ts';

/** `/over-ons/team/` → `over-ons/team`; the site root is the page `home`. */
function pagePath(path: string): string {
  return path.replace(/^\/+|\/+$/g, '') || 'home';
}

/** A page path is slugs separated by slashes; anything else names no page. */
const PAGE_PATH = /^[a-z0-9]+(?:[-_][a-z0-9]+)*(?:\/[a-z0-9]+(?:[-_][a-z0-9]+)*)*$/;

export const contentQueries: QueryResolvers = {
  homepage: (_, __, { content }) => content.api.homepageConfig(),
  page: (_, { path }, { content }) => {
    const clean = pagePath(path);
    return clean.length <= 300 && PAGE_PATH.test(clean) ? content.api.page(clean) : null;
  },
  widget: (_, { ref }, { content }) => content.loaders.widgetByRef.load(ref),
};
