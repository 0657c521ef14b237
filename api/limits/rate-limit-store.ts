import { and, eq, gt, lt, sql } from 'drizzle-orm';
import { rateLimits } from '../accounts/tables.ts';
import type { Clock } from '../clock.ts';
import type { Db } from '../db/open-database.ts';

// Where the rate limits count (rate-limit.ts decides): one counter per key and window, kept two
// windows long, since the sliding window weighs the previous window's count too. In the database
// (table `rate_limits`) by default, or in Redis (rate-limit-redis.ts).

/** One hit, counted: its window's count and the previous window's, as they were at that moment. */
export type Counted = {
  /** This window's count, this hit included. */
  current: number;
  /** The previous window's count. */
  previous: number;
  /** Takes this hit back out of the window it was counted in. */
  undo(): Promise<void>;
};

export type RateLimitStore = {
  /**
   * Counts one hit on `key` in the window that starts at `windowStart` and lasts `windowS`, in one
   * atomic step with reading the counts: of many at once, each sees a count of its own.
   */
  hit(key: string, windowStart: Date, windowS: number): Promise<Counted>;
  close(): Promise<void>;
};

export function databaseRateLimitStore(db: Db): RateLimitStore {
  const undo = async (key: string, windowStart: Date) => {
    await db
      .update(rateLimits)
      .set({ count: sql`${rateLimits.count} - 1` })
      .where(and(eq(rateLimits.key, key), eq(rateLimits.windowStart, windowStart), gt(rateLimits.count, 0)));
  };
  return {
    async hit(key, windowStart, windowS) {
      const windowMs = windowS * 1000;
      const previousStart = new Date(windowStart.getTime() - windowMs).toISOString();
      // One upsert: the row is locked while its count goes up, so concurrent hits queue and each
      // returns its own count; the previous window's row no longer changes.
      const [row] = await db
        .insert(rateLimits)
        .values({ key, windowStart, count: 1, expiresAt: new Date(windowStart.getTime() + 2 * windowMs) })
        .onConflictDoUpdate({
          target: [rateLimits.key, rateLimits.windowStart],
          set: { count: sql`${rateLimits.count} + 1` },
        })
        .returning({
          current: rateLimits.count,
          previous: sql<number>`coalesce((select p.count from ${rateLimits} p
            where p.key = ${key} and p.window_start = ${previousStart}), 0)`.mapWith(Number),
        });
      if (!row) throw new Error('rate limit upsert returned nothing');
      return { current: row.current, previous: row.previous, undo: () => undo(key, windowStart) };
    },
    async close() {},
  };
}

/** Removes the counters no window needs any more (with the hourly session purge). */
export async function deleteExpiredRateLimits(db: Db, clock: Clock): Promise<void> {
  await db.delete(rateLimits).where(lt(rateLimits.expiresAt, clock.now()));
}
