import { paths } from '../../domain/paths.ts';
import type { RestArticleSummary, RestCategoryDump, RestSale } from '../generated/rest-types.ts';
import { type ArticleTypeCode, type CategoryNode, indexCategories } from './category-tree.ts';

// The catalogue's pages for /sitemap.xml (http/seo.ts), built by the site's own URLs
// (domain/paths.ts): lists end in '/', an article's page does not.

/** Sale campaigns have pages for these types only (`/verkoop/actie/…`, `/occasions/actie/…`). */
const CAMPAIGN_TYPES: readonly ArticleTypeCode[] = ['SALE', 'OCCASION'];

/** Every list page of the three trees, every article page and every campaign page. */
export function cataloguePaths(
  dump: RestCategoryDump,
  articles: readonly RestArticleSummary[],
  sales: readonly RestSale[],
): string[] {
  const { roots } = indexCategories(dump);
  const lists = (nodes: CategoryNode[]): string[] =>
    nodes.flatMap((node) => [paths.articleList(node.type, node.path), ...lists(node.children)]);
  return [
    paths.rental(),
    paths.sales(),
    paths.occasions(),
    ...Object.values(roots).flatMap(lists),
    ...sales
      .filter((sale) => CAMPAIGN_TYPES.includes(sale.type))
      .map((sale) => paths.saleList(sale.type, sale.slug)),
    ...articles.map((article) => paths.article(article.type, article.slug)),
  ];
}
