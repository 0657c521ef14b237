import type { Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createApp, paymentSettlements } from './app.ts';
import { type Clock, createClock } from './clock.ts';
import { type ApiConfig, readConfig } from './config.ts';
import type { Db } from './db/open-database.ts';
import { sealPlainTotpSecrets } from './desk/totp-sealing.ts';
import { deleteExpiredSessions } from './http/session.ts';
import type { RateLimits } from './limits/rate-limit.ts';
import {
  databaseRateLimitStore,
  deleteExpiredRateLimits,
  type RateLimitStore,
} from './limits/rate-limit-store.ts';
import { createMailer } from './mail/mailer.ts';
import { logger } from './observability/logger.ts';
import { unwatchBacklog, watchBacklog } from './observability/metrics.ts';
import { startQuoteExpiry } from './orders/reservations.ts';
import { createPaymentProvider } from './payments/payment-providers.ts';
import { startPaymentSync } from './payments/payment-sync.ts';
import { startRefundSync } from './payments/refund-sync.ts';
import { seedDemoAccounts, seedDemoStaff } from './seed/demo-accounts.ts';
import { openSeededDatabase } from './seed/seeded-database.ts';

export type StartApiOptions = {
  /** PostgreSQL connection string; default env DATABASE_URL unless dataDir is given. */
  databaseUrl?: string;
  /** PGlite data directory or `memory://`; default env DATA_DIR or ./data. */
  dataDir?: string;
  /** Fixed clock (ISO date or date-time); default env NOW, else the real time. */
  now?: string;
  /** A clock of the caller's own, instead of `now` (tests move it across a rate-limit window). */
  clock?: Clock;
  /** Port; 0 picks a free one. Default env API_PORT or 8000. */
  port?: number;
  /** Interface; default env API_HOST or 127.0.0.1. */
  host?: string;
  /** SMTP server for outgoing mail (`smtp://user:pass@host:587`); default env SMTP_URL; unset: outbox only. */
  smtpUrl?: string;
  /** Seed the demo accounts and invoices (public passwords: never in production); default env DEMO_ACCOUNTS=1. */
  demoAccounts?: boolean;
  /**
   * Count the rate limits in this Redis (shared by instances); unset: in the database. server.ts
   * passes env REDIS_URL; startApi itself never reads it, so an api a test starts in-process keeps
   * its counters to itself.
   */
  redisUrl?: string;
  /** Prefix of the rate limits' Redis keys (tests use their own). */
  redisPrefix?: string;
  /** Lower (or raise) the sign-in calls' rate limits (api/accounts/README.md). */
  rateLimits?: Partial<RateLimits>;
  /** How often the outbox relay and the payment sync look for work (tests shorten them). */
  jobIntervalsMs?: { outbox?: number; paymentSync?: number; refundSync?: number };
} & Partial<ApiConfig>; // default env PUBLIC_URL, TRUST_PROXY, DEV_OUTBOX, SECRET_KEY, PAYMENT_PROVIDER (MOLLIE_API_KEY), EDITOR_ENABLED

export type RunningApi = {
  /** Base URL of the api, ending in `/api` (no trailing slash). */
  url: string;
  /** Human-readable database description (no credentials). */
  database: string;
  /** The api's database handle (tests count rows with it). */
  db: Db;
  close(): Promise<void>;
};

const HOUR_MS = 3600 * 1000;

