import { KeyvAdapter } from '@apollo/utils.keyvadapter';
import { InMemoryLRUCache, type KeyValueCache, PrefixingKeyValueCache } from '@apollo/utils.keyvaluecache';
import KeyvRedis, { createClient, Keyv } from '@keyv/redis';
import { tracingOn } from '../../observability/tracing.ts';
import { logger } from '../observability/logger.ts';
import { inSpan } from '../observability/tracing.ts';
import type { GenerationChannel } from './content-generation.ts';

// Where the gateway keeps what outlives a request: the response cache (public answers) and the
// automatic persisted queries (hash → query text). In process by default, bounded in bytes; in
// Redis when REDIS_URL is set, so several gateways share one cache.

/** One gateway's stores, and how to let go of them when the server stops. */
export type CacheStores = {
  /** Public GraphQL answers (graphql/response-cache.ts adds freshness; Apollo's plugin `fqc:` keys). */
  responses: KeyValueCache<string>;
  /** Automatic persisted queries: sha256 of a query → its text. */
  persistedQueries: KeyValueCache<string>;
  kind: 'redis' | 'memory';
  /**
   * Redis's response store itself, without this process's short copies: what every gateway must
   * read afresh (the content generation). Absent in memory.
   */
  sharedResponses?: KeyValueCache<string>;
  /** Where gateways sharing the Redis announce a save (content-generation.ts). Absent in memory. */
  generationChannel?: GenerationChannel;
  close: () => Promise<void>;
};

/** Bytes of the in-process response cache (an LRU: the least recently used answers go first). */
const RESPONSE_BYTES = 64 * 1024 * 1024;
/** Bytes of the in-process persisted-query cache (a query is a few KB; anyone may register one). */
const PERSISTED_QUERY_BYTES = 8 * 1024 * 1024;
/** A Redis read slower than this is a miss: a slow cache must not slow the site down. */
const REDIS_READ_MS = 250;
/** How long the gateway's start waits for Redis before serving without it (it keeps trying). */
const REDIS_CONNECT_MS = 2000;
/** Every key of this gateway in a shared Redis starts with it (another app may share the server). */
const REDIS_NAMESPACE = 'lumen-gateway';
/** The channel a save's new content generation is published on. */
const GENERATION_CHANNEL = `${REDIS_NAMESPACE}:generation:content`;

/**
 * Pub/sub of the content generation: a subscriber connection of its own (a subscribed connection
 * runs no other command). It queues its SUBSCRIBE until connected and resubscribes after every
 * reconnect; `live` is false in between, so the generation polls the key again meanwhile.
 */
function generationChannel(
  url: string,
  publish: (channel: string, message: string) => Promise<unknown>,
  log: (error: unknown) => void,
): { channel: GenerationChannel; close: () => void } {
  const subscriber = createClient({
    url,
    socket: {
      connectTimeout: REDIS_CONNECT_MS,
      reconnectStrategy: (attempts) => Math.min(2 ** attempts * 50, 2000),
    },
  });
  subscriber.on('error', log);
  let live = false;
  let reconnected = () => {};
  subscriber.on('ready', () => {
    live = true;
    reconnected();
  });
  for (const event of ['end', 'reconnecting', 'error']) subscriber.on(event, () => (live = false));
  subscriber.connect().catch(log);
  return {
    channel: {
      live: () => live,
      listen: (listener) => {
        reconnected = listener.reconnected;
        subscriber.subscribe(GENERATION_CHANNEL, listener.heard).catch(log);
      },
      publish: async (value) => {
        try {
          await publish(GENERATION_CHANNEL, value);
        } catch (error) {
          // The others then follow by their poll.
          log(error);
        }
      },
    },
    close: () => subscriber.destroy(),
  };
}

/** A Redis command as a span (with tracing on): its name only, never the key (a cache key holds a query's variables). */
const redisSpan = <T>(command: string, work: () => Promise<T>): Promise<T> =>
  tracingOn()
    ? inSpan(
        `redis ${command}`,
        { 'db.system': 'redis', 'db.system.name': 'redis', 'db.operation.name': command },
        work,
      )
    : work();

