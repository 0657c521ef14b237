import { type ChildProcess, execFileSync, spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  readdirSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import http from 'node:http';
import https from 'node:https';
import { createServer } from 'node:net';
import os from 'node:os';
import { join, relative } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { type Result } from 'lighthouse';
import { BUILD_OUTPUTS, buildIsStale, GENERATED_FILES, root } from '../../scripts/lib.ts';
import { CHROMIUM_ARGS } from '../chromium.ts';

// `npm run bench:lighthouse` (issue 37): Lighthouse 13 as a library, mobile with its default
// simulated throttling (4× CPU, slow 4G), categories performance, accessibility, best practices
// and SEO, for one page of each public kind, the median of RUNS runs (default 3) as one table:
// per page and site the performance score, LCP, FCP, TBT, CLS, Speed Index, the other three
// scores, the bytes transferred and those of scripts, Lighthouse's benchmark index of the machine
// during the runs (BI), and, for a category below 100, the ids of its failing audits (with how
// many runs failed it, when not all). Below the table, for a page where a site's TBT is 100 ms or
// more, where that site's main thread went. A measurement to report, not a test: the machine is
// 2 shared cores, so compare sites measured in one run only.
//
//   node tests/bench/lighthouse.ts [--against <commit>]… [label=URL]… [/path]…
//     (no site named)     starts this tree's built site (scripts/e2e-server.ts, labelled "now")
//     --against <commit>  side by side: also that commit, from a git worktree in the temp folder
//                         (removed at the end). Its node_modules are hard-linked from this tree's
//                         when its package-lock.json is the same, else made by `npm ci` once and
//                         kept, hard-linked, in node_modules/.cache/bench-modules/<lock's hash>;
//                         its build is made there with `npm run build` once and kept in
//                         node_modules/.cache/bench-builds/<commit>. This tree must be built.
//     label=URL           a site already running with the e2e stack's seed data; when only such
//                         sites are named, nothing is started
//     /path               the pages to measure (default: PAGES below)
//     --report <dir>      prints the table of an earlier run again from its JSON
//   RUNS=3                runs per page and site
//   CHROMIUM_PATH         the browser (default /usr/bin/chromium)
//
// Each site is asked for each page once first (for brotli, as a browser asks), which fills its
// caches as any visitor but the first finds them. Then the sites' runs alternate, page by page
// (A, B, A, B …), so a machine busy with other work slows each alike. Each run is a new Chromium
// (an empty profile and cache); a run whose trace Lighthouse could not use (NO_NAVSTART, now and
// then on a busy machine) is tried again, up to three times. Every run's JSON, the table
// (table.txt) and the servers' logs go to reports/lighthouse/<time>/. The servers, browsers and
// worktrees are stopped and removed at the end, on an error and on Ctrl-C.

/** One page of each public kind, with slugs of the seed data (api/seed). */
const PAGES = [
  '/',
  '/educatie/c/montage-basis',
  '/educatie/opleidingen/',
  '/educatie/cursussen/',
  '/agenda/',
  '/infodag',
  '/verhuur/',
  '/verhuur/camera/',
  '/verkoop/',
  '/verhuur/artikel/sony-fx6',
  '/verkoop/artikel/canon-eos-r5-c-kopen',
  '/occasions/artikel/sony-fx6-occasion',
];
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'] as const;
const CHROME_FLAGS = ['--headless=new', ...CHROMIUM_ARGS];
/** What `npm run build` writes that the e2e stack reads (ignored by git, so a worktree lacks them). */
const BUILD_DIRS = [
  'web/dist',
  'web/dist-server',
  'gateway/explorer/dist',
  'gateway/generated',
  'web/src/gql',
];
const CACHE = join(root, 'node_modules', '.cache');

type Target = { label: string; url: string; note: string };

// ---------------------------------------------------------------- cleanup of what this run starts

const cleanups: (() => void)[] = [];
function cleanUp() {
  for (const cleanup of cleanups.splice(0).reverse()) {
    try {
      cleanup();
    } catch (error) {
      console.error(`cleanup: ${(error as Error).message}`);
    }
  }
}
for (const signal of ['SIGINT', 'SIGTERM'] as const)
  process.once(signal, () => {
    console.error(`\n${signal}: stopping the servers and browsers, removing the worktrees`);
    cleanUp();
    process.exit(130);
  });

// ---------------------------------------------------------------- helpers

const sh = (command: string, args: string[], cwd = root) =>
  execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] }).trim();

