import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import type { Deps } from '../http/deps.ts';
import { methodNotAllowed } from '../http/errors.ts';
import { Id, json, type Paths, ref } from '../http/openapi.ts';
import { send } from '../http/send.ts';
import { ARTICLE_TYPES } from './tables.ts';
import { type CategoryNode, loadCategoryTree } from './tree.ts';

export const ArticleTypeEnum = z
  .enum(ARTICLE_TYPES)
  .describe('RENTAL (/verhuur), SALE (/verkoop), OCCASION (/occasions)');

export const ArticleCategory = z
  .object({
    id: Id,
    name: z.string().describe('Short name for trees and menus'),
    slug: z.string(),
    type: ArticleTypeEnum,
    position: z.int().describe('Order among its siblings'),
    data: z.object({
      name: z.string().describe('Heading of the category’s list page'),
      canonical_name: z
        .string()
        .describe('Slug path from the root (`camera/cinema`): the URL path after the type prefix'),
    }),
    get children(): z.ZodArray<typeof ArticleCategory> {
      return z.array(ArticleCategory);
    },
  })
  .meta({ id: 'ArticleCategory' });
export type ArticleCategoryAnswer = z.output<typeof ArticleCategory>;

export const CategoryDump = z
  .object({
    RENTAL: z.array(ArticleCategory),
    SALE: z.array(ArticleCategory),
    OCCASION: z.array(ArticleCategory),
  })
  .meta({ id: 'CategoryDump', description: 'Per article type the roots of its tree, children nested' });
export type CategoryDumpAnswer = z.output<typeof CategoryDump>;

export const categoryDumpPaths: Paths = {
  '/shop/categorydump/': {
    get: {
      summary: 'The three category trees (rental, sale, occasions), ordered by position, then name',
      responses: { '200': json(ref(CategoryDump), 'CategoryDump') },
    },
  },
};

function shape(node: CategoryNode): ArticleCategoryAnswer {
  return {
    id: node.id,
    name: node.name,
    slug: node.slug,
    type: node.type,
    position: node.position,
    data: { name: node.title, canonical_name: node.path },
    children: node.children.map(shape),
  };
}

export function categoryDumpRouter({ db }: Deps): Router {
  const router = Router({ strict: true });
  router
    .route('/shop/categorydump/')
    .get(async (_req: Request, res: Response) => {
      const tree = await loadCategoryTree(db);
      const answer: CategoryDumpAnswer = {
        RENTAL: tree.roots.RENTAL.map(shape),
        SALE: tree.roots.SALE.map(shape),
        OCCASION: tree.roots.OCCASION.map(shape),
      };
      send(res, CategoryDump, answer);
    })
    .all(methodNotAllowed);
  return router;
}
