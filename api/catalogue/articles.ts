import { and, eq, inArray, type SQL } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { countWhere } from '../db/count.ts';
import type { Deps } from '../http/deps.ts';
import { badParam, methodNotAllowed, notFound } from '../http/errors.ts';
import { detailGet, idIn, listGet, type Paths, pathParam, queryParam, slugIn } from '../http/openapi.ts';
import { sendList } from '../http/paging.ts';
import { intListParam, listParam, stringParam } from '../http/params.ts';
import { send } from '../http/send.ts';
import {
  Article,
  ArticleSummary,
  catalogueOrder,
  serializeArticles,
  serializeSummary,
  summaryColumns,
} from './article-shapes.ts';
import { ARTICLE_TYPES, type ArticleType, articles } from './tables.ts';
import { loadCategoryTree } from './tree.ts';

/** An item of `GET /api/shop/articles/`: an ArticleSummary, or with `view=full` an Article. */
export const ArticleListItem = z
  .xor([ArticleSummary, Article])
  .meta({ id: 'ArticleListItem', description: 'An ArticleSummary, or an Article with view=full' });

const VIEWS = ['summary', 'full'] as const;
type View = (typeof VIEWS)[number];

const typeQuery = { type: 'string', enum: [...ARTICLE_TYPES] };

export const articlesPaths: Paths = {
  '/shop/articles/': listGet('Articles in catalogue order (category tree, brand, name)', ArticleListItem, [
    queryParam('type', 'Only articles of this type.', typeQuery),
    queryParam('view', 'summary (default): ArticleSummary items; full: Article items (the article page).', {
      type: 'string',
      enum: [...VIEWS],
    }),
    idIn,
    slugIn,
  ]),
  '/shop/articles/{slug}/': detailGet('One article with its related articles and accessories', Article, [
    pathParam('slug', 'Article slug (unique across the types)'),
  ]),
};

/** `type`: RENTAL, SALE or OCCASION; absent or empty: every type. */
export function typeParam(req: Request): ArticleType | undefined {
  const value = stringParam(req, 'type');
  if (value === undefined) return undefined;
  if (!(ARTICLE_TYPES as readonly string[]).includes(value)) {
    throw badParam('type', `Onbekend type "${value.slice(0, 40)}"; kies RENTAL, SALE of OCCASION.`);
  }
  return value as ArticleType;
}

function viewParam(req: Request): View {
  const value = stringParam(req, 'view') ?? 'summary';
  if (!(VIEWS as readonly string[]).includes(value)) {
    throw badParam('view', `Onbekende weergave "${value.slice(0, 40)}"; kies summary of full.`);
  }
  return value as View;
}

function filters(req: Request): SQL | undefined {
  const conditions: (SQL | undefined)[] = [];
  const type = typeParam(req);
  if (type) conditions.push(eq(articles.type, type));
  const ids = intListParam(req, 'id__in');
  if (ids) conditions.push(inArray(articles.id, ids));
  const slugs = listParam(req, 'slug__in');
  if (slugs) conditions.push(inArray(articles.slug, slugs));
  return and(...conditions);
}

export function articlesRouter({ db }: Deps): Router {
  const router = Router({ strict: true });

  router
    .route('/shop/articles/')
    .get(async (req: Request, res: Response) => {
      const view = viewParam(req);
      const where = filters(req);
      const tree = await loadCategoryTree(db);
      const order = catalogueOrder(tree.order);
      await sendList(req, res, ArticleListItem, {
        count: () => countWhere(db, articles, where),
        rows: async (page) => {
          const columns =
            view === 'full' ? { ...summaryColumns, description: articles.description } : summaryColumns;
          const query = db
            .select(columns)
            .from(articles)
            .where(where)
            .orderBy(...order);
          const rows = await (page ? query.limit(page.limit).offset(page.offset) : query);
          return view === 'full'
            ? serializeArticles(db, rows as ((typeof rows)[number] & { description: string })[])
            : rows.map(serializeSummary);
        },
      });
    })
    .all(methodNotAllowed);

  router
    .route('/shop/articles/:slug/')
    .get(async (req: Request<{ slug: string }>, res: Response) => {
      const rows = await db
        .select({ ...summaryColumns, description: articles.description })
        .from(articles)
        .where(eq(articles.slug, req.params.slug));
      const [article] = await serializeArticles(db, rows);
      if (!article) throw notFound();
      send(res, Article, article);
    })
    .all(methodNotAllowed);

  return router;
}
