import type { QueryResolvers } from '../generated/resolvers-types.ts';
import { agendaQueries } from './agenda.ts';
import { homepageQueries } from './homepage.ts';

/** `/over-ons/team/` → `over-ons/team`; the site root is the page `home`. */
function pagePath(path: string): string {
  return path.replace(/^\/+|\/+$/g, '') || 'home';
}

export const Query: QueryResolvers = {
  ...agendaQueries,
  ...homepageQueries,
  ping: () => 'pong',
  sections: async (_, __, { api, loaders }) => {
    const sections = await api.sections();
    for (const section of sections) loaders.sectionBySlug.prime(section.slug, section);
    return sections;
  },
  section: (_, { slug }, { loaders }) => loaders.sectionBySlug.load(slug),
  course: (_, { slug }, { loaders }) => loaders.courseBySlug.load(slug),
  courses: async (_, { section, category }, { api, loaders }) => {
    const courses = await api.coursesOfSection(section, category);
    for (const course of courses) loaders.courseById.prime(course.id, course);
    return courses;
  },
  categories: (_, { section }, { api }) => api.categories(section),
  openDays: (_, __, { api }) => api.upcomingOpenDays(),
  generalFaqs: (_, __, { api }) => api.generalFaqs(),
  page: (_, { path }, { api }) => api.page(pagePath(path)),
  widget: (_, { ref }, { loaders }) => loaders.widgetByRef.load(ref),
};