/** Runs a command with its output in `log`; throws with the log's tail when it fails. */
function run(command: string, args: string[], cwd: string, log: string, env: NodeJS.ProcessEnv = {}) {
  return new Promise<void>((resolve, reject) => {
    const out = createWriteStream(log, { flags: 'a' });
    const child = spawn(command, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(out, { end: false });
    child.stderr.pipe(out, { end: false });
    child.on('error', reject);
    child.on('close', (code) => {
      out.end(() => {
        if (code === 0) return resolve();
        const tail = readFileSync(log, 'utf8').split('\n').slice(-30).join('\n');
        reject(new Error(`${command} ${args.join(' ')} in ${cwd} failed (${code}); ${log}:\n${tail}`));
      });
    });
  });
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => (typeof address === 'object' && address ? resolve(address.port) : reject()));
    });
  });
}

const median = (values: number[]) =>
  values.length
    ? ([...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? Number.NaN)
    : Number.NaN;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const pageFile = (page: string) => page.replace(/[^a-z0-9.-]+/gi, '_').replace(/^_|_$/g, '') || 'home';
const loadAverage = () =>
  os
    .loadavg()
    .map((n) => n.toFixed(2))
    .join(' ');

/** Hard-links `from`'s entries (less `skip`) into `to` (made): a copy that costs no disk. */
function linkCopy(from: string, to: string, skip: string[] = []) {
  mkdirSync(to, { recursive: true });
  const entries = readdirSync(from).filter((name) => !skip.includes(name));
  if (entries.length) sh('cp', ['-al', ...entries.map((name) => join(from, name)), to]);
}

// ---------------------------------------------------------------- the sites

/** Starts `tree`'s e2e stack (scripts/e2e-server.ts: in-memory api, gateway serving its build). */
async function startStack(tree: string, label: string, logDir: string): Promise<string> {
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const log = join(logDir, `server-${label}.log`);
  const out = createWriteStream(log);
  const env: NodeJS.ProcessEnv = { ...process.env, PORT: String(port) };
  delete env.PUBLIC_URL;
  delete env.E2E_LOG_DIR;
  const child: ChildProcess = spawn(process.execPath, ['scripts/e2e-server.ts'], {
    cwd: tree,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout?.pipe(out);
  child.stderr?.pipe(out);
  cleanups.push(() => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });
  // Its start (PGlite in memory, migrations, the seed) takes seconds, minutes on a loaded machine.
  const deadline = Date.now() + 300_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    const ok = await fetch(`${url}/`, { signal: AbortSignal.timeout(5_000) })
      .then((response) => response.ok)
      .catch(() => false);
    if (ok) return url;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  const tail = readFileSync(log, 'utf8').split('\n').slice(-20).join('\n');
  const state = child.exitCode === null ? 'still running' : `stopped (${child.exitCode})`;
  throw new Error(
    `the e2e stack of ${label} (${tree}) did not answer on ${url} (${state}); ${log}:\n${tail}`,
  );
}

/**
 * A worktree of `commit`, ready to serve: its node_modules hard-linked from this tree's when the
 * package-lock.json is the same (else `npm ci`, whose result is kept, hard-linked, under
 * node_modules/.cache/bench-modules/<lock's hash> for the next time), its build from
 * node_modules/.cache/bench-builds/<commit> or made there with `npm run build` (and then kept).
 */
async function prepareCommit(commit: string, logDir: string): Promise<{ tree: string; sha: string }> {
  const sha = sh('git', ['rev-parse', '--verify', `${commit}^{commit}`]);
  const short = sha.slice(0, 7);
  const tree = join(os.tmpdir(), `bench-lighthouse-${short}-${process.pid}`);
  console.error(`${short}: worktree ${tree}`);
  sh('git', ['worktree', 'add', '--detach', tree, sha]);
  cleanups.push(() => {
    sh('git', ['worktree', 'remove', '--force', tree]);
  });
  const log = join(logDir, `prepare-${short}.log`);

  const lock = readFileSync(join(tree, 'package-lock.json'), 'utf8');
  const modulesCache = join(CACHE, 'bench-modules', sha256(lock).slice(0, 16));
  if (lock === readFileSync(join(root, 'package-lock.json'), 'utf8')) {
    console.error(`${short}: same package-lock.json, node_modules hard-linked from this tree's`);
    linkCopy(join(root, 'node_modules'), join(tree, 'node_modules'), ['.cache']);
  } else if (existsSync(join(modulesCache, '.complete'))) {
    console.error(`${short}: node_modules hard-linked from ${relative(root, modulesCache)}`);
    linkCopy(modulesCache, join(tree, 'node_modules'), ['.complete']);
  } else {
    console.error(`${short}: another package-lock.json: npm ci (log: ${relative(root, log)})`);
    await run('npm', ['ci', '--no-audit', '--no-fund'], tree, log);
    rmSync(modulesCache, { recursive: true, force: true });
    linkCopy(join(tree, 'node_modules'), modulesCache, ['.cache']);
    writeFileSync(join(modulesCache, '.complete'), `${sha}\n`);
  }

  const buildCache = join(CACHE, 'bench-builds', sha);
  if (existsSync(join(buildCache, '.complete'))) {
    console.error(`${short}: build from ${relative(root, buildCache)}`);
  } else {
    console.error(`${short}: npm run build (log: ${relative(root, log)})`);
    const started = performance.now();
    await run('npm', ['run', 'build'], tree, log, {
      PATH: `${join(tree, 'node_modules', '.bin')}:${process.env.PATH ?? ''}`,
    });
    console.error(`${short}: built in ${Math.round((performance.now() - started) / 1000)} s`);
    rmSync(buildCache, { recursive: true, force: true });
    for (const dir of BUILD_DIRS)
      if (existsSync(join(tree, dir))) linkCopy(join(tree, dir), join(buildCache, dir));
    writeFileSync(join(buildCache, '.complete'), `${sha}\n`);
  }
  for (const dir of BUILD_DIRS) {
    if (!existsSync(join(buildCache, dir))) continue;
    rmSync(join(tree, dir), { recursive: true, force: true });
    linkCopy(join(buildCache, dir), join(tree, dir));
  }
  return { tree, sha };
}

/**
 * Asks for `url` as a browser does (brotli), on a connection of its own (a kept-alive one may have
 * been closed by the server while Lighthouse ran); the answer's status.
 */
function warm(url: string): Promise<number> {
  return new Promise((resolve, reject) => {
    const request = (url.startsWith('https:') ? https : http).get(
      url,
      { agent: false, headers: { 'accept-encoding': 'gzip, deflate, br' } },
      (response) => {
        response.resume();
        response.on('end', () => resolve(response.statusCode ?? 0));
        response.on('error', reject);
      },
    );
    request.on('error', reject);
    request.setTimeout(60_000, () => request.destroy(new Error(`no answer from ${url} within 60 s`)));
  });
}

// ---------------------------------------------------------------- Lighthouse

async function lighthouseRun(url: string): Promise<{ lhr: Result; json: string }> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    chromeFlags: CHROME_FLAGS,
    handleSIGINT: false,
    logLevel: 'silent',
  });
  const kill = () => chrome.kill();
  cleanups.push(kill);
  try {
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      onlyCategories: [...CATEGORIES],
    });
    if (!result) throw new Error(`lighthouse gave no result for ${url}`);
    return {
      lhr: result.lhr,
      json: typeof result.report === 'string' ? result.report : JSON.stringify(result.lhr),
    };
  } finally {
    cleanups.splice(cleanups.indexOf(kill), 1);
    kill();
  }
}

