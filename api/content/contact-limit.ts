import type { Clock } from '../clock.ts';
import type { Db } from '../db/open-database.ts';

// The contact form's rate limit: 5 messages per client per 10 minutes (api/content/README.md).
// TODO(accounts): count through the accounts' limiter (api/accounts/rate-limit.ts, table
// `rate_limits`, shared through Redis with REDIS_URL) once it is committed; until then a fixed
// window in this process's memory, which several api instances do not share.

export const CONTACT_LIMIT = { max: 5, windowSeconds: 600 } as const;

export type LimitResult = { allowed: boolean; retryAfterSeconds: number };
export type ContactLimiter = { hit(key: string): Promise<LimitResult> };

export function contactLimiter(_db: Db, clock: Clock, limit = CONTACT_LIMIT): ContactLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  return {
    async hit(key) {
      const now = clock.now().getTime();
      const size = limit.windowSeconds * 1000;
      const start = now - (now % size);
      // Old windows go as soon as any client is counted: the map never outgrows one window.
      for (const [k, w] of windows) if (w.start < start) windows.delete(k);
      const window = windows.get(key) ?? { start, count: 0 };
      window.count += 1;
      windows.set(key, window);
      return {
        allowed: window.count <= limit.max,
        retryAfterSeconds: Math.ceil((start + size - now) / 1000),
      };
    },
  };
}
