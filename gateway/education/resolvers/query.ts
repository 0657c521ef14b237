import { isSlug } from '../../../domain/slug.ts';
import type { QueryResolvers } from '../../generated/resolvers-types.ts';
import { agendaQueries } from './agenda.ts';

export const educationQueries: QueryResolvers = {
  ...agendaQueries,
  sections: async (_, __, { education }) => {
    const sections = await education.api.sections();
    for (const section of sections) education.loaders.sectionBySlug.prime(section.slug, section);
    return sections;
  },
  section: (_, { slug }, { education }) => education.loaders.sectionBySlug.load(slug),
  course: (_, { slug }, { education }) => education.loaders.courseBySlug.load(slug),
  courses: async (_, { section, category }, { education }) => {
    // A section or category that is no slug names nothing: no call to the api.
    if (!isSlug(section) || (category && !isSlug(category))) return [];
    const courses = await education.api.coursesOfSection(section, category);
    for (const course of courses) education.loaders.courseById.prime(course.id, course);
    return courses;
  },
  categories: (_, { section }, { education }) =>
    section && !isSlug(section) ? [] : education.api.categories(section),
  openDays: (_, __, { education }) => education.api.upcomingOpenDays(),
  generalFaqs: (_, __, { education }) => education.api.generalFaqs(),
};
