import type { CategoryResolvers, QuoteResolvers, SectionResolvers } from '../generated/resolvers-types.ts';

export const Section: SectionResolvers = {
  menuName: (section) => section.menu_name || section.name,
  blocks: (section, _, { loaders }) =>
    section.page ? loaders.blocksByInternalPageId.load(section.page.id) : [],
};

export const Category: CategoryResolvers = {
  // A course embeds only {id, slug, name}; the rest comes from the category loader when asked for.
  canonicalName: async (category, _, { loaders }) => {
    const full = category.data ? category : await loaders.categoryBySlug.load(category.slug);
    return full?.data?.canonical_name || category.name;
  },
  children: async (category, _, { loaders }) =>
    category.children ?? (await loaders.categoryBySlug.load(category.slug))?.children ?? [],
};

export const Quote: QuoteResolvers = {
  authorAge: (quote) => quote.author_age,
};
