// Nested parts of a list answer are loaded for a whole result page in one query each (never one
// query per row) and handed out per owner id with these helpers.

function groupBy<T, K>(rows: T[], key: (row: T) => K | null): Map<K, T[]> {
  const map = new Map<K, T[]>();
  for (const row of rows) {
    const k = key(row);
    if (k === null) continue;
    const list = map.get(k);
    if (list) list.push(row);
    else map.set(k, [row]);
  }
  return map;
}

/** Values per owner id; owners without rows get an empty list from `get`. */
export class Grouped<V> {
  private readonly map: Map<number, V[]>;
  constructor(map: Map<number, V[]> = new Map()) {
    this.map = map;
  }
  get(id: number): V[] {
    return this.map.get(id) ?? [];
  }
}

/** Rows grouped by `key` (null: left out), each mapped through `value`. */
export function grouped<T, V>(rows: T[], key: (row: T) => number | null, value: (row: T) => V): Grouped<V> {
  const map = new Map<number, V[]>();
  for (const [k, list] of groupBy(rows, key)) map.set(k, list.map(value));
  return new Grouped(map);
}