type Figures = {
  perf: number;
  lcp: number;
  fcp: number;
  tbt: number;
  cls: number;
  si: number;
  a11y: number;
  bp: number;
  seo: number;
  bytes: number;
  script: number;
  /** Lighthouse's measure of the machine's speed during the run (higher: faster). */
  bi: number;
};

const FIGURES = [
  'perf',
  'lcp',
  'fcp',
  'tbt',
  'cls',
  'si',
  'a11y',
  'bp',
  'seo',
  'bytes',
  'script',
  'bi',
] as const;

const numeric = (lhr: Result, id: string) => lhr.audits[id]?.numericValue ?? Number.NaN;
const score = (lhr: Result, id: string) => (lhr.categories[id]?.score ?? Number.NaN) * 100;

function figures(lhr: Result): Figures {
  const summary = (
    lhr.audits['resource-summary']?.details as { items?: { resourceType: string; transferSize: number }[] }
  )?.items;
  return {
    perf: score(lhr, 'performance'),
    lcp: numeric(lhr, 'largest-contentful-paint'),
    fcp: numeric(lhr, 'first-contentful-paint'),
    tbt: numeric(lhr, 'total-blocking-time'),
    cls: numeric(lhr, 'cumulative-layout-shift'),
    si: numeric(lhr, 'speed-index'),
    a11y: score(lhr, 'accessibility'),
    bp: score(lhr, 'best-practices'),
    seo: score(lhr, 'seo'),
    bytes: numeric(lhr, 'total-byte-weight'),
    script: summary?.find((item) => item.resourceType === 'script')?.transferSize ?? Number.NaN,
    bi: lhr.environment?.benchmarkIndex ?? Number.NaN,
  };
}

