import { asc, eq, inArray } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { countWhere } from '../db/count.ts';
import type { Deps } from '../http/deps.ts';
import { methodNotAllowed, notFound } from '../http/errors.ts';
import { detailGet, Id, idIn, listGet, type Paths, pathParam } from '../http/openapi.ts';
import { sendList } from '../http/paging.ts';
import { idFromPath, intListParam } from '../http/params.ts';
import { send } from '../http/send.ts';
import { Block, selectPagesWithBlocks } from './blocks.ts';
import * as t from './tables.ts';

export const InternalPage = z
  .object({ id: Id, title: z.string(), blocks: z.array(Block) })
  .meta({ id: 'InternalPage' });
export type InternalPageAnswer = z.output<typeof InternalPage>;

export const internalPagesPaths: Paths = {
  '/main/internalpages/': listGet('Pages by id (the blocks of courses and sections)', InternalPage, [idIn]),
  '/main/internalpages/{id}/': detailGet('One page by id', InternalPage, [
    pathParam('id', 'Page id', { type: 'integer' }),
  ]),
};

// Any page by id: the block holders of courses and sections (`page: {id}`), and content pages.
export function internalPagesRouter({ db }: Deps): Router {
  const router = Router({ strict: true });
  const shape = (p: {
    id: number;
    title: string;
    blocks: InternalPageAnswer['blocks'];
  }): InternalPageAnswer => ({
    id: p.id,
    title: p.title,
    blocks: p.blocks,
  });

  router
    .route('/main/internalpages/')
    .get(async (req: Request, res: Response) => {
      const ids = intListParam(req, 'id__in');
      const where = ids && inArray(t.pages.id, ids);
      await sendList(req, res, InternalPage, {
        count: () => countWhere(db, t.pages, where),
        rows: async (page) => {
          const query = selectPagesWithBlocks(db).where(where).orderBy(asc(t.pages.id));
          return (await (page ? query.limit(page.limit).offset(page.offset) : query)).map(shape);
        },
      });
    })
    .all(methodNotAllowed);

  router
    .route('/main/internalpages/:id/')
    .get(async (req: Request<{ id: string }>, res: Response) => {
      const id = idFromPath(req.params.id);
      const [page] = id === null ? [] : await selectPagesWithBlocks(db).where(eq(t.pages.id, id));
      if (!page) throw notFound();
      send(res, InternalPage, shape(page));
    })
    .all(methodNotAllowed);

  return router;
}
