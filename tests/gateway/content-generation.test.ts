import { InMemoryLRUCache, type KeyValueCache } from '@apollo/utils.keyvaluecache';
import { describe, expect, it } from 'vitest';
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
