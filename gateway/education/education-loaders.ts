import DataLoader from 'dataloader';
import type { RestCategory, RestCourse, RestProgram, RestRun, RestSection } from '../generated/rest-types.ts';
import { byKey, bySlug, groupBy } from '../rest/by-key.ts';
import type { EducationApi } from './education-api.ts';

// One set of loaders per GraphQL request: each batches the keys asked for in one tick into a
// single REST call through the `__in` filters. Nothing is cached beyond the request.

export function createEducationLoaders(api: EducationApi) {
  const courseById: DataLoader<number, RestCourse | null> = new DataLoader(async (ids) => {
    const rows = await api.coursesById(ids);
    for (const row of rows) courseBySlug.prime(row.slug, row);
    return byKey(ids, rows, (row) => row.id);
  });
  const courseBySlug: DataLoader<string, RestCourse | null> = new DataLoader(
    bySlug(async (slugs) => {
      const rows = await api.coursesBySlug(slugs);
      for (const row of rows) courseById.prime(row.id, row);
      return rows;
    }),
  );

  return {
    courseById,
    courseBySlug,
    sectionBySlug: new DataLoader<string, RestSection | null>(bySlug((slugs) => api.sectionsBySlug(slugs))),
    categoryBySlug: new DataLoader<string, RestCategory | null>(
      bySlug(async (slugs) => flattenCategories(await api.categoriesBySlug(slugs))),
    ),
    /** All runs of a course (past and upcoming), by start date. */
    runsByCourseSlug: new DataLoader<string, RestRun[]>(async (slugs) => {
      // Runs name their course by id: map ids back to the slugs via the course loader, fetched
      // alongside (on the course page the course is already loaded, so this costs no call).
      const [runs, courses] = await Promise.all([api.runsOfCourses(slugs), courseBySlug.loadMany(slugs)]);
      const slugById = new Map<number, string>();
      for (const course of courses)
        if (course && !(course instanceof Error)) slugById.set(course.id, course.slug);
      return groupBy(slugs, runs, (run) => {
        const slug = run.course === null ? undefined : slugById.get(run.course);
        return slug ? [slug] : [];
      });
    }),
    programsByCourseSlug: new DataLoader<string, RestProgram[]>(async (slugs) =>
      groupBy(slugs, await api.programsOfCourses(slugs), (program) => program.courses.map((c) => c.slug)),
    ),
    /** Key: the category slugs, comma-joined in order; one related-course list per distinct set. */
    coursesWithRunsByCategories: new DataLoader<string, RestCourse[]>((keys) =>
      Promise.all(keys.map((key) => api.coursesWithRunsInCategories(key.split(',')))),
    ),
    runById: new DataLoader<number, RestRun | null>(async (ids) =>
      byKey(ids, await api.runsById(ids), (row) => row.id),
    ),
  };
}

function flattenCategories(rows: RestCategory[]): RestCategory[] {
  return rows.flatMap((row) => [row, ...flattenCategories(row.children ?? [])]);
}

export type EducationLoaders = ReturnType<typeof createEducationLoaders>;
