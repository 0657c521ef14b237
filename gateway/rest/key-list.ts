/** Keys for a `__in` filter: each percent-encoded, comma-joined (api/CONTRACT.md). */
export const keyList = (keys: readonly (string | number)[]) =>
  keys.map((key) => encodeURIComponent(String(key))).join(',');
