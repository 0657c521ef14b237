import { createHash } from 'node:crypto';
import type {
  ApolloServerPlugin,
  BaseContext,
  GraphQLRequestContext,
  GraphQLRequestContextWillSendResponse,
} from '@apollo/server';
import { ApolloServerPluginCacheControl } from '@apollo/server/plugin/cacheControl';
import ApolloServerPluginResponseCache from '@apollo/server-plugin-response-cache';
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';
import { recordCacheLookup } from '../observability/metrics.ts';
import { type StaleEntry, StaleWhileRevalidateCache } from './stale-while-revalidate.ts';

// Public GraphQL answers are cached whole in the gateway, by the schema's cache hints
// (`@cacheControl`, schema/base.graphql): Apollo's response cache plugin, with
//
// - a cap on every max-age (CACHE_MAX_AGE_S; the hints say 60 s): a change in the api is visible
//   within it;
// - stale-while-revalidate (stale-while-revalidate.ts): past its max-age an answer is served for
//   `staleS` more while one request refreshes it;
// - coalescing: identical queries arriving while the first is still running wait for it and are
//   then served from the cache (one set of upstream calls for a crowd), in this process;
// - `Cache-Control` on GET answers for CDNs and browsers: `public, max-age=N,
//   stale-while-revalidate=M` for a cacheable public answer, else `no-store`.
//
// Cookies and CSRF. The api sets `csrftoken` (its double-submit CSRF cookie) on every answer to a
// request that has none, and `sessionid` once a visitor's session starts (never on a read). The
// cache stores only an answer's data, never its headers, so a cached answer never replays another
// visitor's Set-Cookie; an answer that set a cookie still carries it to its own visitor (the
// upstream plugin relays it), goes out `no-store` (a CDN must not keep it), and is stored only
// when the one cookie it set is `csrftoken`: its data is the same for everyone, and every
// cookieless client (a first visit, a crawler, a CDN) would otherwise keep the cache cold forever.
// An answer that started a session (any other cookie) is not stored. So a visitor whose reads all
// come from the cache gets no csrftoken from them: the web fetches one before its first mutation
// (web/src/client/apollo.ts) with an uncached request, `Cache-Control: no-cache`, which skips the
// cache read (HTTP's meaning of it; it also skips the coalescing wait). The api keeps owning CSRF:
// the gateway never makes up or fills in a token.
//
// Sessions. Answers are keyed apart for anonymous visitors and visitors with a `sessionid` cookie
// (Apollo's `sessionId` hook); an answer with any PRIVATE hint (a session's cart or account, to
// come) is never stored at all (DESIGN.md: private data never enters a shared cache), nor
// coalesced with another session's request.
//
// Saves. An editor's save (issue 12) moves the content's generation (content-generation.ts), which
// is part of every key's tag (stale-while-revalidate.ts): from the next request on, no answer kept
// before the save is served as fresh.
//
// The api down (issue 29). A query whose upstream calls got no answer or a 5xx
// (UPSTREAM_UNAVAILABLE) gets, instead of its errors, the last answer kept for it (whatever its
// day or generation) if it is at most `staleIfErrorS` past its max-age, marked stale: `Age`,
// `Warning: 110, 111`, `Cache-Control: no-cache`, and `extensions.stale` for the web. Only keys of
// public answers are looked at (never a session's private key, and private answers are never kept).

/** What the cache reads of the per-request context (gateway/context.ts). */
export type CacheContext = BaseContext & {
  /** The `sessionid` cookie, or null. */
  sessionId: string | null;
  /** Today in Amsterdam: part of every key, so answers that depend on the date turn at midnight. */
  today: string;
  rest: {
    /** Cookies the api set during this request (name → Set-Cookie), relayed to the browser. */
    setCookies: ReadonlyMap<string, string>;
    /**
     * Every upstream call of this request (of every operation of a server render, which shares
     * one context): status 0 when it never answered, `ended` 0 while it runs.
     */
    calls: readonly { status: number; ended: number }[];
  };
};

