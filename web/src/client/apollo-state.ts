/**
 * The id of the `<script type="application/json">` that carries a server-rendered page's Apollo
 * cache (a data block: no inline script runs, so the CSP allows only our own script files).
 */
export const APOLLO_STATE_ID = 'apollo-state';

/** The cache as JSON that is safe inside a script element (no `</script>`, no comment openers). */
export function serializeState(state: unknown): string {
  return JSON.stringify(state)
    .replace(/</g, '\\u003c')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}
