import type { CategoryResolvers } from '../../generated/resolvers-types.ts';
import type { RestCategory, RestCourse } from '../../generated/rest-types.ts';

/** A full category from /categories/, or the short form a course embeds. */
export type CategoryParent = RestCategory | RestCourse['categories'][number];

const full = (category: CategoryParent): RestCategory | null => ('data' in category ? category : null);

export const Category: CategoryResolvers = {
  // A course embeds only {id, slug, name}; the rest comes from the category loader when asked for.
  canonicalName: async (category, _, { education }) => {
    const loaded = full(category) ?? (await education.loaders.categoryBySlug.load(category.slug));
    return loaded?.data.canonical_name || category.name;
  },
  children: async (category, _, { education }) =>
    (full(category) ?? (await education.loaders.categoryBySlug.load(category.slug)))?.children ?? [],
};
