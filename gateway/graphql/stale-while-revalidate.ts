import type { KeyValueCache } from '@apollo/utils.keyvaluecache';

/**
 * A KeyValueCache that keeps each answer `staleS` seconds past its max-age (the `ttl` its writer
 * gives), so a crowd never waits for a refresh:
 *
 * - fresh (younger than its ttl): served;
 * - stale (past its ttl, within `staleS`): the first reader gets a miss and refreshes it (runs the
 *   operation and writes the new answer); every other reader meanwhile gets the stale answer. A
 *   refresh that does not write back (the api failed) is tried again after `refreshMs`, and the
 *   stale answer is served until then (stale-if-error, within `staleS`);
 * - gone (past ttl + staleS): a miss.
 *
 * The refresh mark lives in this process: with a shared Redis each gateway refreshes a stale key
 * at most once at a time.
 */
export class StaleWhileRevalidateCache implements KeyValueCache<string> {
  /** Keys being refreshed by one of this process's requests → until when that refresh counts. */
  private readonly refreshing = new Map<string, number>();
  /** Entries written but not yet acknowledged by the store (Redis), readable at once. */
  private readonly writing = new Map<string, string>();
  private readonly store: KeyValueCache<string>;
  private readonly staleS: number;
  private readonly refreshMs: number;
  private readonly now: () => number;

  constructor(
    store: KeyValueCache<string>,
    options: { staleS: number; refreshMs: number; now?: () => number },
  ) {
    this.store = store;
    this.staleS = options.staleS;
    this.refreshMs = options.refreshMs;
    this.now = options.now ?? Date.now;
  }

  async get(key: string): Promise<string | undefined> {
    const entry = this.writing.get(key) ?? (await this.store.get(key));
    if (entry === undefined) return undefined;
    const newline = entry.indexOf('\n');
    const freshUntil = Number(entry.slice(0, newline));
    const value = entry.slice(newline + 1);
    const now = this.now();
    if (now < freshUntil) return value;
    if ((this.refreshing.get(key) ?? 0) > now) return value;
    this.markRefreshing(key, now);
    return undefined;
  }

  async set(key: string, value: string, options?: { ttl?: number | null }): Promise<void> {
    const ttl = options?.ttl ?? null;
    const entry = `${ttl === null ? Number.MAX_SAFE_INTEGER : this.now() + ttl * 1000}\n${value}`;
    this.refreshing.delete(key);
    this.writing.set(key, entry);
    try {
      await this.store.set(key, entry, ttl === null ? undefined : { ttl: ttl + this.staleS });
    } finally {
      if (this.writing.get(key) === entry) this.writing.delete(key);
    }
  }

  async delete(key: string): Promise<boolean> {
    this.refreshing.delete(key);
    this.writing.delete(key);
    return (await this.store.delete(key)) ?? false;
  }

  private markRefreshing(key: string, now: number): void {
    // Marks of refreshes that never wrote back expire; sweep them before the map grows large.
    if (this.refreshing.size >= 10_000) {
      for (const [stale, until] of this.refreshing) if (until <= now) this.refreshing.delete(stale);
    }
    this.refreshing.set(key, now + this.refreshMs);
  }
}
