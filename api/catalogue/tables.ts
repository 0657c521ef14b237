import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  customType,
  date,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { inList } from '../db/check.ts';

// The catalogue's tables: one category tree per article type, the articles (rental, sale and
// occasion), which categories hold them, sale campaigns (`actie`) with their articles, and the
// accessories that go with a rental article. Money is integer cents. Only the seeder writes them.

export const ARTICLE_TYPES = ['RENTAL', 'SALE', 'OCCASION'] as const;
export type ArticleType = (typeof ARTICLE_TYPES)[number];
export const STOCK_STATUSES = ['in_stock', 'ext_stock', 'out_of_stock', 'unknown'] as const;
export type StockStatus = (typeof STOCK_STATUSES)[number];

const tsvector = customType<{ data: string }>({ dataType: () => 'tsvector' });

export const articleCategories = pgTable(
  'article_categories',
  {
    id: serial('id').primaryKey(),
    type: text('type').notNull(),
    parentId: integer('parent_id').references((): AnyPgColumn => articleCategories.id, {
      onDelete: 'cascade',
    }),
    position: integer('position').notNull(),
    slug: text('slug').notNull(),
    name: text('name').notNull(),
    // The heading of the category's list page (`data.name`), e.g. "Cinema camera's huren".
    title: text('title').notNull(),
  },
  (t) => [
    check('article_categories_type_check', sql`${t.type} in (${inList(ARTICLE_TYPES)})`),
    // A slug is unique among its siblings, so a slug path names one category of a type.
    uniqueIndex('article_categories_sibling_slug_unique').on(t.type, sql`coalesce(${t.parentId}, 0)`, t.slug),
    index('article_categories_parent_idx').on(t.parentId),
  ],
);

export const articles = pgTable(
  'articles',
  {
    id: serial('id').primaryKey(),
    samId: text('sam_id').notNull().unique(), // the article number in the rental system
    slug: text('slug').notNull().unique(), // unique across all types
    name: text('name').notNull(),
    brand: text('brand').notNull(),
    description: text('description').notNull(), // plain text, paragraphs split by a blank line
    type: text('type').notNull(),
    priceCents: integer('price_cents').notNull(), // the day price for RENTAL
    specialPriceCents: integer('special_price_cents'),
    stockStatus: text('stock_status').notNull(),
    depositCents: integer('deposit_cents'), // borg, RENTAL only
    // How many of a rental article the shop has (null for sale and occasion articles): a placed
    // order reserves some of them for its period (api/orders reservations, DESIGN.md "Rental
    // availability"). `stock_status` stays a label.
    units: integer('units'),
    categoryId: integer('category_id')
      .notNull()
      .references(() => articleCategories.id),
    // Search words the article's own text lacks, kept by the writer: the names of the categories
    // holding it (and their ancestors) and words for its type ("huren", "kopen", "occasion"). Dutch
    // plurals the stemmer cannot join to their singular ("statieven" and "statief", "lenzen" and
    // "lens") then still find the articles of that category.
    keywords: text('keywords').notNull().default(''),
    // Full-text document (PostgreSQL `dutch`): the name weighs most (A), then the brand and the
    // keywords (B: what the article is), then the description (C).
    // The words the search matches (search-text.ts `articleSearchTerms`, written with the
    // article): the name's words, model joins, singulars and compound parts (`name_terms`), and
    // those of the keywords (`tag_terms`). `terms_vector` holds them unstemmed (`simple`): the
    // name's at weight A, the tags' at B.
    nameTerms: text('name_terms').notNull().default(''),
    tagTerms: text('tag_terms').notNull().default(''),
    termsVector: tsvector('terms_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('simple'::regconfig, "name_terms"), 'A') || setweight(to_tsvector('simple'::regconfig, "tag_terms"), 'B')`,
      ),
    searchVector: tsvector('search_vector')
      .notNull()
      .generatedAlwaysAs(
        sql`setweight(to_tsvector('dutch'::regconfig, "name"), 'A') || setweight(to_tsvector('dutch'::regconfig, "brand"), 'B') || setweight(to_tsvector('dutch'::regconfig, "description"), 'C') || setweight(to_tsvector('dutch'::regconfig, "keywords"), 'B')`,
      ),
  },
  (t) => [
    check('articles_type_check', sql`${t.type} in (${inList(ARTICLE_TYPES)})`),
    check('articles_stock_status_check', sql`${t.stockStatus} in (${inList(STOCK_STATUSES)})`),
    check('articles_price_check', sql`${t.priceCents} >= 0`),
    check(
      'articles_special_price_check',
      sql`${t.specialPriceCents} is null or ${t.specialPriceCents} between 0 and ${t.priceCents}`,
    ),
    check(
      'articles_units_check',
      sql`(${t.type} = 'RENTAL') = (${t.units} is not null) and coalesce(${t.units}, 0) >= 0`,
    ),
    check(
      'articles_deposit_check',
      sql`${t.depositCents} is null or (${t.depositCents} >= 0 and ${t.type} = 'RENTAL')`,
    ),
    // No index on `type`: three values, so it never narrows much, and it would draw the planner
    // away from the text indexes of a search within one type.
    // The lists in catalogue order, walked per primary category (search-pass.ts): brand and name
    // as they are ordered. Migration 0013 adds `include (type, stock_status)` (drizzle cannot say
    // it), so a list's count and filters read the index alone; not keys, so a text search within
    // a type is not drawn to it as a type index.
    index('articles_list_idx').on(
      t.categoryId,
      sql`${t.brand} collate "C"`,
      sql`${t.name} collate "C"`,
      t.id,
    ),
    index('articles_search_idx').using('gin', t.searchVector),
    index('articles_terms_idx').using('gin', t.termsVector),
    // The name's terms alone (brand and model included): a broad text search reads the articles
    // named so before those matched only by their categories (search-pass.ts).
    index('articles_name_terms_idx').using('gin', sql`to_tsvector('simple'::regconfig, ${t.nameTerms})`),
    // pg_trgm: typos and model numbers as written (`word_similarity`, operator `<%`).
    index('articles_name_trgm_idx').using('gin', t.name.op('gin_trgm_ops')),
    // The article named exactly as typed (search-query.ts `top`), found without its trigrams.
    index('articles_name_lower_idx').on(sql`lower(${t.name})`),
    index('articles_brand_trgm_idx').using('gin', t.brand.op('gin_trgm_ops')),
    index('articles_sam_id_trgm_idx').using('gin', t.samId.op('gin_trgm_ops')),
  ],
);

