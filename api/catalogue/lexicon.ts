import { eq, sql } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from '../db/schema.ts';
import { articleSearchTerms, lexiconKeys, textTerms } from './search-text.ts';
import { articles, searchLexicon, searchLexiconKeys } from './tables.ts';

// The lexicon of our own words (tables.ts `search_lexicon`), rebuilt whole from the articles'
// terms after the catalogue is written, and the terms of articles written before the terms
// columns existed. Same statements on PGlite and PostgreSQL.

type Tx = PgDatabase<PgQueryResultHKT, typeof schema>;

const BATCH = 1000;

/** Terms for the articles that have none yet (written before migration 0011); how many. */
export async function fillMissingTerms(tx: Tx): Promise<number> {
  const rows = await tx
    .select({ id: articles.id, name: articles.name, brand: articles.brand, keywords: articles.keywords })
    .from(articles)
    .where(eq(articles.nameTerms, ''));
  for (const row of rows) {
    const { nameTerms, tagTerms } = articleSearchTerms(row);
    await tx.update(articles).set({ nameTerms, tagTerms }).where(eq(articles.id, row.id));
  }
  return rows.length;
}

/** Builds the lexicon anew from every article's terms. */
export async function rebuildLexicon(tx: Tx): Promise<number> {
  const df = new Map<string, number>();
  const surface = new Set<string>();
  const rows = await tx
    .select({
      nameTerms: articles.nameTerms,
      tagTerms: articles.tagTerms,
      name: articles.name,
      keywords: articles.keywords,
    })
    .from(articles);
  for (const row of rows) {
    const seen = new Set(`${row.nameTerms} ${row.tagTerms}`.split(' ').filter(Boolean));
    for (const term of seen) df.set(term, (df.get(term) ?? 0) + 1);
    for (const s of textTerms(`${row.name} ${row.keywords}`, { joins: false }).surface) surface.add(s);
  }
  await tx.delete(searchLexiconKeys);
  await tx.delete(searchLexicon);
  const entries = [...df.entries()];
  for (let start = 0; start < entries.length; start += BATCH) {
    const batch = entries.slice(start, start + BATCH);
    await tx
      .insert(searchLexicon)
      .values(batch.map(([term, n]) => ({ term, df: n, surface: surface.has(term) && !/^\d+$/.test(term) })));
    const keys = batch.flatMap(([term]) => lexiconKeys(term).map((key) => ({ key, term })));
    for (let from = 0; from < keys.length; from += 5 * BATCH) {
      await tx.insert(searchLexiconKeys).values(keys.slice(from, from + 5 * BATCH));
    }
  }
  // PGlite has no autovacuum: without fresh statistics the planner misjudges the new rows.
  await tx.execute(sql`analyze search_lexicon`);
  await tx.execute(sql`analyze search_lexicon_keys`);
  await tx.execute(sql`analyze articles`);
  return entries.length;
}

/** At start: terms for older articles, and a lexicon when it is missing or stale. */
export async function refreshSearchIndex(tx: Tx, { force = false } = {}): Promise<void> {
  const filled = await fillMissingTerms(tx);
  const [row] = await tx.select({ n: sql<number>`count(*)::int` }).from(searchLexicon);
  if (force || filled > 0 || (row?.n ?? 0) === 0) await rebuildLexicon(tx);
}
