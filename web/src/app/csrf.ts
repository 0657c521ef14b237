// The api's CSRF cookie (DESIGN: double submit), shared by the entry (main.tsx) and the app's
// Apollo link (apollo.ts). It lives in the entry's chunk, so both hold the same request in flight.

/** The `csrftoken` cookie the api sets (readable by scripts). */
export function csrfToken(): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === 'csrftoken') return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * Gets the api's `csrftoken` when the browser has none. The gateway caches public answers without
 * their cookies, so a visitor whose pages and queries all came from a cache has never been given
 * one (gateway/graphql/response-cache.ts). One small uncached query (`Cache-Control: no-cache`
 * makes the gateway ask the api) brings it; concurrent callers share that one request, so
 * concurrent mutations all echo the same token. The entry asks it as soon as a button is tapped
 * before the app is there, so the mutation that tap sends need not wait a round trip for it.
 */
let fetchingToken: Promise<string | undefined> | undefined;
export function fetchCsrfToken(): Promise<string | undefined> {
  // '/graphql' is paths.graphql(): the entry does not import paths.ts (it would move into its chunk).
  fetchingToken ??= fetch('/graphql', {
    method: 'POST',
    credentials: 'same-origin',
    headers: { 'content-type': 'application/json', 'cache-control': 'no-cache' },
    body: JSON.stringify({ query: 'query CsrfToken { openDays { id } }' }),
  })
    .then(() => csrfToken())
    // Unreachable now: the mutation goes ahead, and its answer says what went wrong.
    .catch(() => undefined)
    .finally(() => {
      fetchingToken = undefined;
    });
  return fetchingToken;
}
