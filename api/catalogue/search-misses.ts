import { sql } from 'drizzle-orm';
import type { Db } from '../db/open-database.ts';
import { type Reading, textArray } from './search-query.ts';
import { normalizeText } from './search-text.ts';

// What a search that found nothing answers and leaves behind: a "Bedoelde je …?" suggestion made
// of our own words, and a count of the (normalised) query in `search_misses`, so the shop can see
// what people look for and miss (`npm run search:misses`). No IP address, no session.

/** At most this many different missed queries are kept; later new ones are not recorded. */
export const MAX_MISSES = 10_000;
const MAX_QUERY = 100;

/**
 * Each word nothing of ours matched replaced by the closest word of the lexicon (trigram
 * similarity, then how common it is); null when no word could be replaced.
 */
export async function suggest(db: Db, reading: Reading): Promise<string | null> {
  const asked = reading.words.filter((w) => w.length >= 3).slice(0, 6);
  if (asked.length === 0) return null;
  const { rows } = (await db.execute(sql`
    select w.word, (
      select l.term from search_lexicon l
      where l.surface and l.term % w.word
      order by similarity(l.term, w.word) desc, l.df desc, l.term
      limit 1
    ) as term
    from unnest(${textArray(asked)}::text[]) as w(word)
  `)) as unknown as { rows: { word: string; term: string | null }[] };
  const closest = new Map(rows.map((r) => [r.word, r.term]));
  let replaced = false;
  const words = reading.words.map((w) => {
    const term = closest.get(w);
    if (!term || term === w) return w;
    replaced = true;
    return term;
  });
  return replaced ? words.join(' ') : null;
}

/** Counts a query that found nothing: one statement, bounded in rows and length. */
export async function recordMiss(db: Db, reading: Reading): Promise<void> {
  const query = normalizeText(reading.q).slice(0, MAX_QUERY);
  if (!query) return;
  await db.execute(sql`
    with bumped as (
      update search_misses set count = count + 1, last_seen = now() where query = ${query} returning 1
    )
    insert into search_misses (query)
    select ${query} where not exists (select 1 from bumped)
      and (select count(*) from search_misses) < ${MAX_MISSES}
    on conflict (query) do update set count = search_misses.count + 1, last_seen = now()
  `);
}
