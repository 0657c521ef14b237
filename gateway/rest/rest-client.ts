import { GraphQLError } from 'graphql';

/** Thrown for an upstream answer the caller may want to treat as "absent" rather than as a failure. */
export class UpstreamNotFound extends Error {}

/** A 400 answer: the api's field errors, `{"field": ["message"], "non_field_errors": [...]}`. */
export class UpstreamRejected extends Error {
  readonly body: Record<string, unknown>;
  constructor(body: Record<string, unknown>) {
    super('rejected');
    this.body = body;
  }
}

export type SendResult<T> = { ok: true; body: T } | { ok: false; errors: Record<string, unknown> };

export type UpstreamCall = { path: string; status: number; started: number; ended: number };

/**
 * The one HTTP client to the REST api, created per GraphQL request.
 *
 * - forwards the browser's Cookie and X-CSRFToken, and keeps a per-request cookie jar so that a
 *   cookie the api sets on an early call is sent on the later ones (one session, not five);
 * - collects every Set-Cookie so the gateway can relay it to the browser;
 * - records each call (path, status, timing) so the gateway can report calls and waves.
 */
export class RestClient {
  readonly calls: UpstreamCall[] = [];
  readonly setCookies = new Map<string, string>();
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly jar = new Map<string, string>();
  private readonly csrfToken: string | undefined;

  constructor(options: { baseUrl: string; timeoutMs: number; cookie?: string; csrfToken?: string }) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs;
    this.csrfToken = options.csrfToken;
    for (const part of (options.cookie ?? '').split(';')) {
      const eq = part.indexOf('=');
      if (eq > 0) this.jar.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
    }
  }

  /** GET `path` (relative to the api root, e.g. `/courses/?no_page=1`) and parse its JSON. */
  async get<T>(path: string): Promise<T> {
    return this.request<T>('GET', path);
  }

  async request<T>(method: string, path: string, body?: unknown): Promise<T> {
    const headers: Record<string, string> = { accept: 'application/json' };
    if (this.jar.size > 0) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    // Only the browser's own header: filling it in from the cookie would defeat the api's
    // double-submit check for every request that reaches the gateway with the cookie alone.
    if (this.csrfToken && method !== 'GET') headers['x-csrftoken'] = this.csrfToken;
    if (body !== undefined) headers['content-type'] = 'application/json';

    const started = performance.now();
    const call: UpstreamCall = { path, status: 0, started, ended: started };
    this.calls.push(call);
    let response: Response;
    try {
      response = await fetch(`${this.baseUrl}${path}`, {
        method,
        headers,
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(this.timeoutMs),
      });
    } catch (error) {
      call.ended = performance.now();
      const timedOut = error instanceof DOMException && error.name === 'TimeoutError';
      throw new GraphQLError(timedOut ? 'De api antwoordde niet op tijd.' : 'De api is niet bereikbaar.', {
        extensions: { code: 'UPSTREAM_UNAVAILABLE', path },
      });
    } finally {
      call.ended = performance.now();
    }
    call.status = response.status;
    this.keepCookies(response.headers.getSetCookie());

    if (response.status === 404) throw new UpstreamNotFound(path);
    const text = await response.text();
    call.ended = performance.now();
    // A rejected form (400) or a failed CSRF check (403) is shown to the visitor, not thrown.
    if ((response.status === 400 || response.status === 403) && method !== 'GET') {
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        body = {};
      }
      throw new UpstreamRejected(
        body !== null && typeof body === 'object' ? (body as Record<string, unknown>) : {},
      );
    }
    if (!response.ok) {
      throw new GraphQLError(`De api gaf een fout (${response.status}).`, {
        extensions: { code: 'UPSTREAM_ERROR', status: response.status, path },
      });
    }
    try {
      return JSON.parse(text) as T;
    } catch {
      throw new GraphQLError('De api gaf een onleesbaar antwoord.', {
        extensions: { code: 'UPSTREAM_ERROR', status: response.status, path },
      });
    }
  }

  /**
   * A state-changing call whose 400 answer is data (field errors for a form), not a failure.
   * Other failures throw as for `get`.
   */
  async send<T>(method: 'POST' | 'PUT' | 'DELETE', path: string, body: unknown): Promise<SendResult<T>> {
    try {
      return { ok: true, body: await this.request<T>(method, path, body) };
    } catch (error) {
      if (error instanceof UpstreamRejected) return { ok: false, errors: error.body };
      throw error;
    }
  }

  /** GET, answering null for a 404 (a missing course or page is data, not an error). */
  async getOrNull<T>(path: string): Promise<T | null> {
    try {
      return await this.get<T>(path);
    } catch (error) {
      if (error instanceof UpstreamNotFound) return null;
      throw error;
    }
  }

  /**
   * Upstream calls and waves. A call's wave is one more than the highest wave of the calls that
   * had finished before it started: calls issued together (one DataLoader batch, or sibling
   * resolvers) share a wave, and a call that had to wait for another's answer starts a new one.
   */
  stats(): { calls: number; waves: number } {
    const waves: number[] = [];
    const sorted = [...this.calls].sort((a, b) => a.started - b.started);
    for (const [i, call] of sorted.entries()) {
      let wave = 1;
      for (let j = 0; j < i; j++) {
        const before = sorted[j];
        if (before && before.ended <= call.started) wave = Math.max(wave, (waves[j] ?? 0) + 1);
      }
      waves.push(wave);
    }
    return { calls: this.calls.length, waves: Math.max(0, ...waves) };
  }

  private keepCookies(setCookies: string[]): void {
    for (const header of setCookies) {
      const pair = header.split(';', 1)[0] ?? '';
      const eq = pair.indexOf('=');
      if (eq <= 0) continue;
      const name = pair.slice(0, eq).trim();
      this.jar.set(name, pair.slice(eq + 1).trim());
      // Last value per cookie name wins: the browser would keep only that one anyway.
      this.setCookies.set(name, header);
    }
  }
}
