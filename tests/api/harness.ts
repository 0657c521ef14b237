import { randomBytes } from 'node:crypto';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import { type Clock, createClock } from '../../api/clock.ts';
import { openSeededDatabase } from '../../api/seed/seeded-database.ts';
import { type RunningApi, type StartApiOptions, startApi } from '../../api/start-api.ts';
import { DEFAULT_ORDER_LIMITS, type OrderLimits } from '../../domain/order-bounds.ts';

export const NOW = '2026-11-23';

export type MovableClock = { clock: Clock; set(instant: string): void; reset(): void };

/** The api's clock at NOW (12:00 UTC), which a test moves: `set('2026-11-23T12:14:59Z')`. */
export function movableClock(): MovableClock {
  const fixed = createClock(NOW);
  let now = fixed.now();
  return {
    clock: { today: fixed.today, amsterdamNow: fixed.amsterdamNow, now: () => new Date(now) },
    set: (instant) => {
      now = new Date(instant);
    },
    reset: () => {
      now = fixed.now();
    },
  };
}
/**
 * Gives every rental article of `db` more units than any suite orders. The order, payment and
 * account suites place dozens of orders of the same articles for one period on one api: they test
 * ordering, not stock (availability.test.ts tests stock, on the seed's units).
 */
export async function roomyStock(db: RunningApi['db']): Promise<void> {
  await db.execute(sql`update articles set units = 100000 where type = 'RENTAL'`);
}

export const TEST_DATABASE_URL = process.env.TEST_DATABASE_URL || undefined;

export type Target = { name: string; start(): Promise<RunningApi> };

const HOUR = 3600;
/**
 * The suites post from one address while the clock stands still: more forms, orders and payments
 * than a visitor may (rate-limits.test.ts tests the limits themselves).
 */
export const ROOMY_LIMITS: StartApiOptions['rateLimits'] = {
  newsletterPerClient: { limit: 10_000, windowS: HOUR },
  courseRegistrationPerClient: { limit: 10_000, windowS: HOUR },
  openDayRegistrationPerClient: { limit: 10_000, windowS: HOUR },
  orderPerClient: { limit: 10_000, windowS: HOUR },
  paymentPerClient: { limit: 10_000, windowS: HOUR },
};

/**
 * The suites place many orders of one address from one client: more unpaid holds, of more value
 * and units, than a customer may have (orders-holds.test.ts and holds-by-value.test.ts test the
 * bounds themselves, with the defaults).
 */
export const ROOMY_ORDER_LIMITS: OrderLimits = {
  ...DEFAULT_ORDER_LIMITS,
  maxUnpaidHolds: 1_000_000,
  guestHoldCents: 10_000_000_00,
  accountHoldCents: 10_000_000_00,
  unpaidUnitsPercent: 100,
};

// The suites read mails back through the development outbox, which is off unless enabled, and
// sign in with the demo accounts (api/seed/demo-accounts.ts).
export const pgliteTarget: Target = pgliteWith({ demoAccounts: true });

