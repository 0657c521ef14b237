import type { KeyValueCache } from '@apollo/utils.keyvaluecache';

/** An entry kept past its freshness, to serve while the api does not answer. */
export type StaleEntry = { value: string; freshUntil: number };

/** Separates a key from its tag (`key#tag`): the tag is stored in the entry, not in the key. */
const TAG = '#';

function splitKey(tagged: string): { key: string; tag: string } {
  const at = tagged.lastIndexOf(TAG);
  return at < 0 ? { key: tagged, tag: '' } : { key: tagged.slice(0, at), tag: tagged.slice(at + 1) };
}

function parse(raw: string | undefined): (StaleEntry & { tag: string }) | undefined {
  if (raw === undefined) return undefined;
  const newline = raw.indexOf('\n');
  const header = raw.slice(0, newline);
  const space = header.indexOf(' ');
  return {
    freshUntil: Number(space < 0 ? header : header.slice(0, space)),
    tag: space < 0 ? '' : header.slice(space + 1),
    value: raw.slice(newline + 1),
  };
}

/**
 * A KeyValueCache that keeps each answer past its max-age (the `ttl` its writer gives):
 *
 * - fresh (younger than its ttl): served;
 * - stale (past its ttl, within `staleS`): the first reader gets a miss and refreshes it (runs the
 *   operation and writes the new answer); every other reader meanwhile gets the stale answer. A
 *   refresh that does not write back (the api failed) is tried again after `refreshMs`, and the
 *   stale answer is served until then;
 * - past that, a miss; but the entry stays `staleIfErrorS` past its max-age, for `fallback()`:
 *   what the caller serves, marked stale, when the api does not answer (stale-if-error).
 *
 * Tags. A key may end in `#tag` (the day and the content generation): the tag is stored in the
 * entry, not in the key, and an entry read with another tag is a miss (a save or midnight made it
 * old) but still a fallback. So each key holds one entry whatever its generation: saves do not
 * leave a day's worth of dead copies in Redis.
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
  private readonly staleIfErrorS: number;
  private readonly refreshMs: number;
  private readonly now: () => number;

  constructor(
    store: KeyValueCache<string>,
    options: { staleS: number; staleIfErrorS?: number; refreshMs: number; now?: () => number },
  ) {
    this.store = store;
    this.staleS = options.staleS;
    this.staleIfErrorS = Math.max(options.staleIfErrorS ?? 0, options.staleS);
    this.refreshMs = options.refreshMs;
    this.now = options.now ?? Date.now;
  }

  async get(tagged: string): Promise<string | undefined> {
    return (await this.lookup(tagged)).hit;
  }

  /**
   * A read that also answers what to serve should the refresh fail, and of a hit served in its
   * refresh window (past its max-age) until when it was fresh: `freshUntil`.
   */
  async lookup(tagged: string): Promise<{ hit?: string; fallback?: StaleEntry; freshUntil?: number }> {
    const { key, tag } = splitKey(tagged);
    const entry = await this.read(key);
    if (entry === undefined) return {};
    const now = this.now();
    const fallback = this.usableOnError(entry, now);
    if (entry.tag !== tag) return { fallback };
    if (now < entry.freshUntil) return { hit: entry.value };
    if (now < entry.freshUntil + this.staleS * 1000) {
      if ((this.refreshing.get(key) ?? 0) > now) return { hit: entry.value, freshUntil: entry.freshUntil };
      this.markRefreshing(key, now);
    }
    return { fallback };
  }

  /** The entry under this key whatever its tag and age, within `staleIfErrorS` past its max-age. */
  async fallback(tagged: string): Promise<StaleEntry | undefined> {
    const entry = await this.read(splitKey(tagged).key);
    return entry && this.usableOnError(entry, this.now());
  }

  private async read(key: string) {
    return parse(this.writing.get(key) ?? (await this.store.get(key)));
  }

  private usableOnError(entry: StaleEntry, now: number): StaleEntry | undefined {
    return now < entry.freshUntil + this.staleIfErrorS * 1000
      ? { value: entry.value, freshUntil: entry.freshUntil }
      : undefined;
  }

  /** `staleIfError: false` keeps the entry only `staleS` past its ttl (a 404, a redirect). */
  async set(tagged: string, value: string, options?: { ttl?: number | null; staleIfError?: boolean }) {
    const { key, tag } = splitKey(tagged);
    const ttl = options?.ttl ?? null;
    const entry = `${ttl === null ? Number.MAX_SAFE_INTEGER : this.now() + ttl * 1000} ${tag}\n${value}`;
    const keep = options?.staleIfError === false ? this.staleS : this.staleIfErrorS;
    this.refreshing.delete(key);
    this.writing.set(key, entry);
    try {
      await this.store.set(key, entry, ttl === null ? undefined : { ttl: ttl + keep });
    } finally {
      if (this.writing.get(key) === entry) this.writing.delete(key);
    }
  }

  async delete(tagged: string): Promise<boolean> {
    const { key } = splitKey(tagged);
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
