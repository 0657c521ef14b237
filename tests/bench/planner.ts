import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { loadavg } from 'node:os';
import { sql } from 'drizzle-orm';
import { hashPassword } from '../../api/accounts/passwords.ts';
import { createClock } from '../../api/clock.ts';
import { readConfig } from '../../api/config.ts';
import { users } from '../../api/db/schema.ts';
import { codeAt, newTotpSecret } from '../../api/desk/totp.ts';
import { sealTotpSecret } from '../../api/desk/totp-sealing.ts';
import { type RunningApi, startApi } from '../../api/start-api.ts';
import { Client, createTestDatabase } from '../api/harness.ts';

// What the desk's planner costs the api (issue 38: ≤ 100 ms p95 for 50 articles × 8 weeks with
// 100,000 reservations): the time from the request reaching the api to its answer being written
// (diagnostics_channel http.server.request.start → response.finish), p50/p95/p99 over N calls made
// one after the other (after a warm-up), signed in at the desk as staff, nothing cached.
//
// A fresh database: PGlite in memory, or with DATABASE_URL / TEST_DATABASE_URL a new database on
// that PostgreSQL server (dropped afterwards). 100,000 paid orders with a reservation each are
// generated in SQL, over every rental article of the seed, spread over 2026-2027 (1-7 days, 1-2
// units), a tenth of them picked up (units out, due in the past: overdue until checked in).
//
//   npm run bench:planner [-- N=200]

const N = Number(process.argv[2] ?? 200);
const WARMUP = 30;
const RESERVATIONS = 100_000;
const NOW = '2026-11-23';
// The api's clock (NOW standing still): the desk checks the sign-in's TOTP code against it.
const clock = createClock(NOW);

const serverUrl = process.env.DATABASE_URL || process.env.TEST_DATABASE_URL;
const database = serverUrl ? await createTestDatabase(serverUrl) : null;
let api: RunningApi | undefined;
try {
  api = await startApi({
    ...(database ? { databaseUrl: database.url } : { dataDir: 'memory://' }),
    clock,
    port: 0,
    devOutbox: true,
  });
  const started = new WeakMap<IncomingMessage, bigint>();
  let lastMs = 0;
  subscribe('http.server.request.start', (message) => {
    started.set((message as { request: IncomingMessage }).request, process.hrtime.bigint());
  });
  subscribe('http.server.response.finish', (message) => {
    const { request } = message as { request: IncomingMessage; response: ServerResponse };
    const start = started.get(request);
    if (start !== undefined) lastMs = Number(process.hrtime.bigint() - start) / 1e6;
  });

  const t0 = performance.now();
  await api.db.execute(sql`
    insert into orders (number, idempotency_key, status, email, phone, billing_address, delivery, sam_entity,
      sales_shipping, rental_days, rental_excl_btw_cents, rental_btw_cents, sales_excl_btw_cents, sales_btw_cents,
      borg_cents, reg_cents, reg_btw_cents, discount_cents, transport_cents, transport_btw_cents,
      total_excl_btw_cents, total_btw_cents, total_cents, created_at, updated_at, start_date, end_date)
    select 'SL-2025-' || lpad(i::text, 6, '0'), 'bench-planner-' || i, 'paid', 'bench@example.nl', '0612345678',
      '{"first_name": "Bench", "last_name": "Klant"}'::jsonb, 'pickup',
      '{"kind": "private", "company_name": ""}'::jsonb, false, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, now(), now(),
      (date '2026-01-01' + ((i * 7919) % 730)), (date '2026-01-01' + ((i * 7919) % 730) + (i % 7))
    from generate_series(1, ${RESERVATIONS}) as i`);
  await api.db.execute(sql`
    insert into reservations (order_id, article_id, count, starts_at, ends_at, expires_at, until_return)
    select o.id, ids[1 + (o.id % array_length(ids, 1))], 1 + (o.id % 2),
      o.start_date + time '08:00', o.end_date + time '16:00' + interval '1 hour',
      null, (o.id % 10 = 0 and o.end_date < ${NOW}::date)
    from orders o,
      (select array_agg(id order by id) as ids from articles where type = 'RENTAL') as a
    where o.idempotency_key like 'bench-planner-%'`);
  await api.db.execute(sql`analyze orders`);
  await api.db.execute(sql`analyze reservations`);
  const seconds = ((performance.now() - t0) / 1000).toFixed(1);

  // A staff member signed in at the desk (password and TOTP code).
  const secret = newTotpSecret();
  await api.db.insert(users).values({
    email: 'bench.balie@filmwinkel.test',
    username: 'bench.balie@filmwinkel.test',
    firstName: 'Bench',
    lastName: 'Balie',
    passwordHash: await hashPassword('Bench-Account-2026'),
    isActive: true,
    isStaff: true,
    totpSecret: sealTotpSecret(readConfig(process.env).secretKey, secret),
    createdAt: new Date(),
  });
  const desk = new Client(api.url);
  await desk.request('GET', '/shop/categorydump/');
  const login = await desk.request<{ pending_token: string }>('POST', '/desk/auth/login/', {
    body: JSON.stringify({ email: 'bench.balie@filmwinkel.test', password: 'Bench-Account-2026' }),
    csrf: true,
  });
  const signed = await desk.request('POST', '/desk/auth/totp/', {
    body: JSON.stringify({
      pending_token: login.body.pending_token,
      code: codeAt(secret, clock.now().getTime()),
    }),
    csrf: true,
  });
  if (signed.status !== 200) throw new Error(`desk sign-in: ${signed.status} ${signed.text}`);

  const rental = (
    (await api.db.execute(sql`select count(*)::int as n from articles where type = 'RENTAL'`)) as unknown as {
      rows: { n: number }[];
    }
  ).rows[0]?.n;
  const path = `/desk/planner/?from=${NOW}&weeks=8&page_size=50`;
  const percentile = (sorted: number[], p: number) =>
    sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;
  const times: number[] = [];
  let bytes = 0;
  let shown = { articles: 0, reservations: 0, conflicts: 0 };
  for (let i = 0; i < WARMUP + N; i++) {
    const answer = await desk.request<{
      results: { reservations: unknown[]; conflicts: unknown[] }[];
    }>('GET', path);
    if (answer.status !== 200) throw new Error(`${path}: ${answer.status} ${answer.text.slice(0, 300)}`);
    bytes = answer.text.length;
    shown = {
      articles: answer.body.results.length,
      reservations: answer.body.results.reduce((n, a) => n + a.reservations.length, 0),
      conflicts: answer.body.results.reduce((n, a) => n + a.conflicts.length, 0),
    };
    if (i >= WARMUP) times.push(lastMs);
  }
  times.sort((a, b) => a - b);
  const load = loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');
  console.log(
    `planner bench on ${api.database} (${rental} rental articles, ${RESERVATIONS} reservations inserted in ${seconds} s)`,
  );
  console.log(
    `  ${path}: ${shown.articles} articles × 8 weeks, ${shown.reservations} reservations, ${shown.conflicts} over-booked days, ${bytes} bytes`,
  );
  console.log(
    `  N=${N} (after ${WARMUP} warm-up): p50 ${percentile(times, 50).toFixed(1)} ms   p95 ${percentile(times, 95).toFixed(1)} ms   p99 ${percentile(times, 99).toFixed(1)} ms   (load average ${load})`,
  );
} finally {
  await api?.close();
  await database?.drop();
}
