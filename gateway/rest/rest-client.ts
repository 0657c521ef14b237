import { randomBytes } from 'node:crypto';
import { GraphQLError } from 'graphql';
import {
  type Answer,
  type AnyInit,
  buildPath,
  type InitArgs,
  type ListItems,
  type ListPage,
  type ListPaths,
  type Operation,
  type PathsWith,
} from './rest-paths.ts';
import { type UpstreamResponse, upstreamFetch } from './upstream-fetch.ts';

/**
 * The api's answer to a state-changing call: its body, or the field errors of a 400 or 403 (a 404
 * and a 429 too), each with the HTTP status.
 */
export type SendResult<T> =
  | { ok: true; status: number; body: T }
  | { ok: false; status: number; errors: Record<string, unknown> };

/**
 * A send whose refusals of the given codes come back as data (`{detail}` in the api's words, with
 * the status) for a mutation's payload to show, instead of as errors. UPSTREAM_UNAVAILABLE counts
 * only with the api's own words: a service behind the api that did not answer (its 503).
 */
export async function refusalsAsData<T>(
  call: Promise<SendResult<T>>,
  codes: readonly string[],
): Promise<SendResult<T>> {
  try {
    return await call;
  } catch (failure) {
    if (!(failure instanceof GraphQLError) || !codes.includes(String(failure.extensions.code))) throw failure;
    const { message, extensions } = failure;
    const status = Number(extensions.status);
    if (extensions.code !== 'UPSTREAM_UNAVAILABLE') return { ok: false, status, errors: { detail: message } };
    if (typeof extensions.detail === 'string')
      return { ok: false, status, errors: { detail: extensions.detail } };
    throw failure;
  }
}

export type UpstreamCall = { path: string; status: number; started: number; ended: number };

type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What the client tells the api about the browser's request (it trusts the gateway, TRUST_PROXY). */
export type ForwardedRequest = {
  cookie?: string;
  csrfToken?: string;
  /** `http` or `https`, as the gateway saw the browser's request. */
  proto?: string;
  /** The browser's address, as the gateway determined it. */
  clientIp?: string;
};

/** A 400 to a state-changing call, or a refused CSRF check: shown in the form, not thrown. */
class FormRejected extends Error {
  readonly status: number;
  readonly body: Record<string, unknown>;
  constructor(status: number, body: Record<string, unknown>) {
    super('rejected');
    this.status = status;
    this.body = body;
  }
}

class NotFound extends Error {}

/** The api's `csrftoken` shape (api/http/session.ts): 32 random bytes, base64url. */
const CSRF_TOKEN = /^[A-Za-z0-9_-]{43}$/;

const error = (message: string, code: string, path: string, status?: number) =>
  new GraphQLError(message, { extensions: { code, path, ...(status ? { status } : {}) } });

/**
 * How each upstream status reaches GraphQL, in one table. A form's 400 (and a refused CSRF check
 * of a form) is data for the form; a 404 is null; the rest become errors with a code.
 */
