import { asc, eq } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { byName } from '../db/order.ts';
import type { Deps } from '../http/deps.ts';
import { methodNotAllowed } from '../http/errors.ts';
import { Id, idIn, listGet, type Paths, queryParam, slugIn } from '../http/openapi.ts';
import { sendList } from '../http/paging.ts';
import { intListParam, listParam, stringParam } from '../http/params.ts';
import * as t from './tables.ts';

export const Category = z
  .object({
    id: Id,
    slug: z.string(),
    name: z.string(),
    data: z.object({ name: z.string(), canonical_name: z.string() }),
    get children(): z.ZodArray<typeof Category> {
      return z.array(Category);
    },
  })
  .meta({ id: 'Category' });
export type CategoryAnswer = z.output<typeof Category>;

export const categoriesPaths: Paths = {
  '/categories/': listGet('Course categories by name, children nested', Category, [
    queryParam('courses__sections__slug', 'Only categories with a course in this section.'),
    idIn,
    slugIn,
  ]),
};

type CategoryRow = typeof t.categories.$inferSelect;

// Course categories form a small tree (tens of rows): it is read whole in one query and shaped in
// memory, which also keeps nesting at any depth to a fixed number of queries.
//
// The list answers the roots of the matching categories (those whose parent does not match), or,
// when asked by id__in/slug__in, exactly the matching ones. Children are nested below their parent
// and honour the section filter, not the id/slug filters.
export function categoriesRouter({ db }: Deps): Router {
  const router = Router({ strict: true });

  router
    .route('/categories/')
    .get(async (req: Request, res: Response) => {
      const section = stringParam(req, 'courses__sections__slug');
      const ids = intListParam(req, 'id__in');
      const slugs = listParam(req, 'slug__in');

      const all = await db
        .select()
        .from(t.categories)
        .orderBy(byName(t.categories.name), asc(t.categories.id));
      let inSection: Set<number> | null = null;
      if (section) {
        const rows = await db
          .selectDistinct({ id: t.courseCategories.categoryId })
          .from(t.courseCategories)
          .innerJoin(t.courseSections, eq(t.courseSections.courseId, t.courseCategories.courseId))
          .innerJoin(t.sections, eq(t.sections.id, t.courseSections.sectionId))
          .where(eq(t.sections.slug, section));
        inSection = new Set(rows.map((r) => r.id));
      }
      const visible = (c: CategoryRow) => inSection === null || inSection.has(c.id);
      const matches = (c: CategoryRow) =>
        visible(c) && (!ids || ids.includes(c.id)) && (!slugs || slugs.includes(c.slug));

      const children = new Map<number, CategoryRow[]>();
      for (const c of all) {
        if (c.parentId === null || !visible(c)) continue;
        children.set(c.parentId, [...(children.get(c.parentId) ?? []), c]);
      }
      const shape = (c: CategoryRow, seen: Set<number>): CategoryAnswer => ({
        id: c.id,
        slug: c.slug,
        name: c.name,
        data: { name: c.name, canonical_name: c.canonicalName },
        // `seen` guards against a parent cycle in edited data.
        children: (children.get(c.id) ?? [])
          .filter((child) => !seen.has(child.id))
          .map((child) => shape(child, new Set([...seen, child.id]))),
      });

      const matching = all.filter(matches);
      const matchingIds = new Set(matching.map((c) => c.id));
      const results =
        ids || slugs ? matching : matching.filter((c) => c.parentId === null || !matchingIds.has(c.parentId));
      await sendList(req, res, Category, {
        count: async () => results.length,
        rows: async (page) =>
          (page ? results.slice(page.offset, page.offset + page.limit) : results).map((c) =>
            shape(c, new Set([c.id])),
          ),
      });
    })
    .all(methodNotAllowed);

  return router;
}
