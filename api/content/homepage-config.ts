import { asc, inArray } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import type { Deps } from '../http/deps.ts';
import { methodNotAllowed } from '../http/errors.ts';
import { Id, json, type Paths, ref } from '../http/openapi.ts';
import { send } from '../http/send.ts';
import * as t from './tables.ts';

export const HomepageConfig = z
  .object({
    banner_items: z.array(
      z.object({
        id: Id,
        content: z.string(),
        image: z.string(),
        links: z.array(z.object({ id: Id, link_name: z.string(), link_target: z.string() })),
      }),
    ),
  })
  .meta({ id: 'HomepageConfig' });
export type HomepageConfigAnswer = z.output<typeof HomepageConfig>;

export const homepageConfigPaths: Paths = {
  '/homepageconfig/': {
    get: { summary: 'Home page banners', responses: { '200': json(ref(HomepageConfig), 'Banner items') } },
  },
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
      send(res, HomepageConfig, answer);
    })
    .all(methodNotAllowed);

  return router;
}
