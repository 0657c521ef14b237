import { InMemoryLRUCache, type KeyValueCache, PrefixingKeyValueCache } from '@apollo/utils.keyvaluecache';
import { describe, expect, it } from 'vitest';
import { createCacheStores } from '../../gateway/graphql/cache-store.ts';
import { ContentGeneration } from '../../gateway/graphql/content-generation.ts';

// The content generation that keys every cached answer and page (gateway/graphql/content-generation.ts):
// a save moves it at once in its own gateway and, through the shared store, in every other within
// the memo; nothing that races with a save can bring the old value back.

describe('the content generation', () => {
  it('moves at once in its own gateway', async () => {
    const generation = new ContentGeneration(undefined);
    const before = await generation.current();
    expect(await generation.current()).toBe(before);
    await generation.bump();
    expect(await generation.current()).not.toBe(before);
  });

  it('is shared through the store, and another gateway follows within its memo', async () => {
    let clock = 0;
    const now = () => clock;
    const store = new InMemoryLRUCache<string>();
    const one = new ContentGeneration(store, { memoMs: 1000, now });
    const two = new ContentGeneration(store, { memoMs: 1000, now });
    const shared = await one.current();
    expect(await two.current()).toBe(shared);
    await one.bump();
    const moved = await one.current();
    expect(moved).not.toBe(shared);
    clock = 999;
    expect(await two.current()).toBe(shared);
    clock = 1000;
    expect(await two.current()).toBe(moved);
  });

  it('never takes back a value read from the store while its own save happened', async () => {
    let release = () => {};
    const stored = new InMemoryLRUCache<string>();
    const slow: KeyValueCache<string> = {
      get: async (key) => {
        const value = await stored.get(key);
        await new Promise<void>((resolve) => {
          release = resolve;
        });
        return value;
      },
      set: (key, value, options) => stored.set(key, value, options),
      delete: (key) => stored.delete(key),
    };
    await stored.set('content', 'oud');
    const generation = new ContentGeneration(slow, { memoMs: 1000 });
    const reading = generation.current();
    await generation.bump();
    const saved = await stored.get('content');
    release();
    expect(await reading).toBe(saved);
    expect(await generation.current()).toBe(saved);
    expect(saved).not.toBe('oud');
  });

  it('replaces a generation missing from the store (a fresh or evicted key) by a new one', async () => {
    const store = new InMemoryLRUCache<string>();
    const one = new ContentGeneration(store, { memoMs: 0 });
    const first = await one.current();
    expect(await store.get('content')).toBe(first);
    await store.delete('content');
    const second = await one.current();
    expect(second).not.toBe(first);
    expect(await store.get('content')).toBe(second);
  });
});

describe('the content generation announced on a channel', () => {
  /** A channel in memory, as Redis pub/sub delivers it: to every listener, after a tick. */
  function fakeChannel() {
    const listeners: { heard: (value: string) => void; reconnected: () => void }[] = [];
    let live = true;
    const channel = {
      publish: async (value: string) => {
        if (!live) return;
        setImmediate(() => {
          for (const listener of listeners) listener.heard(value);
        });
      },
      listen: (listener: (typeof listeners)[number]) => listeners.push(listener),
      live: () => live,
    };
    return {
      channel,
      drop: () => (live = false),
      restore: () => {
        live = true;
        for (const listener of listeners) listener.reconnected();
      },
    };
  }

  it('moves another gateway at the message, not at its poll; polls again once the channel drops', async () => {
    let clock = 0;
    const now = () => clock;
    const store = new InMemoryLRUCache<string>();
    const fake = fakeChannel();
    const one = new ContentGeneration(store, {
      memoMs: 1000,
      liveMemoMs: 30_000,
      now,
      channel: fake.channel,
    });
    const two = new ContentGeneration(store, {
      memoMs: 1000,
      liveMemoMs: 30_000,
      now,
      channel: fake.channel,
    });
    const shared = await two.current();
    await one.bump();
    await new Promise((resolve) => setImmediate(resolve));
    const moved = await one.current();
    expect(await two.current()).toBe(moved);
    expect(moved).not.toBe(shared);

    // A lost message: the poll finds the value within `memoMs` while the channel is down...
    fake.drop();
    await one.bump();
    const lost = await one.current();
    clock = 999;
    expect(await two.current()).toBe(moved);
    clock = 1000;
    expect(await two.current()).toBe(lost);
    // ...and at once when it reconnects.
    await store.set('content', 'nieuw');
    fake.restore();
    expect(await two.current()).toBe('nieuw');
  });
});

// Two gateways' stores on one Redis (REDIS_URL): a save through one reaches the other by pub/sub.
const redisUrl = process.env.REDIS_URL;
describe.skipIf(!redisUrl)('the content generation in Redis', () => {
  it('reaches a second gateway within 100 ms of a save', async () => {
    const a = await createCacheStores(redisUrl);
    const b = await createCacheStores(redisUrl);
    try {
      const prefixed = (stores: typeof a) =>
        new PrefixingKeyValueCache(stores.sharedResponses as KeyValueCache<string>, 'generation:');
      const one = new ContentGeneration(prefixed(a), { channel: a.generationChannel });
      const two = new ContentGeneration(prefixed(b), { channel: b.generationChannel });
      const until = Date.now() + 2000;
      while (!(a.generationChannel?.live() && b.generationChannel?.live()) && Date.now() < until) {
        await new Promise((resolve) => setTimeout(resolve, 10));
      }
      await two.current();
      const latencies: number[] = [];
      for (let save = 0; save < 20; save += 1) {
        const started = performance.now();
        await one.bump();
        // Until both name the same generation: the other suites' gateways share this Redis and may
        // save meanwhile, and then both rightly move on to that newer generation, not to ours.
        while ((await two.current()) !== (await one.current()) && performance.now() - started < 1000) {
          await new Promise((resolve) => setImmediate(resolve));
        }
        latencies.push(performance.now() - started);
      }
      latencies.sort((x, y) => x - y);
      console.log(
        `content generation A → B: median ${latencies[10]?.toFixed(1)} ms, max ${latencies[19]?.toFixed(1)} ms`,
      );
      expect(latencies[19]).toBeLessThan(100);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
