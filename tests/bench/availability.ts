import { subscribe } from 'node:diagnostics_channel';
import type { IncomingMessage, ServerResponse } from 'node:http';
import { sql } from 'drizzle-orm';
import { startApi } from '../../api/start-api.ts';

// What one availability call costs the api (issue 28): the time from the request reaching the api
// to its answer being written (diagnostics_channel http.server.request.start → response.finish),
// p50 and p95 over N calls made one after the other, nothing cached, for
//   - the period form for 48 rental articles and one week, and for one year;
//   - the per-day form for 12 articles over 39 days (the date picker's next weeks);
// first on the seeded catalogue (hardly a reservation), then with 100,000 reservations generated
// in SQL (spread over 2024-2027, 1-7 days each, over every rental article).
//
//   node tests/bench/availability.ts [N=200]
//
// The api runs in this process on memory:// (PGlite, NOW=2026-11-23). BENCH_DATABASE_URL=postgres://…
// runs it on that PostgreSQL database instead (give it an empty database of its own: the
// reservations stay).

const N = Number(process.argv[2] ?? 200);
const WARMUP = 20;
const RESERVATIONS = 100_000;

const databaseUrl = process.env.BENCH_DATABASE_URL;
const api = await startApi({
  ...(databaseUrl ? { databaseUrl } : { dataDir: 'memory://' }),
  now: '2026-11-23',
  port: 0,
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

const rows = async <T>(query: ReturnType<typeof sql>) =>
  (await api.db.execute(query)) as unknown as { rows: T[] };
const rental = (
  await rows<{ id: number }>(sql`select id from articles where type = 'RENTAL' order by id`)
).rows.map((r) => Number(r.id));
const ids48 = rental.slice(0, 48).join(',');
const ids12 = rental.slice(0, 12).join(',');
const CASES: [string, string][] = [
  [
    '48 articles, one week',
    `/shop/availability/?article__in=${ids48}&start_date=2026-11-24&pickup_slot=0&end_date=2026-11-27&return_slot=3`,
  ],
  [
    '48 articles, one year',
    `/shop/availability/?article__in=${ids48}&start_date=2026-11-24&end_date=2027-11-23`,
  ],
  [
    '12 articles, 39 days per day',
    `/shop/availability/days/?article__in=${ids12}&from=2026-11-23&to=2026-12-31`,
  ],
];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? Number.NaN;

async function measure(label: string): Promise<void> {
  console.log(`\n${label}`);
  for (const [name, path] of CASES) {
    const times: number[] = [];
    let bytes = 0;
    for (let i = 0; i < WARMUP + N; i++) {
      // A kept-alive socket the api closed while the reservations were inserted: asked again.
      const response = await fetch(`${api.url}${path}`).catch(() => fetch(`${api.url}${path}`));
      const body = await response.arrayBuffer();
      if (response.status !== 200)
        throw new Error(`${path}: ${response.status} ${new TextDecoder().decode(body)}`);
      bytes = body.byteLength;
      if (i >= WARMUP) times.push(lastMs);
    }
    times.sort((a, b) => a - b);
    console.log(
      `  ${name.padEnd(30)} p50 ${percentile(times, 50).toFixed(2)} ms   p95 ${percentile(times, 95).toFixed(2)} ms   (${bytes} bytes)`,
    );
  }
}

console.log(`availability bench on ${api.database}: ${rental.length} rental articles, N=${N}`);
await measure('seeded catalogue');

// One order holds every generated reservation (the foreign key wants one).
const [order] = (
  await rows<{ id: number }>(sql`
  insert into orders (number, idempotency_key, status, email, phone, billing_address, delivery, sam_entity,
    sales_shipping, rental_days, rental_excl_btw_cents, rental_btw_cents, sales_excl_btw_cents, sales_btw_cents,
    borg_cents, reg_cents, reg_btw_cents, discount_cents, transport_cents, transport_btw_cents,
    total_excl_btw_cents, total_btw_cents, total_cents, created_at, updated_at)
  values ('SL-BENCH-00001', 'bench-availability', 'paid', 'bench@example.nl', '0612345678', '{}'::jsonb, 'pickup',
    '{}'::jsonb, false, 1, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, now(), now())
  returning id`)
).rows;
const t0 = performance.now();
await api.db.execute(sql`
  insert into reservations (order_id, article_id, count, starts_at, ends_at, expires_at)
  select ${order?.id}, ids[1 + (i % array_length(ids, 1))], 1 + (i % 2),
    timestamptz '2024-01-01 08:00+00' + make_interval(hours => (i * 7919) % 35064),
    timestamptz '2024-01-01 08:00+00' + make_interval(hours => (i * 7919) % 35064 + 8 + 24 * (i % 7)),
    case when i % 10 = 0 then timestamptz '2026-12-01 00:00+00' else null end
  from generate_series(1, ${RESERVATIONS}) as i,
    (select array_agg(id order by id) as ids from articles where type = 'RENTAL') as a`);
await api.db.execute(sql`analyze reservations`);
console.log(`\ninserted ${RESERVATIONS} reservations in ${((performance.now() - t0) / 1000).toFixed(1)} s`);
await measure(`with ${RESERVATIONS} reservations`);

await api.close();
