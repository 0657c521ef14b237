import { existsSync } from 'node:fs';
import { and, desc, eq, sql } from 'drizzle-orm';
import { readQuery, textMatch } from '../../../api/catalogue/search-query.ts';
import { articles } from '../../../api/catalogue/tables.ts';
import { loadCategoryTree } from '../../../api/catalogue/tree.ts';
import { type RunningApi, startApi } from '../../../api/start-api.ts';
import { QUERY_SET } from './queries.ts';

// `npm run bench:search`: the api latency of GET /api/search/ for a fixed mix of 200 queries
// (the query set of queries.ts: typos, model spellings, compounds, English and several words;
// then some of them with " huren", a type and a page, as the list pages ask) plus odd ones, and the
// lists without q (first and deep pages), on each catalogue given, and the plan of four queries.
// Not a pass/fail test.
//
// Catalogues (each skipped when not given or not there):
// - PGlite in memory, the seeded 383 articles (always);
// - PGlite SEARCH_BENCH_PGLITE (default ./data/search-large, made by `npm run seed:large`);
// - PostgreSQL SEARCH_BENCH_PG_SMALL (a database the api seeds: 383 articles) and
//   SEARCH_BENCH_PG_LARGE (`DATABASE_URL=… npm run seed:large` first).
// ROUNDS (default 3) measured rounds after one warm-up round.

const ROUNDS = Number(process.env.ROUNDS ?? 3);

const mix: string[] = [];
for (const query of QUERY_SET) mix.push(`q=${encodeURIComponent(query.q)}&start=0&end=20`);
for (const [i, query] of QUERY_SET.entries()) {
  if (mix.length >= 200) break;
  mix.push(
    i % 2 === 0
      ? `q=${encodeURIComponent(`${query.q} huren`)}&start=0&end=20`
      : `q=${encodeURIComponent(query.q)}&type=${i % 4 === 1 ? 'RENTAL' : 'SALE'}&page=${1 + (i % 3)}`,
  );
}
const ODD = [
  'a7s '.repeat(25),
  'blackmagic '.repeat(9),
  'x'.repeat(100),
  'statief camera led lamp tripod microphone sony canon blackmagic aputure manfrotto sachtler',
  '1 2 3 4 5 6 7 8 9 10 11 12 13 14 15 16 17 18 19 20 21 22 23 24 25',
  'sennhieser blcakmagic manfroto aputre panasonc litepannels holyland',
  'e',
  'a',
  '1',
  'camera',
  'sony',
].map((q) => `q=${encodeURIComponent(q.slice(0, 100))}&start=0&end=20`);

// The lists without q (a type, a category, everything): the first page and a deep one, plus a
// filtered list. `cat` is the first RENTAL root (cameras: 14,000 of the 100,000).
const LISTS = [
  'type=RENTAL&page=1',
  'type=RENTAL&page=3000',
  'cat={cat}&page=1',
  'cat={cat}&page=500',
  'page=1',
  'page=8000',
  'type=SALE&facets=stock:in_stock&page=1',
];

const PLANS = ['Blcakmagic pocket 6k', 'a7siii', 'camerastatief', 'sony camera'];

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;

async function time(api: RunningApi, query: string): Promise<number> {
  const started = performance.now();
  const response = await fetch(`${api.url}/search/?${query}`);
  await response.arrayBuffer();
  const ms = performance.now() - started;
  if (response.status >= 500) throw new Error(`${query}: ${response.status}`);
  return ms;
}

