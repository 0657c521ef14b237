import { randomBytes } from 'node:crypto';
import type { KeyValueCache } from '@apollo/utils.keyvaluecache';

// Purging on save (issue 12). A KeyValueCache cannot be cleared, and an editor's block shows up in
// answers and pages nobody could list (a course page, the home page, a widget on every page). So
// every key of the response cache and the page cache carries the content's *generation*: a value
// that a save replaces by a new, never used one. After a save no key written before it is read
// again; the old entries age out by their own ttl.
//
// - In memory (no REDIS_URL) the generation is this process's own value.
// - With a shared Redis it lives there (one key), so a save through one gateway moves every
//   gateway. Each gateway reads it at most once a `memoMs` (1 s), so other gateways follow within
//   that; the saving gateway switches before it answers the save.
// - A generation missing from the store (a fresh Redis, an evicted key, a failed read) is
//   replaced by a new one: a new value can only make the caches miss, never serve old content.

const KEY = 'content';

/** A value no earlier generation had: time (so it sorts in logs) and randomness (two gateways at once). */
const freshValue = () => `${Date.now().toString(36)}.${randomBytes(6).toString('base64url')}`;

export class ContentGeneration {
  private readonly store: KeyValueCache<string> | undefined;
  private readonly memoMs: number;
  private readonly now: () => number;
  private value = freshValue();
  /** When the store was last asked (its answer is older than that moment at worst). */
  private readAt = Number.NEGATIVE_INFINITY;
  private reading: Promise<string> | undefined;
  /** Counts this process's own saves: a read that started before one of them is out of date. */
  private bumps = 0;

  /** `store`: where gateways share the value (Redis); without one it lives in this process. */
  constructor(
    store: KeyValueCache<string> | undefined,
    options: { memoMs?: number; now?: () => number } = {},
  ) {
    this.store = store;
    this.memoMs = options.memoMs ?? 1000;
    this.now = options.now ?? Date.now;
  }

  /** The generation to put in a cache key now. */
  current(): Promise<string> {
    if (!this.store || this.now() - this.readAt < this.memoMs) return Promise.resolve(this.value);
    this.reading ??= this.read(this.store).finally(() => {
      this.reading = undefined;
    });
    return this.reading;
  }

  /** Content changed: from now on every cache key differs from every earlier one. */
  async bump(): Promise<void> {
    this.bumps += 1;
    this.value = freshValue();
    this.readAt = this.now();
    // Awaited, so another gateway that reads the store after the save's answer sees it.
    await this.store?.set(KEY, this.value);
  }

  private async read(store: KeyValueCache<string>): Promise<string> {
    const bumps = this.bumps;
    const startedAt = this.now();
    let stored = await store.get(KEY);
    // One of our own saves happened while reading: ours is the newer value.
    if (bumps !== this.bumps) return this.value;
    if (stored === undefined) {
      stored = freshValue();
      await store.set(KEY, stored);
      if (bumps !== this.bumps) return this.value;
    }
    this.value = stored;
    this.readAt = startedAt;
    return stored;
  }
}
