import { randomBytes } from 'node:crypto';
import { afterAll, beforeAll, describe } from 'vitest';
import type { RunningApi, StartApiOptions } from '../../api/start-api.ts';
import { accountsLimitsSuite, LOWERED_LIMITS } from './accounts-limits.ts';
import {
  movableClock,
  pgliteWith,
  postgresTarget,
  roomyStock,
  type Target,
  TEST_DATABASE_URL,
} from './harness.ts';
import { LOWERED_WRITE_LIMITS, writesLimitsSuite } from './writes-limits.ts';

// The rate limits (api/accounts/README.md "Rate limits") on an api of their own with lowered
// limits and a clock the tests move, counted in the database (PGlite always, PostgreSQL when
// TEST_DATABASE_URL is set) and, with REDIS_URL, in Redis; and with a Redis that does not answer.

const REDIS_URL = process.env.REDIS_URL || undefined;

function limits(name: string, target: (options: StartApiOptions) => Target) {
  const time = movableClock();
  let api: RunningApi | undefined;
  beforeAll(async () => {
    api = await target({
      rateLimits: { ...LOWERED_LIMITS, ...LOWERED_WRITE_LIMITS },
      trustProxy: ['127.0.0.1', '::1'],
      demoAccounts: true,
      clock: time.clock,
    }).start();
    await roomyStock(api.db);
  });
  afterAll(async () => {
    await api?.close();
  });
  const running = () => {
    if (!api) throw new Error('api did not start');
    return api;
  };
  accountsLimitsSuite(name, running, time);
  writesLimitsSuite(
    name,
    () => running().url,
    () => running().db,
  );
}

const inRedis = (options: StartApiOptions): StartApiOptions => ({
  ...options,
  redisUrl: REDIS_URL,
  redisPrefix: `test:${randomBytes(6).toString('hex')}:`,
});

describe('rate limits on PGlite', () => {
  describe('counted in the database', () => limits('database', pgliteWith));
  if (REDIS_URL) describe('counted in Redis', () => limits('Redis', (o) => pgliteWith(inRedis(o))));
  // A Redis that does not answer: every count falls back to the database, and holds as well.
  describe('Redis down', () =>
    limits('Redis down', (o) => pgliteWith({ ...o, redisUrl: 'redis://127.0.0.1:9' })));
});

if (!TEST_DATABASE_URL) console.log('rate limits: PostgreSQL run skipped (set TEST_DATABASE_URL to run it)');
describe.skipIf(!TEST_DATABASE_URL)('rate limits on PostgreSQL', () => {
  const server = (o: StartApiOptions) => postgresTarget(TEST_DATABASE_URL ?? '', o);
  describe('counted in the database', () => limits('database', server));
  if (REDIS_URL) describe('counted in Redis', () => limits('Redis', (o) => server(inRedis(o))));
});
