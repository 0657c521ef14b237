import { subscribe } from 'node:diagnostics_channel';
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { startApi } from '../../api/start-api.ts';
import { createGateway } from '../../gateway/create-gateway.ts';
import { webOperation } from '../gateway/web-operations.ts';

// What one uncached course page costs the api: CPU time and bytes of the REST calls the gateway
// makes for the web's CoursePage operation (issue 7: goal ≤ 10 ms, ≤ 10 KB).
//
//   node tests/bench/api-cost.ts [N=200] [slug=montage-basis]
//
// The api runs in this process (memory:// database, NOW=2026-11-23). The gateway answers the
// operation once against it while every path the api receives is recorded: that is the "after"
// page. The "before" page is the same calls as the gateway made them before the lean related
// list (commit 019cb4e and earlier): the related courses as every full course of the categories
// (`no_page&with_runs&category__slug`, the course itself dropped by the gateway), all runs of the
// course (past ones dropped by the gateway) and the breadcrumb's section as a full section. Both
// pages are replayed N times, one call after the other, nothing cached; CPU is process.cpuUsage()
// around the loop divided by N. It includes this process's own HTTP client; the "bare HTTP" line
// replays the same bodies from a server that does nothing else, to show that floor.
//
// BENCH_DATABASE_URL=postgres://… runs the api on that PostgreSQL database instead (migrated and
// seeded if empty; give it a database of its own): the database's work is then in the server's
// process, not in this one, as in production.

const N = Number(process.argv[2] ?? 200);
const SLUG = process.argv[3] ?? 'montage-basis';
const NOW = '2026-11-23';
const WARMUP = 30;

type Call = { path: string; bytes: number };

function listen(server: Server): Promise<string> {
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve(`http://127.0.0.1:${(server.address() as AddressInfo).port}`),
    ),
  );
}

async function get(origin: string, path: string): Promise<number> {
  const response = await fetch(`${origin}${path}`);
  const body = await response.arrayBuffer();
  if (response.status !== 200) throw new Error(`GET ${path}: ${response.status}`);
  return body.byteLength;
}

/** CPU milliseconds per round of `round` (N rounds after a warm-up). */
async function cpuPerRound(round: () => Promise<unknown>): Promise<number> {
  for (let i = 0; i < WARMUP; i++) await round();
  const start = process.cpuUsage();
  for (let i = 0; i < N; i++) await round();
  const used = process.cpuUsage(start);
  return (used.user + used.system) / 1000 / N;
}

const databaseUrl = process.env.BENCH_DATABASE_URL;
const api = await startApi({
  ...(databaseUrl ? { databaseUrl } : { dataDir: 'memory://' }),
  now: NOW,
  port: 0,
});
const origin = new URL(api.url).origin;

// 1. The paths the gateway asks for one CoursePage, recorded where the api receives them.
const recorded: string[] = [];
subscribe('http.server.request.start', (message) => {
  const url = (message as { request: IncomingMessage }).request.url ?? '';
  if (url.startsWith('/api/')) recorded.push(url);
});
const { app, apollo } = await createGateway({ apiUrl: api.url, now: NOW });
const gatewayServer = createServer(app);
const gatewayUrl = await listen(gatewayServer);
const answer = await fetch(`${gatewayUrl}/graphql`, {
  method: 'POST',
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify({ query: webOperation('CoursePage'), variables: { slug: SLUG } }),
});
const result = (await answer.json()) as {
  data?: { course: { id: string; section: { slug: string } | null } | null };
  errors?: unknown[];
  extensions?: { upstream?: { calls: number; waves: number } };
};
await new Promise((resolve) => gatewayServer.close(resolve));
await apollo.stop();
if (result.errors || !result.data?.course) throw new Error(`CoursePage failed: ${JSON.stringify(result)}`);
const after = [...recorded];

// 2. The same page as the gateway asked it before: full related list, all runs, the section.
const course = (await (await fetch(`${api.url}/courses/${SLUG}/`)).json()) as {
  categories: { slug: string }[];
  sections: { slug: string }[];
};
const categories = course.categories.map((c) => encodeURIComponent(c.slug)).sort();
const oldRelated = `/api/courses/?no_page=true&with_runs=true&category__slug=${categories.join(',')}`;
const before = after.flatMap((path) => {
  if (path.startsWith('/api/courses/?view=card')) return [oldRelated];
  if (path.startsWith('/api/runs/')) return [path.replace(/&starts_later=[^&]*/, '')];
  return [path];
});
const section = course.sections[0]?.slug;
if (section && !before.some((path) => path.startsWith('/api/sections/')))
  before.push(`/api/sections/?no_page=true&slug__in=${encodeURIComponent(section)}`);

