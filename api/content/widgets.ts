import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { countWhere } from '../db/count.ts';
import type { Deps } from '../http/deps.ts';
import { methodNotAllowed } from '../http/errors.ts';
import { commaList, Id, idIn, listGet, type Paths, queryParam } from '../http/openapi.ts';
import { sendList } from '../http/paging.ts';
import { intListParam, listParam } from '../http/params.ts';
import * as t from './tables.ts';

export const Widget = z
  .object({ id: Id, ref: z.string(), title: z.string(), content: z.string() })
  .meta({ id: 'Widget' });
export type WidgetAnswer = z.output<typeof Widget>;

export const widgetAnswer = (w: typeof t.widgets.$inferSelect): WidgetAnswer => ({
  id: w.id,
  ref: w.ref,
  title: w.title,
  content: w.content,
});

/** A widget named by its id or by its ref. */
export type WidgetKey = { id: number } | { ref: string };
export const widgetWhere = (key: WidgetKey) =>
  'id' in key ? eq(t.widgets.id, key.id) : eq(t.widgets.ref, key.ref);

export const widgetsPaths: Paths = {
  '/main/widgets/': listGet('Widgets', Widget, [queryParam('ref__in', 'Only these refs.', commaList), idIn]),
};

function filters(req: Request): SQL | undefined {
  const refs = listParam(req, 'ref__in');
  const ids = intListParam(req, 'id__in');
  return and(refs && inArray(t.widgets.ref, refs), ids && inArray(t.widgets.id, ids));
}

export function widgetsRouter({ db }: Deps): Router {
  const router = Router({ strict: true });

  router
    .route('/main/widgets/')
    .get(async (req: Request, res: Response) => {
      const where = filters(req);
      await sendList(req, res, Widget, {
        count: () => countWhere(db, t.widgets, where),
        rows: async (page): Promise<WidgetAnswer[]> => {
          const query = db
            .select({
              id: t.widgets.id,
              ref: t.widgets.ref,
              title: t.widgets.title,
              content: t.widgets.content,
            })
            .from(t.widgets)
            .where(where)
            .orderBy(asc(t.widgets.id));
          return page ? query.limit(page.limit).offset(page.offset) : query;
        },
      });
    })
    .all(methodNotAllowed);

  return router;
}