/** The weighted audits that keep a category of this run below 100 (performance: its metrics, shown). */
function failing(lhr: Result): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const id of CATEGORIES.slice(1)) {
    const category = lhr.categories[id];
    if (!category || category.score === null || category.score >= 1) continue;
    out.set(
      id,
      category.auditRefs
        .filter((ref) => ref.weight > 0)
        .filter((ref) => {
          const audit = lhr.audits[ref.id];
          return audit && audit.score !== null && audit.score < 1;
        })
        .map((ref) => ref.id),
    );
  }
  return out;
}

/** Where the main thread goes in a run: the scripts by CPU time (bootup-time, at 4× CPU). */
function mainThread(lhr: Result): string {
  const items =
    (
      lhr.audits['bootup-time']?.details as {
        items?: { url: string; scripting: number; scriptParseCompile: number }[];
      }
    )?.items ?? [];
  const name = (url: string) => {
    try {
      const parsed = new URL(url);
      return parsed.pathname.split('/').pop() || parsed.pathname;
    } catch {
      return url;
    }
  };
  const scripts = items
    .map((item) => ({ url: name(item.url), ms: item.scripting + item.scriptParseCompile }))
    .sort((a, b) => b.ms - a.ms)
    .slice(0, 4)
    .map((item) => `${item.url} ${Math.round(item.ms)}`)
    .join(', ');
  const longTasks =
    (lhr.audits['long-tasks']?.details as { items?: { url: string; duration: number }[] })?.items ?? [];
  const tasks = longTasks
    .slice(0, 4)
    .map((task) => `${name(task.url)} ${Math.round(task.duration)}`)
    .join(', ');
  return `scripts (scripting + compile, ms) ${scripts || '-'}; long tasks (simulated ms, whole load) ${tasks || '-'}`;
}

// ---------------------------------------------------------------- the table

type Cell = { runs: Result[]; failed: string[] };

