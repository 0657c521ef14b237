import { type ChildProcess, spawn } from 'node:child_process';
import { join } from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, NOW, TEST_DATABASE_URL } from './harness.ts';
import { checkout, Shopper } from './orders-fixtures.ts';

// The guarantee against double booking holds across api processes: two `npm run start:api`
// processes (api/server.ts, each with its own pool) on one PostgreSQL database, fifty shoppers
// split over them ordering the last unit of an article at once: exactly one order is placed.
// PostgreSQL only (PGlite is one process by design: api/README.md "One api process per PGlite
// directory").

const ROOT = join(import.meta.dirname, '..', '..');

type Server = { url: string; child: ChildProcess };

function startServer(databaseUrl: string): Promise<Server> {
  const child = spawn(process.execPath, [join(ROOT, 'api', 'server.ts')], {
    cwd: ROOT,
    env: {
      ...process.env,
      DATABASE_URL: databaseUrl,
      NOW,
      API_PORT: '0',
      API_HOST: '127.0.0.1',
      DEV_OUTBOX: '1',
      // Each shopper is its own client (X-Forwarded-For), so the order rate limit counts each once.
      TRUST_PROXY: '127.0.0.1,::1',
      REDIS_URL: '',
      SMTP_URL: '',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  return new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`api did not start: ${output}`)), 60_000);
    const read = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /listening on (http:\/\/[^\s]+\/api)\//.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve({ url: match[1], child });
      }
    };
    child.stdout?.on('data', read);
    child.stderr?.on('data', read);
    child.on('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`api exited with ${code}: ${output}`));
    });
  });
}

async function stopServer(server: Server | undefined): Promise<void> {
  if (!server || server.child.exitCode !== null) return;
  const exited = new Promise((resolve) => server.child.once('exit', resolve));
  server.child.kill('SIGTERM');
  await exited;
}

if (!TEST_DATABASE_URL) console.log('availability processes: skipped (set TEST_DATABASE_URL to run it)');
describe.skipIf(!TEST_DATABASE_URL)(
  'availability with two api processes on PostgreSQL',
  { timeout: 120_000 },
  () => {
    let database: { url: string; drop(): Promise<void> } | undefined;
    const servers: Server[] = [];
    let client: pg.Client | undefined;

    beforeAll(async () => {
      database = await createTestDatabase(TEST_DATABASE_URL ?? '');
      // One after the other: the first migrates and seeds (the second would wait on the advisory
      // lock anyway).
      servers.push(await startServer(database.url));
      servers.push(await startServer(database.url));
      client = new pg.Client({ connectionString: database.url });
      await client.connect();
    }, 120_000);
    afterAll(async () => {
      await client?.end();
      await Promise.all(servers.map(stopServer));
      await database?.drop();
    });

    /** A copy of the Sony FX6 with one unit: its slug. */
    async function oneUnit(suffix: string): Promise<string> {
      await client?.query(
        `insert into articles (sam_id, slug, name, brand, description, type, price_cents, stock_status,
         deposit_cents, units, category_id, keywords)
       select sam_id || $1, slug || $1, name, brand, description, type, price_cents, stock_status,
         deposit_cents, 1, category_id, keywords
       from articles where slug = 'sony-fx6'`,
        [`-${suffix}`],
      );
      return `sony-fx6-${suffix}`;
    }
    const ordersOf = async (slug: string) =>
      Number(
        (
          await client?.query(
            `select count(*)::int as n from reservations r join articles a on a.id = r.article_id where a.slug = $1`,
            [slug],
          )
        )?.rows[0]?.n,
      );

    it('places exactly one of fifty orders for the last unit sent to two processes at once', async () => {
      const [a, b] = servers.map((s) => s.url);
      expect(a).not.toBe(b);
      const slug = await oneUnit('two-processes');
      const period = { start_date: '2026-11-24', end_date: '2026-11-27', pickup_slot: 0, return_slot: 3 };
      const shoppers: Shopper[] = [];
      for (let i = 0; i < 50; i += 10) {
        shoppers.push(
          ...(await Promise.all(
            Array.from({ length: 10 }, async (_, j) => {
              const base = (i + j) % 2 === 0 ? a : b;
              return (await Shopper.withCart(base ?? '', [[slug, 1]], period)).shopper;
            }),
          )),
        );
      }
      const answers = await Promise.all(
        shoppers.map((s, i) =>
          s.order<Record<string, string[]>>(checkout(), {
            query: 'pay_now=true',
            headers: { 'x-forwarded-for': `10.0.${Math.floor(i / 200)}.${(i % 200) + 1}` },
          }),
        ),
      );
      const statuses = answers.map((x) => x.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 400)).toHaveLength(49);
      expect(await ordersOf(slug)).toBe(1);
    });

    it('places orders of one unit for periods apart from two processes', async () => {
      const [a, b] = servers.map((s) => s.url);
      const slug = await oneUnit('apart');
      const first = await Shopper.withCart(a ?? '', [[slug, 1]], {
        start_date: '2026-11-24',
        end_date: '2026-11-25',
        pickup_slot: 0,
        return_slot: 1,
      });
      const second = await Shopper.withCart(b ?? '', [[slug, 1]], {
        start_date: '2026-11-25',
        end_date: '2026-11-26',
        pickup_slot: 2,
        return_slot: 3,
      });
      const answers = await Promise.all([
        // Orders awaiting payment: they hold their unit (a guest's quote holds nothing yet).
        first.shopper.order(checkout(), {
          query: 'pay_now=true',
          headers: { 'x-forwarded-for': '10.1.0.1' },
        }),
        second.shopper.order(checkout(), {
          query: 'pay_now=true',
          headers: { 'x-forwarded-for': '10.1.0.2' },
        }),
      ]);
      expect(answers.map((x) => x.status)).toEqual([201, 201]);
      expect(await ordersOf(slug)).toBe(2);
    });
  },
);