/** Open (migrate, seed) the database and serve the api; used by server.ts and by tests. */
export async function startApi(options: StartApiOptions = {}): Promise<RunningApi> {
  const clock = options.clock ?? createClock(options.now ?? process.env.NOW);
  const config = readConfig(process.env, {
    publicUrl: options.publicUrl,
    trustProxy: options.trustProxy,
    devOutbox: options.devOutbox,
    secretKey: options.secretKey,
    paymentProvider: options.paymentProvider,
    mollie: options.mollie,
    editorEnabled: options.editorEnabled,
    orderLimits: options.orderLimits,
  });
  // An explicit data dir wins over a DATABASE_URL in the environment (tests ask for memory://).
  const databaseUrl =
    options.databaseUrl ?? (options.dataDir ? undefined : process.env.DATABASE_URL || undefined);
  const database = await openSeededDatabase({
    databaseUrl,
    dataDir: options.dataDir ?? process.env.DATA_DIR ?? './data',
    clock,
  });
  const mailer = createMailer({
    db: database.db,
    clock,
    publicUrl: config.publicUrl,
    smtpUrl: options.smtpUrl ?? process.env.SMTP_URL,
    relayIntervalMs: options.jobIntervalsMs?.outbox,
  });
  const provider = createPaymentProvider(database.db, config);
  const demoAccounts =
    options.demoAccounts ?? ['1', 'true'].includes(process.env.DEMO_ACCOUNTS?.trim().toLowerCase() ?? '');
  if (demoAccounts) {
    try {
      await seedDemoAccounts(database.db, clock);
      await seedDemoStaff(database.db, clock, config.secretKey);
    } catch (error) {
      await database.close();
      throw error;
    }
  }
  // Secrets stored before they were sealed (or written by hand) are sealed before the api answers.
  const sealed = await sealPlainTotpSecrets(database.db, config.secretKey).catch(async (error: unknown) => {
    await database.close();
    throw error;
  });
  if (sealed > 0) logger.info({ sealed }, 'api: sealed TOTP secrets stored in plain text');
  const redisUrl = options.redisUrl;
  const fallback = databaseRateLimitStore(database.db);
  const rateLimitStore: RateLimitStore = redisUrl
    ? // Redis's client is loaded only where it is used.
      await (await import('./limits/rate-limit-redis.ts')).redisRateLimitStore({
        url: redisUrl,
        prefix: options.redisPrefix,
        fallback,
      })
    : fallback;
  const app = createApp({
    db: database.db,
    clock,
    mailer,
    config,
    rateLimits: options.rateLimits,
    rateLimitStore,
    provider,
  });
  const host = options.host ?? process.env.API_HOST ?? '127.0.0.1';
  const port = options.port ?? Number(process.env.API_PORT ?? 8000);

  let server: Server;
  try {
    server = await new Promise<Server>((resolve, reject) => {
      const s = app.listen(port, host, (error?: Error) => (error ? reject(error) : resolve(s)));
    });
  } catch (error) {
    await mailer.close();
    await rateLimitStore.close();
    await database.close();
    throw error;
  }
  // Expired sessions (and rate-limit windows) are purged at start and then every hour (the timer
  // keeps no process alive).
  const purgeSessions = () =>
    Promise.all([
      deleteExpiredSessions(database.db, clock),
      deleteExpiredRateLimits(database.db, clock),
    ]).catch((error: unknown) => logger.error({ err: error }, 'api: session cleanup failed'));
  await purgeSessions();
  const cleanup = setInterval(purgeSessions, HOUR_MS);
  cleanup.unref();
  const paymentSync = startPaymentSync(
    { db: database.db, clock, provider, mailer, settlements: paymentSettlements(mailer, config) },
    { intervalMs: options.jobIntervalsMs?.paymentSync },
  );
  // Refunds whose provider call timed out or never came back (api/payments/refunds.ts).
  const refundSync = startRefundSync(
    { db: database.db, clock, provider, mailer },
    { intervalMs: options.jobIntervalsMs?.refundSync },
  );

  // Expired quotes let go of their reservations (availability already ignores them).
  const quoteExpiry = startQuoteExpiry(database.db, clock);
  // The outbox and the payment sync's backlog, in the metrics.
  watchBacklog(database.db);

  const address = server.address() as AddressInfo;
  const shownHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  let closing: Promise<void> | undefined;
  return {
    url: `http://${shownHost}:${address.port}/api`,
    database: database.description,
    db: database.db,
    close() {
      closing ??= (async () => {
        clearInterval(cleanup);
        unwatchBacklog(database.db);
        server.closeIdleConnections();
        await new Promise<void>((resolve) => server.close(() => resolve()));
        // Mails being sent and payments being synced still write: let them finish before the
        // database goes (what is left is done by the next start or another api).
        await paymentSync.stop();
        await refundSync.stop();
        await quoteExpiry.stop();
        await mailer.close();
        await rateLimitStore.close();
        await database.close();
      })();
      return closing;
    },
  };
}