function outcome(status: number, method: HttpMethod, path: string, body: Record<string, unknown>): Error {
  const detail = typeof body.detail === 'string' ? body.detail : undefined;
  if (status === 400 && method !== 'GET') return new FormRejected(status, body);
  // A read's 400 names its parameters' Dutch messages: the first one is the answer's.
  if (status === 400)
    return error(detail ?? firstMessage(body) ?? 'Ongeldige invoer.', 'BAD_USER_INPUT', path, status);
  if (status === 401) return error(detail ?? 'Je bent niet ingelogd.', 'UNAUTHENTICATED', path, status);
  // The api's CSRF refusal (api/http/session.ts) reaches the form as its general error.
  if (status === 403 && method !== 'GET' && detail?.startsWith('CSRF')) return new FormRejected(status, body);
  if (status === 403) return error(detail ?? 'Geen toegang.', 'FORBIDDEN', path, status);
  if (status === 404) return new NotFound(path);
  if (status === 409) return error(detail ?? 'Dit is intussen gewijzigd.', 'CONFLICT', path, status);
  if (status === 413) return error('De invoer is te groot.', 'BAD_USER_INPUT', path, status);
  if (status === 429)
    return error(detail ?? 'Te veel verzoeken; probeer het zo weer.', 'TOO_MANY_REQUESTS', path, status);
  if (status === 503 && detail) {
    // The api answers, but a service behind it (the payment provider) does not: its Dutch words
    // ride along for a caller that shows them (the desk's refund); others see the api as away.
    const away = error('De api is nu niet beschikbaar.', 'UPSTREAM_UNAVAILABLE', path, status);
    away.extensions.detail = detail;
    return away;
  }
  if (status >= 500) return error('De api is nu niet beschikbaar.', 'UPSTREAM_UNAVAILABLE', path, status);
  return error(`De api gaf een onverwacht antwoord (${status}).`, 'UPSTREAM_UNAVAILABLE', path, status);
}

/** The first message of a field-errors body (`{field: [message, …]}`), if any. */
function firstMessage(body: Record<string, unknown>): string | undefined {
  for (const value of Object.values(body)) {
    const first: unknown = Array.isArray(value) ? value[0] : value;
    if (typeof first === 'string') return first;
  }
  return undefined;
}

/** The declared header parameters of a call (`Idempotency-Key`), as request headers. */
function headersOf(params: AnyInit['params']): Record<string, string> {
  const headers: Record<string, string> = {};
  for (const [name, value] of Object.entries(params?.header ?? {})) {
    if (value !== undefined && value !== null) headers[name.toLowerCase()] = String(value);
  }
  return headers;
}

function parseObject(text: string): Record<string, unknown> {
  try {
    const value: unknown = JSON.parse(text);
    return value !== null && typeof value === 'object' && !Array.isArray(value)
      ? (value as Record<string, unknown>)
      : {};
  } catch {
    return {};
  }
}

/**
 * The one HTTP client to the REST api, created per GraphQL request.
 *
 * - types every call by the api's OpenAPI document (rest-paths.ts): the path template, method,
 *   path parameters, query, headers and body it declares, answering its 2xx body; it builds the
 *   URL from them;
 * - forwards the browser's Cookie, X-CSRFToken, protocol and address, and keeps a per-request
 *   cookie jar so that a cookie the api sets on an early call is sent on the later ones;
 * - collects every Set-Cookie so the gateway can relay it to the browser;
 * - makes identical GETs of one request once;
 * - records each call (path, status, timing) for the metrics.
 */
export class RestClient {
  readonly calls: UpstreamCall[] = [];
  readonly setCookies = new Map<string, string>();
  private readonly baseUrl: string;
  private readonly timeoutMs: number;
  private readonly jar = new Map<string, string>();
  private readonly forwarded: ForwardedRequest;
  private readonly gets = new Map<string, Promise<unknown>>();

  constructor(options: { baseUrl: string; timeoutMs: number } & ForwardedRequest) {
    this.baseUrl = options.baseUrl.replace(/\/+$/, '');
    this.timeoutMs = options.timeoutMs;
    this.forwarded = options;
    for (const part of (options.cookie ?? '').split(';')) {
      const eq = part.indexOf('=');
      if (eq > 0) this.jar.set(part.slice(0, eq).trim(), part.slice(eq + 1).trim());
    }
  }

  /**
   * GET a path the api declares (`/courses/{slug}/`), with its path parameters and query typed by
   * the OpenAPI document; answers its 200 body. Identical GETs (the same path and query) of one
   * request are made once.
   */
  GET<P extends PathsWith<'get'>>(
    path: P,
    ...[init]: InitArgs<Operation<P, 'get'>>
  ): Promise<Answer<Operation<P, 'get'>>> {
    return this.get(buildPath(path, (init as AnyInit | undefined)?.params), path) as Promise<
      Answer<Operation<P, 'get'>>
    >;
  }