export type ResponseCacheOptions = {
  /** Where answers are kept; without one, nothing is kept (the headers still follow the hints). */
  store?: KeyValueCache<string>;
  /** Upper bound of any answer's max-age, in seconds; 0 makes nothing cacheable. */
  maxAgeS: number;
  /** Seconds past its max-age an answer is still served while one request refreshes it. */
  staleS: number;
  /** Seconds past its max-age an answer is kept to serve, marked stale, while the api is down. */
  staleIfErrorS?: number;
  /** How long an identical request waits for the one in flight before running itself. */
  waitMs: number;
  /**
   * The content's generation (content-generation.ts), part of every key: a save moves it, so no
   * answer kept before the save is served after it.
   */
  generation?: () => Promise<string>;
  /** True while the api's last call got no answer (rest/upstream-fetch.ts `upstreamAway`). */
  upstreamAway?: () => boolean;
  /** The clock of freshness and ages (ms since the epoch); default the real time. */
  now?: () => number;
};

/** The api's double-submit CSRF cookie: per visitor, never part of an answer's data. */
const CSRF_COOKIE = 'csrftoken';

/** `Cache-Control: no-cache` (or `Pragma: no-cache`) on the request: answer from the api. */
function wantsFreshAnswer(request: GraphQLRequestContext<BaseContext>['request']): boolean {
  const headers = request.http?.headers;
  if (!headers) return false;
  return (
    /\bno-(cache|store)\b/i.test(headers.get('cache-control') ?? '') ||
    /\bno-cache\b/i.test(headers.get('pragma') ?? '')
  );
}

function isQuery(requestContext: GraphQLRequestContext<BaseContext>): boolean {
  return requestContext.operation?.operation === 'query';
}

/** May this answer be stored for others? (Apollo's plugin also refuses errors and uncacheable policies.) */
function storable(requestContext: GraphQLRequestContext<CacheContext>): boolean {
  const policy = requestContext.overallCachePolicy.policyIfCacheable();
  if (!policy || policy.scope === 'PRIVATE') return false;
  const { rest } = requestContext.contextValue;
  if (rest.calls.some((call) => call.ended > 0 && (call.status === 0 || call.status >= 500))) return false;
  for (const name of rest.setCookies.keys()) if (name !== CSRF_COOKIE) return false;
  return true;
}

function cappedMaxAge(requestContext: GraphQLRequestContext<CacheContext>, maxAgeS: number): void {
  const policy = requestContext.overallCachePolicy;
  if (policy.maxAge !== undefined && policy.maxAge > maxAgeS) policy.restrict({ maxAge: maxAgeS });
}

function setCacheControl(
  requestContext: GraphQLRequestContextWillSendResponse<CacheContext>,
  staleS: number,
) {
  const { response, request, contextValue } = requestContext;
  const policy = requestContext.overallCachePolicy.policyIfCacheable();
  const cacheable =
    request.http?.method === 'GET' &&
    isQuery(requestContext) &&
    response.body.kind === 'single' &&
    !response.body.singleResult.errors &&
    policy?.scope === 'PUBLIC' &&
    contextValue.rest.setCookies.size === 0;
  response.http.headers.set(
    'cache-control',
    cacheable ? `public, max-age=${policy.maxAge}, stale-while-revalidate=${staleS}` : 'no-store',
  );
}

/** `Age` in seconds at `now` of an answer kept at `since` (ms, on the same clock). */
const ageS = (since: number, now: number) => Math.max(0, Math.round((now - since) / 1000));

/**
 * The headers of an answer served stale because the api did not answer (RFC 7234 §5.5), kept at
 * `since`, at `now` (the gateway's clock, ms).
 */
export function staleHeaders(since: number, now: number): Record<string, string> {
  return {
    age: String(ageS(since, now)),
    warning: '110 - "Response is Stale", 111 - "Revalidation Failed"',
    // A downstream cache must ask again before reusing it: the api may be back by then.
    'cache-control': 'no-cache',
  };
}

function failedUpstream(requestContext: GraphQLRequestContext<CacheContext>): boolean {
  const { response } = requestContext;
  if (response?.body?.kind !== 'single') return false;
  return (
    response.body.singleResult.errors?.some((error) => error.extensions?.code === 'UPSTREAM_UNAVAILABLE') ??
    false
  );
}

/** Identical requests: same query, operation, variables, day, content generation and session. */
function coalescingKey(requestContext: GraphQLRequestContext<CacheContext>, generation: string): string {
  const { queryHash, operationName, request, contextValue } = requestContext;
  return JSON.stringify([
    queryHash,
    operationName ?? null,
    request.variables ?? {},
    contextValue.today,
    generation,
    contextValue.sessionId,
  ]);
}

