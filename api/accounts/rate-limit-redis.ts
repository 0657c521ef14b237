import { createClient } from 'redis';
import type { RateLimitStore } from './rate-limit.ts';

// The rate limits' counters in Redis (REDIS_URL), shared by every api instance using it:
// `INCR` and `EXPIRE` of one key per rule, subject and window. When Redis cannot answer (down,
// slow, not yet connected) the count goes to `fallback` (the database), so the limits never
// simply stop counting.

const CONNECT_MS = 1000;
const COMMAND_MS = 500;

export const DEFAULT_REDIS_PREFIX = 'studiolumen:ratelimit:';

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
    console.error('api rate limits: redis:', error instanceof Error ? error.message : error);
  };
  const client = createClient({
    url: options.url,
    disableOfflineQueue: true,
    socket: { connectTimeout: CONNECT_MS, reconnectStrategy: (n) => Math.min(2 ** n * 50, 2000) },
  });
  client.on('error', log);
  const connecting = client.connect().catch(log);
  await Promise.race([connecting, new Promise((resolve) => setTimeout(resolve, CONNECT_MS))]);

  const keyOf = (key: string, windowStart: Date) => `${prefix}${key}:${windowStart.getTime()}`;
  async function withFallback<T>(work: () => Promise<T>, fallback: () => Promise<T>): Promise<T> {
    if (!client.isReady) return fallback();
    let timer: NodeJS.Timeout | undefined;
    try {
      return await Promise.race([
        work(),
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

  return {
    increment(key, windowStart, windowS) {
      const k = keyOf(key, windowStart);
      return withFallback(
        async () => {
          const [count] = await client
            .multi()
            .incr(k)
            // The key lives as long as its window (plus a second for clocks apart).
            .expire(k, windowS + 1)
            .exec();
          return Number(count);
        },
        () => options.fallback.increment(key, windowStart, windowS),
      );
    },
    current(key, windowStart, windowS) {
      return withFallback(
        async () => Number((await client.get(keyOf(key, windowStart))) ?? 0),
        () => options.fallback.current(key, windowStart, windowS),
      );
    },
    async close() {
      client.destroy();
    },
  };
}