function table(pages: string[], targets: Target[], cells: Map<string, Cell>, runsWanted: number): string {
  const ms = (n: number) => (Number.isFinite(n) ? `${(n / 1000).toFixed(1)} s` : '-');
  const int = (n: number) => (Number.isFinite(n) ? String(Math.round(n)) : '-');
  const kib = (n: number) => (Number.isFinite(n) ? `${Math.round(n / 1024)} KiB` : '-');
  const columns: [string, number, (f: Figures) => string][] = [
    ['perf', 4, (f) => int(f.perf)],
    ['LCP', 6, (f) => ms(f.lcp)],
    ['FCP', 6, (f) => ms(f.fcp)],
    ['TBT', 7, (f) => (Number.isFinite(f.tbt) ? `${Math.round(f.tbt)} ms` : '-')],
    ['CLS', 6, (f) => (Number.isFinite(f.cls) ? f.cls.toFixed(3) : '-')],
    ['SI', 6, (f) => ms(f.si)],
    ['a11y', 4, (f) => int(f.a11y)],
    ['bp', 4, (f) => int(f.bp)],
    ['seo', 4, (f) => int(f.seo)],
    ['bytes', 8, (f) => kib(f.bytes)],
    ['script', 8, (f) => kib(f.script)],
    ['BI', 5, (f) => int(f.bi)],
  ];
  const pageWidth = Math.max(4, ...pages.map((page) => page.length));
  const labelWidth = Math.max(6, ...targets.map((target) => target.label.length));
  const lines = [
    `${'page'.padEnd(pageWidth)}  ${'site'.padEnd(labelWidth)}  ${columns.map(([name, width]) => name.padStart(width)).join('  ')}  below 100: failing audits`,
  ];
  const details: string[] = [];
  for (const page of pages) {
    const tbts: number[] = [];
    for (const [index, target] of targets.entries()) {
      const cell = cells.get(`${target.label} ${page}`) ?? { runs: [], failed: [] };
      const all = cell.runs.map(figures);
      const med = Object.fromEntries(FIGURES.map((key) => [key, median(all.map((f) => f[key]))])) as Figures;
      tbts.push(med.tbt);
      const reasons = new Map<string, Map<string, number>>();
      for (const lhr of cell.runs)
        for (const [category, ids] of failing(lhr)) {
          const counts = reasons.get(category) ?? new Map<string, number>();
          for (const id of ids) counts.set(id, (counts.get(id) ?? 0) + 1);
          reasons.set(category, counts);
        }
      const why = [...reasons]
        .map(
          ([category, counts]) =>
            `${{ accessibility: 'a11y', 'best-practices': 'bp', seo: 'seo' }[category] ?? category}: ${[
              ...counts,
            ]
              .map(([id, n]) => (n === cell.runs.length ? id : `${id} (${n}/${cell.runs.length})`))
              .join(', ')}`,
        )
        .join('; ');
      const runs = cell.runs.length === runsWanted ? '' : ` [${cell.runs.length}/${runsWanted} runs]`;
      const tries = new Map<string, number>();
      for (const message of cell.failed) {
        const code = /^[A-Z_]+(?=:)/.exec(message)?.[0] ?? message;
        tries.set(code, (tries.get(code) ?? 0) + 1);
      }
      const errors = tries.size
        ? ` [failed tries: ${[...tries].map(([code, k]) => (k > 1 ? `${code} ×${k}` : code)).join(', ')}]`
        : '';
      lines.push(
        `${(index === 0 ? page : '').padEnd(pageWidth)}  ${target.label.padEnd(labelWidth)}  ${columns
          .map(([, width, show]) => show(med).padStart(width))
          .join('  ')}  ${why}${runs}${errors}`.trimEnd(),
      );
      // The run whose TBT is the median, for where its main thread goes.
      const byTbt = [...cell.runs].sort(
        (a, b) => numeric(a, 'total-blocking-time') - numeric(b, 'total-blocking-time'),
      );
      const middle = byTbt[Math.floor(byTbt.length / 2)];
      if (middle)
        details.push(`${page} ${target.label} (TBT ${Math.round(med.tbt)} ms): ${mainThread(middle)}`);
    }
    if (!tbts.some((tbt) => tbt >= 100)) details.splice(details.length - targets.length, targets.length);
  }
  if (details.length)
    lines.push(
      '',
      'Where TBT ≥ 100 ms on a site: its main thread in the run with the median TBT',
      ...details,
    );
  return lines.join('\n');
}

