import { GraphQLError } from 'graphql';
import { parseAmount } from '../../../domain/money.ts';
import { pageSize } from '../../base/page-size.ts';
import type { Context } from '../../context.ts';
import type { CourseResolvers } from '../../generated/resolvers-types.ts';
import type { RestCourse, RestCourseCard } from '../../generated/rest-types.ts';

/** Shown when a course has no banner of its own (SPEC §3). */
export const FALLBACK_BANNER = '/images/course-fallback.svg';

/**
 * A full course from /courses/, or a card (`view=card`: id, slug, name, price, banner), as the
 * related courses arrive: everything a card shows resolves from it; any other field loads the
 * full course, only when asked for (the web's cards ask for none).
 */
export type CourseParent = RestCourse | RestCourseCard;

async function full(course: CourseParent, { education }: Context): Promise<RestCourse> {
  if ('description' in course) return course;
  const loaded = await education.loaders.courseById.load(course.id);
  if (!loaded)
    throw new GraphQLError('Deze cursus bestaat niet meer.', { extensions: { code: 'NOT_FOUND' } });
  return loaded;
}

export const Course: CourseResolvers = {
  price: (course) => ({ cents: parseAmount(course.price) }),
  bannerUrl: (course) => course.banner ?? FALLBACK_BANNER,
  description: async (course, _, context) => (await full(course, context)).description,
  seoDescription: async (course, _, context) => (await full(course, context)).seo_description,
  categories: async (course, _, context) => (await full(course, context)).categories,
  quotes: async (course, _, context) => (await full(course, context)).quotes,
  faqs: async (course, _, context) => (await full(course, context)).faqs,
  gapYear: async (course, _, context) => (await full(course, context)).gap_year,
  // The course names its sections ({id, slug, name}): enough for a breadcrumb without a call;
  // Section loads the rest when asked for.
  sections: async (course, _, context) => (await full(course, context)).sections,
  section: async (course, _, context) => (await full(course, context)).sections[0] ?? null,
  blocks: async (course, _, context) => {
    const { page } = await full(course, context);
    return page ? context.content.loaders.blocksByInternalPageId.load(page.id) : [];
  },
  runs: (course, { upcoming }, { education, today }) =>
    // Upcoming runs are asked for from today on: the api sends none the page would drop.
    education.loaders.runsByCourse.load({
      id: course.id,
      slug: course.slug,
      from: upcoming === false ? null : today,
    }),
  programme: async (course, _, { education }) =>
    (await education.loaders.programsByCourseSlug.load(course.slug)).flatMap((program) => program.items),
  related: async (course, { first }, context) => {
    const size = pageSize(first, 3, 12);
    const { categories } = await full(course, context);
    if (categories.length === 0) return [];
    // Exactly the cards shown: `size` of them, the course itself left out by the api.
    return context.education.loaders.relatedCourseCards.load({
      categories: categories.map((c) => c.slug).sort(),
      exclude: course.id,
      size,
    });
  },
};
