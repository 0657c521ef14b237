import DataLoader from 'dataloader';
import type { EducationApi } from './datasources/education-api.ts';
import type {
  BlockModel,
  CategoryModel,
  CourseModel,
  ProgramModel,
  RunModel,
  SectionModel,
  WidgetModel,
} from './models.ts';

// One set of loaders per GraphQL request: each batches the keys asked for in one tick into a
// single REST call through the `__in` filters. Nothing is cached beyond the request.

function byKey<K, V>(keys: readonly K[], rows: V[], keyOf: (row: V) => K): (V | null)[] {
  const map = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.map((key) => map.get(key) ?? null);
}

function groupBy<K, V>(keys: readonly K[], rows: V[], keysOf: (row: V) => K[]): V[][] {
  const map = new Map<K, V[]>(keys.map((key) => [key, []]));
  for (const row of rows) for (const key of keysOf(row)) map.get(key)?.push(row);
  return keys.map((key) => map.get(key) ?? []);
}

export function createLoaders(api: EducationApi) {
  const courseById: DataLoader<number, CourseModel | null> = new DataLoader(async (ids) => {
    const rows = await api.coursesById(ids);
    for (const row of rows) courseBySlug.prime(row.slug, row);
    return byKey(ids, rows, (row) => row.id);
  });
  const courseBySlug: DataLoader<string, CourseModel | null> = new DataLoader(async (slugs) => {
    const rows = await api.coursesBySlug(slugs);
    for (const row of rows) courseById.prime(row.id, row);
    return byKey(slugs, rows, (row) => row.slug);
  });

  return {
    courseById,
    courseBySlug,
    sectionBySlug: new DataLoader<string, SectionModel | null>(async (slugs) =>
      byKey(slugs, await api.sectionsBySlug(slugs), (row) => row.slug),
    ),
    categoryBySlug: new DataLoader<string, CategoryModel | null>(async (slugs) =>
      byKey(slugs, flattenCategories(await api.categoriesBySlug(slugs)), (row) => row.slug),
    ),
    /** All runs of a course (past and upcoming), by start date. */
    runsByCourseSlug: new DataLoader<string, RunModel[]>(async (slugs) => {
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
    programsByCourseSlug: new DataLoader<string, ProgramModel[]>(async (slugs) =>
      groupBy(slugs, await api.programsOfCourses(slugs), (program) => program.courses.map((c) => c.slug)),
    ),
    blocksByInternalPageId: new DataLoader<number, BlockModel[] | null>(async (ids) =>
      byKey(ids, await api.internalPagesById(ids), (row) => row.id).map((page) => page?.blocks ?? null),
    ),
    /** Key: the category slugs, comma-joined in order; one related-course list per distinct set. */
    coursesWithRunsByCategories: new DataLoader<string, CourseModel[]>((keys) =>
      Promise.all(keys.map((key) => api.coursesWithRunsInCategories(key.split(',')))),
    ),
    runById: new DataLoader<number, RunModel | null>(async (ids) =>
      byKey(ids, await api.runsById(ids), (row) => row.id),
    ),
    widgetByRef: new DataLoader<string, WidgetModel | null>(async (refs) =>
      byKey(refs, await api.widgetsByRef(refs), (row) => row.ref),
    ),
  };
}

function flattenCategories(rows: CategoryModel[]): CategoryModel[] {
  return rows.flatMap((row) => [row, ...flattenCategories(row.children ?? [])]);
}

export type Loaders = ReturnType<typeof createLoaders>;