/** Drop `name` once the api's connections have gone (pool.end() does not wait for that). */
async function dropDatabase(admin: pg.Client, name: string): Promise<void> {
  for (let attempt = 0; attempt < 50; attempt++) {
    try {
      await admin.query(`DROP DATABASE IF EXISTS ${name}`);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
}

/** PGlite in memory with more options (a suite that needs demo accounts, the editor, …). */
export function pgliteWith(options: StartApiOptions): Target {
  return {
    name: 'PGlite',
    start: () =>
      startApi({
        dataDir: 'memory://',
        now: NOW,
        port: 0,
        devOutbox: true,
        orderLimits: ROOMY_ORDER_LIMITS,
        ...options,
        rateLimits: { ...ROOMY_LIMITS, ...options.rateLimits },
      }),
  };
}

// Any fixed number: one worker at a time makes the run's template database of a day.
const TEMPLATE_LOCK_KEY = 7_240_612;

/** The run's template database of `today` (TEST_RUN_ID), migrated and seeded once by whoever asks first. */
async function templateDatabase(
  admin: pg.Client,
  serverUrl: string,
  today: string,
): Promise<string | undefined> {
  const run = process.env.TEST_RUN_ID?.trim();
  if (!run || !/^[a-z0-9]+$/.test(run)) return undefined;
  const name = `api_template_${run}_${today.replaceAll('-', '')}`;
  await admin.query('select pg_advisory_lock($1)', [TEMPLATE_LOCK_KEY]);
  try {
    const found = await admin.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount === 0) {
      await admin.query(`CREATE DATABASE ${name}`);
      const url = new URL(serverUrl);
      url.pathname = `/${name}`;
      const database = await openSeededDatabase({ databaseUrl: url.toString(), clock: createClock(today) });
      await database.close();
    }
  } finally {
    await admin.query('select pg_advisory_unlock($1)', [TEMPLATE_LOCK_KEY]);
  }
  return name;
}

/** `CREATE DATABASE … TEMPLATE`, once the template's last connection has gone (pool.end() does not wait). */
async function copyDatabase(admin: pg.Client, name: string, template: string): Promise<void> {
  for (let attempt = 0; ; attempt++) {
    try {
      await admin.query(`CREATE DATABASE ${name} TEMPLATE ${template}`);
      return;
    } catch (error) {
      if (attempt >= 50) throw error;
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}

/** Drops the template databases of this run (tests/vitest-setup.ts, at the run's end). */
export async function dropTemplateDatabases(serverUrl: string): Promise<void> {
  const run = process.env.TEST_RUN_ID?.trim();
  if (!run || !/^[a-z0-9]+$/.test(run)) return;
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  try {
    const { rows } = await admin.query<{ datname: string }>(
      'select datname from pg_database where datname like $1',
      [`api_template_${run}_%`],
    );
    for (const { datname } of rows) await dropDatabase(admin, datname);
  } finally {
    await admin.end();
  }
}

/**
 * A fresh database on the server of `serverUrl`; `drop()` removes it. Empty, or, with
 * `seededFor` (a day), a copy of the run's migrated and seeded template of that day: what
 * migrating and seeding an empty one would give, without the seconds it takes.
 */
export async function createTestDatabase(
  serverUrl: string,
  options: { seededFor?: string } = {},
): Promise<{ url: string; drop(): Promise<void> }> {
  const admin = new pg.Client({ connectionString: serverUrl });
  await admin.connect();
  const name = `api_test_${randomBytes(6).toString('hex')}`;
  const template = options.seededFor
    ? await templateDatabase(admin, serverUrl, options.seededFor)
    : undefined;
  if (template) await copyDatabase(admin, name, template);
  else await admin.query(`CREATE DATABASE ${name}`);
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      await dropDatabase(admin, name);
      await admin.end();
    },
  };
}

/** A fresh database per run on the server of TEST_DATABASE_URL, dropped on close. */
export function postgresTarget(serverUrl: string, options: StartApiOptions = {}): Target {
  return {
    name: 'PostgreSQL',
    async start() {
      const clock = options.clock ?? createClock(options.now ?? NOW);
      const database = await createTestDatabase(serverUrl, { seededFor: clock.today() });
      try {
        const api = await startApi({
          databaseUrl: database.url,
          now: NOW,
          port: 0,
          devOutbox: true,
          demoAccounts: true,
          orderLimits: ROOMY_ORDER_LIMITS,
          ...options,
          rateLimits: { ...ROOMY_LIMITS, ...options.rateLimits },
        });
        return {
          ...api,
          async close() {
            await api.close();
            await database.drop();
          },
        };
      } catch (error) {
        await database.drop();
        throw error;
      }
    },
  };
}

export type Answer<T = unknown> = { status: number; body: T; headers: Headers; text: string };

/** A client with a cookie jar, as a browser (or the gateway) would talk to the api. */
export class Client {
  readonly jar = new Map<string, string>();
  private readonly base: string;

  constructor(base: string) {
    this.base = base;
  }

  async request<T = unknown>(
    method: string,
    path: string,
    options: { body?: string; headers?: Record<string, string>; csrf?: boolean } = {},
  ): Promise<Answer<T>> {
    const headers: Record<string, string> = { ...options.headers };
    if (this.jar.size > 0) headers.cookie = [...this.jar].map(([k, v]) => `${k}=${v}`).join('; ');
    if (options.csrf) headers['x-csrftoken'] = this.jar.get('csrftoken') ?? '';
    if (options.body !== undefined) headers['content-type'] ??= 'application/json';
    const response = await fetch(`${this.base}${path}`, {
      method,
      headers,
      body: options.body,
      redirect: 'manual',
    });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair = ''] = cookie.split(';');
      const eq = pair.indexOf('=');
      this.jar.set(pair.slice(0, eq), pair.slice(eq + 1));
    }
    const text = await response.text();
    let body: unknown = text;
    if (response.headers.get('content-type')?.includes('json')) body = JSON.parse(text);
    return { status: response.status, body: body as T, headers: response.headers, text };
  }

  get<T = unknown>(path: string, headers?: Record<string, string>): Promise<Answer<T>> {
    return this.request<T>('GET', path, { headers });
  }

  /** GET that must answer 200; returns the body. */
  async ok<T = unknown>(path: string): Promise<T> {
    const answer = await this.get<T>(path);
    if (answer.status !== 200) throw new Error(`GET ${path}: ${answer.status} ${answer.text.slice(0, 300)}`);
    return answer.body;
  }
}

export type Paged<T> = { count: number; next: string | null; previous: string | null; results: T[] };
