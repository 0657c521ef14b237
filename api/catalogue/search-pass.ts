import { type SQL, sql } from 'drizzle-orm';
import { type Db, onServer } from '../db/open-database.ts';
import { HttpError } from '../http/errors.ts';
import type { Detail } from '../http/openapi.ts';
import type { SummaryRow } from './article-shapes.ts';
import { articles } from './tables.ts';

// One statement answers a search (search.ts): the count, the window of articles and the
// categories holding matches. Only the window's rows are read in full.
//
// With q, at most MATCH_CAP + 1 matches are read: a broad word at 100,000 articles ("camera": a
// quarter of them) would otherwise rank, count and place every match, which takes hundreds of
// milliseconds however it is written (each match is a heap row to visit). The matches read are
// the best ones the indexes can tell apart: first those whose name (brand and model included)
// has every word (`named`, on its own index), then the others (`rest`: matched by their
// categories or type words), each in the table's order, which is stable: the database opens
// every connection with `synchronize_seqscans = off` (open-database.ts), so a scan never starts
// where another left off, and on PostgreSQL the statement runs without parallel workers (whose
// rows would arrive in any order). Beyond the cap the count says MATCH_CAP and `capped` is set; the window
// is ranked among the matches read, plus the article whose name or number is exactly q (`top`),
// which always comes first.
//
// Without q (the category lists) every article counts, in the catalogue's order: the primary
// category's place in the trees, then brand, name and id. The matches are counted per primary
// category from `articles_list_idx` alone (it includes type and stock), and the window is read
// from that index within the one or two categories it falls in, so a deep page costs what the
// first does. Where matches are (ignoring the category asked) is one probe of that index per
// category, plus the few links to a category other than the primary one.

export const MATCH_CAP = 1000;