  /** GET, answering null for a 404 (a missing course or page is data, not an error). */
  async getOrNull<P extends PathsWith<'get'>>(
    path: P,
    ...[init]: InitArgs<Operation<P, 'get'>>
  ): Promise<Answer<Operation<P, 'get'>> | null> {
    try {
      return (await this.get(buildPath(path, (init as AnyInit | undefined)?.params), path)) as Answer<
        Operation<P, 'get'>
      >;
    } catch (failure) {
      if (failure instanceof NotFound) return null;
      throw failure;
    }
  }

  /** A whole list, unpaged: the GET with `no_page=true` first, answering the bare array. */
  list<P extends ListPaths>(path: P, ...[init]: InitArgs<Operation<P, 'get'>>): Promise<ListItems<P>> {
    const params = (init as AnyInit | undefined)?.params;
    const query = { no_page: 'true', ...params?.query };
    return this.get(buildPath(path, { ...params, query }), path) as Promise<ListItems<P>>;
  }

  /** One page of a list (`{count, next, previous, results}`): the GET without `no_page`. */
  page<P extends ListPaths>(path: P, ...[init]: InitArgs<Operation<P, 'get'>>): Promise<ListPage<P>> {
    return this.get(buildPath(path, (init as AnyInit | undefined)?.params), path) as Promise<ListPage<P>>;
  }

  POST<P extends PathsWith<'post'>>(
    path: P,
    ...[init]: InitArgs<Operation<P, 'post'>>
  ): Promise<SendResult<Answer<Operation<P, 'post'>>>> {
    return this.send('POST', path, init);
  }

  PUT<P extends PathsWith<'put'>>(
    path: P,
    ...[init]: InitArgs<Operation<P, 'put'>>
  ): Promise<SendResult<Answer<Operation<P, 'put'>>>> {
    return this.send('PUT', path, init);
  }

  PATCH<P extends PathsWith<'patch'>>(
    path: P,
    ...[init]: InitArgs<Operation<P, 'patch'>>
  ): Promise<SendResult<Answer<Operation<P, 'patch'>>>> {
    return this.send('PATCH', path, init);
  }

  DELETE<P extends PathsWith<'delete'>>(
    path: P,
    ...[init]: InitArgs<Operation<P, 'delete'>>
  ): Promise<SendResult<Answer<Operation<P, 'delete'>>>> {
    return this.send('DELETE', path, init);
  }

  /**
   * A POST the api answers without changing anything (`auth/checklogin/`, `auth/check-token/`),
   * made for a GraphQL query. The browser sends X-CSRFToken with mutations only, so this one call
   * carries a double-submit pair of its own: the visitor's `csrftoken` cookie echoed, or a fresh
   * pair for this call alone. Never used for a call that changes state: those keep the browser's
   * own header (request()). A 404 is null; a 400 or a refused check come back as errors.
   */
  async readByPost<P extends PathsWith<'post'>>(
    path: P,
    ...[init]: InitArgs<Operation<P, 'post'>>
  ): Promise<SendResult<Answer<Operation<P, 'post'>>>> {
    const kept = this.jar.get('csrftoken');
    const token = kept && CSRF_TOKEN.test(kept) ? kept : randomBytes(32).toString('base64url');
    const { params, body } = (init ?? {}) as AnyInit;
    try {
      const answer = await this.request(
        'POST',
        buildPath(path, params),
        path,
        body,
        headersOf(params),
        token,
      );
      return { ok: true, ...answer } as SendResult<Answer<Operation<P, 'post'>>>;
    } catch (failure) {
      if (failure instanceof FormRejected) return { ok: false, status: failure.status, errors: failure.body };
      if (failure instanceof NotFound)
        return { ok: false, status: 404, errors: { detail: 'Niet gevonden.' } };
      throw failure;
    }
  }