/**
 * A cache that never fails its caller: a read that errs or takes longer than `readMs` is a miss,
 * a write or delete that errs is logged and forgotten.
 */
class ForgivingCache implements KeyValueCache<string> {
  private readonly inner: KeyValueCache<string>;
  private readonly readMs: number;
  private readonly log: (error: unknown) => void;

  constructor(inner: KeyValueCache<string>, readMs: number, log: (error: unknown) => void) {
    this.inner = inner;
    this.readMs = readMs;
    this.log = log;
  }

  async get(key: string): Promise<string | undefined> {
    let timer: NodeJS.Timeout | undefined;
    const late = new Promise<undefined>((resolve) => {
      timer = setTimeout(resolve, this.readMs, undefined);
    });
    try {
      return await Promise.race([redisSpan('GET', () => this.inner.get(key)), late]);
    } catch (error) {
      this.log(error);
      return undefined;
    } finally {
      clearTimeout(timer);
    }
  }

  async set(key: string, value: string, options?: { ttl?: number | null }): Promise<void> {
    try {
      await redisSpan('SET', () => this.inner.set(key, value, options));
    } catch (error) {
      this.log(error);
    }
  }

  async delete(key: string): Promise<boolean> {
    try {
      return (await redisSpan('DEL', () => this.inner.delete(key))) ?? false;
    } catch (error) {
      this.log(error);
      return false;
    }
  }
}

/**
 * A shared cache with a short-lived copy in this process of what was read or written: a crowd on
 * one page reads Redis once a second per gateway instead of once per visit (a kept course page is
 * 145 KB, and its read, transfer and decoding held a gateway to a quarter of its memory speed).
 * A copy lives `ttlS` at most, so another gateway's newer answer shows here within it, as the
 * content generation does (content-generation.ts memoises it for a second too).
 */
export class NearCache implements KeyValueCache<string> {
  /** The copies, each with when it expires by `now` (the LRU's own ttl only frees memory). */
  private readonly near: InMemoryLRUCache<{ value: string; expires: number }>;
  private readonly far: KeyValueCache<string>;
  private readonly ttlS: number;
  private readonly now: () => number;

  constructor(
    far: KeyValueCache<string>,
    options: {
      ttlS: number;
      maxBytes: number /** The clock (ms); tests pass their own. */;
      now?: () => number;
    },
  ) {
    this.far = far;
    this.ttlS = options.ttlS;
    this.now = options.now ?? (() => performance.now());
    this.near = new InMemoryLRUCache({
      maxSize: options.maxBytes,
      sizeCalculation: (copy) => copy.value.length,
    });
  }

  private async copyOf(key: string): Promise<string | undefined> {
    const copy = await this.near.get(key);
    return copy && this.now() < copy.expires ? copy.value : undefined;
  }

  private async keep(key: string, value: string, ttlS: number): Promise<void> {
    await this.near.set(key, { value, expires: this.now() + ttlS * 1000 }, { ttl: ttlS });
  }

  /** Reads of Redis under way: a crowd whose copy just expired makes one read, not one each. */
  private readonly reading = new Map<string, Promise<string | undefined>>();
  /**
   * Writes and deletes so far: a read that saw one happen while it waited keeps no copy, so an
   * older value read from Redis never covers a newer one written here.
   */
  private writes = 0;

  async get(key: string): Promise<string | undefined> {
    const near = await this.copyOf(key);
    if (near !== undefined) return near;
    const running = this.reading.get(key);
    if (running) return running;
    const writesBefore = this.writes;
    // Assigned before the read's first await ends, so `finally` sees it.
    let reading: Promise<string | undefined> | undefined;
    reading = (async () => {
      try {
        const far = await this.far.get(key);
        if (far !== undefined && this.writes === writesBefore) await this.keep(key, far, this.ttlS);
        return far;
      } finally {
        if (this.reading.get(key) === reading) this.reading.delete(key);
      }
    })();
    this.reading.set(key, reading);
    return reading;
  }

