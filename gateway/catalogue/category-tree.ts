import { isSlug } from '../../domain/slug.ts';
import type { RestArticleCategory, RestCategoryDump } from '../generated/rest-types.ts';

export type ArticleTypeCode = keyof RestCategoryDump;

/**
 * A category of the dump with its place in the tree: what `ArticleCategory` resolves from (its
 * ancestors and children without another call).
 */
export type CategoryNode = {
  id: number;
  type: ArticleTypeCode;
  slug: string;
  name: string;
  /** The list page's heading (`data.name`), else the name. */
  title: string;
  /** Slugs from the root joined by `/`: the URL path after the type prefix. */
  path: string;
  parent: CategoryNode | null;
  children: CategoryNode[];
};

/** The three trees of one dump, indexed by id and by type and path. */
export type CategoryIndex = {
  roots: Record<ArticleTypeCode, CategoryNode[]>;
  byId: ReadonlyMap<number, CategoryNode>;
  find(type: ArticleTypeCode, path: string): CategoryNode | null;
};

const TYPES: readonly ArticleTypeCode[] = ['RENTAL', 'SALE', 'OCCASION'];

export function indexCategories(dump: RestCategoryDump): CategoryIndex {
  const byId = new Map<number, CategoryNode>();
  const byPath = new Map<string, CategoryNode>();
  const build = (type: ArticleTypeCode, rows: RestArticleCategory[], parent: CategoryNode | null) =>
    rows.map((row): CategoryNode => {
      // The path is the chain of slugs, the same chain articleCategory(path) walks: what the
      // api calls canonical_name, derived here so a lookup and the field can never disagree.
      const path = parent ? `${parent.path}/${row.slug}` : row.slug;
      const node: CategoryNode = {
        id: row.id,
        type,
        slug: row.slug,
        name: row.name,
        title: row.data.name || row.name,
        path,
        parent,
        children: [],
      };
      byId.set(node.id, node);
      byPath.set(`${type}:${path}`, node);
      node.children = build(type, row.children ?? [], node);
      return node;
    });
  const roots = Object.fromEntries(
    TYPES.map((type) => [type, build(type, dump[type] ?? [], null)]),
  ) as Record<ArticleTypeCode, CategoryNode[]>;
  return { roots, byId, find: (type, path) => byPath.get(`${type}:${path}`) ?? null };
}

/** The chain from the root to `node`, `node` last. */
export function ancestorsOf(node: CategoryNode): CategoryNode[] {
  const chain: CategoryNode[] = [];
  for (let at: CategoryNode | null = node; at; at = at.parent) chain.unshift(at);
  return chain;
}

/**
 * A category path as the URL has it (`camera/cinema`, slashes around it forgiven), or null when
 * it cannot name a category (empty, a segment that is no slug, absurdly long): looked up never.
 */
export function normalisePath(path: string): string | null {
  if (path.length > 500) return null;
  const segments = path.replace(/^\/+|\/+$/g, '').split('/');
  return segments.every(isSlug) ? segments.join('/') : null;
}
