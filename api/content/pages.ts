import { eq } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import type { Deps } from '../http/deps.ts';
import { methodNotAllowed, notFound } from '../http/errors.ts';
import { detailGet, Id, type Paths, pathParam } from '../http/openapi.ts';
import { Block, pagesWithBlocks } from './blocks.ts';
import * as t from './tables.ts';

export const Page = z
  .object({
    id: Id,
    title: z.string(),
    slug: z.string(),
    template: z.enum(['DEFAULT', 'CAMPAIGN', 'PAGEALTERNATEBLOCKS', 'MOVING']),
    blocks: z.array(Block),
  })
  .meta({ id: 'Page' });
export type PageAnswer = z.output<typeof Page>;

export const pagesPaths: Paths = {
  '/main/pages/{path}/': detailGet('A content page by path', Page, [
    pathParam('path', 'Page path; may contain slashes (over-ons/team); home is the home page'),
  ]),
};

// Content pages by path; the path may contain slashes (`/api/main/pages/over-ons/team/`).
export function pagesRouter({ db }: Deps): Router {
  const router = Router({ strict: true });

  router
    .route(/^\/main\/pages\/(.+)\/$/)
    .get(async (req: Request, res: Response) => {
      const raw = (req.params as Record<string, string | undefined>)[0] ?? '';
      const path = raw.replace(/^\/+|\/+$/g, '');
      const rows = path ? await db.select().from(t.pages).where(eq(t.pages.path, path)) : [];
      const [page] = await pagesWithBlocks(db, rows);
      if (!page?.path) throw notFound();
      const answer: PageAnswer = {
        id: page.id,
        title: page.title,
        slug: page.path,
        template: page.template as PageAnswer['template'],
        blocks: page.blocks,
      };
      res.json(answer);
    })
    .all(methodNotAllowed);

  return router;
}
