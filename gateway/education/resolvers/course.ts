import { parseAmount } from '../../domain/money.ts';
import type { CourseResolvers } from '../generated/resolvers-types.ts';
import type { SectionModel } from '../models.ts';

/** Shown when a course has no banner of its own (SPEC §3). */
export const FALLBACK_BANNER = '/images/course-fallback.svg';

export const Course: CourseResolvers = {
  seoDescription: (course) => course.seo_description,
  price: (course) => ({ cents: parseAmount(course.price) }),
  bannerUrl: (course) => course.banner ?? FALLBACK_BANNER,
  sections: async (course, _, { loaders }) => {
    const sections = await loaders.sectionBySlug.loadMany(course.sections.map((s) => s.slug));
    return sections.filter((s): s is SectionModel => s !== null && !(s instanceof Error));
  },
  section: async (course, _, { loaders }) => {
    const first = course.sections[0];
    return first ? loaders.sectionBySlug.load(first.slug) : null;
  },
  blocks: (course, _, { loaders }) =>
    course.page ? loaders.blocksByInternalPageId.load(course.page.id) : [],
  runs: async (course, { upcoming }, { loaders, today }) => {
    const runs = await loaders.runsByCourseSlug.load(course.slug);
    return upcoming === false ? runs : runs.filter((run) => run.start_date >= today);
  },
  programme: async (course, _, { loaders }) =>
    (await loaders.programsByCourseSlug.load(course.slug)).flatMap((program) => program.items),
  related: async (course, { first }, { loaders }) => {
    if (course.categories.length === 0) return [];
    const key = course.categories
      .map((c) => c.slug)
      .sort()
      .join(',');
    const courses = await loaders.coursesWithRunsByCategories.load(key);
    return courses.filter((c) => c.id !== course.id).slice(0, Math.max(0, first ?? 3));
  },
};
