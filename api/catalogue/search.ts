import { and, eq, inArray, type SQL, sql } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import type { Deps } from '../http/deps.ts';
import { badParam, methodNotAllowed } from '../http/errors.ts';
import { commaList, Detail, FieldErrors, Id, json, type Paths, queryParam, ref } from '../http/openapi.ts';
import { listParam, parseInteger, rawParam, stringParam } from '../http/params.ts';
import { send } from '../http/send.ts';
import { ArticleSummary, serializeSummary } from './article-shapes.ts';
import { typeParam } from './articles.ts';
import { AbsentKind, absentKind } from './search-kinds.ts';
import { recordMiss, suggest } from './search-misses.ts';
import { MATCH_CAP, SEARCH_TIMEOUT_MS, searchPass } from './search-pass.ts';
import { readQuery, textMatch } from './search-query.ts';
import { normalizeText } from './search-text.ts';
import {
  ARTICLE_TYPES,
  articleCategoryLinks,
  articles,
  STOCK_STATUSES,
  type StockStatus,
  saleArticles,
  sales,
} from './tables.ts';
import { loadCategoryTree } from './tree.ts';

// GET /api/search/: the article lists and the home search (api/catalogue/README.md).
//
// `q` is read against the lexicon of our own words (search-query.ts): typos, model spellings,
// Dutch plurals and compounds, English words. Its groups of words are AND-ed; when that finds
// nothing anywhere, OR-ed and ranked by how many groups match (the description's full text then
// counts too). Still nothing: a "Bedoelde je …?" suggestion and a count of the miss
// (search-misses.ts). Every arm is an indexed operator (GIN on terms_vector and search_vector,
// GIN trigram on sam_id), so at 100,000 articles PostgreSQL answers from the indexes.

export const PAGE_SIZE = 12;
export const MAX_WINDOW = 48;
export const MAX_Q = 100;

export const SearchResult = z
  .object({
    articles: z.array(ArticleSummary),
    category_ids: z
      .array(Id)
      .describe(
        'Categories (ancestors included) holding a match of q, type and facets, ignoring cat; in tree order (with q: of the matches read, see count_capped)',
      ),
    count: z
      .int()
      .min(0)
      .describe(
        `Matches with every filter applied; with q counted up to ${MATCH_CAP} (count_capped: more match)`,
      ),
    count_capped: z
      .boolean()
      .describe(
        `q matches more than ${MATCH_CAP} articles: count says ${MATCH_CAP}, and the window is ranked and paged among the first ${MATCH_CAP} read (the exact name or article number first)`,
      ),
    has_more: z.boolean().describe('More matches follow this window (within the counted ones)'),
    suggestion: z
      .string()
      .nullable()
      .describe(
        'When q matches nothing and asks for no absent kind: a query of our own words close to it ("Bedoelde je …?"), else null',
      ),
    absent_kind: AbsentKind.nullable().describe(
      'When q asks for a kind of gear the catalogue (of the type asked) does not hold, such as cables: what to tell the visitor and the nearest category; else null',
    ),
  })
  .meta({ id: 'SearchResult' });
export type SearchResultAnswer = z.output<typeof SearchResult>;

const nonNegative = { type: 'integer', minimum: 0 };