export type Pass = {
  /** Type, text, campaign and stock: everything but the category. */
  base: SQL | undefined;
  /** The category filter (that category and below), when asked. */
  inCategory: SQL | undefined;
  /**
   * Given when q is: the text's rank (higher first), `named` (base with the text matched in the
   * name alone: read first) and the exact name or number (`top`).
   */
  text: { rank: SQL; named: SQL; top: SQL | undefined } | undefined;
  /** Category ids in tree order: the catalogue order after the rank. */
  treeOrder: number[];
  /** The categories a list looks for matches in (those of the asked type); default treeOrder. */
  categories?: number[];
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

/** Ids from our own tables as an array literal (never a parameter: the planner sees them). */
const idArray = (ids: number[]) => sql.raw(`array[${ids.filter(Number.isSafeInteger).join(',')}]::int[]`);

/** The articles of the window, joined to their full rows, after `with …` parts giving `page`. */
const answer = (ctes: SQL, count: SQL, holding: SQL, order: SQL) => sql`
  with ${ctes}
  select
    (${count})::int as count,
    (${holding}) as holding,
    a.id, a.sam_id as "samId", a.slug, a.name, a.brand, a.type, a.price_cents as "priceCents",
    a.special_price_cents as "specialPriceCents", a.stock_status as "stockStatus",
    a.deposit_cents as "depositCents", a.category_id as "categoryId"
  from (select 1) as one
    left join (page p join ${articles} a on a.id = p.id) on true
  order by ${order}
`;

function textQuery(pass: Pass, text: NonNullable<Pass['text']>): SQL {
  const { base, inCategory, cap: most = MATCH_CAP } = pass;
  const ids = pass.treeOrder.filter(Number.isSafeInteger).join(',');
  // The rank, then the catalogue order (article-shapes.ts catalogueOrder).
  const order = (t: string) =>
    sql.raw(
      `${t}.rank desc, ${ids ? `array_position(array[${ids}]::int[], ${t}.category_id), ` : ''}` +
        `${t}.brand collate "C", ${t}.name collate "C", ${t}.id`,
    );
  const columns = sql`${articles.id} as id, ${articles.categoryId} as category_id, ${articles.brand} as brand,
    ${articles.name} as name, ${text.rank} as rank`;
  // No `order by` in the capped reads: ordered, the planner may walk an index filtering by the
  // text, which for a query it misjudges takes 100 ms and more at 100,000 articles.
  const top = text.top
    ? sql`select ${columns} from ${articles} ${where(base, inCategory, text.top)}
        and ${articles.id} not in (select id from matched)`
    : sql`select * from matched where false`;
  // Where the matches are ignores the category: read apart when one is asked.
  const spread = inCategory
    ? sql`select ${articles.id} as id from ${articles} ${where(base)} limit ${most + 1}`
    : sql`select id from matched`;
  const limit = Math.max(0, Math.min(pass.limit, most - pass.offset));
  return answer(
    sql`
    named as materialized (
      select ${columns} from ${articles} ${where(text.named, inCategory)} limit ${most + 1}
    ),
    rest as materialized (
      select ${columns} from ${articles} ${where(base, inCategory)}
        and ${articles.id} not in (select id from named)
      limit (select ${most + 1} - count(*) from named)
    ),
    matched as (select * from named union all select * from rest),
    candidates as (select * from matched union all (${top})),
    spread as materialized (${spread}),
    page as (
      select * from candidates m order by ${order('m')} limit ${limit} offset ${pass.offset}
    )`,
    sql`select count(*) from matched`,
    sql`select array_agg(distinct l.category_id) from article_category_links l
        where l.article_id in (select id from spread)`,
    order('p'),
  );
}

function listQuery(pass: Pass): SQL {
  const { base, inCategory, offset, limit } = pass;
  const end = offset + limit;
  const tree = idArray(pass.treeOrder);
  const categories = idArray(pass.categories ?? pass.treeOrder);
  return answer(
    sql`
    counted as (
      select ${articles.categoryId} as category_id, count(*)::int as n
      from ${articles} ${where(base, inCategory)} group by ${articles.categoryId}
    ),
    placed as (
      select c.category_id, c.n, t.ord,
        (sum(c.n) over (order by t.ord, c.category_id) - c.n)::int as before
      from counted c left join unnest(${tree}) with ordinality as t(id, ord) on t.id = c.category_id
    ),
    page as (
      select p.ord, w.* from placed p cross join lateral (
        select ${articles.id} as id, ${articles.categoryId} as category_id, ${articles.brand} as brand,
          ${articles.name} as name
        from ${articles} ${where(sql`${articles.categoryId} = p.category_id`, base, inCategory)}
        order by ${articles.brand} collate "C", ${articles.name} collate "C", ${articles.id}
        offset greatest(0, ${offset}::int - p.before)
        limit least(p.n, ${end}::int - p.before) - greatest(0, ${offset}::int - p.before)
      ) w
      where p.before < ${end}::int and p.before + p.n > ${offset}::int
    ),
    primaries as (
      select c.id from unnest(${categories}) as c(id)
      where exists (select 1 from ${articles} ${where(sql`${articles.categoryId} = c.id`, base)})
    ),
    holding as (
      select id from primaries
      union
      -- Counted per other category, so the planner reads its links by their index (it would
      -- join every link, or with a limit hope to meet one early in a scan of them all).
      select other.id
      from (select id from unnest(${categories}) as c(id) except select id from primaries) as other
        cross join lateral (
          select count(*) as n from article_category_links l join ${articles} on ${articles.id} = l.article_id
          ${where(sql`l.category_id = other.id`, base)}
        ) as linked
      where linked.n > 0
    )`,
    sql`select coalesce(sum(n), 0) from counted`,
    sql`select array_agg(id) from holding`,
    sql.raw(`p.ord, p.category_id, p.brand collate "C", p.name collate "C", p.id`),
  );
}

/** The statement (also for EXPLAIN in the tests and the benchmark). */
export function passQuery(pass: Pass): SQL {
  return pass.text ? textQuery(pass, pass.text) : listQuery(pass);
}

/** The longest a search statement may take on PostgreSQL before it is cancelled (a 503). */
export const SEARCH_TIMEOUT_MS = 1000;

export const SEARCH_TIMED_OUT: Detail = {
  detail: 'Het zoeken duurde te lang. Probeer het opnieuw, of zoek met meer of andere woorden.',
};

const cancelled = (error: unknown) =>
  [error, (error as { cause?: unknown })?.cause].some((e) => (e as { code?: string })?.code === '57014');

/** Runs a search statement; on a server cancelled after `timeoutMs` with a Dutch 503. */
export async function searchStatement<R>(db: Db, query: SQL, timeoutMs = SEARCH_TIMEOUT_MS): Promise<R[]> {
  const run = async (d: Db) => ((await d.execute(query)) as unknown as { rows: R[] }).rows;
  // A safety net for a plan gone wrong: on a server the statement's own transaction bounds it
  // (three short round trips), and keeps its scans to one process, in the table's order. Not on
  // PGlite (one process anyway): a transaction there skips its prepared statements.
  if (!onServer(db)) return run(db);
  try {
    return await db.transaction(async (tx) => {
      await tx.execute(
        sql`select set_config('statement_timeout', ${String(timeoutMs)}, true),
          set_config('max_parallel_workers_per_gather', '0', true)`,
      );
      return run(tx as unknown as Db);
    });
  } catch (error) {
    if (cancelled(error)) throw new HttpError(503, SEARCH_TIMED_OUT, { 'Retry-After': '2' });
    throw error;
  }
}

export async function searchPass(db: Db, pass: Pass): Promise<PassAnswer> {
  const rows = await searchStatement<Row>(db, passQuery(pass));
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
