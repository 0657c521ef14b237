import { GraphQLError } from 'graphql';
import type { Context } from '../../context.ts';
import type { SectionResolvers } from '../../generated/resolvers-types.ts';
import type { RestCourse, RestSection } from '../../generated/rest-types.ts';

/** A full section from /sections/, or the short form a course embeds ({id, slug, name}). */
export type SectionParent = RestSection | RestCourse['sections'][number];

async function full(section: SectionParent, { education }: Context): Promise<RestSection> {
  if ('position' in section) return section;
  // A course's breadcrumb asks only id, slug and name; the rest comes from the loader when asked.
  const loaded = await education.loaders.sectionBySlug.load(section.slug);
  if (!loaded)
    throw new GraphQLError('Deze sectie bestaat niet meer.', { extensions: { code: 'NOT_FOUND' } });
  return loaded;
}

export const Section: SectionResolvers = {
  menuName: async (section, _, context) => {
    const loaded = await full(section, context);
    return loaded.menu_name || loaded.name;
  },
  disabled: async (section, _, context) => (await full(section, context)).disabled,
  quotes: async (section, _, context) => (await full(section, context)).quotes,
  faqs: async (section, _, context) => (await full(section, context)).faqs,
  blocks: async (section, _, context) => {
    const { page } = await full(section, context);
    return page ? context.content.loaders.blocksByInternalPageId.load(page.id) : [];
  },
};
