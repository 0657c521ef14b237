import type { RestArticleSummary, RestCategoryDump, RestSale } from '../generated/rest-types.ts';
import { type ArticleTypeCode, type CategoryNode, indexCategories } from './category-tree.ts';

// The catalogue's pages for /sitemap.xml (http/seo.ts), as the web routes them (SPEC §2,
// web/src/app/paths.ts): lists end in '/', an article's page does not.

const PREFIX: Record<ArticleTypeCode, string> = {
  RENTAL: '/verhuur/',
  SALE: '/verkoop/',
  OCCASION: '/occasions/',
};

/** Sale campaigns have pages for these types only (`/verkoop/actie/…`, `/occasions/actie/…`). */
const CAMPAIGN_TYPES: readonly ArticleTypeCode[] = ['SALE', 'OCCASION'];

const segments = (path: string) => path.split('/').map(encodeURIComponent).join('/');

/** Every list page of the three trees, every article page and every campaign page. */
export function cataloguePaths(
  dump: RestCategoryDump,
  articles: readonly RestArticleSummary[],
  sales: readonly RestSale[],
): string[] {
  const { roots } = indexCategories(dump);
  const lists = (nodes: CategoryNode[]): string[] =>
    nodes.flatMap((node) => [`${PREFIX[node.type]}${segments(node.path)}/`, ...lists(node.children)]);
  return [
    ...Object.values(PREFIX),
    ...Object.values(roots).flatMap(lists),
    ...sales
      .filter((sale) => CAMPAIGN_TYPES.includes(sale.type))
      .map((sale) => `${PREFIX[sale.type]}actie/${encodeURIComponent(sale.slug)}/`),
    ...articles.map((article) => `${PREFIX[article.type]}artikel/${encodeURIComponent(article.slug)}`),
  ];
}
