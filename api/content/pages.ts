import { asc, eq, isNotNull } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { countWhere } from '../db/count.ts';
import type { Deps } from '../http/deps.ts';
import { methodNotAllowed, notFound } from '../http/errors.ts';
import { detailGet, Id, listGet, type Paths, pathParam } from '../http/openapi.ts';
import { sendList } from '../http/paging.ts';
import { send } from '../http/send.ts';
import { Block, selectPagesWithBlocks } from './blocks.ts';
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

/** A content page in the list of all of them (the sitemap): where it is, and its title. */
export const PageSummary = z
  .object({ id: Id, path: z.string(), title: z.string() })
  .meta({ id: 'PageSummary' });
export type PageSummaryAnswer = z.output<typeof PageSummary>;

export const pagesPaths: Paths = {
  '/main/pages/': listGet(
    'Every content page, by path (not the block holders of courses and sections)',
    PageSummary,
    [],
  ),
  '/main/pages/{path}/': detailGet('A content page by path', Page, [
    pathParam('path', 'Page path; may contain slashes (over-ons/team); home is the home page'),
  ]),
};

// Content pages by path; the path may contain slashes (`/api/main/pages/over-ons/team/`).
export function pagesRouter({ db }: Deps): Router {
  const router = Router({ strict: true });

  const contentPages = isNotNull(t.pages.path);
  router
    .route('/main/pages/')
    .get(async (req: Request, res: Response) => {
      await sendList(req, res, PageSummary, {
        count: () => countWhere(db, t.pages, contentPages),
        rows: async (page): Promise<PageSummaryAnswer[]> => {
          const query = db
            .select({ id: t.pages.id, path: t.pages.path, title: t.pages.title })
            .from(t.pages)
            .where(contentPages)
            .orderBy(asc(t.pages.path));
          const rows = await (page ? query.limit(page.limit).offset(page.offset) : query);
          return rows.flatMap((row) => (row.path ? [{ id: row.id, path: row.path, title: row.title }] : []));
        },
      });
    })
    .all(methodNotAllowed);

  router
    .route(/^\/main\/pages\/(.+)\/$/)
    .get(async (req: Request, res: Response) => {
      const raw = (req.params as Record<string, string | undefined>)[0] ?? '';
      const path = raw.replace(/^\/+|\/+$/g, '');
      const [page] = path ? await selectPagesWithBlocks(db).where(eq(t.pages.path, path)) : [];
      if (!page?.path) throw notFound();
      const answer: PageAnswer = {
        id: page.id,
        title: page.title,
        slug: page.path,
        template: page.template as PageAnswer['template'],
        blocks: page.blocks,
      };
      send(res, Page, answer);
    })
    .all(methodNotAllowed);

  return router;
}