async function planOf(api: RunningApi, q: string): Promise<string> {
  const reading = await readQuery(api.db, q);
  const { match, rank } = textMatch(reading, 'all');
  const query = api.db
    .select({ id: articles.id })
    .from(articles)
    .where(and(eq(articles.type, 'RENTAL'), match))
    .orderBy(desc(rank))
    .limit(20);
  const { rows } = (await api.db.execute(sql`explain analyze ${query}`)) as unknown as {
    rows: Record<string, string>[];
  };
  const lines = rows.map((r) => String(Object.values(r)[0]));
  const indexes = [
    ...new Set(
      lines.flatMap((l) => [...l.matchAll(/(?:Index|Index Only) Scan (?:using|on) (\w+)/g)].map((m) => m[1])),
    ),
  ];
  const seq = lines.some((l) => /Seq Scan on articles/.test(l)) ? ', Seq Scan on articles' : '';
  const execution = lines.find((l) => l.startsWith('Execution Time'))?.replace('Execution Time: ', '') ?? '';
  return `${indexes.join(', ') || 'no index'}${seq} (${execution})`;
}

async function bench(label: string, start: () => Promise<RunningApi>) {
  const api = await start();
  try {
    const [{ n } = { n: 0 }] = await api.db.select({ n: sql<number>`count(*)::int` }).from(articles);
    for (const query of mix) await time(api, query); // warm-up
    const samples: number[] = [];
    let slowest: [string, number] = ['', 0];
    for (let round = 0; round < ROUNDS; round++)
      for (const query of mix) {
        const ms = await time(api, query);
        samples.push(ms);
        if (ms > slowest[1]) slowest = [decodeURIComponent(query), ms];
      }
    samples.sort((a, b) => a - b);
    const odd: [string, number][] = [];
    for (const query of ODD)
      odd.push([decodeURIComponent(query.split('&')[0]?.slice(2) ?? ''), await time(api, query)]);
    const worst = odd.sort((a, b) => b[1] - a[1])[0];
    const [root] = (await loadCategoryTree(api.db)).roots.RENTAL;
    const lists = LISTS.map((l) => l.replace('{cat}', String(root?.id ?? 1)));
    for (const query of lists) await time(api, query); // warm-up
    const listTimes: number[] = [];
    let slowestList: [string, number] = ['', 0];
    for (let round = 0; round < ROUNDS; round++)
      for (const query of lists) {
        const ms = await time(api, query);
        listTimes.push(ms);
        if (ms > slowestList[1]) slowestList = [query, ms];
      }
    listTimes.sort((a, b) => a - b);
    const f = (ms: number) => `${ms.toFixed(1)} ms`;
    console.log(
      `${label}, ${n} articles: ${samples.length} requests, p50 ${f(percentile(samples, 50))}, ` +
        `p95 ${f(percentile(samples, 95))}, p99 ${f(percentile(samples, 99))}, max ${f(slowest[1])} ` +
        `(${JSON.stringify(slowest[0].slice(0, 40))}); ` +
        `odd queries max ${f(worst?.[1] ?? 0)} (${JSON.stringify(worst?.[0].slice(0, 30))})`,
    );
    console.log(
      `  lists without q: ${listTimes.length} requests, p50 ${f(percentile(listTimes, 50))}, ` +
        `max ${f(slowestList[1])} (${slowestList[0]})`,
    );
    for (const q of PLANS) console.log(`  plan ${JSON.stringify(q)}: ${await planOf(api, q)}`);
  } finally {
    await api.close();
  }
}

const common = { now: '2026-11-23', port: 0 } as const;
await bench('PGlite memory://', () => startApi({ ...common, dataDir: 'memory://' }));
const pgliteLarge = process.env.SEARCH_BENCH_PGLITE ?? './data/search-large';
if (existsSync(pgliteLarge))
  await bench(`PGlite ${pgliteLarge}`, () => startApi({ ...common, dataDir: pgliteLarge }));
else console.log(`PGlite ${pgliteLarge}: not there (npm run seed:large), skipped`);
for (const [name, url] of [
  ['SEARCH_BENCH_PG_SMALL', process.env.SEARCH_BENCH_PG_SMALL],
  ['SEARCH_BENCH_PG_LARGE', process.env.SEARCH_BENCH_PG_LARGE],
] as const) {
  if (!url) console.log(`${name} unset: that PostgreSQL run skipped`);
  else
    await bench(`PostgreSQL ${new URL(url).pathname.slice(1)}`, () =>
      startApi({ ...common, databaseUrl: url }),
    );
}