/** Every category an article is listed in, its primary category (`articles.category_id`) included. */
export const articleCategoryLinks = pgTable(
  'article_category_links',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    categoryId: integer('category_id')
      .notNull()
      .references(() => articleCategories.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.categoryId] }),
    index('article_category_links_category_idx').on(t.categoryId),
  ],
);

export const sales = pgTable(
  'sales',
  {
    id: serial('id').primaryKey(),
    slug: text('slug').notNull().unique(),
    name: text('name').notNull(),
    type: text('type').notNull(),
    description: text('description').notNull(),
    endsOn: date('ends_on'), // last day of the campaign; null: open-ended
  },
  (t) => [check('sales_type_check', sql`${t.type} in (${inList(ARTICLE_TYPES)})`)],
);

export const saleArticles = pgTable(
  'sale_articles',
  {
    saleId: integer('sale_id')
      .notNull()
      .references(() => sales.id, { onDelete: 'cascade' }),
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.saleId, t.articleId] }),
    index('sale_articles_article_idx').on(t.articleId),
  ],
);

/** What goes with a rental article (batteries, media, lenses), in the order it is offered. */
export const articleAccessories = pgTable(
  'article_accessories',
  {
    articleId: integer('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    accessoryId: integer('accessory_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    position: integer('position').notNull(),
  },
  (t) => [
    primaryKey({ columns: [t.articleId, t.accessoryId] }),
    check('article_accessories_not_itself', sql`${t.articleId} <> ${t.accessoryId}`),
  ],
);

const cText = customType<{ data: string }>({ dataType: () => 'text collate "C"' });

/**
 * The lexicon of our own words: every term of the articles' `name_terms` and `tag_terms`, in how
 * many articles it occurs (`df`), and whether it is a word as written (`surface`: not a model join
 * or a number; only these are offered in "Bedoelde je …?", found by the partial trigram index).
 * Rebuilt whole by lexicon.ts after the catalogue is written.
 */
export const searchLexicon = pgTable(
  'search_lexicon',
  {
    term: cText('term').primaryKey(),
    df: integer('df').notNull(),
    surface: boolean('surface').notNull(),
  },
  (t) => [
    index('search_lexicon_surface_trgm_idx')
      .using('gin', sql`${t.term} gin_trgm_ops`)
      .where(sql`${t.surface}`),
  ],
);

/**
 * What a typo'd word finds a lexicon word by (search-text.ts `lexiconKeys`, the symmetric-delete
 * method): the word's one-letter deletions from 5 letters, two-letter ones from 9.
 */
export const searchLexiconKeys = pgTable(
  'search_lexicon_keys',
  {
    key: cText('key').notNull(),
    term: cText('term')
      .notNull()
      .references(() => searchLexicon.term, { onDelete: 'cascade' }),
  },
  (t) => [primaryKey({ columns: [t.key, t.term] })],
);

/**
 * Searches that found nothing, so the shop sees what people miss: the normalised query, how often
 * and when last. No IP address, no session, nothing else. Bounded (search.ts): at most
 * MAX_MISSES rows, queries of at most 100 characters.
 */
export const searchMisses = pgTable('search_misses', {
  query: text('query').primaryKey(),
  count: integer('count').notNull().default(1),
  firstSeen: timestamp('first_seen', { withTimezone: true }).notNull().defaultNow(),
  lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
});
