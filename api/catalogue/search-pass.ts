import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/open-database.ts';
import type { SummaryRow } from './article-shapes.ts';
import { articles } from './tables.ts';

// One statement answers a search (search.ts): the count, the window of articles and the
// categories holding matches. The matches are found once (`matched`, materialized), and only the
// window's rows are read in full.
//
// A text search reads at most MATCH_CAP + 1 matches: a broad word at 100,000 articles ("camera":
// a quarter of them) would otherwise rank, count and place every match, which takes hundreds of
// milliseconds however it is written (each match is a heap row to visit). Beyond the cap the
// count says MATCH_CAP and `capped` is set; the window is ranked among the matches read, plus the
// article whose name or number is exactly q (`top`), which always comes first. Without q (the
// category lists) every article counts: their order is the catalogue's, not a rank, and `matched`
// is not materialized (tens of thousands of rows would spill to disk; each part scans instead).

export const MATCH_CAP = 1000;

export type Pass = {
  /** Type, text, campaign and stock: everything but the category. */
  base: SQL | undefined;
  /** The category filter (that category and below), when asked. */
  inCategory: SQL | undefined;
  /** The text's rank (higher first) and its exact name or number: given when q is. */
  text: { rank: SQL; top: SQL | undefined } | undefined;
  /** Category ids in tree order: the catalogue order after the rank. */
  treeOrder: number[];
  offset: number;
  limit: number;
  /** The matches a text search reads (MATCH_CAP; smaller in the tests). */
  cap?: number;
};

export type PassAnswer = { count: number; capped: boolean; rows: SummaryRow[]; holding: number[] };

type Row = SummaryRow & { count: number; holding: number[] | null; id: number | null };

const where = (...conditions: (SQL | undefined)[]) => {
  const present = conditions.filter((c) => c !== undefined);
  return present.length > 0 ? sql`where ${sql.join(present, sql` and `)}` : sql``;
};

/** The statement (also for EXPLAIN in the tests and the benchmark). */
export function passQuery(pass: Pass): SQL {
  const { base, inCategory, text, cap: most = MATCH_CAP } = pass;
  const ids = pass.treeOrder.filter(Number.isSafeInteger).join(',');
  // The order of the lists: the rank, then the catalogue order (article-shapes.ts catalogueOrder).
  const order = (t: string) =>
    sql.raw(
      `${text ? `${t}.rank desc, ` : ''}${ids ? `array_position(array[${ids}]::int[], ${t}.category_id), ` : ''}` +
        `${t}.brand collate "C", ${t}.name collate "C", ${t}.id`,
    );
  const columns = sql`${articles.id} as id, ${articles.categoryId} as category_id, ${articles.brand} as brand,
    ${articles.name} as name, ${text?.rank ?? sql`0::float8`} as rank`;
  // The first matches the scan finds. Not `order by id`: the planner then walks the primary key
  // filtering by the text, which for two words it misjudges takes 100 ms at 100,000 articles.
  const cap = text ? sql`limit ${most + 1}` : sql``;
  // The exact name or number, should it lie beyond the matches read.
  const top = text?.top
    ? sql`select ${columns} from ${articles} ${where(base, inCategory, text.top)}
        and ${articles.id} not in (select id from matched)`
    : sql`select * from matched where false`;
  // Where the matches are ignores the category: read apart when one is asked.
  const spread = inCategory
    ? sql`select ${articles.id} as id from ${articles} ${where(base)} ${cap}`
    : sql`select id from matched`;
  const limit = text ? Math.max(0, Math.min(pass.limit, most - pass.offset)) : pass.limit;
  return sql`
    with matched as ${text ? sql`materialized` : sql`not materialized`} (
      select ${columns} from ${articles} ${where(base, inCategory)} ${cap}
    ),
    candidates as (select * from matched union all (${top})),
    spread as materialized (${spread}),
    page as (
      select * from candidates m order by ${order('m')} limit ${limit} offset ${pass.offset}
    )
    select
      (select count(*) from matched)::int as count,
      (select array_agg(distinct l.category_id) from article_category_links l
        where l.article_id in (select id from spread)) as holding,
      a.id, a.sam_id as "samId", a.slug, a.name, a.brand, a.type, a.price_cents as "priceCents",
      a.special_price_cents as "specialPriceCents", a.stock_status as "stockStatus",
      a.deposit_cents as "depositCents", a.category_id as "categoryId"
    from (select 1) as one
      left join (page p join ${articles} a on a.id = p.id) on true
    order by ${order('p')}
  `;
}

export async function searchPass(db: Db, pass: Pass): Promise<PassAnswer> {
  const { rows } = (await db.execute(passQuery(pass))) as unknown as { rows: Row[] };
  const first = rows[0];
  const found = Number(first?.count ?? 0);
  const most = pass.cap ?? MATCH_CAP;
  const capped = pass.text !== undefined && found > most;
  return {
    count: capped ? most : found,
    capped,
    rows: rows.filter((r) => r.id !== null).map(({ count: _, holding: __, ...row }) => row),
    holding: (first?.holding ?? []).map(Number),
  };
}
