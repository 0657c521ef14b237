import { createClient } from 'redis';
import { tracingOn } from '../../observability/tracing.ts';
import { logger } from '../observability/logger.ts';
import { inSpan } from '../observability/tracing.ts';
import type { Counted, RateLimitStore } from './rate-limit-store.ts';

// The rate limits' counters in Redis (REDIS_URL), shared by every api instance using it: one key
// per rule, subject and window, counted with `INCR` in the same MULTI (atomic) that reads the
// previous window's key. When Redis cannot answer (down, slow, not yet connected) the count goes
// to `fallback` (the database), so the limits never simply stop counting; a hit is taken back
// where it was counted.

const CONNECT_MS = 1000;
const COMMAND_MS = 500;

export const DEFAULT_REDIS_PREFIX = 'studiolumen:ratelimit:';

const UNDO =
  "if tonumber(redis.call('GET', KEYS[1]) or '0') > 0 then return redis.call('DECR', KEYS[1]) end return 0";

export async function redisRateLimitStore(options: {
  url: string;
  /** Prepended to every key (tests use their own, so runs do not share counters). */
  prefix?: string;
  fallback: RateLimitStore;
}): Promise<RateLimitStore> {
  const prefix = options.prefix ?? DEFAULT_REDIS_PREFIX;
  let lastLogged = 0;
  const log = (error: unknown) => {
    // One line a minute at most while Redis is away.
    if (Date.now() - lastLogged < 60_000) return;
    lastLogged = Date.now();
    logger.error({ err: error }, 'api rate limits: redis');
  };
  const client = createClient({
    url: options.url,
    disableOfflineQueue: true,
    socket: { connectTimeout: CONNECT_MS, reconnectStrategy: (n) => Math.min(2 ** n * 50, 2000) },
  });
  client.on('error', log);
  const connecting = client.connect().catch(log);
  await Promise.race([connecting, new Promise((resolve) => setTimeout(resolve, CONNECT_MS))]);

  const keyOf = (key: string, windowStartMs: number) => `${prefix}${key}:${windowStartMs}`;
  async function withFallback<T>(work: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    if (!client.isReady) return fallback();
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        // A span names the command, never the key (it holds an address or an e-mail).
        tracingOn()
          ? inSpan('redis rate-limit', { 'db.system': 'redis', 'db.system.name': 'redis' }, work)
          : work(),
        new Promise<never>((_, reject) => {
          timer = setTimeout(() => reject(new Error('timeout')), COMMAND_MS);
        }),
      ]);
    } catch (error) {
      log(error);
      return fallback();
    } finally {
      clearTimeout(timer);
    }
  }

  // Down by one, never below zero (a key that expired meanwhile stays gone). Should Redis have
  // gone meanwhile, the hit stays counted: the limit errs on the strict side.
  const undo = async (k: string) => {
    await withFallback(
      () => client.eval(UNDO, { keys: [k] }),
      async () => null,
    );
  };

  return {
    hit(key, windowStart, windowS) {
      const k = keyOf(key, windowStart.getTime());
      const previousKey = keyOf(key, windowStart.getTime() - windowS * 1000);
      return withFallback<Counted>(
        async () => {
          const [current, , previous] = await client
            .multi()
            .incr(k)
            // The key lives for its window and the next, where it is the previous one (plus a
            // second for clocks apart).
            .expire(k, 2 * windowS + 1)
            .get(previousKey)
            .exec();
          return { current: Number(current), previous: Number(previous ?? 0), undo: () => undo(k) };
        },
        () => options.fallback.hit(key, windowStart, windowS),
      );
    },
    async close() {
      client.destroy();
    },
  };
}
