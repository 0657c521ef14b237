import { lt, sql } from 'drizzle-orm';
import type { Request } from 'express';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/open-database.ts';
import { HttpError } from '../http/errors.ts';
import { rateLimits } from './tables.ts';

// Fixed-window rate limits of the sign-in calls (README "Rate limits"): counted in the database
// (one upsert a hit) or, when the api runs with REDIS_URL, in Redis (rate-limit-redis.ts), so
// several instances share them. Keys are per client (req.ip, which believes X-Forwarded-For
// only under TRUST_PROXY) and per address.

export type RateRule = { limit: number; windowS: number };

const MINUTES_15 = 15 * 60;
const HOUR = 3600;

export const DEFAULT_RATE_LIMITS = {
  loginFailedPerAddress: { limit: 10, windowS: MINUTES_15 },
  loginPerClient: { limit: 50, windowS: MINUTES_15 },
  checkEmailPerClient: { limit: 100, windowS: MINUTES_15 },
  registerPerClient: { limit: 20, windowS: HOUR },
  resetPerAddress: { limit: 5, windowS: HOUR },
  resetPerClient: { limit: 20, windowS: HOUR },
  tokenPerClient: { limit: 50, windowS: MINUTES_15 },
  // The contact form (api/content/contact.ts): 5 messages per client per 10 minutes.
  contactPerClient: { limit: 5, windowS: 10 * 60 },
} satisfies Record<string, RateRule>;

export type RateLimitName = keyof typeof DEFAULT_RATE_LIMITS;
export type RateLimits = Record<RateLimitName, RateRule>;

export const TOO_MANY = 'Te veel pogingen. Probeer het over een paar minuten opnieuw.';

/** Where the counters live. `windowStart` and `windowS` fix the window; answers the count. */
export type RateLimitStore = {
  /** Counts one hit; the count after it. */
  increment(key: string, windowStart: Date, windowS: number): Promise<number>;
  /** The count so far, without counting. */
  current(key: string, windowStart: Date, windowS: number): Promise<number>;
  close(): Promise<void>;
};

export function databaseRateLimitStore(db: Db): RateLimitStore {
  return {
    async increment(key, windowStart, windowS) {
      const [row] = await db
        .insert(rateLimits)
        .values({ key, windowStart, count: 1, expiresAt: new Date(windowStart.getTime() + windowS * 1000) })
        .onConflictDoUpdate({
          target: [rateLimits.key, rateLimits.windowStart],
          set: { count: sql`${rateLimits.count} + 1` },
        })
        .returning({ count: rateLimits.count });
      return row?.count ?? 1;
    },
    async current(key, windowStart) {
      const rows = await db
        .select({ count: rateLimits.count })
        .from(rateLimits)
        .where(sql`${rateLimits.key} = ${key} and ${rateLimits.windowStart} = ${windowStart.toISOString()}`);
      return rows[0]?.count ?? 0;
    },
    async close() {},
  };
}

/** Removes the counters of windows that are over (with the hourly session purge). */
export async function deleteExpiredRateLimits(db: Db, clock: Clock): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expiresAt, clock.now()));
}

export type Limiter = {
  /** Counts an attempt on `rule` for `subject`; a 429 (nothing else done) when over the limit. */
  hit(rule: RateLimitName, subject: string): Promise<void>;
  /** A 429 when `subject` is already at the limit of `rule`, without counting (failed logins). */
  check(rule: RateLimitName, subject: string): Promise<void>;
  /** Counts without refusing (a failed login after its check passed). */
  count(rule: RateLimitName, subject: string): Promise<void>;
};

/** The client's key: its address as Express determined it (trust proxy). */
export const clientOf = (req: Request): string => `ip:${req.ip ?? 'unknown'}`;

export function createLimiter(store: RateLimitStore, clock: Clock, limits: RateLimits): Limiter {
  function windowOf(rule: RateLimitName) {
    const { limit, windowS } = limits[rule];
    const now = clock.now().getTime();
    const start = Math.floor(now / (windowS * 1000)) * windowS * 1000;
    const retryAfter = Math.max(1, Math.ceil((start + windowS * 1000 - now) / 1000));
    return { limit, windowS, start: new Date(start), retryAfter };
  }
  const refuse = (retryAfter: number): never => {
    throw new HttpError(429, { detail: TOO_MANY }, { 'Retry-After': String(retryAfter) });
  };
  const keyOf = (rule: RateLimitName, subject: string) => `${rule}:${subject}`;
  return {
    async hit(rule, subject) {
      const w = windowOf(rule);
      const n = await store.increment(keyOf(rule, subject), w.start, w.windowS);
      if (n > w.limit) refuse(w.retryAfter);
    },
    async check(rule, subject) {
      const w = windowOf(rule);
      const n = await store.current(keyOf(rule, subject), w.start, w.windowS);
      if (n >= w.limit) refuse(w.retryAfter);
    },
    async count(rule, subject) {
      const w = windowOf(rule);
      await store.increment(keyOf(rule, subject), w.start, w.windowS);
    },
  };
}