export const searchPaths: Paths = {
  '/search/': {
    get: {
      summary: 'Search and filter articles: the article lists (12 a page) and the home search (start/end)',
      parameters: [
        queryParam(
          'q',
          `Search text (at most ${MAX_Q} characters); empty: no text filter. Ranked when given.`,
        ),
        queryParam('type', 'Only articles of this type; absent: every type.', {
          type: 'string',
          enum: [...ARTICLE_TYPES],
        }),
        queryParam('cat', 'A category id: articles of that category and the ones below it.', {
          type: 'integer',
          minimum: 0,
        }),
        queryParam(
          'facets',
          'sale:{slug} (articles of that campaign) and stock:{in_stock|ext_stock|out_of_stock|unknown}; ' +
            'values of one facet are OR-ed, different facets AND-ed.',
          commaList,
        ),
        queryParam('page', `1-based page of ${PAGE_SIZE}; not together with start/end.`, {
          type: 'integer',
          minimum: 1,
        }),
        queryParam('start', '0-based index of the first article (default 0).', nonNegative),
        queryParam(
          'end',
          `Index after the last article (default start + ${PAGE_SIZE}; at most start + ${MAX_WINDOW}).`,
          nonNegative,
        ),
      ],
      responses: {
        '200': json(ref(SearchResult), 'SearchResult'),
        '400': json(
          ref(FieldErrors),
          'A parameter could not be understood (a Dutch message on that parameter).',
        ),
        '503': json(
          ref(Detail),
          `The search took longer than ${SEARCH_TIMEOUT_MS / 1000} s on the server and was stopped (a Dutch message; Retry-After).`,
        ),
      },
    },
  },
};

type Window = { offset: number; limit: number };

const present = (req: Request, name: string) => {
  const value = rawParam(req, name)?.trim();
  return value ? value : undefined;
};

function windowParam(req: Request): Window {
  const page = present(req, 'page');
  const start = present(req, 'start');
  const end = present(req, 'end');
  if (page !== undefined) {
    if (start !== undefined || end !== undefined)
      throw badParam('page', 'Gebruik page of start/end, niet allebei.');
    const n = parseInteger(page);
    if (n === null || n < 1) throw badParam('page', 'Voer een paginanummer in: een geheel getal vanaf 1.');
    return { offset: (n - 1) * PAGE_SIZE, limit: PAGE_SIZE };
  }
  const from = start === undefined ? 0 : parseInteger(start);
  if (from === null) throw badParam('start', 'Voer een geheel getal van 0 of meer in.');
  const to = end === undefined ? from + PAGE_SIZE : parseInteger(end);
  if (to === null) throw badParam('end', 'Voer een geheel getal van 0 of meer in.');
  if (to <= from) throw badParam('end', 'end moet groter zijn dan start.');
  if (to - from > MAX_WINDOW)
    throw badParam('end', `Vraag hoogstens ${MAX_WINDOW} artikelen tegelijk (end - start).`);
  return { offset: from, limit: to - from };
}

function qParam(req: Request): string | undefined {
  const q = stringParam(req, 'q');
  // Counted as typed and as read: a ligature ("ﬃ") is three letters once normalised.
  if (q !== undefined && ([...q].length > MAX_Q || normalizeText(q).length > MAX_Q))
    throw badParam('q', `Zoek met hoogstens ${MAX_Q} tekens.`);
  return q;
}

function catParam(req: Request): number | undefined {
  const value = present(req, 'cat');
  if (value === undefined) return undefined;
  const id = parseInteger(value);
  if (id === null) throw badParam('cat', 'Voer het id van een categorie in (een geheel getal).');
  return id;
}

const show = (text: string) => (text.length > 40 ? `${text.slice(0, 40)}…` : text);
const STOCK_CHOICES = 'in_stock, ext_stock, out_of_stock of unknown';

function facetsParam(req: Request): { sales: string[]; stocks: StockStatus[] } {
  const facets = { sales: [] as string[], stocks: [] as StockStatus[] };
  for (const item of listParam(req, 'facets') ?? []) {
    const colon = item.indexOf(':');
    const name = colon < 0 ? item : item.slice(0, colon);
    const value = colon < 0 ? '' : item.slice(colon + 1).trim();
    if (name === 'stock') {
      if (!value) throw badParam('facets', `Geef een voorraadstatus na "stock:" (${STOCK_CHOICES}).`);
      if (!(STOCK_STATUSES as readonly string[]).includes(value)) {
        throw badParam('facets', `Onbekende voorraadstatus "${show(value)}"; kies ${STOCK_CHOICES}.`);
      }
      facets.stocks.push(value as StockStatus);
    } else if (name === 'sale') {
      if (!value) throw badParam('facets', 'Geef de slug van een actie na "sale:".');
      facets.sales.push(value);
    } else {
      throw badParam(
        'facets',
        `Onbekend filter "${show(item)}"; gebruik sale:{slug} of stock:{voorraadstatus}.`,
      );
    }
  }
  return facets;
}

