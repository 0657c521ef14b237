import { and, asc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { countWhere } from '../db/count.ts';
import { jsonArray } from '../db/json-array.ts';
import type { Db } from '../db/open-database.ts';
import type { Deps } from '../http/deps.ts';
import { methodNotAllowed } from '../http/errors.ts';
import { commaList, Id, idIn, listGet, type Paths, queryParam } from '../http/openapi.ts';
import { sendList } from '../http/paging.ts';
import { intListParam, listParam, stringParam } from '../http/params.ts';
import * as t from './tables.ts';

export const Program = z
  .object({
    id: Id,
    courses: z.array(z.object({ id: Id, slug: z.string() })),
    items: z.array(z.object({ name: z.string(), description: z.string() })),
  })
  .meta({ id: 'Program' });
export type ProgramAnswer = z.output<typeof Program>;

export const programsPaths: Paths = {
  '/programs/': listGet('Course programmes', Program, [
    queryParam('courses__slug', 'Only the programme of this course.'),
    queryParam('courses__slug__in', 'Only programmes of these courses.', commaList),
    idIn,
  ]),
};

/** A programme with its courses (by id) and items (in their order): one query for any number. */
const programWithParts = {
  id: t.programs.id,
  courses: jsonArray<ProgramAnswer['courses'][number]>(
    sql`json_build_object('id', ${t.courses.id}, 'slug', ${t.courses.slug})`,
    sql`${t.courses.id}`,
    sql`from ${t.programCourses} inner join ${t.courses} on ${t.courses.id} = ${t.programCourses.courseId} where ${t.programCourses.programId} = ${t.programs.id}`,
  ),
  items: jsonArray<ProgramAnswer['items'][number]>(
    sql`json_build_object('name', ${t.programItems.name}, 'description', ${t.programItems.description})`,
    sql`${t.programItems.position}, ${t.programItems.id}`,
    sql`from ${t.programItems} where ${t.programItems.programId} = ${t.programs.id}`,
  ),
};

function filters(req: Request, db: Db): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const slugs = [stringParam(req, 'courses__slug'), listParam(req, 'courses__slug__in')];
  for (const slug of slugs) {
    if (!slug) continue;
    const ofCourses = db
      .select({ id: t.programCourses.programId })
      .from(t.programCourses)
      .innerJoin(t.courses, eq(t.courses.id, t.programCourses.courseId))
      .where(Array.isArray(slug) ? inArray(t.courses.slug, slug) : eq(t.courses.slug, slug));
    conditions.push(inArray(t.programs.id, ofCourses));
  }
  const ids = intListParam(req, 'id__in');
  if (ids) conditions.push(inArray(t.programs.id, ids));
  return and(...conditions);
}

export function programsRouter({ db }: Deps): Router {
  const router = Router({ strict: true });

  router
    .route('/programs/')
    .get(async (req: Request, res: Response) => {
      const where = filters(req, db);
      await sendList(req, res, Program, {
        count: () => countWhere(db, t.programs, where),
        rows: async (page) => {
          const query = db.select(programWithParts).from(t.programs).where(where).orderBy(asc(t.programs.id));
          return await (page ? query.limit(page.limit).offset(page.offset) : query);
        },
      });
    })
    .all(methodNotAllowed);

  return router;
}
