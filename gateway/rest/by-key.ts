import { isSlug } from '../../domain/slug.ts';

// Map a batch answer back to the keys a DataLoader asked for, in their order.

export function byKey<K, V>(keys: readonly K[], rows: V[], keyOf: (row: V) => K): (V | null)[] {
  const map = new Map(rows.map((row) => [keyOf(row), row]));
  return keys.map((key) => map.get(key) ?? null);
}

export function groupBy<K, V>(keys: readonly K[], rows: V[], keysOf: (row: V) => K[]): V[][] {
  const map = new Map<K, V[]>(keys.map((key) => [key, []]));
  for (const row of rows) for (const key of keysOf(row)) map.get(key)?.push(row);
  return keys.map((key) => map.get(key) ?? []);
}

/**
 * A DataLoader batch function by slug: a key that is no slug (a NUL byte, 5000 characters) is
 * null without asking the api; the valid ones are fetched in one call.
 */
export function bySlug<V extends { slug: string }>(fetch: (slugs: string[]) => Promise<V[]>) {
  return async (slugs: readonly string[]): Promise<(V | null)[]> => {
    const valid = slugs.filter(isSlug);
    return byKey(slugs, valid.length > 0 ? await fetch(valid) : [], (row) => row.slug);
  };
}