  async set(key: string, value: string, options?: { ttl?: number | null }): Promise<void> {
    this.writes += 1;
    this.reading.delete(key);
    const ttl = options?.ttl;
    await this.keep(key, value, ttl ? Math.min(ttl, this.ttlS) : this.ttlS);
    await this.far.set(key, value, options);
  }

  async delete(key: string): Promise<boolean> {
    this.writes += 1;
    this.reading.delete(key);
    await this.near.delete(key);
    return (await this.far.delete(key)) ?? false;
  }
}

/** How long a gateway keeps its own copy of what it read from Redis, and how much of it. */
const NEAR_RESPONSE_S = 1;
const NEAR_RESPONSE_BYTES = 32 * 1024 * 1024;
/** A persisted query never changes (its key is its hash): its copy may live longer. */
const NEAR_PERSISTED_QUERY_S = 300;

function memoryStores(): CacheStores {
  return {
    kind: 'memory',
    responses: new InMemoryLRUCache<string>({ maxSize: RESPONSE_BYTES }),
    persistedQueries: new InMemoryLRUCache<string>({ maxSize: PERSISTED_QUERY_BYTES }),
    close: async () => {},
  };
}

/**
 * Redis through Keyv. While the connection is down, commands fail at once (no offline queue: a
 * request never waits for Redis to come back) and the client reconnects by itself; failures are
 * misses. Without Redis the site is slower, never down.
 */
async function redisStores(url: string, now?: () => number): Promise<CacheStores> {
  let lastLogged = 0;
  const log = (error: unknown) => {
    // One line a minute at most while Redis is away.
    if (Date.now() - lastLogged < 60_000) return;
    lastLogged = Date.now();
    logger.error({ err: error }, 'gateway cache: redis');
  };
  const client = createClient({
    url,
    disableOfflineQueue: true,
    socket: {
      connectTimeout: REDIS_CONNECT_MS,
      reconnectStrategy: (attempts) => Math.min(2 ** attempts * 50, 2000),
    },
  });
  client.on('error', log);
  const store = new KeyvRedis<string>(client, { namespace: REDIS_NAMESPACE, throwOnConnectError: false });
  const keyv = new Keyv<string>({
    store,
    namespace: REDIS_NAMESPACE,
    useKeyPrefix: false,
    throwOnErrors: true,
  });
  keyv.on('error', () => {}); // thrown to ForgivingCache, which logs
  // The first connection: wait a little, then serve without Redis while the client keeps trying.
  const connecting = client.connect().catch(log);
  await Promise.race([connecting, new Promise((resolve) => setTimeout(resolve, REDIS_CONNECT_MS))]);
  const shared = new ForgivingCache(new KeyvAdapter<string>(keyv), REDIS_READ_MS, log);
  const generation = generationChannel(url, (channel, message) => client.publish(channel, message), log);
  return {
    kind: 'redis',
    generationChannel: generation.channel,
    sharedResponses: new PrefixingKeyValueCache(shared, 'rc:'),
    responses: new NearCache(new PrefixingKeyValueCache(shared, 'rc:'), {
      ttlS: NEAR_RESPONSE_S,
      maxBytes: NEAR_RESPONSE_BYTES,
      now,
    }),
    persistedQueries: new NearCache(new PrefixingKeyValueCache(shared, 'apq:'), {
      ttlS: NEAR_PERSISTED_QUERY_S,
      maxBytes: PERSISTED_QUERY_BYTES,
      now,
    }),
    close: async () => {
      generation.close();
      client.destroy();
    },
  };
}

/**
 * The gateway's stores: Redis at `redisUrl` when given, else in process. `now` is the clock of
 * this process's short copies of what Redis holds (default the real time).
 */
export function createCacheStores(redisUrl?: string, now?: () => number): Promise<CacheStores> {
  return redisUrl ? redisStores(redisUrl, now) : Promise.resolve(memoryStores());
}