export function searchRouter({ db }: Deps): Router {
  const router = Router({ strict: true });

  router
    .route('/search/')
    .get(async (req: Request, res: Response) => {
      // Every parameter is read (and a bad one refused) before the database is asked anything.
      const q = qParam(req);
      const type = typeParam(req);
      const cat = catParam(req);
      const facets = facetsParam(req);
      const window = windowParam(req);

      const reading = q === undefined || q.trim() === '' ? undefined : await readQuery(db, q);
      const inSale =
        facets.sales.length > 0
          ? inArray(
              articles.id,
              db
                .select({ id: saleArticles.articleId })
                .from(saleArticles)
                .innerJoin(sales, eq(sales.id, saleArticles.saleId))
                .where(inArray(sales.slug, facets.sales)),
            )
          : undefined;

      const tree = await loadCategoryTree(db);
      let inCategory: SQL | undefined;
      if (cat !== undefined) {
        const ids = tree.descendants(cat);
        inCategory =
          ids.length === 0
            ? sql`false`
            : inArray(
                articles.id,
                db
                  .select({ id: articleCategoryLinks.articleId })
                  .from(articleCategoryLinks)
                  .where(inArray(articleCategoryLinks.categoryId, ids)),
              );
      }

      // Everything but the category: `category_ids` shows where in the tree the matches are.
      const filtered = (text: { match: SQL } | undefined) =>
        and(
          type ? eq(articles.type, type) : undefined,
          text?.match,
          inSale,
          facets.stocks.length > 0 ? inArray(articles.stockStatus, facets.stocks) : undefined,
        );
      const run = async (text: ReturnType<typeof textMatch> | undefined) => {
        const { count, capped, rows, holding } = await searchPass(db, {
          base: filtered(text),
          inCategory,
          // The name matching implies the text matching: `named` need not ask both (two indexes).
          text: text && { ...text, named: filtered({ match: text.named }) as SQL },
          treeOrder: tree.order,
          categories: type ? tree.order.filter((id) => tree.byId.get(id)?.type === type) : tree.order,
          ...window,
        });
        return [count, rows, holding, capped] as const;
      };

      // Every word first; when that finds nothing anywhere, the words from the end dropped one by
      // one, then any word (or the description).
      let [count, rows, holding, capped] = await run(reading && textMatch(reading, 'all'));
      if (reading && count === 0 && holding.length === 0) {
        let found = false;
        for (let n = reading.groups.length - 1; n >= 1 && !found; n--) {
          const text = textMatch(reading, n);
          const [any] = await db.select({ id: articles.id }).from(articles).where(filtered(text)).limit(1);
          if (any) {
            [count, rows, holding, capped] = await run(text);
            found = true;
          }
        }
        if (!found) [count, rows, holding, capped] = await run(textMatch(reading, 'any'));
      }
      // A kind of gear we lack is said as such (search-kinds.ts), rather than "Bedoelde je …?".
      const absent = await absentKind(db, reading, type, tree);
      let suggestion: string | null = null;
      if (reading && holding.length === 0) {
        const missed = facets.sales.length === 0 && facets.stocks.length === 0;
        [suggestion] = await Promise.all([
          absent ? null : suggest(db, reading),
          missed ? recordMiss(db, reading) : null,
        ]);
      }
      const withAncestors = new Set(holding.flatMap((id) => tree.withAncestors(id)));
      const answer: SearchResultAnswer = {
        articles: rows.map(serializeSummary),
        category_ids: tree.order.filter((id) => withAncestors.has(id)),
        count,
        count_capped: capped,
        has_more: window.offset + rows.length < count,
        suggestion,
        absent_kind: absent,
      };
      send(res, SearchResult, answer);
    })
    .all(methodNotAllowed);

  return router;
}
