import { type ChildProcess, fork } from 'node:child_process';
import os from 'node:os';
import { join } from 'node:path';
import autocannon from 'autocannon';
import { buildIsStale, npmRun } from '../../scripts/lib.ts';
import { webOperation } from '../gateway/web-operations.ts';

// `npm run bench` (issue 7): the stack under a crowd, side by side in one run.
//   BENCH_SECONDS=60        measured seconds per scenario (each after a short warm-up)
//   BENCH_CONNECTIONS=200   concurrent connections (autocannon)
//   REDIS_URL=redis://...   also the cached scenarios with the response cache in Redis
// The api (in-memory database, NOW=2026-11-23) and the gateway run in child processes of their
// own, as in production; autocannon runs here. Every request goes to 127.0.0.1, for a bounded time.
//
// Scenarios, each measured per page view of /educatie/c/montage-basis:
//  (a) the course page's GraphQL operation (web/src/features/course/course-page.graphql with its
//      fragments), the gateway keeping no answers
//  (b) the same with the response cache (in memory; and in Redis when REDIS_URL is set)
//  (c) the server-rendered HTML of the course page (n/a while the gateway serves the static shell)
//  (d) the same data straight from the REST api, as a browser without the gateway would fetch it:
//      the course, then the rest, then the related courses; over one connection per visitor, so
//      the calls of the middle wave follow each other instead of overlapping.
// Columns: pages/s, p50 and p99 of a whole page, errors (non-2xx, timeouts and connection
// errors, GraphQL answers with errors per the gateway's /metrics), and the REST calls the api
// received per page (counted inside the api process).

const NOW = '2026-11-23';
const SLUG = 'montage-basis';
const SECONDS = Number(process.env.BENCH_SECONDS ?? 60);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 200);
const WARMUP_SECONDS = Math.min(5, SECONDS);
/** What a browser sends: the answers come compressed as a visitor gets them. */
const BROWSER = { 'accept-encoding': 'gzip, deflate, br', 'user-agent': 'lumen-bench' };
const root = join(import.meta.dirname, '..', '..');

type Child = { process: ChildProcess; url: string; metricsUrl?: string };

function start(script: string, env: NodeJS.ProcessEnv): Promise<Child> {
  const child = fork(join(import.meta.dirname, script), [], {
    cwd: root,
    env: { ...process.env, NOW, ...env },
    // Their request log lines are written (that cost is measured) and dropped; errors show.
    stdio: ['ignore', 'ignore', 'inherit', 'ipc'],
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`${script} did not start within 120 s`)), 120_000);
    child.once('exit', (code) => reject(new Error(`${script} stopped (${code})`)));
    child.on('message', (message: { type: string; url?: string; metricsUrl?: string }) => {
      if (message.type !== 'ready' || !message.url) return;
      clearTimeout(timer);
      child.removeAllListeners('exit');
      resolve({ process: child, url: message.url, metricsUrl: message.metricsUrl });
    });
  });
}

function stop(child: Child): Promise<void> {
  return new Promise((resolve) => {
    if (child.process.exitCode !== null) return resolve();
    const timer = setTimeout(() => child.process.kill('SIGKILL'), 10_000);
    child.process.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.process.disconnect();
  });
}

/** Requests the api has received so far. */
function apiRequests(api: Child): Promise<number> {
  return new Promise((resolve) => {
    const onMessage = (message: { type: string; requests?: number }) => {
      if (message.type !== 'count') return;
      api.process.off('message', onMessage);
      resolve(message.requests ?? 0);
    };
    api.process.on('message', onMessage);
    api.process.send({ type: 'count' });
  });
}

/**
 * Waits until the api answers its health check (a database query) quickly again: a scenario that
 * overloaded it leaves a queue behind, which would slow the next scenario down.
 */
