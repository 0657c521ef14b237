import DataLoader from 'dataloader';
import type {
  RestCategory,
  RestCourse,
  RestCourseCard,
  RestProgram,
  RestRun,
  RestSection,
} from '../generated/rest-types.ts';
import { tracedBatch } from '../observability/tracing.ts';
import { byKey, bySlug, groupBy } from '../rest/by-key.ts';
import type { EducationApi } from './education-api.ts';

// One set of loaders per GraphQL request: each batches the keys asked for in one tick into a
// single REST call through the `__in` filters. Nothing is cached beyond the request.

/** The runs of one course: all of them (`from` null) or those starting on or after `from`. */
export type RunsKey = { id: number; slug: string; from: string | null };
/** Related courses: the first `size` cards in any of `categories` (sorted), without course `exclude`. */
export type RelatedKey = { categories: readonly string[]; exclude: number; size: number };

export function createEducationLoaders(api: EducationApi) {
  const courseById: DataLoader<number, RestCourse | null> = new DataLoader(
    tracedBatch('courseById', async (ids: readonly number[]) => {
      const rows = await api.coursesById(ids);
      for (const row of rows) courseBySlug.prime(row.slug, row);
      return byKey(ids, rows, (row) => row.id);
    }),
  );
  const courseBySlug: DataLoader<string, RestCourse | null> = new DataLoader(
    tracedBatch(
      'courseBySlug',
      bySlug(async (slugs) => {
        const rows = await api.coursesBySlug(slugs);
        for (const row of rows) courseById.prime(row.id, row);
        return rows;
      }),
    ),
  );

  return {
    courseById,
    courseBySlug,
    sectionBySlug: new DataLoader<string, RestSection | null>(
      tracedBatch(
        'sectionBySlug',
        bySlug((slugs) => api.sectionsBySlug(slugs)),
      ),
    ),
    categoryBySlug: new DataLoader<string, RestCategory | null>(
      tracedBatch(
        'categoryBySlug',
        bySlug(async (slugs) => flattenCategories(await api.categoriesBySlug(slugs))),
      ),
    ),
    /** Runs of a course by start date: all, or from a date on (the upcoming ones: from today). */
    runsByCourse: new DataLoader<RunsKey, RestRun[], string>(
      tracedBatch('runsByCourse', async (keys: readonly RunsKey[]) => {
        // One call per distinct `from` (a page asks one): the api filters by date, so no run the
        // caller would throw away is sent. Runs name their course by id, as the keys do.
        const froms = [...new Set(keys.map((key) => key.from))];
        const answers = await Promise.all(
          froms.map((from) =>
            api.runsOfCourses(
              keys.filter((key) => key.from === from).map((key) => key.slug),
              from,
            ),
          ),
        );
        const runsFrom = new Map(froms.map((from, i) => [from, answers[i] ?? []]));
        return keys.map((key) => (runsFrom.get(key.from) ?? []).filter((run) => run.course === key.id));
      }),
      { cacheKeyFn: (key) => `${key.from ?? ''}|${key.slug}` },
    ),
    programsByCourseSlug: new DataLoader<string, RestProgram[]>(
      tracedBatch('programsByCourseSlug', async (slugs: readonly string[]) =>
        groupBy(slugs, await api.programsOfCourses(slugs), (program) => program.courses.map((c) => c.slug)),
      ),
    ),
    /** One call per distinct key, each asking exactly the cards it shows. */
    relatedCourseCards: new DataLoader<RelatedKey, RestCourseCard[], string>(
      tracedBatch('relatedCourseCards', (keys: readonly RelatedKey[]) =>
        Promise.all(keys.map(async (key) => (await api.relatedCourseCards(key)).results)),
      ),
      { cacheKeyFn: (key) => `${key.categories.join(',')}|${key.exclude}|${key.size}` },
    ),
    runById: new DataLoader<number, RestRun | null>(
      tracedBatch('runById', async (ids: readonly number[]) =>
        byKey(ids, await api.runsById(ids), (row) => row.id),
      ),
    ),
  };
}

function flattenCategories(rows: RestCategory[]): RestCategory[] {
  return rows.flatMap((row) => [row, ...flattenCategories(row.children ?? [])]);
}

export type EducationLoaders = ReturnType<typeof createEducationLoaders>;
