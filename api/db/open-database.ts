import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { btree_gist } from '@electric-sql/pglite/contrib/btree_gist';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import type { Logger } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import pg from 'pg';
import type { Clock } from '../clock.ts';
import { logger as log } from '../observability/logger.ts';
import { lockDataDir } from './data-dir-lock.ts';
import { preparedQueries } from './pglite-prepared.ts';
import { readTemplate, writeTemplate } from './pglite-template.ts';
import * as schema from './schema.ts';
import { tracePglite, tracePostgres } from './traced-queries.ts';

/** The database as the routes see it: the same for PGlite and node-postgres. */
export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;

export type Database = {
  db: Db;
  /** "PGlite ./data", "PGlite memory://" or "PostgreSQL host/db" (no credentials). */
  description: string;
  close(): Promise<void>;
};

export type OpenDatabaseOptions = {
  /** A PostgreSQL connection string; wins over dataDir. */
  databaseUrl?: string;
  /** PGlite data directory or `memory://`. */
  dataDir?: string;
  clock: Clock;
  /** Drizzle query logger (tests count queries with it). */
  logger?: Logger;
  /**
   * Fills the database after migrating (api/seed/seeded-database.ts seeds it when empty): under
   * the migration lock on a server, and before a new PGlite database becomes the run's template.
   */
  fill?: (db: Db) => Promise<void>;
};

const migrationsFolder = join(import.meta.dirname, 'migrations');
const STABLE_SCANS = '-c synchronize_seqscans=off';
// Any fixed number: serialises migrating and seeding between api instances sharing one server.
const MIGRATION_LOCK_KEY = 7_240_611;

/** Whether the database is a PostgreSQL server (not PGlite): a pool of its own connections. */
export const onServer = (db: Db): boolean => (db as { $client?: unknown }).$client instanceof pg.Pool;

/** Open, migrate and fill (`options.fill`). Throws DataDirLockedError when the data dir is in use. */
export async function openDatabase(options: OpenDatabaseOptions): Promise<Database> {
  const { databaseUrl } = options;
  return databaseUrl ? openPostgres({ ...options, databaseUrl }) : openPglite(options);
}

async function openPglite(options: OpenDatabaseOptions): Promise<Database> {
  const dataDir = options.dataDir ?? './data';
  const inMemory = dataDir.startsWith('memory://');
  const lock = inMemory ? null : lockDataDir(dataDir);
  let client: PGlite | undefined;
  try {
    // pg_trgm for the catalogue search (migration 0004 creates the extension), btree_gist for the
    // reservations' overlap index (migration 0011).
    // A new database of a test run starts from the run's template when it has one.
    const fresh = inMemory || !existsSync(join(dataDir, 'PG_VERSION'));
    const template = fresh ? readTemplate(options.clock.today()) : undefined;
    // Each driver is loaded only where it is used: a start loads one of the two.
    const [{ drizzle: drizzlePglite }, { migrate: migratePglite }] = await Promise.all([
      import('drizzle-orm/pglite'),
      import('drizzle-orm/pglite/migrator'),
    ]);
    client = await PGlite.create(dataDir, {
      extensions: { pg_trgm, btree_gist },
      ...(template ? { loadDataDir: template } : {}),
    });
    await client.exec(`set synchronize_seqscans = off`); // as for PostgreSQL (openPostgres)
    const db = drizzlePglite(client, { schema, logger: options.logger });
    await migratePglite(db, { migrationsFolder });
    await options.fill?.(db);
    // Kept from memory only: a data directory's dump would carry its api.lock along.
    if (inMemory && !template) await writeTemplate(client, options.clock.today());
    preparedQueries(client);
    tracePglite(client);
    const opened = client;
    return {
      db,
      description: `PGlite ${dataDir}`,
      async close() {
        try {
          if (!opened.closed) await opened.close();
        } finally {
          lock?.release();
        }
      },
    };
  } catch (error) {
    if (client && !client.closed) await client.close().catch(() => {});
    lock?.release();
    throw error;
  }
}

async function openPostgres(options: OpenDatabaseOptions & { databaseUrl: string }): Promise<Database> {
  const { databaseUrl, logger } = options;
  // A scan of a large table starts at its first page, not where another scan left off, so a
  // capped search reads the same matches every time (api/catalogue/search-pass.ts).
  const pool = new pg.Pool({ connectionString: databaseUrl, max: 10, options: STABLE_SCANS });
  // An idle connection dropped by the server (restart, failover) must not crash the process; the
  // pool replaces it on the next query.
  pool.on('error', (error) => log.error({ err: error }, 'api: idle database connection lost'));
  tracePostgres(pool);
  try {
    const [{ drizzle: drizzleNodePg }, { migrate: migrateNodePg }] = await Promise.all([
      import('drizzle-orm/node-postgres'),
      import('drizzle-orm/node-postgres/migrator'),
    ]);
    const db = drizzleNodePg(pool, { schema, logger });
    const locker = await pool.connect();
    try {
      await locker.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
      await migrateNodePg(db, { migrationsFolder });
      await options.fill?.(db);
    } finally {
      await locker.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
      locker.release();
    }
    const url = new URL(databaseUrl);
    let closed = false;
    return {
      db,
      description: `PostgreSQL ${url.host}${url.pathname}`,
      async close() {
        if (closed) return;
        closed = true;
        await pool.end();
      },
    };
  } catch (error) {
    await pool.end().catch(() => {});
    throw error;
  }
}
