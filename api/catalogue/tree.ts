import { asc } from 'drizzle-orm';
import type { Db } from '../db/open-database.ts';
import { byName } from '../db/order.ts';
import { ARTICLE_TYPES, type ArticleType, articleCategories } from './tables.ts';

// The three category trees are small (tens of rows): every call that needs them reads them whole in
// one query and works on them in memory (descendants for `cat`, ancestors for `category_ids`, the
// tree order articles are listed in, the slug paths).

export type CategoryNode = {
  id: number;
  type: ArticleType;
  parentId: number | null;
  position: number;
  slug: string;
  name: string;
  title: string;
  /** Slugs from the root joined by `/`: the URL path after the type prefix. */
  path: string;
  children: CategoryNode[];
};

export type CategoryTree = {
  roots: Record<ArticleType, CategoryNode[]>;
  byId: Map<number, CategoryNode>;
  /** Every id in tree order (RENTAL, SALE, OCCASION; depth first, siblings by position). */
  order: number[];
  /** The category and all below it; empty for an unknown id. */
  descendants(id: number): number[];
  /** The category and every one above it; empty for an unknown id. */
  withAncestors(id: number): number[];
};

export async function loadCategoryTree(db: Db): Promise<CategoryTree> {
  const rows = await db
    .select()
    .from(articleCategories)
    .orderBy(asc(articleCategories.position), byName(articleCategories.name), asc(articleCategories.id));
  const byId = new Map<number, CategoryNode>(
    rows.map((r) => [
      r.id,
      {
        id: r.id,
        type: r.type as ArticleType,
        parentId: r.parentId,
        position: r.position,
        slug: r.slug,
        name: r.name,
        title: r.title,
        path: '',
        children: [],
      },
    ]),
  );
  const roots = Object.fromEntries(ARTICLE_TYPES.map((type) => [type, [] as CategoryNode[]])) as Record<
    ArticleType,
    CategoryNode[]
  >;
  for (const node of byId.values()) {
    const parent = node.parentId === null ? undefined : byId.get(node.parentId);
    if (parent) parent.children.push(node);
    else roots[node.type].push(node);
  }
  const order: number[] = [];
  // `seen` guards against a parent cycle in edited data.
  const seen = new Set<number>();
  const walk = (nodes: CategoryNode[], prefix: string) => {
    for (const node of nodes) {
      if (seen.has(node.id)) continue;
      seen.add(node.id);
      node.path = prefix ? `${prefix}/${node.slug}` : node.slug;
      order.push(node.id);
      walk(node.children, node.path);
    }
  };
  for (const type of ARTICLE_TYPES) walk(roots[type], '');

  return {
    roots,
    byId,
    order,
    descendants(id) {
      const start = byId.get(id);
      if (!start) return [];
      const ids: number[] = [];
      const visit = (node: CategoryNode) => {
        if (ids.includes(node.id)) return;
        ids.push(node.id);
        node.children.forEach(visit);
      };
      visit(start);
      return ids;
    },
    withAncestors(id) {
      const ids: number[] = [];
      for (let node = byId.get(id); node && !ids.includes(node.id); ) {
        ids.push(node.id);
        node = node.parentId === null ? undefined : byId.get(node.parentId);
      }
      return ids;
    },
  };
}
