import { eq, inArray } from 'drizzle-orm';
import type { Db } from '../db/open-database.ts';
import * as t from './tables.ts';

/** Ids of the courses in any of the categories with these slugs, as a subquery for `inArray`. */
export function coursesInCategories(db: Db, slugs: string[]) {
  return db
    .select({ id: t.courseCategories.courseId })
    .from(t.courseCategories)
    .innerJoin(t.categories, eq(t.categories.id, t.courseCategories.categoryId))
    .where(inArray(t.categories.slug, slugs));
}
