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
//   gateway: the saving gateway switches before it answers the save, writes the key and publishes
//   the new value on a channel every gateway listens to (one subscriber connection each), so the
//   others switch within a few milliseconds. While that subscription is not live (Redis away, a
//   reconnect), a gateway reads the key at most once a `memoMs` (1 s); while it is live, once a
//   `liveMemoMs` (30 s) as a fallback, and once at every reconnect (messages may have been missed).
// - A generation missing from the store (a fresh Redis, an evicted key, a failed read) is
//   replaced by a new one: a new value can only make the caches miss, never serve old content.

const KEY = 'content';

/** A value no earlier generation had: time (so it sorts in logs) and randomness (two gateways at once). */
const freshValue = () => `${Date.now().toString(36)}.${randomBytes(6).toString('base64url')}`;

/** How gateways tell each other of a save (Redis pub/sub, cache-store.ts). */
export type GenerationChannel = {
  publish: (value: string) => Promise<void>;
  /** Calls `heard` with each published value, and `reconnected` when messages may have been lost. */
  listen: (listener: { heard: (value: string) => void; reconnected: () => void }) => void;
  /** True while messages arrive. */
  live: () => boolean;
};

export class ContentGeneration {
  private readonly store: KeyValueCache<string> | undefined;
  private readonly channel: GenerationChannel | undefined;
  private readonly memoMs: number;
  private readonly liveMemoMs: number;
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
    options: { memoMs?: number; liveMemoMs?: number; now?: () => number; channel?: GenerationChannel } = {},
  ) {
    this.store = store;
    this.channel = options.channel;
    this.memoMs = options.memoMs ?? 1000;
    this.liveMemoMs = options.liveMemoMs ?? 30_000;
    this.now = options.now ?? Date.now;
    this.channel?.listen({
      heard: (value) => {
        if (value === this.value) return;
        // Newer than any read under way: that read must not bring the old value back.
        this.bumps += 1;
        this.value = value;
        this.readAt = this.now();
      },
      reconnected: () => {
        this.readAt = Number.NEGATIVE_INFINITY;
      },
    });
  }

  /** The generation to put in a cache key now. */
  current(): Promise<string> {
    const memoMs = this.channel?.live() ? this.liveMemoMs : this.memoMs;
    if (!this.store || this.now() - this.readAt < memoMs) return Promise.resolve(this.value);
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
    await this.channel?.publish(this.value);
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
