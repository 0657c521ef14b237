import type { SectionResolvers } from '../../generated/resolvers-types.ts';

export const Section: SectionResolvers = {
  menuName: (section) => section.menu_name || section.name,
  blocks: (section, _, { content }) =>
    section.page ? content.loaders.blocksByInternalPageId.load(section.page.id) : [],
};
