// The CSRF cookie (DESIGN: double submit), shared by the entry (main.tsx, early-mutations.ts) and
// the app's Apollo link (apollo.ts). It lives in the entry's chunk.

const COOKIE = 'csrftoken';
const ONE_YEAR_S = 365 * 24 * 60 * 60;

/** The `csrftoken` cookie (readable by scripts), when the browser has one. */
export function csrfToken(): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === COOKIE) return decodeURIComponent(value.join('='));
  }
  return undefined;
}

/**
 * The token a state-changing request echoes in `X-CSRFToken`: the `csrftoken` cookie, made here
 * when the browser has none. The api checks a double submit only (api/http/session.ts: the header
 * equals the cookie, 32 random bytes as base64url), so a token made by our own page is as good as
 * one the api issued: another site can neither read nor set our cookie, nor send the header. The
 * gateway keeps public answers and pages without their cookies, so a visitor whose pages all came
 * from its cache has never been given one; asking for it cost a round trip before the first
 * mutation (on a phone's slow 4G about 0.3 s of the first tap on "In winkelwagen").
 */
export function csrfTokenForRequest(): string | undefined {
  const existing = csrfToken();
  if (existing) return existing;
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  const token = btoa(String.fromCharCode(...bytes))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');
  // As the api sets it: the whole site, a year, SameSite=Lax, Secure over https, readable by scripts.
  // biome-ignore lint/suspicious/noDocumentCookie: the Cookie Store API is not in every browser we serve
  document.cookie = `${COOKIE}=${token}; path=/; max-age=${ONE_YEAR_S}; samesite=lax${location.protocol === 'https:' ? '; secure' : ''}`;
  // Cookies off: none was stored, and the request goes without (the api refuses it, as before).
  return csrfToken();
}