async function waitIdle(api: Child): Promise<void> {
  const deadline = Date.now() + 180_000;
  let fast = 0;
  while (fast < 3 && Date.now() < deadline) {
    const started = performance.now();
    const ok = await fetch(`${api.url}/health/`, { signal: AbortSignal.timeout(30_000) })
      .then((r) => r.ok)
      .catch(() => false);
    fast = ok && performance.now() - started < 50 ? fast + 1 : 0;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

/** GraphQL operations answered with errors, summed over operations (the gateway's private /metrics). */
async function graphqlErrors(gateway: Child | undefined): Promise<number> {
  if (!gateway?.metricsUrl) return 0;
  const text = await (await fetch(gateway.metricsUrl)).text();
  return [...text.matchAll(/^graphql_errors_total\{[^}]*\} (\d+)$/gm)].reduce((n, m) => n + Number(m[1]), 0);
}

type Row = {
  name: string;
  skipped?: string;
  pagesPerS?: number;
  p50?: number;
  p99?: number;
  errors?: number;
  errorDetail?: string;
  upstreamPerPage?: number;
  upstreamTotal?: number;
  note?: string;
};

function percentile(sorted: number[], p: number): number {
  return sorted.length === 0 ? 0 : (sorted[Math.min(sorted.length - 1, Math.floor(sorted.length * p))] ?? 0);
}

/**
 * Warm up, then measure one scenario, on the same connections: one autocannon run of warm-up plus
 * measurement, of which only the answers after the warm-up count. Two runs would open every
 * connection anew while the gateway is saturated, and Node accepts one connection per turn of its
 * event loop (libuv since 1.45): the last of 200 new connections then waits 200 turns, seconds,
 * which measures autocannon's reconnect rather than the stack. (A load balancer keeps its
 * connections to the gateway open the same way.) `requestsPerPage` > 1 (the REST waterfall):
 * autocannon runs the page's requests in order on each connection and `pageLatencies` collects
 * whole pages, each with the time its last answer came.
 */
async function measure(
  name: string,
  options: autocannon.Options,
  context: {
    api: Child;
    gateway?: Child;
    requestsPerPage?: number;
    pageLatencies?: { at: number; ms: number }[];
  },
): Promise<Row> {
  const perPage = context.requestsPerPage ?? 1;
  await waitIdle(context.api);
  context.pageLatencies?.splice(0);
  process.stdout.write(`\n${name}: warming up ${WARMUP_SECONDS} s, `);
  const run = autocannon({
    connections: CONNECTIONS,
    timeout: 10,
    ...options,
    duration: WARMUP_SECONDS + SECONDS,
  });
  // What the measured seconds saw: answers by status, their latencies, errors and timeouts.
  let measuring = false;
  let started = 0;
  let ok = 0;
  let non2xx = 0;
  let errorCount = 0;
  let timeouts = 0;
  const latencies: number[] = [];
  run.on('response', (_client, status, _bytes, ms) => {
    if (!measuring) return;
    if (status >= 200 && status < 300) {
      ok++;
      latencies.push(ms);
    } else non2xx++;
  });
  run.on('reqError', (error) => {
    if (!measuring) return;
    errorCount++;
    if (error.message === 'request timed out') timeouts++;
  });
  await new Promise((resolve) => setTimeout(resolve, WARMUP_SECONDS * 1000));
  const [apiBefore, errorsBefore] = await Promise.all([
    apiRequests(context.api),
    graphqlErrors(context.gateway),
  ]);
  measuring = true;
  started = performance.now();
  process.stdout.write(`measuring ${SECONDS} s with ${CONNECTIONS} connections… `);
  await run;
  const seconds = (performance.now() - started) / 1000;
  const [apiAfter, errorsAfter] = await Promise.all([
    apiRequests(context.api),
    graphqlErrors(context.gateway),
  ]);

  const answered = ok + non2xx;
  const pages = answered / perPage;
  // Requests that timed out made their upstream calls too.
  const sentPages = (answered + errorCount) / perPage;
  const graphql = errorsAfter - errorsBefore;
  const errors = non2xx + errorCount + graphql;
  const detail = [
    non2xx ? `${non2xx} non-2xx` : '',
    timeouts ? `${timeouts} timeouts` : '',
    errorCount - timeouts ? `${errorCount - timeouts} connection errors` : '',
    graphql ? `${graphql} GraphQL errors` : '',
  ].filter(Boolean);
  const measured = context.pageLatencies
    ? context.pageLatencies.filter((page) => page.at >= started).map((page) => page.ms)
    : latencies;
  measured.sort((a, b) => a - b);
  const row: Row = {
    name,
    pagesPerS: pages / seconds,
    // No answer within the timeout: no latency to show.
    p50: measured.length === 0 ? undefined : percentile(measured, 0.5),
    p99: measured.length === 0 ? undefined : percentile(measured, 0.99),
    errors,
    errorDetail: detail.join(', '),
    upstreamPerPage: sentPages > 0 ? (apiAfter - apiBefore) / sentPages : 0,
    upstreamTotal: apiAfter - apiBefore,
    note:
      answered === 0
        ? `no answer within autocannon's 10 s timeout: ${CONNECTIONS} connections ask more than it completes`
        : undefined,
  };
  console.log(
    `${row.pagesPerS?.toFixed(0)} pages/s, p99 ${row.p99?.toFixed(0) ?? '> 10000'} ms, ${errors} errors${detail.length ? ` (${detail.join(', ')})` : ''}`,
  );
  return row;
}

// ── the scenarios ───────────────────────────────────────────────────────────────────────────

const coursePage = JSON.stringify({
  operationName: 'CoursePage',
  query: webOperation('CoursePage'),
  variables: { slug: SLUG },
});
const graphqlRequest: autocannon.Options = {
  url: '',
  method: 'POST',
  headers: {
    ...BROWSER,
    'content-type': 'application/json',
    accept: 'application/graphql-response+json, application/json',
  },
  body: coursePage,
};

/** One answer, checked, before a scenario runs: a fast wrong answer is no result. */
async function checkGraphql(gateway: Child): Promise<void> {
  const response = await fetch(`${gateway.url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: coursePage,
  });
  const body = (await response.json()) as { data?: { course?: { name?: string } }; errors?: unknown[] };
  if (!response.ok || body.errors || !body.data?.course?.name)
    throw new Error(`CoursePage answered ${response.status}: ${JSON.stringify(body).slice(0, 300)}`);
}

async function graphqlRows(api: Child, gateway: Child, name: string, cached: boolean): Promise<Row> {
  await checkGraphql(gateway);
  const row = await measure(name, { ...graphqlRequest, url: `${gateway.url}/graphql` }, { api, gateway });
  if (cached && (row.upstreamPerPage ?? 0) > 0.5)
    row.note = 'the cache did not hold: most answers went upstream';
  return row;
}

const pagePath = `/educatie/c/${SLUG}`;

async function serverRenderRow(api: Child, gateway: Child, name: string): Promise<Row> {
  const response = await fetch(`${gateway.url}${pagePath}`, { headers: { accept: 'text/html' } });
  const html = await response.text();
  // The static shell has an empty root: the browser renders everything.
  if (/<div id="root">\s*<\/div>/.test(html) || !html.includes('Montage basis'))
    return { name, skipped: 'n/a (the gateway serves the static shell: no server rendering yet)' };
  if (!response.ok) throw new Error(`${pagePath} answered ${response.status}`);
  return measure(
    name,
    { url: `${gateway.url}${pagePath}`, headers: { ...BROWSER, accept: 'text/html,application/xhtml+xml' } },
    { api, gateway },
  );
}

/**
 * The REST calls a browser without the gateway makes for the course page (those of
 * gateway/education/education-api.ts and content/ for the CoursePage operation): the course, then
 * what the course names (its runs, programmes, content blocks, the sections, open days, the contact
 * widget), then the related courses of its categories. The later URLs come from the course's
 * answer, read once here: the data does not change during the run.
 */
async function restWaterfall(apiUrl: string): Promise<string[][]> {
  const response = await fetch(`${apiUrl}/courses/${SLUG}/`);
  if (!response.ok) throw new Error(`GET /courses/${SLUG}/ answered ${response.status}`);
  const course = (await response.json()) as { page?: { id: number } | null; categories: { slug: string }[] };
  const api = new URL(apiUrl).pathname;
  const slug = encodeURIComponent(SLUG);
  return [
    [`${api}/courses/${slug}/`],
    [
      `${api}/sections/?no_page=true`,
      `${api}/runs/?no_page=true&ordering=start_date&course__slug=${slug}`,
      `${api}/programs/?no_page=true&courses__slug=${slug}`,
      ...(course.page ? [`${api}/main/internalpages/${course.page.id}/`] : []),
      `${api}/opendoordays/?no_page=true&upcoming=true`,
      `${api}/main/widgets/?no_page=true&ref__in=contact`,
    ],
    [
      `${api}/courses/?no_page=true&with_runs=true&category__slug=${course.categories.map((c) => encodeURIComponent(c.slug)).join(',')}`,
    ],
  ];
}

async function restRow(api: Child, name: string): Promise<Row> {
  const paths = (await restWaterfall(api.url)).flat();
  const latencies: { at: number; ms: number }[] = [];
  const last = paths.length - 1;
  const requests: autocannon.Request[] = paths.map((path, i) => ({
    method: 'GET',
    path,
    headers: { ...BROWSER, accept: 'application/json' },
    // A page's time: from its first request to the last answer.
    ...(i === 0
      ? {
          setupRequest: (request: autocannon.Request, context: Record<string, unknown>) => {
            context.started = performance.now();
            return request;
          },
        }
      : {}),
    ...(i === last
      ? {
          onResponse: (_status: number, _body: string, context: Record<string, unknown>) => {
            if (typeof context.started !== 'number') return;
            const at = performance.now();
            latencies.push({ at, ms: at - context.started });
          },
        }
      : {}),
  }));
  const row = await measure(
    name,
    { url: new URL(api.url).origin, requests },
    { api, requestsPerPage: paths.length, pageLatencies: latencies },
  );
  row.note = `${paths.length} REST calls a page in 3 waves, one after another on each connection (${((row.pagesPerS ?? 0) * paths.length).toFixed(0)} REST requests/s)`;
  return row;
}

// ── the run ─────────────────────────────────────────────────────────────────────────────────

function machine(): string {
  const cpus = os.cpus();
  return `${cpus.length} cores (${cpus[0]?.model.trim() ?? 'unknown CPU'}), ${(os.totalmem() / 2 ** 30).toFixed(1)} GiB RAM, ${os.type()} ${os.release()}, Node ${process.version}`;
}

/** Other work on the machine skews every figure: the load average says how much there was. */
const load = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

function table(rows: Row[]): string {
  const header = ['scenario', 'pages/s', 'p50 ms', 'p99 ms', 'errors', 'upstream calls/page (total)'];
  const body = rows.map((r) =>
    r.skipped
      ? [r.name, r.skipped, '', '', '', '']
      : [
          r.name,
          (r.pagesPerS ?? 0).toFixed(0),
          r.p50 === undefined ? '> 10000' : r.p50.toFixed(0),
          r.p99 === undefined ? '> 10000' : r.p99.toFixed(0),
          String(r.errors ?? 0),
          `${(r.upstreamPerPage ?? 0).toFixed(2)} (${r.upstreamTotal ?? 0})`,
        ],
  );
  const widths = header.map((_, i) => Math.max(...[header, ...body].map((cells) => (cells[i] ?? '').length)));
  const line = (cells: string[]) =>
    cells
      .map((cell, i) =>
        i === 0 || cells[2] === '' ? cell.padEnd(widths[i] ?? 0) : cell.padStart(widths[i] ?? 0),
      )
      .join('  ')
      .trimEnd();
  const notes = rows.flatMap((r) => [
    ...(r.errorDetail ? [`${r.name}: errors: ${r.errorDetail}`] : []),
    ...(r.note ? [`${r.name}: ${r.note}`] : []),
  ]);
  return [line(header), ...body.map(line), ...(notes.length ? ['', ...notes] : [])].join('\n');
}

if (buildIsStale() && npmRun('build') !== 0) process.exit(1);

console.log(`npm run bench: ${SECONDS} s a scenario, ${CONNECTIONS} connections, NOW=${NOW}`);
console.log(`machine: ${machine()}`);
console.log('api, gateway and autocannon each run in their own process, sharing these cores');
console.log(
  `load average before: ${load()}; NODE_ENV=${process.env.NODE_ENV ?? '(unset, as npm start runs)'}`,
);

const api = await start('api-process.ts', {});
const rows: Row[] = [];
const modes: { mode: string; label: string }[] = [
  { mode: 'memory', label: 'memory' },
  ...(process.env.REDIS_URL ? [{ mode: 'redis', label: 'Redis' }] : []),
];
try {
  const uncached = await start('gateway-process.ts', { API_URL: api.url, BENCH_CACHE: 'off' });
  try {
    rows.push(await graphqlRows(api, uncached, '(a) GraphQL CoursePage, uncached', false));
  } finally {
    await stop(uncached);
  }
  const serverRendered: Row[] = [];
  for (const { mode, label } of modes) {
    const gateway = await start('gateway-process.ts', { API_URL: api.url, BENCH_CACHE: mode });
    try {
      rows.push(await graphqlRows(api, gateway, `(b) GraphQL CoursePage, cached (${label})`, true));
      serverRendered.push(await serverRenderRow(api, gateway, `(c) server-rendered ${pagePath} (${label})`));
    } finally {
      await stop(gateway);
    }
  }
  if (!process.env.REDIS_URL)
    rows.push({ name: '(b) GraphQL CoursePage, cached (Redis)', skipped: 'n/a (REDIS_URL not set)' });
  rows.push(...serverRendered);
  rows.push(await restRow(api, '(d) REST waterfall, no gateway'));
} finally {
  await stop(api);
}

console.log(`\n${table(rows)}`);
console.log(`\nload average after: ${load()}`);