// ---------------------------------------------------------------- main

function parseArgs(argv: string[]) {
  const against: string[] = [];
  const urls: Target[] = [];
  const pages: string[] = [];
  let report: string | undefined;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i] ?? '';
    if (arg === '--against') against.push(argv[++i] ?? '');
    else if (arg.startsWith('--against=')) against.push(arg.slice('--against='.length));
    else if (arg === '--report') report = argv[++i];
    else if (arg.startsWith('/')) pages.push(arg);
    else if (/^[^=/]+=https?:\/\//.test(arg)) {
      const [label = '', url = ''] = arg.split(/=(.*)/s);
      urls.push({ label, url: url.replace(/\/$/, ''), note: url });
    } else if (/^https?:\/\//.test(arg))
      urls.push({ label: `site${urls.length + 1}`, url: arg.replace(/\/$/, ''), note: arg });
    else {
      console.error(`lighthouse bench: what is "${arg}"? See the head of tests/bench/lighthouse.ts.`);
      process.exit(2);
    }
  }
  if (against.some((commit) => !commit)) {
    console.error('lighthouse bench: --against needs a commit');
    process.exit(2);
  }
  return { against, urls, pages: pages.length ? pages : PAGES, report };
}

/** `--report <dir>`: the table of a saved run, from its JSON. */
function reprint(dir: string) {
  const meta = JSON.parse(readFileSync(join(dir, 'run.json'), 'utf8')) as {
    targets: Target[];
    pages: string[];
    runs: number;
    header: string;
  };
  const cells = new Map<string, Cell>();
  for (const target of meta.targets)
    for (const page of meta.pages) {
      const runs: Result[] = [];
      const failed: string[] = [];
      const files = existsSync(join(dir, target.label)) ? readdirSync(join(dir, target.label)) : [];
      for (let n = 1; n <= meta.runs; n++) {
        const read = (file: string) =>
          JSON.parse(readFileSync(join(dir, target.label, file), 'utf8')) as Result;
        const name = `${pageFile(page)}-${n}`;
        if (files.includes(`${name}.json`)) runs.push(read(`${name}.json`));
        for (const file of files.filter((file) => file.startsWith(`${name}.failed-`)))
          failed.push(`${read(file).runtimeError?.code ?? 'failed'}: `);
      }
      cells.set(`${target.label} ${page}`, { runs, failed });
    }
  console.log(`${meta.header}\n${table(meta.pages, meta.targets, cells, meta.runs)}`);
}

