import { InMemoryLRUCache, type KeyValueCache } from '@apollo/utils.keyvaluecache';
import { describe, expect, it } from 'vitest';
import { NearCache } from '../../gateway/graphql/cache-store.ts';

// With Redis, each gateway keeps a short copy of what it read (graphql/cache-store.ts): a crowd
// reads Redis once per key per copy, and another gateway's newer answer shows within the copy's life.

/** A shared store (Redis's stand-in) that counts its reads and can be slow to answer. */
function sharedStore(delayMs = 0) {
  const inner = new InMemoryLRUCache<string>();
  const counts = { reads: 0 };
  const store: KeyValueCache<string> = {
    async get(key) {
      counts.reads += 1;
      // The value as it was when asked, arriving later (an answer in transit).
      const value = await inner.get(key);
      await new Promise((resolve) => setTimeout(resolve, delayMs));
      return value;
    },
    set: (key, value, options) => inner.set(key, value, options),
    delete: (key) => inner.delete(key),
  };
  return { store, counts };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('a gateway’s near copy of the shared cache', () => {
  it('answers repeated reads from its copy, and a crowd whose copy expired with one shared read', async () => {
    const { store, counts } = sharedStore(20);
    await store.set('page', 'v1');
    const near = new NearCache(store, { ttlS: 1, maxBytes: 1024 * 1024 });
    const crowd = await Promise.all(Array.from({ length: 20 }, () => near.get('page')));
    expect(crowd).toEqual(Array(20).fill('v1'));
    expect(counts.reads).toBe(1);
    expect(await near.get('page')).toBe('v1');
    expect(counts.reads).toBe(1);
  });

  it('shows another gateway’s newer answer once its copy has lived its second', async () => {
    const { store } = sharedStore();
    await store.set('page', 'v1');
    // The copy's second passes on the test's own clock: no waiting, no race with a busy machine.
    let now = 0;
    const near = new NearCache(store, { ttlS: 1, maxBytes: 1024 * 1024, now: () => now });
    expect(await near.get('page')).toBe('v1');
    // Another gateway writes to the shared store directly.
    await store.set('page', 'v2');
    now = 999;
    expect(await near.get('page')).toBe('v1');
    now = 1000;
    expect(await near.get('page')).toBe('v2');
  });

  it('writes and deletes through to the shared store, and its own writes show at once', async () => {
    const { store } = sharedStore();
    const near = new NearCache(store, { ttlS: 1, maxBytes: 1024 * 1024 });
    await near.set('page', 'mine', { ttl: 60 });
    expect(await near.get('page')).toBe('mine');
    expect(await store.get('page')).toBe('mine');
    await near.delete('page');
    expect(await near.get('page')).toBeUndefined();
    expect(await store.get('page')).toBeUndefined();
  });

  it('never lets a read that was under way cover a newer write of its own', async () => {
    const { store } = sharedStore(50);
    await store.set('page', 'v1');
    const near = new NearCache(store, { ttlS: 1, maxBytes: 1024 * 1024 });
    const reading = near.get('page');
    await sleep(10);
    await near.set('page', 'v2', { ttl: 60 });
    expect(await reading).toBe('v1');
    expect(await near.get('page')).toBe('v2');
  });

  it('keeps a miss no longer than the read: a page written later is found', async () => {
    const { store } = sharedStore();
    const near = new NearCache(store, { ttlS: 1, maxBytes: 1024 * 1024 });
    expect(await near.get('page')).toBeUndefined();
    await store.set('page', 'v1');
    expect(await near.get('page')).toBe('v1');
  });
});