async function calls(paths: string[]): Promise<Call[]> {
  return Promise.all(paths.map(async (path) => ({ path, bytes: await get(origin, path) })));
}
const pages = { before: await calls(before), after: await calls(after) };

// 3. The floor: the same bodies from a server that only writes them (this client's own cost).
const bodies = new Map<string, Buffer>();
for (const path of new Set([...before, ...after]))
  bodies.set(path, Buffer.from(await (await fetch(`${origin}${path}`)).arrayBuffer()));
const bare = createServer((req, res) => {
  res.writeHead(200, { 'content-type': 'application/json' }).end(bodies.get(req.url ?? '') ?? '{}');
});
const bareUrl = await listen(bare);

const page = (target: string, paths: Call[]) => async () => {
  for (const call of paths) await get(target, call.path);
};
const kb = (bytes: number) => (bytes / 1000).toFixed(1);
const total = (paths: Call[]) => paths.reduce((sum, call) => sum + call.bytes, 0);

console.log(
  `api cost of one uncached course page (${SLUG}), N=${N}, NOW=${NOW}, node ${process.version}, ${api.database}`,
);
console.log(
  `gateway: ${result.extensions?.upstream?.calls ?? '?'} upstream calls in ${result.extensions?.upstream?.waves ?? '?'} waves\n`,
);

const rows: [string, string, string, string][] = [];
const measured: Record<'before' | 'after', { api: number; floor: number }> = {
  before: { api: 0, floor: 0 },
  after: { api: 0, floor: 0 },
};
// Alternate the two pages, so drift (a warmer JIT, a busy neighbour) touches both alike.
for (const half of [0, 1]) {
  for (const name of half === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const)) {
    measured[name].api += (await cpuPerRound(page(origin, pages[name]))) / 2;
    measured[name].floor += (await cpuPerRound(page(bareUrl, pages[name]))) / 2;
  }
}
for (const name of ['before', 'after'] as const) {
  const { api: cpu, floor } = measured[name];
  rows.push([
    name === 'before' ? 'before (full related list, all runs, section)' : 'after (lean cards, upcoming runs)',
    `${pages[name].length}`,
    `${kb(total(pages[name]))} KB`,
    `${cpu.toFixed(1)} ms (bare HTTP ${floor.toFixed(1)} ms, api's own ≈ ${(cpu - floor).toFixed(1)} ms)`,
  ]);
}
const width = rows.reduce((w, row) => Math.max(w, row[0].length), 0);
console.log(`${'page'.padEnd(width)}  calls  bytes     CPU per page`);
for (const [label, count, bytes, cpu] of rows)
  console.log(`${label.padEnd(width)}  ${count.padStart(5)}  ${bytes.padStart(8)}  ${cpu}`);

// Per call, old and new side by side: CPU of that call alone (N times), its bytes.
console.log('\nper call (CPU per call incl. client, bytes):');
const newRelated = after.find((path) => path.startsWith('/api/courses/?view=card'));
const newRuns = after.find((path) => path.startsWith('/api/runs/'));
const oldRuns = before.find((path) => path.startsWith('/api/runs/'));
const pairs: [string, string | undefined, string | undefined][] = [
  ['related courses', oldRelated, newRelated],
  ['runs of the course', oldRuns, newRuns],
  ['breadcrumb section', before.find((path) => path.startsWith('/api/sections/')), undefined],
  ...after
    .filter((path) => path !== newRelated && path !== newRuns)
    .map((path): [string, string, string] => ['unchanged', path, path]),
];
const bytesOf = (path: string) => bodies.get(path)?.byteLength ?? 0;
for (const [label, old, now] of pairs) {
  const cost = async (path: string | undefined) =>
    path
      ? `${(await cpuPerRound(() => get(origin, path))).toFixed(2)} ms ${kb(bytesOf(path))} KB`
      : '— (no call)';
  console.log(`  ${label}:`);
  if (old === now) console.log(`    ${await cost(now)}  ${now}`);
  else {
    console.log(`    before ${await cost(old)}  ${old ?? ''}`);
    console.log(`    after  ${await cost(now)}  ${now ?? ''}`);
  }
}

await new Promise((resolve) => bare.close(resolve));
await api.close();