async function main() {
  const { against, urls, pages, report } = parseArgs(process.argv.slice(2));
  if (report) return reprint(report);
  const RUNS = Number(process.env.RUNS ?? 3);
  const ATTEMPTS = 3;
  // This tree's site is served as built: said before another commit is built, not after.
  if (urls.length === 0) {
    const missing = [...BUILD_OUTPUTS, ...GENERATED_FILES].filter((file) => !existsSync(join(root, file)));
    if (missing.length) {
      throw new Error(`this tree is not built (${missing.join(', ')} missing): run npm run build first`);
    }
    if (buildIsStale()) console.error('warning: a source changed since this tree was built (npm run build)');
  }
  const started = new Date();
  const outDir = join(root, 'reports', 'lighthouse', started.toISOString().replace(/[:.]/g, '-'));
  mkdirSync(outDir, { recursive: true });

  const targets: Target[] = [];
  for (const commit of against) {
    const { tree, sha } = await prepareCommit(commit, outDir);
    const label = sha.slice(0, 7);
    targets.push({
      label,
      url: await startStack(tree, label, outDir),
      note: `${label} (e2e stack of a worktree)`,
    });
  }
  if (urls.length === 0) {
    const head = sh('git', ['rev-parse', '--short=7', 'HEAD']);
    const dirty = sh('git', ['status', '--porcelain', '--untracked-files=no']) !== '';
    targets.push({
      label: 'now',
      url: await startStack(root, 'now', outDir),
      note: `now = this tree, ${head}${dirty ? ' with uncommitted changes' : ''}`,
    });
  }
  targets.push(...urls);

  const header = [
    `Lighthouse 13 mobile (simulated: 4× CPU, slow 4G), median of ${RUNS}, ${new Date().toISOString().slice(0, 16).replace('T', ' ')} UTC, load average at start ${loadAverage()} (${os.cpus().length} cores)`,
    `sites: ${targets.map((target) => (target.note.startsWith(target.label) ? target.note : `${target.label} = ${target.note}`)).join('; ')}`,
  ].join('\n');
  console.error(header);
  writeFileSync(join(outDir, 'run.json'), JSON.stringify({ targets, pages, runs: RUNS, header }, null, 2));

  const cells = new Map<string, Cell>();
  const total = pages.length * targets.length * RUNS;
  let done = 0;
  for (const page of pages) {
    for (const target of targets) {
      // A first request fills the site's caches (the page, its compressed copy).
      const status = await warm(`${target.url}${page}`);
      if (status !== 200) console.error(`warning: ${target.label} ${page} answers ${status}`);
      cells.set(`${target.label} ${page}`, { runs: [], failed: [] });
    }
    for (let n = 1; n <= RUNS; n++)
      for (const target of targets) {
        const cell = cells.get(`${target.label} ${page}`) as Cell;
        done++;
        // Lighthouse asks to run again when its trace came out incomplete (NO_NAVSTART and the
        // like, now and then on a busy machine): a run gets up to ATTEMPTS tries; the failed
        // ones' JSON is kept beside it as <page>-<n>.failed-<try>.json.
        for (let attempt = 1; attempt <= ATTEMPTS; attempt++) {
          const t0 = performance.now();
          const name = `${pageFile(page)}-${n}`;
          try {
            const { lhr, json } = await lighthouseRun(`${target.url}${page}`);
            mkdirSync(join(outDir, target.label), { recursive: true });
            const failed = lhr.runtimeError ? `${lhr.runtimeError.code}: ${lhr.runtimeError.message}` : '';
            writeFileSync(
              join(outDir, target.label, `${name}${failed ? `.failed-${attempt}` : ''}.json`),
              json,
            );
            if (failed) throw new Error(failed);
            cell.runs.push(lhr);
            const f = figures(lhr);
            console.error(
              `[${done}/${total}] ${page} ${target.label} #${n}: perf ${Math.round(f.perf)}, TBT ${Math.round(f.tbt)} ms, LCP ${(f.lcp / 1000).toFixed(1)} s (${((performance.now() - t0) / 1000).toFixed(0)} s)${lhr.runWarnings.length ? `; warnings: ${lhr.runWarnings.join(' | ')}` : ''}`,
            );
            break;
          } catch (error) {
            const message = (error as Error).message.split('\n')[0] ?? '';
            cell.failed.push(message);
            console.error(
              `[${done}/${total}] ${page} ${target.label} #${n}: try ${attempt} failed: ${message}${attempt < ATTEMPTS ? ', again' : ''}`,
            );
          }
        }
      }
  }
  const text = `${header}\n${table(pages, targets, cells, RUNS)}\nload average at the end ${loadAverage()}; the runs' JSON: ${relative(root, outDir)}/`;
  writeFileSync(join(outDir, 'table.txt'), `${text}\n`);
  console.log(text);
}

try {
  await main();
} catch (error) {
  const cause = (error as Error).cause;
  console.error(`lighthouse bench: ${(error as Error).message}${cause ? ` (${String(cause)})` : ''}`);
  process.exitCode = 1;
} finally {
  cleanUp();
}
process.exit();
