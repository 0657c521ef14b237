import { asc, desc, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { z } from 'zod';
import { toAmount } from '../../domain/money.ts';
import { grouped } from '../db/grouped.ts';
import type { Db } from '../db/open-database.ts';
import { byName } from '../db/order.ts';
import { Id, Money } from '../http/openapi.ts';
import { ArticleTypeEnum } from './categories.ts';
import {
  type ArticleType,
  articleAccessories,
  articleCategoryLinks,
  articles,
  STOCK_STATUSES,
  type StockStatus,
  saleArticles,
  sales,
} from './tables.ts';

// What an article list row or card shows (ArticleSummary) and what an article page shows
// (Article), declared once and serialized here for every call that answers articles: the search,
// the article list and the article page. A page of full articles costs a fixed number of queries.

export const ArticleSummary = z
  .object({
    id: Id,
    sam_id: z.string().describe('The article number in the rental system'),
    slug: z.string(),
    name: z.string(),
    brand: z.string(),
    type: ArticleTypeEnum,
    image_small: z.string().describe('Root-relative image URL'),
    image_medium: z.string().describe('Root-relative image URL'),
    price: Money.describe('The day price (excl. BTW) for RENTAL, the sale price otherwise'),
    special_price: Money.nullable().describe('A reduced price while it lasts'),
    stock_status: z.enum(STOCK_STATUSES),
    deposit: Money.nullable().describe('Borg per item; RENTAL only'),
    category_id: Id.describe('The primary category'),
  })
  .meta({ id: 'ArticleSummary' });
export type ArticleSummaryAnswer = z.output<typeof ArticleSummary>;

export const Article = z
  .object({
    ...ArticleSummary.shape,
    description: z.string().describe('Plain text; paragraphs separated by a blank line'),
    image_large: z.string().describe('Root-relative image URL'),
    article_type: ArticleTypeEnum.describe('The same as type'),
    category_ids: z.array(Id).describe('Every category listing the article, the primary one first'),
    sales: z.array(z.string()).describe('Slugs of the sale campaigns the article is in'),
    related: z
      .array(ArticleSummary)
      .describe('Up to 8 other articles of the same primary category (so the same type), in stock first'),
    accessories: z.array(ArticleSummary).describe('RENTAL: what goes with it, in order; otherwise empty'),
  })
  .meta({ id: 'Article' });
export type ArticleAnswer = z.output<typeof Article>;

/** The columns a summary needs (never the search vector). */
export const summaryColumns = {
  id: articles.id,
  samId: articles.samId,
  slug: articles.slug,
  name: articles.name,
  brand: articles.brand,
  type: articles.type,
  priceCents: articles.priceCents,
  specialPriceCents: articles.specialPriceCents,
  stockStatus: articles.stockStatus,
  depositCents: articles.depositCents,
  categoryId: articles.categoryId,
};
export type SummaryRow = { [K in keyof typeof summaryColumns]: (typeof articles.$inferSelect)[K] };

const image = (slug: string, size: 'small' | 'medium' | 'large') => `/api/media/articles/${slug}-${size}.svg`;
const money = (cents: number | null) => (cents === null ? null : toAmount(cents));

export function serializeSummary(r: SummaryRow): ArticleSummaryAnswer {
  return {
    id: r.id,
    sam_id: r.samId,
    slug: r.slug,
    name: r.name,
    brand: r.brand,
    type: r.type as ArticleType,
    image_small: image(r.slug, 'small'),
    image_medium: image(r.slug, 'medium'),
    price: toAmount(r.priceCents),
    special_price: money(r.specialPriceCents),
    stock_status: r.stockStatus as StockStatus,
    deposit: money(r.depositCents),
    category_id: r.categoryId,
  };
}

/**
 * The catalogue's order: by the primary category's place in the trees (`treeOrder`, ids depth
 * first), then brand and name in code-point order. The ids come from our own table, so they are
 * written into the statement as literals.
 */
export function catalogueOrder(treeOrder: number[]): SQL[] {
  const ids = treeOrder.filter(Number.isSafeInteger).join(',');
  return [
    ...(ids ? [sql`array_position(array[${sql.raw(ids)}]::int[], ${articles.categoryId})`] : []),
    byName(articles.brand),
    byName(articles.name),
    asc(articles.id),
  ];
}

export const RELATED_LIMIT = 8;

/** Full articles: their own row plus four queries (links, sales, related, accessories) for any number. */
export async function serializeArticles(
  db: Db,
  rows: (SummaryRow & { description: string })[],
): Promise<ArticleAnswer[]> {
  if (rows.length === 0) return [];
  const ids = rows.map((r) => r.id);
  const primaries = [...new Set(rows.map((r) => r.categoryId))];
  const [links, saleRows, neighbours, accessoryRows] = await Promise.all([
    db
      .select({ articleId: articleCategoryLinks.articleId, categoryId: articleCategoryLinks.categoryId })
      .from(articleCategoryLinks)
      .where(inArray(articleCategoryLinks.articleId, ids))
      .orderBy(asc(articleCategoryLinks.categoryId)),
    db
      .select({ articleId: saleArticles.articleId, slug: sales.slug })
      .from(saleArticles)
      .innerJoin(sales, eq(sales.id, saleArticles.saleId))
      .where(inArray(saleArticles.articleId, ids))
      .orderBy(asc(sales.id)),
    // Every article of the page's primary categories: a category holds tens of articles at most.
    db
      .select(summaryColumns)
      .from(articles)
      .where(inArray(articles.categoryId, primaries))
      .orderBy(
        desc(sql`${articles.stockStatus} = 'in_stock'`),
        byName(articles.brand),
        byName(articles.name),
        asc(articles.id),
      ),
    db
      .select({ ...summaryColumns, ownerId: articleAccessories.articleId })
      .from(articleAccessories)
      .innerJoin(articles, eq(articles.id, articleAccessories.accessoryId))
      .where(inArray(articleAccessories.articleId, ids))
      .orderBy(asc(articleAccessories.position)),
  ]);
  const categoriesOf = grouped(
    links,
    (l) => l.articleId,
    (l) => l.categoryId,
  );
  const salesOf = grouped(
    saleRows,
    (s) => s.articleId,
    (s) => s.slug,
  );
  const byCategory = grouped(
    neighbours,
    (n) => n.categoryId,
    (n) => n,
  );
  const accessoriesOf = grouped(
    accessoryRows,
    (a) => a.ownerId,
    ({ ownerId: _, ...a }) => serializeSummary(a),
  );
  return rows.map((r) => ({
    ...serializeSummary(r),
    description: r.description,
    image_large: image(r.slug, 'large'),
    article_type: r.type as ArticleType,
    category_ids: [r.categoryId, ...categoriesOf.get(r.id).filter((id) => id !== r.categoryId)],
    sales: salesOf.get(r.id),
    related: byCategory
      .get(r.categoryId)
      .filter((n) => n.id !== r.id)
      .slice(0, RELATED_LIMIT)
      .map(serializeSummary),
    accessories: r.type === 'RENTAL' ? accessoriesOf.get(r.id) : [],
  }));
}
