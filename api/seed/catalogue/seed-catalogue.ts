import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { addDays } from '../../../domain/dates.ts';
import { articleSearchTerms } from '../../catalogue/search-text.ts';
import type { ArticleType, StockStatus } from '../../catalogue/tables.ts';
import * as t from '../../catalogue/tables.ts';
import type * as schema from '../../db/schema.ts';
import { seedRentalUnits } from '../../desk/unit-store.ts';
import { describe, type Kind } from './descriptions.ts';
import { catalogueSeed } from './index.ts';
import type { CatalogueSeed, CategorySeed } from './types.ts';

// Inserts the catalogue's seed content. Deterministic: no randomness; what varies between articles
// (stock status, a special price) follows from a hash of the article's slug, ids follow the order
// of the seed, and campaign end dates are offsets from "today".

type Tx = PgDatabase<PgQueryResultHKT, typeof schema>;

/** Words a visitor adds to a search for an article of each type ("sony fx6 huren"). */
export const TYPE_KEYWORDS: Record<ArticleType, string> = {
  RENTAL: 'huren verhuur',
  SALE: 'kopen nieuw',
  OCCASION: 'occasion occasions tweedehands gebruikt',
};
const SAM_BASE: Record<ArticleType, number> = { RENTAL: 10_101, SALE: 20_101, OCCASION: 30_101 };
const SLUG_SUFFIX: Record<ArticleType, string> = { RENTAL: 'huren', SALE: 'kopen', OCCASION: 'occasion' };

