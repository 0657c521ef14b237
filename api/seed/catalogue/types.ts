import type { ArticleType, StockStatus } from '../../catalogue/tables.ts';
import type { Kind } from './descriptions.ts';

// The shape of the catalogue's seed content: plain data, independent of the tables, so the
// content (this folder) and the code that inserts it (seed-catalogue.ts) evolve apart.

/** A category and its subcategories; `title` is the heading of its list page (`data.name`). */
export type CategorySeed = { slug: string; name: string; title: string; children?: CategorySeed[] };

/** Per type, the roots of its tree in menu order. */
export type CategoryTrees = Record<ArticleType, CategorySeed[]>;

export type ItemExtra = {
  /** The full name when it is not "brand model". */
  name?: string;
  /** Borg in euros (RENTAL); default ten day prices, rounded to 50 euros. */
  deposit?: number | null;
  /** A reduced price in euros. */
  special?: number;
  stock?: StockStatus;
  /** How many the shop has (RENTAL); default by kind and price (seed-catalogue.ts `rentalUnits`). */
  units?: number;
  /** Further category paths (of the same type) that list the article too. */
  also?: string[];
};

/** `[brand, model, price in euros (day price for rental), feature?, extra?]`. */
export type Item = [brand: string, model: string, euros: number, feature?: string, extra?: ItemExtra];

/** Articles of one category: `path` is the slug path in the type's tree. */
export type ArticleGroup = { type: ArticleType; path: string; kind: Kind; items: Item[] };

export type SaleSeed = {
  slug: string;
  name: string;
  type: ArticleType;
  description: string;
  /** Days from today to the campaign's last day; null: open-ended. */
  endsInDays: number | null;
  /** Article names (unique within the type), in the campaign's order. */
  articles: string[];
};

/** A rental article's name and the names of the rental articles that go with it. */
export type AccessorySeed = { article: string; accessories: string[] };

export type CatalogueSeed = {
  trees: CategoryTrees;
  groups: ArticleGroup[];
  sales: SaleSeed[];
  accessories: AccessorySeed[];
};
