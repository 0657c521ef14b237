import { and, asc, eq, inArray, type SQL } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { countWhere } from '../db/count.ts';
import { byName } from '../db/order.ts';
import type { Deps } from '../http/deps.ts';
import { methodNotAllowed, notFound } from '../http/errors.ts';
import {
  detailGet,
  Id,
  IsoDate,
  idIn,
  listGet,
  type Paths,
  pathParam,
  queryParam,
  slugIn,
} from '../http/openapi.ts';
import { sendList } from '../http/paging.ts';
import { intListParam, listParam } from '../http/params.ts';
import { send } from '../http/send.ts';
import { typeParam } from './articles.ts';
import { ArticleTypeEnum } from './categories.ts';
import { ARTICLE_TYPES, type ArticleType, sales } from './tables.ts';

export const Sale = z
  .object({
    id: Id,
    slug: z.string(),
    name: z.string(),
    type: ArticleTypeEnum,
    description: z.string(),
    ends_on: IsoDate.nullable().describe('Last day of the campaign; null when open-ended'),
  })
  .meta({ id: 'Sale' });
export type SaleAnswer = z.output<typeof Sale>;

export const salesPaths: Paths = {
  '/shop/sales/': listGet('Sale campaigns (actie) by name', Sale, [
    queryParam('type', 'Only campaigns of this article type.', { type: 'string', enum: [...ARTICLE_TYPES] }),
    idIn,
    slugIn,
  ]),
  '/shop/sales/{slug}/': detailGet('One sale campaign', Sale, [pathParam('slug', 'Campaign slug')]),
};

type SaleRow = typeof sales.$inferSelect;

const serialize = (r: SaleRow): SaleAnswer => ({
  id: r.id,
  slug: r.slug,
  name: r.name,
  type: r.type as ArticleType,
  description: r.description,
  ends_on: r.endsOn,
});

function filters(req: Request): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const type = typeParam(req);
  if (type) conditions.push(eq(sales.type, type));
  const ids = intListParam(req, 'id__in');
  if (ids) conditions.push(inArray(sales.id, ids));
  const slugs = listParam(req, 'slug__in');
  if (slugs) conditions.push(inArray(sales.slug, slugs));
  return and(...conditions);
}

export function salesRouter({ db }: Deps): Router {
  const router = Router({ strict: true });

  router
    .route('/shop/sales/')
    .get(async (req: Request, res: Response) => {
      const where = filters(req);
      await sendList(req, res, Sale, {
        count: () => countWhere(db, sales, where),
        rows: async (page) => {
          const query = db.select().from(sales).where(where).orderBy(byName(sales.name), asc(sales.id));
          return (await (page ? query.limit(page.limit).offset(page.offset) : query)).map(serialize);
        },
      });
    })
    .all(methodNotAllowed);

  router
    .route('/shop/sales/:slug/')
    .get(async (req: Request<{ slug: string }>, res: Response) => {
      const [row] = await db.select().from(sales).where(eq(sales.slug, req.params.slug));
      if (!row) throw notFound();
      send(res, Sale, serialize(row));
    })
    .all(methodNotAllowed);

  return router;
}
