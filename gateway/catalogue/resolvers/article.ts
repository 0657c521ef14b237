import { GraphQLError } from 'graphql';
import { parseAmount } from '../../../domain/money.ts';
import { pageSize } from '../../base/page-size.ts';
import type { Context } from '../../context.ts';
import type { ArticleImagesResolvers, ArticleResolvers } from '../../generated/resolvers-types.ts';
import type { RestArticle, RestArticleSummary, RestSale } from '../../generated/rest-types.ts';
import { countOf } from '../../shop/availability.ts';
import { articlePrices } from './article-prices.ts';

/**
 * A full article (`article(slug)`, view=full), or a summary as lists, search and related
 * articles bring them: what a row or card shows resolves from the summary; the detail fields
 * (description, the large image, sales, related, accessories) load the full articles of a whole
 * list in one batched call, only when asked for.
 */
export type ArticleParent = RestArticleSummary | RestArticle;

async function full(article: ArticleParent, { catalogue }: Context): Promise<RestArticle> {
  if ('description' in article) return article;
  const loaded = await catalogue.loaders.articleBySlug.load(article.slug);
  if (!loaded)
    throw new GraphQLError('Dit artikel bestaat niet meer.', { extensions: { code: 'NOT_FOUND' } });
  return loaded;
}

const money = (amount: string) => ({ cents: parseAmount(amount) });

export const Article: ArticleResolvers = {
  samId: (article) => article.sam_id,
  description: async (article, _, context) => (await full(article, context)).description,
  images: (article) => article,
  price: (article) => money(article.price),
  specialPrice: (article) => (article.special_price == null ? null : money(article.special_price)),
  stockStatus: (article) => article.stock_status,
  deposit: (article) => (article.deposit == null ? null : money(article.deposit)),
  ...articlePrices,
  // From the request's one category dump: a list's categories and their ancestors cost one call.
  category: async (article, _, { catalogue }) =>
    article.category_id == null
      ? null
      : ((await catalogue.loaders.categories()).byId.get(article.category_id) ?? null),
  sales: async (article, _, context) => {
    const { sales } = await full(article, context);
    const loaded = await Promise.all(sales.map((slug) => context.catalogue.loaders.saleBySlug.load(slug)));
    return loaded.filter((sale): sale is RestSale => sale !== null);
  },
  related: async (article, { first }, context) => {
    const size = pageSize(first, 4, 8);
    return (await full(article, context)).related.slice(0, size);
  },
  accessories: async (article, _, context) => (await full(article, context)).accessories,
  // A list's articles for one period share one availability call (gateway/shop/availability.ts).
  availability: (article, { period, count }, { shop }) =>
    article.type === 'RENTAL'
      ? shop.availability.load({ period, id: article.id, count: countOf(count) })
      : null,
};

export const ArticleImages: ArticleImagesResolvers = {
  small: (article) => article.image_small,
  medium: (article) => article.image_medium,
  large: async (article, _, context) => (await full(article, context)).image_large,
};
