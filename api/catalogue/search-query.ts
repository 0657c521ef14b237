import { or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/open-database.ts';
import { compoundSplits, lookupStrings, osa, queryWords, typoBudget, wordForms } from './search-text.ts';
import { type AskedKind, askedKind, synonyms } from './search-words.ts';
import { articles } from './tables.ts';

// How a query is read against the lexicon of our own words (search-text.ts, lexicon.ts) and what
// SQL it becomes. One round trip reads the lexicon for every spelling the words could have; the
// words then become groups of alternatives, each an indexed `terms_vector @@ to_tsquery('simple')`
// term:
// - the word and its singular (`statieven` | `statief`), our word for an English or other one
//   (`tripod` → `statief`), a join with its neighbours that is one of our terms (`fx 6` → `fx6`,
//   `a7s iii` → `a7s3`, `c300 mk3` → `c300mk3`) — these count as exact;
// - our words within the typo budget (1 typo from 5 letters, 2 from 9: insert, delete,
//   substitute, swap two neighbours), the parts of a compound we know (`camerastatief` →
//   `camera & statief`), and for the last word while typing, a prefix (`sennh:*`).
// A word nothing of ours matches is left out (it could only empty the answer). The groups are
// AND-ed; when that finds nothing they are OR-ed, ranked by how many groups an article matches
// (search.ts). Exact terms rank above typos, the exact name or article number above all.

export type Reading = {
  /** Words as read (lower case, model spellings made one). */
  words: string[];
  /** One tsquery fragment per group of words that matched something of ours. */
  groups: string[];
  /** The same groups loosened for the fallback: a compound also by its head (`statief`). */
  loose: string[];
  /** The same groups as ranked: the last word as a prefix only when it is nothing else. */
  ranked: string[];
  /** The exact terms among the alternatives (rank). */
  exact: string[];
  /**
   * Per group, the models of the same series as a model word in it, as a tsquery fragment ('' for
   * none): `300d` → `300x` (the number with another letter). They rank, not match.
   */
  near: string[];
  /** The kind of gear the words ask for (search-words.ts), if any. */
  kind: AskedKind | undefined;
  /** The terms of the lexicon among those read (`kind` is possible only with its terms). */
  known: Set<string>;
  /** Words that matched nothing of ours. */
  unknown: string[];
  /** The article-number part of q, when q is one (`SAM-10234`, `10234`). */
  number: string | undefined;
  q: string;
};

/** A PostgreSQL array literal of terms ([a-z0-9] only, so nothing needs quoting). */
export const textArray = (values: string[]) => `{${values.map((v) => `"${v}"`).join(',')}}`;

/** The article-number part of q (`SAM-10234`, `sam 10234`, `10234`), when q is one. */
export function samNumber(q: string): string | undefined {
  return /^(?:sam[\s-]?)?(\d{3,6})$/i.exec(q.trim())?.[1];
}

type Found = { df: number; surface: boolean };

/** Lexicon words read for the word being typed, and how many of them (the commonest) are used. */
const PREFIX_SCAN = 200;
const COMPLETIONS = 12;
/** Lexicon words read for each model word's number (`300` of `300d`): its series. */
const SERIES_SCAN = 20;

/** The number of a model word that is a number and a letter or two (`300d`, `600dx`, `300d2`). */
const seriesOf = (word: string) => /^(\d{2,})[a-z]{1,2}\d?$/.exec(word)?.[1];

export async function readQuery(db: Db, q: string): Promise<Reading> {
  const { words, typing } = queryWords(q);
  const reading: Reading = {
    words,
    groups: [],
    loose: [],
    ranked: [],
    exact: [],
    unknown: [],
    near: [],
    kind: askedKind(words),
    known: new Set(),
    number: samNumber(q),
    q,
  };
  if (words.length === 0) return reading;
  const { exact, keys } = lookupStrings(words);
  // The kind's terms too: whether the catalogue may hold it is read from the same lookup.
  if (reading.kind) exact.push(...reading.kind.alternatives.flat());
  const last = words[words.length - 1] ?? '';
  const prefix = typing && (last.length >= 2 || (words.length > 1 && last.length >= 1)) ? last : '';
  const series = [...new Set(words.map(seriesOf).filter((n) => n !== undefined))];
  // Each arm on its index: the words by the primary key, the typo keys by the GIN on `keys`.
  const { rows } = (await db.execute(sql`
    select l.term, l.df, l.surface, 'e' as how
      from unnest(${textArray(exact)}::text[]) as w(term) join search_lexicon l on l.term = w.term
    union all
    select l.term, l.df, l.surface, 'k'
      from unnest(${textArray(keys)}::text[]) as w(term) join search_lexicon l on l.term = w.term
    union all
    select l.term, l.df, l.surface, 'k'
      from unnest(${textArray(keys)}::text[]) as w(key)
      join search_lexicon_keys k on k.key = w.key join search_lexicon l on l.term = k.term
    union all
    (select term, df, surface, 'p' from search_lexicon
      where ${prefix} <> '' and term > ${prefix} and term < ${`${prefix}{`} limit ${PREFIX_SCAN})
    union all
    select l.term, l.df, l.surface, 'n' from unnest(${textArray(series)}::text[]) as w(stem)
      cross join lateral (select term, df, surface from search_lexicon
        where term > w.stem and term < w.stem || '{' limit ${SERIES_SCAN}) as l
  `)) as unknown as { rows: { term: string; df: number; surface: boolean; how: string }[] };
  const found = new Map<string, Found>();
  const typoTerms: string[] = [];
  const completions: { term: string; df: number }[] = [];
  const seriesTerms: string[] = [];
  for (const row of rows) {
    if (row.how === 'p') completions.push({ term: row.term, df: Number(row.df) });
    else if (row.how === 'n') seriesTerms.push(row.term);
    else {
      if (row.how === 'k') typoTerms.push(row.term);
      found.set(row.term, { df: Number(row.df), surface: Boolean(row.surface) });
    }
  }
  // The words the last one may be the start of: the most common few, named (a `:*` prefix would
  // leave the planner guessing how many articles match).
  const completed = completions
    .sort((a, b) => b.df - a.df || a.term.localeCompare(b.term))
    .slice(0, COMPLETIONS)
    .map((c) => c.term);
  const has = (term: string) => found.has(term);
  const exactTerms = new Set<string>();

  const ours = (w: string) => {
    const forms = wordForms(w);
    const alts = new Set(forms.filter(has));
    for (const form of forms)
      for (const s of synonyms(form)) for (const f of wordForms(s)) if (has(f)) alts.add(f);
    return [...alts];
  };
  const either = (alts: string[]) => (alts.length === 1 ? (alts[0] ?? '') : `(${alts.join(' | ')})`);
  /** Same number, other letters: `300d` → `300x`, `300d2`; not the word or a plain number. */
  const nearOf = (w: string) => {
    const n = seriesOf(w);
    if (n === undefined) return '';
    const near = seriesTerms.filter((t) => t !== w && new RegExp(`^${n}[a-z]`).test(t) && !t.startsWith(w));
    return near.length > 0 ? either(near) : '';
  };

  /**
   * The alternatives of one word, as a tsquery fragment, and loosened (a compound's head alone),
   * or null when it matches nothing.
   */
  const alternativesOf = (index: number): { strict: string; loose: string; ranked: string } | null => {
    const w = words[index] ?? '';
    const alts = new Set<string>(ours(w));
    const heads = new Set<string>();
    for (const a of alts) exactTerms.add(a);
    const budget = typoBudget(w);
    if (budget > 0) {
      for (const term of typoTerms) {
        if (term !== w && !alts.has(term) && osa(w, term, budget) <= budget) alts.add(term);
      }
    }
    if (!has(w)) {
      // A Dutch compound's head is its last part: a `camerastatief` is a `statief`.
      for (const [left, right] of compoundSplits(w, has).slice(0, 2)) {
        const lefts = ours(left);
        const rights = ours(right);
        if (lefts.length > 0 && rights.length > 0) {
          alts.add(`(${either(lefts)} & ${either(rights)})`);
          heads.add(either(rights));
        }
      }
    }
    // While typing, the last word is also the start of a word (ranked only when it is nothing
    // else): `fx3` also finds the FX30, after the FX3.
    const typingThis = index === words.length - 1 && prefix !== '';
    const ranked =
      alts.size > 0 || !typingThis || completed.length === 0 ? either([...alts]) : either(completed);
    if (typingThis) for (const c of completed) alts.add(c);
    if (alts.size === 0) return null;
    const strict = either([...alts]);
    return { strict, loose: heads.size > 0 ? either([...alts, ...heads]) : strict, ranked };
  };

  for (let i = 0; i < words.length; ) {
    const span = [3, 2].find((n) => i + n <= words.length && has(words.slice(i, i + n).join('')));
    if (span) {
      const joined = words.slice(i, i + span).join('');
      exactTerms.add(joined);
      const parts = Array.from({ length: span }, (_, k) => alternativesOf(i + k));
      const all = parts.every((p) => p !== null) ? `(${parts.map((p) => p?.strict).join(' & ')})` : null;
      const group = all ? `(${joined} | ${all})` : joined;
      reading.groups.push(group);
      reading.loose.push(group);
      reading.ranked.push(joined);
      reading.near.push('');
      i += span;
      continue;
    }
    const alts = alternativesOf(i);
    if (alts) {
      reading.groups.push(alts.strict);
      reading.loose.push(alts.loose);
      reading.ranked.push(alts.ranked);
      reading.near.push(nearOf(words[i] ?? ''));
    } else reading.unknown.push(words[i] ?? '');
    i++;
  }
  reading.exact = [...exactTerms];
  reading.known = new Set(found.keys());
  return reading;
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

/**
 * Where the reading matches and how well. `all`: every group (AND); a number n: the first n groups
 * (AND; search.ts drops words from the end until something is found, as a dedicated engine does);
 * `any`: at least one group or the description's full text (`dutch`), ranked first by how many
 * of the first groups match.
 */
export function textMatch(
  reading: Reading,
  how: 'all' | 'any' | number,
): { match: SQL; named: SQL; rank: SQL; top: SQL | undefined } {
  const terms = articles.termsVector;
  const { number, q } = reading;
  // A number: the first that many groups, loosened, AND-ed (the words after them dropped).
  const mode = how === 'any' ? 'any' : 'all';
  const groups =
    how === 'all' ? reading.groups : typeof how === 'number' ? reading.loose.slice(0, how) : reading.loose;
  const joined = groups.join(mode === 'all' ? ' & ' : ' | ');
  const query = joined ? sql`to_tsquery('simple', ${joined}::text)` : null;
  const exact =
    reading.exact.length > 0 ? sql`to_tsquery('simple', ${reading.exact.join(' | ')}::text)` : null;
  const web = sql`websearch_to_tsquery('dutch', ${q}::text)`;
  const numberMatch = number ? sql`${articles.samId} ilike ${`%${escapeLike(number)}%`}` : undefined;
  const match =
    mode === 'all'
      ? (or(query ? sql`${terms} @@ ${query}` : sql`false`, numberMatch) as SQL)
      : (or(
          query ? sql`${terms} @@ ${query}` : undefined,
          sql`${articles.searchVector} @@ ${web}`,
          numberMatch,
        ) as SQL);
  // The same words in the name alone (its own index): search-pass.ts reads these matches first.
  const named = (or(
    query ? sql`to_tsvector('simple'::regconfig, ${articles.nameTerms}) @@ ${query}` : undefined,
    numberMatch,
  ) ?? sql`false`) as SQL;
  const parts: SQL[] = [];
  // A word in the name counts five times one in the categories (weights D, C, B, A).
  const weights = sql`'{0, 0, 0.2, 1}'::float4[]`;
  const ranked = reading.ranked
    .slice(0, typeof how === 'number' ? how : undefined)
    .join(mode === 'all' ? ' & ' : ' | ');
  if (ranked) parts.push(sql`ts_rank(${weights}, ${terms}, to_tsquery('simple', ${ranked}::text), 1)`);
  if (exact) parts.push(sql`2 * ts_rank(${weights}, ${terms}, ${exact}, 1)`);
  if (mode === 'any') {
    parts.push(sql`0.2 * ts_rank(${articles.searchVector}, ${web}, 1)`);
    // Like a dedicated engine dropping words from the end: the more of the first words an
    // article matches, the higher; then how many groups it matches, strictly or loosely.
    for (let n = 1; n <= reading.groups.length; n++) {
      const first = reading.groups.slice(0, n).join(' & ');
      parts.push(sql`2 * (${terms} @@ to_tsquery('simple', ${first}::text))::int`);
    }
    if (groups.length > 1) {
      for (const group of groups) parts.push(sql`(${terms} @@ to_tsquery('simple', ${group}::text))::int`);
    }
  }
  // A model of the same series as one typed (`300x` for `300d`): in a list without the model
  // itself, the nearest come first.
  for (const near of reading.near) {
    if (near) parts.push(sql`0.5 * (${terms} @@ to_tsquery('simple', ${near}::text))::int`);
  }
  // Of equal matches, the one whose name has fewer words (more of it typed) first.
  parts.push(sql`0.02 / (1 + length(${articles.name}) - length(replace(${articles.name}, ' ', '')))`);
  const typed = q.trim().toLowerCase();
  parts.push(sql`case when lower(${articles.name}) = ${typed} then 10 else 0 end`);
  if (number) parts.push(sql`case when ${articles.samId} = ${`SAM-${number}`} then 10 else 0 end`);
  // The articles those two give first, found on their own indexes (search-pass.ts reads only so
  // many matches): the name by its lower case (from 3 characters), the number by its key.
  const top = or(
    [...typed].length >= 3 ? sql`lower(${articles.name}) = ${typed}` : undefined,
    number ? sql`${articles.samId} = ${`SAM-${number}`}` : undefined,
  );
  return { match, named, rank: sql`(${sql.join(parts, sql` + `)})`, top };
}