  /** GET a built path (path and query) of `template`, once per request. */
  private get(path: string, template: string): Promise<unknown> {
    let pending = this.gets.get(path);
    if (!pending) {
      pending = this.request('GET', path, template).then((answer) => answer.body);
      this.gets.set(path, pending);
    }
    return pending;
  }

  /**
   * A state-changing call whose 400 answer is data (field errors for a form), not a failure; a
   * refused CSRF check and a rate limit's 429 come back the same way, as the form's general error
   * in the api's words; a 404 as `{detail: 'Niet gevonden.'}` with its status.
   */
  private async send<T>(
    method: Exclude<HttpMethod, 'GET'>,
    template: string,
    init: unknown,
  ): Promise<SendResult<T>> {
    const { params, body } = (init ?? {}) as AnyInit;
    try {
      const answer = await this.request(
        method,
        buildPath(template, params),
        template,
        body,
        headersOf(params),
      );
      return { ok: true, status: answer.status, body: answer.body as T };
    } catch (failure) {
      if (failure instanceof FormRejected) return { ok: false, status: failure.status, errors: failure.body };
      if (failure instanceof NotFound)
        return { ok: false, status: 404, errors: { detail: 'Niet gevonden.' } };
      if (failure instanceof GraphQLError && failure.extensions.code === 'TOO_MANY_REQUESTS') {
        return { ok: false, status: 429, errors: { detail: failure.message } };
      }
      throw failure;
    }
  }

  private async request(
    method: HttpMethod,
    path: string,
    /** The path's template in the api's document: the call's name in traces. */
    template: string,
    body?: unknown,
    extraHeaders: Record<string, string> = {},
    /** readByPost's own double-submit pair (cookie and header), instead of the browser's. */
    csrfPair?: string,
  ): Promise<{ status: number; body: unknown }> {
    const headers: Record<string, string> = { accept: 'application/json', ...extraHeaders };
    const cookies = new Map(this.jar);
    if (csrfPair) cookies.set('csrftoken', csrfPair);
    if (cookies.size > 0) headers.cookie = [...cookies].map(([k, v]) => `${k}=${v}`).join('; ');
    // Only the browser's own header: filling it in from the cookie would defeat the api's
    // double-submit check for every request that reaches the gateway with the cookie alone.
    if (this.forwarded.csrfToken && method !== 'GET') headers['x-csrftoken'] = this.forwarded.csrfToken;
    if (csrfPair) headers['x-csrftoken'] = csrfPair;
    if (this.forwarded.proto) headers['x-forwarded-proto'] = this.forwarded.proto;
    if (this.forwarded.clientIp) headers['x-forwarded-for'] = this.forwarded.clientIp;
    if (body !== undefined) headers['content-type'] = 'application/json';

    const call: UpstreamCall = { path, status: 0, started: performance.now(), ended: 0 };
    this.calls.push(call);
    let text: string;
    let response: UpstreamResponse;
    try {
      response = await upstreamFetch(
        `${this.baseUrl}${path}`,
        {
          method,
          headers,
          body: body === undefined ? undefined : JSON.stringify(body),
          signal: AbortSignal.timeout(this.timeoutMs),
        },
        template,
      );
      text = await response.text();
    } catch (failure) {
      const timedOut = failure instanceof DOMException && failure.name === 'TimeoutError';
      throw error(
        timedOut ? 'De api antwoordde niet op tijd.' : 'De api is niet bereikbaar.',
        'UPSTREAM_UNAVAILABLE',
        path,
      );
    } finally {
      call.ended = performance.now();
    }
    call.status = response.status;
    this.keepCookies(response.headers.getSetCookie());
    if (!response.ok) throw outcome(response.status, method, path, parseObject(text));
    try {
      return { status: response.status, body: JSON.parse(text) as unknown };
    } catch {
      throw error('De api gaf een onleesbaar antwoord.', 'UPSTREAM_UNAVAILABLE', path, response.status);
    }
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
