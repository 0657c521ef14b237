import { asc, inArray } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import type { Deps } from '../http/deps.ts';
import { methodNotAllowed } from '../http/errors.ts';
import * as t from './tables.ts';

export type HomepageConfigAnswer = {
  banner_items: {
    id: number;
    content: string;
    image: string;
    links: { id: number; link_name: string; link_target: string }[];
  }[];
};

export function homepageConfigRouter({ db }: Deps): Router {
  const router = Router({ strict: true });

  router
    .route('/homepageconfig/')
    .get(async (_req: Request, res: Response) => {
      const items = await db
        .select()
        .from(t.bannerItems)
        .orderBy(asc(t.bannerItems.position), asc(t.bannerItems.id));
      const links =
        items.length === 0
          ? []
          : await db
              .select()
              .from(t.bannerLinks)
              .where(
                inArray(
                  t.bannerLinks.bannerItemId,
                  items.map((i) => i.id),
                ),
              )
              .orderBy(asc(t.bannerLinks.position), asc(t.bannerLinks.id));
      const answer: HomepageConfigAnswer = {
        banner_items: items.map((item) => ({
          id: item.id,
          content: item.content,
          image: item.image,
          links: links
            .filter((l) => l.bannerItemId === item.id)
            .map((l) => ({ id: l.id, link_name: l.linkName, link_target: l.linkTarget })),
        })),
      };
      res.json(answer);
    })
    .all(methodNotAllowed);

  return router;
}
