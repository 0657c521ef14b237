import { parseAmount } from '../../../domain/money.ts';
import { pageSize } from '../../base/page-size.ts';
import type { CourseResolvers } from '../../generated/resolvers-types.ts';
import type { RestSection } from '../../generated/rest-types.ts';

/** Shown when a course has no banner of its own (SPEC §3). */
export const FALLBACK_BANNER = '/images/course-fallback.svg';

export const Course: CourseResolvers = {
  seoDescription: (course) => course.seo_description,
  price: (course) => ({ cents: parseAmount(course.price) }),
  bannerUrl: (course) => course.banner ?? FALLBACK_BANNER,
  gapYear: (course) => course.gap_year,
  sections: async (course, _, { education }) => {
    const sections = await education.loaders.sectionBySlug.loadMany(course.sections.map((s) => s.slug));
    return sections.filter((s): s is RestSection => s !== null && !(s instanceof Error));
  },
  section: async (course, _, { education }) => {
    const first = course.sections[0];
    return first ? education.loaders.sectionBySlug.load(first.slug) : null;
  },
  blocks: (course, _, { content }) =>
    course.page ? content.loaders.blocksByInternalPageId.load(course.page.id) : [],
  runs: async (course, { upcoming }, { education, today }) => {
    const runs = await education.loaders.runsByCourseSlug.load(course.slug);
    return upcoming === false ? runs : runs.filter((run) => run.start_date >= today);
  },
  programme: async (course, _, { education }) =>
    (await education.loaders.programsByCourseSlug.load(course.slug)).flatMap((program) => program.items),
  related: async (course, { first }, { education }) => {
    const size = pageSize(first, 3, 12);
    if (course.categories.length === 0) return [];
    const key = course.categories
      .map((c) => c.slug)
      .sort()
      .join(',');
    const courses = await education.loaders.coursesWithRunsByCategories.load(key);
    return courses.filter((c) => c.id !== course.id).slice(0, size);
  },
};
