import type { ApolloServerOptions, ApolloServerPlugin } from '@apollo/server';
import { PrefixingKeyValueCache } from '@apollo/utils.keyvaluecache';
import { createCacheStores } from './cache-store.ts';
import { ContentGeneration } from './content-generation.ts';
import { type CacheContext, responseCachePlugins } from './response-cache.ts';
import { StaleWhileRevalidateCache } from './stale-while-revalidate.ts';

/** Server-rendered pages of anonymous visitors (gateway/http/server-render.ts). */
export type PageCache = {
  store: StaleWhileRevalidateCache;
  maxAgeS: number;
  waitMs: number;
  /** The content's generation, part of every page's key (content-generation.ts). */
  generation: () => Promise<string>;
  /** False while the api's circuit is open (rest/upstream-fetch.ts): serve a kept page at once. */
  upstreamAnswers: () => boolean;
  /** True while the api's last call got no answer: a page past its max-age is served as stale. */
  upstreamAway: () => boolean;
  /** The clock the store keeps pages by (ms since the epoch): a stale page's `Age` is read on it. */
  now: () => number;
};

/** What the caches need to know of the api's health (rest/upstream-fetch.ts). */
export type UpstreamHealth = { answers: () => boolean; away: () => boolean };

/** How the gateway caches (gateway/server.ts reads them from the environment). */
export type CacheOptions = {
  /** Keep public answers in the gateway (default true). Off, the hints still set `Cache-Control`. */
  responses?: boolean;
  /** CACHE_MAX_AGE_S: upper bound of an answer's max-age (the schema's hints say 60); 0 caches nothing. */
  maxAgeS?: number;
  /** Seconds past its max-age an answer is still served while one request refreshes it. */
  staleS?: number;
  /**
   * CACHE_STALE_IF_ERROR_S: seconds past its max-age a public answer or anonymous page is kept, to
   * be served marked stale while the api does not answer (default a day).
   */
  staleIfErrorS?: number;
  /** REDIS_URL: answers and persisted queries shared by every gateway using this Redis. */
  redisUrl?: string;
  /**
   * How long a gateway trusts the content generation it read from Redis while its subscription to
   * saves is not live (default 1000 ms; while live, 30 s: saves arrive as messages).
   */
  generationMemoMs?: number;
};

export const DEFAULT_MAX_AGE_S = 60;
/** Kept pages' keys; the version names their format (http/server-render.ts), so gateways of an
 * older format sharing a Redis never read these. */
const PAGE_PREFIX = 'page3:';
export const DEFAULT_STALE_S = 300;
export const DEFAULT_STALE_IF_ERROR_S = 24 * 3600;
/** A registered persisted query is kept a day after its last registration (then sent again once). */
const PERSISTED_QUERY_TTL_S = 24 * 3600;

/**
 * Seconds past its max-age a kept answer may be served while the api does not answer, or
 * undefined when nothing is kept at all (no cache options, responses off, CACHE_MAX_AGE_S=0).
 */
export function staleIfErrorOf(options: CacheOptions | undefined): number | undefined {
  const keeps =
    options !== undefined && options.responses !== false && (options.maxAgeS ?? DEFAULT_MAX_AGE_S) > 0;
  return keeps ? (options.staleIfErrorS ?? DEFAULT_STALE_IF_ERROR_S) : undefined;
}

/**
 * The caching parts of the Apollo server: its plugins and its automatic persisted queries (both in
 * Redis when `redisUrl` is set, else bounded in process). Without `options` no answer is kept
 * (the gateway tests count every upstream call), persisted queries still work.
 */
export async function caching<C extends CacheContext>(
  options: CacheOptions | undefined,
  upstreamTimeoutMs: number,
  upstream: UpstreamHealth = { answers: () => true, away: () => false },
  /** The clock of freshness and ages (ms since the epoch); default the real time. */
  now: () => number = Date.now,
): Promise<{
  plugins: ApolloServerPlugin<C>[];
  persistedQueries: ApolloServerOptions<C>['persistedQueries'];
  /** Where anonymous pages are kept, beside the answers (absent when answers are not kept). */
  pages?: PageCache;
  /** Moved by every save of content: no answer or page kept before it is served again. */
  generation: ContentGeneration;
}> {
  const stores = await createCacheStores(options?.redisUrl, now);
  const maxAgeS = options?.maxAgeS ?? DEFAULT_MAX_AGE_S;
  const staleS = options?.staleS ?? DEFAULT_STALE_S;
  const staleIfErrorS = options?.staleIfErrorS ?? DEFAULT_STALE_IF_ERROR_S;
  const waitMs = 2 * upstreamTimeoutMs + 1000;
  const keepsAnswers = staleIfErrorOf(options) !== undefined;
  // Shared through Redis with every gateway using it; else this process's own.
  const generation = new ContentGeneration(
    stores.sharedResponses ? new PrefixingKeyValueCache(stores.sharedResponses, 'generation:') : undefined,
    { memoMs: options?.generationMemoMs, channel: stores.generationChannel },
  );
  const current = () => generation.current();
  const plugins = responseCachePlugins<C>({
    // CACHE_MAX_AGE_S=0: no cache at all, so no request waits for another's answer either.
    store: keepsAnswers ? stores.responses : undefined,
    maxAgeS,
    staleS,
    staleIfErrorS,
    // A request runs at most two waves of upstream calls, each within the upstream timeout.
    waitMs,
    generation: current,
    upstreamAway: upstream.away,
    now,
  });
  const closeStores: ApolloServerPlugin<C> = {
    async serverWillStart() {
      return { serverWillStop: () => stores.close() };
    },
  };
  return {
    plugins: [...plugins, closeStores],
    persistedQueries: { cache: stores.persistedQueries, ttl: PERSISTED_QUERY_TTL_S },
    pages: keepsAnswers
      ? {
          store: new StaleWhileRevalidateCache(new PrefixingKeyValueCache(stores.responses, PAGE_PREFIX), {
            staleS,
            staleIfErrorS,
            refreshMs: waitMs,
            now,
          }),
          maxAgeS,
          waitMs,
          generation: current,
          upstreamAnswers: upstream.answers,
          upstreamAway: upstream.away,
          now,
        }
      : undefined,
    generation,
  };
}