function settledWithin(promise: Promise<void>, ms: number): Promise<void> {
  let timer: NodeJS.Timeout | undefined;
  return Promise.race([promise, new Promise<void>((resolve) => (timer = setTimeout(resolve, ms)))]).finally(
    () => clearTimeout(timer),
  );
}

/**
 * Requests that ran an operation whose answer no shared cache may keep (private, or not cached),
 * by their REST client: Apollo runs each operation on a shallow copy of the context, and the
 * copies of one request share its client.
 */
const privateAnswers = new WeakSet<object>();

/**
 * True when an operation run with this context had a policy other than public with a max-age
 * (an order, a payment, the cart): a server render that ran one is never kept for others.
 */
export const ranPrivateOperation = (contextValue: { rest: object }): boolean =>
  privateAnswers.has(contextValue.rest);

/** Requests (by their REST client, as above) that got a stale answer → when the oldest was kept. */
const staleAnswers = new WeakMap<object, number>();

/** When the oldest stale answer this context got was kept (ms), or undefined: all were fresh. */
export const staleSince = (contextValue: { rest: object }): number | undefined =>
  staleAnswers.get(contextValue.rest);

/**
 * When a kept answer was stored, on the cache's clock: its entry is fresh until its max-age after
 * that (Apollo's own `cacheTime` is the real time, whatever clock the gateway was given).
 */
const keptAt = (entry: StaleEntry, kept: { cachePolicy?: { maxAge?: number } }): number =>
  entry.freshUntil - (kept.cachePolicy?.maxAge ?? 0) * 1000;

/** Apollo's cache key data: the day and generation (`extra`) go into the key's tag. */
type KeyData = { extra?: unknown; sessionId?: unknown } & Record<string, unknown>;

/**
 * The plugins of caching, in order: Apollo's cache control (hints → a policy per answer; it writes
 * no header itself) and the response cache around Apollo's plugin.
 */
