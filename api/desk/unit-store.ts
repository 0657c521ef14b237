import { sql } from 'drizzle-orm';
import type { Db } from '../db/open-database.ts';

// Rental units as rows (api/desk/README.md "Units"): what the seed and the desk share. An
// article's count of units in service (`articles.units`, what availability reads) is kept by the
// database from these rows (trigger `rental_units_count`, migration 0017), never written here.

type Tx = Pick<Db, 'execute'>;

/** What an asset tag may be once trimmed and upper-cased (what a USB scanner types). */
export const ASSET_TAG = /^[A-Z0-9][A-Z0-9._/-]{0,39}$/;

/**
 * An asset tag as typed or scanned: trimmed (a scanner ends with Enter), upper case (tags are
 * case-insensitive). Null when it is no tag.
 */
export function normalizeTag(raw: string): string | null {
  const tag = raw.trim().toUpperCase();
  return ASSET_TAG.test(tag) ? tag : null;
}

/** The generated asset tag of an article's n-th unit: `SL-<article id>-<nn>` (nn from 01). */
export const generatedTag = (articleId: number, n: number) => `SL-${articleId}-${String(n).padStart(2, '0')}`;

/**
 * Gives every rental article without unit rows one row per unit of its stock (`articles.units`),
 * tagged `SL-<article id>-<nn>`: what migration 0017 did for a catalogue that existed, for a
 * database seeded after it. Answers how many rows were added.
 */
export async function seedRentalUnits(tx: Tx, now: Date = new Date()): Promise<number> {
  const result = await tx.execute(sql`
    insert into rental_units (article_id, asset_tag, created_at)
    select a.id, 'SL-' || a.id || '-' || lpad(n::text, 2, '0'), ${now.toISOString()}::timestamptz
    from articles a cross join lateral generate_series(1, a.units) as n
    where a.type = 'RENTAL' and a.units > 0
      and not exists (select 1 from rental_units u where u.article_id = a.id)
    order by a.id, n
    on conflict (asset_tag) do nothing
    returning id`);
  return (result as unknown as { rows: unknown[] }).rows.length;
}