/** FNV-1a: a stable 32-bit hash, the seed's only source of variation. */
function stableHash(text: string): number {
  let hash = 0x811c9dc5;
  for (const char of text) {
    hash ^= char.codePointAt(0) ?? 0;
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** "Sony FE 24-70mm f/2.8 GM II" → "sony-fe-24-70mm-f-2-8-gm-ii". */
function slugify(text: string): string {
  return text
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function stockStatus(type: ArticleType, slug: string): StockStatus {
  const n = stableHash(slug) % 20;
  if (type === 'RENTAL')
    return n < 15 ? 'in_stock' : n < 18 ? 'out_of_stock' : n < 19 ? 'ext_stock' : 'unknown';
  if (type === 'SALE') return n < 9 ? 'in_stock' : n < 16 ? 'ext_stock' : n < 18 ? 'out_of_stock' : 'unknown';
  return n < 16 ? 'in_stock' : n < 19 ? 'out_of_stock' : 'unknown';
}

/**
 * How many of a rental article the shop has, as a rental house stocks them: batteries and media
 * by the ten (10-20), power stations and cheap accessories a few (2-5), expensive gear one or two,
 * most things one to three. Varied by the slug's hash, so every seed gives the same numbers.
 */
function rentalUnits(kind: Kind, euros: number, slug: string): number {
  const n = stableHash(`${slug}#units`);
  if (kind === 'battery' || kind === 'media') return 10 + (n % 11);
  if (euros >= 250) return 1 + (n % 2);
  if (kind === 'power' || euros <= 25) return 2 + (n % 4);
  return 1 + (n % 3);
}

/** About 15% off: whole euros for a day price, a price ending in 9 for a sale price. */
function reducedPrice(type: ArticleType, cents: number): number {
  const euros = cents / 100;
  const reduced = type === 'RENTAL' ? Math.floor(euros * 0.85) : Math.floor((euros * 0.88) / 10) * 10 - 1;
  return Math.max(1, Math.min(reduced, euros - 1)) * 100;
}

const toCents = (euros: number) => Math.round(euros * 100);

type CategoryRef = { id: number; names: string[] };

async function insertTrees(tx: Tx, trees: CatalogueSeed['trees']): Promise<Map<string, CategoryRef>> {
  const refs = new Map<string, CategoryRef>();
  const insert = async (
    type: ArticleType,
    nodes: CategorySeed[],
    parent: CategoryRef | null,
    path: string,
  ) => {
    for (const [position, node] of nodes.entries()) {
      const [row] = await tx
        .insert(t.articleCategories)
        .values({
          type,
          parentId: parent?.id ?? null,
          position,
          slug: node.slug,
          name: node.name,
          title: node.title,
        })
        .returning({ id: t.articleCategories.id });
      if (!row) throw new Error('category insert returned nothing');
      const nodePath = path ? `${path}/${node.slug}` : node.slug;
      const ref = { id: row.id, names: [...(parent?.names ?? []), node.name] };
      refs.set(`${type}:${nodePath}`, ref);
      await insert(type, node.children ?? [], ref, nodePath);
    }
  };
  for (const [type, roots] of Object.entries(trees) as [ArticleType, CategorySeed[]][]) {
    await insert(type, roots, null, '');
  }
  return refs;
}

export async function seedCatalogue(
  tx: Tx,
  today: string,
  data: CatalogueSeed = catalogueSeed,
): Promise<void> {
  const categories = await insertTrees(tx, data.trees);
  const category = (type: ArticleType, path: string, owner: string) => {
    const ref = categories.get(`${type}:${path}`);
    if (!ref) throw new Error(`seed: ${owner} names unknown ${type} category "${path}"`);
    return ref;
  };
  const inCampaign = new Set(data.sales.flatMap((s) => s.articles.map((name) => `${s.type}:${name}`)));

  const slugs = new Set<string>();
  const uniqueSlug = (type: ArticleType, name: string) => {
    const base = slugify(name);
    let slug = slugs.has(base) ? `${base}-${SLUG_SUFFIX[type]}` : base;
    for (let n = 2; slugs.has(slug); n++) slug = `${base}-${SLUG_SUFFIX[type]}-${n}`;
    slugs.add(slug);
    return slug;
  };

  const rows: (typeof t.articles.$inferInsert)[] = [];
  const links: { key: string; categoryIds: number[] }[] = [];
  const counter: Record<ArticleType, number> = { RENTAL: 0, SALE: 0, OCCASION: 0 };
  for (const group of data.groups) {
    for (const item of group.items) {
      const [brand, model, euros, feature, extra = {}] = item;
      const { type } = group;
      const name = extra.name ?? `${brand} ${model}`;
      const owner = `${type} article "${name}"`;
      const primary = category(type, group.path, owner);
      const others = (extra.also ?? []).map((path) => category(type, path, owner));
      const slug = uniqueSlug(type, name);
      const priceCents = toCents(euros);
      let specialPriceCents = extra.special === undefined ? null : toCents(extra.special);
      if (
        specialPriceCents === null &&
        (inCampaign.has(`${type}:${name}`) || stableHash(`${slug}#special`) % 8 === 0)
      ) {
        specialPriceCents = reducedPrice(type, priceCents);
      }
      let depositCents: number | null = null;
      if (type === 'RENTAL' && extra.deposit !== null) {
        depositCents = toCents(extra.deposit ?? Math.max(50, Math.round((euros * 10) / 50) * 50));
      }
      const keywords = `${[...new Set([primary, ...others].flatMap((c) => c.names))].join(' ')} ${TYPE_KEYWORDS[type]}`;
      rows.push({
        samId: `SAM-${SAM_BASE[type] + counter[type]++}`,
        slug,
        name,
        brand,
        description: describe(name, feature || undefined, group.kind, type, rows.length),
        type,
        priceCents,
        specialPriceCents,
        stockStatus: extra.stock ?? stockStatus(type, slug),
        depositCents,
        units: type === 'RENTAL' ? (extra.units ?? rentalUnits(group.kind, euros, slug)) : null,
        categoryId: primary.id,
        keywords,
        ...articleSearchTerms({ name, brand, keywords }),
      });
      links.push({ key: `${type}:${name}`, categoryIds: [primary.id, ...others.map((c) => c.id)] });
    }
  }

  const ids = new Map<string, number>();
  for (let start = 0; start < rows.length; start += 100) {
    const batch = rows.slice(start, start + 100);
    const inserted = await tx.insert(t.articles).values(batch).returning({ id: t.articles.id });
    inserted.forEach((row, i) => {
      const key = links[start + i]?.key;
      if (!key || ids.has(key)) throw new Error(`seed: article "${key}" is listed twice`);
      ids.set(key, row.id);
    });
  }
  const article = (type: ArticleType, name: string, owner: string) => {
    const id = ids.get(`${type}:${name}`);
    if (id === undefined) throw new Error(`seed: ${owner} names unknown ${type} article "${name}"`);
    return id;
  };

  await tx.insert(t.articleCategoryLinks).values(
    links.flatMap(({ key, categoryIds }) => {
      const [type, ...name] = key.split(':') as [ArticleType, ...string[]];
      const articleId = article(type, name.join(':'), 'links');
      return categoryIds.map((categoryId) => ({ articleId, categoryId }));
    }),
  );

  for (const sale of data.sales) {
    const [row] = await tx
      .insert(t.sales)
      .values({
        slug: sale.slug,
        name: sale.name,
        type: sale.type,
        description: sale.description,
        endsOn: sale.endsInDays === null ? null : addDays(today, sale.endsInDays),
      })
      .returning({ id: t.sales.id });
    if (!row) throw new Error('sale insert returned nothing');
    await tx.insert(t.saleArticles).values(
      sale.articles.map((name, position) => ({
        saleId: row.id,
        articleId: article(sale.type, name, `sale ${sale.slug}`),
        position,
      })),
    );
  }

  const accessoryRows = data.accessories.flatMap((a) =>
    a.accessories.map((name, position) => ({
      articleId: article('RENTAL', a.article, 'accessories'),
      accessoryId: article('RENTAL', name, `accessories of ${a.article}`),
      position,
    })),
  );
  if (accessoryRows.length > 0) await tx.insert(t.articleAccessories).values(accessoryRows);
  // Each unit of a rental article's stock as a row of its own (api/desk/README.md "Units").
  await seedRentalUnits(tx);
}