export function responseCachePlugins<C extends CacheContext>(
  options: ResponseCacheOptions,
): ApolloServerPlugin<C>[] {
  /** The generation each operation was keyed with, read once per operation (by its request). */
  const generations = new WeakMap<object, string>();
  const generationOf = async (request: object): Promise<string> => {
    let generation = generations.get(request);
    if (generation === undefined) {
      generation = (await options.generation?.()) ?? '';
      generations.set(request, generation);
    }
    return generation;
  };
  const now = options.now ?? Date.now;
  const store =
    options.store &&
    new StaleWhileRevalidateCache(options.store, {
      staleS: options.staleS,
      staleIfErrorS: options.staleIfErrorS,
      refreshMs: options.waitMs,
      now,
    });
  /** The keys of public answers each operation read (by its request): where a fallback is. */
  const publicKeys = new WeakMap<object, Set<string>>();
  const apolloCache =
    store &&
    ApolloServerPluginResponseCache<C>({
      cache: store,
      generateCacheKey: (requestContext, keyData: KeyData) => {
        // The document by the hash Apollo already made of it (`queryHash`), not its text again.
        const { extra, source, ...rest } = keyData;
        const data = JSON.stringify([requestContext.queryHash ?? source, rest]);
        const key = `${createHash('sha256').update(data).digest('hex')}#${JSON.stringify(extra ?? null)}`;
        if (rest.sessionId === undefined) {
          const keys = publicKeys.get(requestContext.request) ?? new Set<string>();
          publicKeys.set(requestContext.request, keys.add(key));
        }
        return key;
      },
      sessionId: async ({ contextValue }) => contextValue.sessionId,
      extraCacheKeyData: async ({ contextValue, request }) => [
        contextValue.today,
        await generationOf(request),
      ],
      shouldReadFromCache: async ({ request }) => !wantsFreshAnswer(request),
      shouldWriteToCache: async (requestContext) => storable(requestContext),
    });
  /** Marks this request's answer stale: headers, `extensions.stale`, and its render's notice. */
  const markStale = (requestContext: GraphQLRequestContextWillSendResponse<C>, cacheTime: number) => {
    const { response, contextValue } = requestContext;
    if (response.body.kind !== 'single') return;
    response.body.singleResult = {
      ...response.body.singleResult,
      extensions: { ...response.body.singleResult.extensions, stale: { age: ageS(cacheTime, now()) } },
    };
    for (const [name, value] of Object.entries(staleHeaders(cacheTime, now())))
      response.http.headers.set(name, value);
    const before = staleAnswers.get(contextValue.rest);
    staleAnswers.set(contextValue.rest, Math.min(before ?? cacheTime, cacheTime));
  };

  /**
   * An answer served whole from what was kept, past its max-age (in its refresh window, another
   * request refreshing it), while the api's last call got no answer: as old as a stale one, and
   * marked so. Read again only then, so a healthy api costs nothing here.
   */
  const markAged = async (requestContext: GraphQLRequestContextWillSendResponse<C>) => {
    if (!store || !options.upstreamAway?.()) return undefined;
    if (requestContext.response.body.kind !== 'single' || requestContext.response.body.singleResult.errors)
      return undefined;
    let oldest: number | undefined;
    for (const key of publicKeys.get(requestContext.request) ?? []) {
      const entry = await store.fallback(`fqc:${key}`);
      if (!entry || entry.freshUntil > now()) continue;
      const cacheTime = keptAt(entry, JSON.parse(entry.value) as { cachePolicy?: { maxAge?: number } });
      oldest = Math.min(oldest ?? cacheTime, cacheTime);
    }
    if (oldest !== undefined) markStale(requestContext, oldest);
    return oldest;
  };

  /** Replaces an answer the api failed by the last one kept, if any: when that was kept. */
  const serveStale = async (requestContext: GraphQLRequestContextWillSendResponse<C>) => {
    if (!store || !isQuery(requestContext)) return undefined;
    if (!failedUpstream(requestContext)) return markAged(requestContext);
    if (wantsFreshAnswer(requestContext.request)) return undefined;
    for (const key of publicKeys.get(requestContext.request) ?? []) {
      const entry = await store.fallback(`fqc:${key}`);
      if (!entry) continue;
      const kept = JSON.parse(entry.value) as {
        data: Record<string, unknown>;
        cachePolicy?: { maxAge?: number };
      };
      const { response } = requestContext;
      if (response.body.kind !== 'single') return undefined;
      response.body.singleResult = { data: kept.data, extensions: response.body.singleResult.extensions };
      const cacheTime = keptAt(entry, kept);
      markStale(requestContext, cacheTime);
      return cacheTime;
    }
    return undefined;
  };

  /** Coalescing key → settles when the request running it has sent its answer (and stored it). */
  const inFlight = new Map<string, Promise<void>>();

  const cache: ApolloServerPlugin<C> = {
    async requestDidStart(outer) {
      const apollo = apolloCache ? await apolloCache.requestDidStart?.(outer) : undefined;
      let release: (() => void) | undefined;
      return {
        async responseForOperation(requestContext) {
          if (!apollo?.responseForOperation) return null;
          const cached = await apollo.responseForOperation(requestContext);
          if (cached) recordCacheLookup('response', 'hit');
          if (cached || !isQuery(requestContext) || wantsFreshAnswer(requestContext.request)) return cached;
          const key = coalescingKey(requestContext, await generationOf(requestContext.request));
          const running = inFlight.get(key);
          recordCacheLookup('response', running ? 'coalesced' : 'miss');
          if (running) {
            await settledWithin(running, options.waitMs);
            // A hit now, unless the first answer could not be stored: then this one runs too.
            return apollo.responseForOperation(requestContext);
          }
          let settle = () => {};
          const done = new Promise<void>((resolve) => {
            settle = resolve;
          });
          inFlight.set(key, done);
          release = () => {
            if (inFlight.get(key) === done) inFlight.delete(key);
            settle();
          };
          return null;
        },

        async willSendResponse(requestContext) {
          if (requestContext.overallCachePolicy.policyIfCacheable()?.scope !== 'PUBLIC') {
            privateAnswers.add(requestContext.contextValue.rest);
          }
          cappedMaxAge(requestContext, options.maxAgeS);
          try {
            // Apollo's plugin writes the answer to `store` synchronously in here, so the waiting
            // requests find it when they are released.
            await apollo?.willSendResponse?.(requestContext);
          } finally {
            release?.();
          }
          const since = await serveStale(requestContext);
          if (since === undefined) setCacheControl(requestContext, options.staleS);
        },
      };
    },
  };

  return [ApolloServerPluginCacheControl({ defaultMaxAge: 0, calculateHttpHeaders: false }), cache];
}
