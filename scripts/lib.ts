import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';

export const root = join(import.meta.dirname, '..');

/** Run an npm script in the foreground; exit code 0 means it passed. */
export function npmRun(script: string, env: NodeJS.ProcessEnv = {}): number {
  console.log(`\n▶ npm run ${script}`);
  const [name = '', ...args] = script.split(' ');
  const result = spawnSync('npm', ['run', '--silent', name, ...args], {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  return result.status ?? 1;
}

/**
 * What `npm run build` writes inside the source folders (never counted as a source): the site
 * (web/dist with its precompressed copies, web/dist-server), the explorer (gateway/explorer/dist),
 * the generated code (web/src/gql, gateway/generated), and tools' caches.
 */
const BUILD_OUTPUT_NAMES = new Set(['node_modules', 'dist', 'dist-server', 'gql', 'generated']);

/**
 * Newest modification time of the sources below `path` (0 when it does not exist). Files count;
 * a folder's own time counts too (a file removed or renamed in it), except for a folder that holds
 * build output, whose time every build changes. Hidden entries (.vite, .DS_Store) are skipped.
 */
export function newestMtime(path: string): number {
  if (!existsSync(path)) return 0;
  const stat = statSync(path);
  if (!stat.isDirectory()) return stat.mtimeMs;
  const entries = readdirSync(path, { withFileTypes: true });
  const holdsOutput = entries.some((entry) => BUILD_OUTPUT_NAMES.has(entry.name));
  let newest = holdsOutput ? 0 : stat.mtimeMs;
  for (const entry of entries) {
    if (BUILD_OUTPUT_NAMES.has(entry.name) || entry.name.startsWith('.')) continue;
    newest = Math.max(newest, newestMtime(join(path, entry.name)));
  }
  return newest;
}

/**
 * The files every `npm run build` writes anew (Vite empties its output folder first). Codegen's
 * files only have to exist: codegen leaves a file alone when its text did not change, so their
 * times say nothing about the last build.
 */
export const BUILD_OUTPUTS = [
  'web/dist/index.html',
  'web/dist-server/entry-server.js',
  'gateway/explorer/dist/index.html',
];
export const GENERATED_FILES = ['gateway/generated/resolvers-types.ts', 'gateway/generated/rest-types.ts'];

/**
 * What the build reads: the site, the contract and the rules, the api (its OpenAPI document
 * becomes gateway/generated/rest-types.ts), the gateway (its enums feed codegen; the explorer) and
 * the configuration of codegen, Vite, TypeScript and the packages. Not ./data, test results or
 * reports: running the site or its tests changes no source.
 */
export const BUILD_SOURCES = [
  'web/src',
  'web/public',
  'web/index.html',
  'schema',
  'domain',
  'api',
  'gateway',
  'codegen.ts',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'scripts/generate-rest-types.ts',
  'scripts/precompress.ts',
];

/**
 * True when the built site, the explorer or the generated code is missing, or a source changed
 * since the last build (its oldest output). The build's own outputs are never sources, so a second
 * `npm start` with nothing changed does not build again.
 */
export function buildIsStale(dir: string = root): boolean {
  if (GENERATED_FILES.some((f) => !existsSync(join(dir, f)))) return true;
  const built = Math.min(
    ...BUILD_OUTPUTS.map((f) => (existsSync(join(dir, f)) ? statSync(join(dir, f)).mtimeMs : 0)),
  );
  const sources = BUILD_SOURCES.map((s) => newestMtime(join(dir, s)));
  return built === 0 || Math.max(...sources) > built;
}

/**
 * The environment `npm start` and `npm run dev` give the gateway: API_URL, when not set, is where
 * the api they start listens (API_HOST, API_PORT), so `PORT=4300 API_PORT=8300 npm start` is
 * enough to move the site; and PUBLIC_URL, when not set, follows PORT (links in mails and pages).
 */
export function siteEnv(env: NodeJS.ProcessEnv = process.env): NodeJS.ProcessEnv {
  const out: NodeJS.ProcessEnv = {};
  if (!env.API_URL?.trim()) {
    let host = env.API_HOST?.trim() || '127.0.0.1';
    // An api listening on every interface is reached on the loopback one.
    if (host === '0.0.0.0') host = '127.0.0.1';
    if (host === '::') host = '::1';
    if (host.includes(':') && !host.startsWith('[')) host = `[${host}]`;
    out.API_URL = `http://${host}:${env.API_PORT?.trim() || '8000'}/api`;
  }
  if (!env.PUBLIC_URL?.trim() && env.PORT?.trim()) out.PUBLIC_URL = `http://localhost:${env.PORT.trim()}`;
  return out;
}

/** Start a long-running child whose lines are prefixed with its name; stopping one stops all. */
export function startAll(
  children: { name: string; command: string; args: string[]; env?: NodeJS.ProcessEnv }[],
) {
  const running: ChildProcess[] = [];
  const stop = (code: number) => {
    for (const child of running) child.kill('SIGTERM');
    process.exitCode = code;
  };
  for (const { name, command, args, env } of children) {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const prefix = (chunk: Buffer) =>
      chunk
        .toString()
        .split('\n')
        .filter(Boolean)
        .map((line) => `[${name}] ${line}`)
        .join('\n');
    child.stdout?.on('data', (chunk: Buffer) => console.log(prefix(chunk)));
    child.stderr?.on('data', (chunk: Buffer) => console.error(prefix(chunk)));
    child.on('exit', (code) => {
      console.log(`[${name}] stopped (${code ?? 'signal'})`);
      stop(code ?? 0);
    });
    running.push(child);
  }
  for (const signal of ['SIGINT', 'SIGTERM'] as const) process.once(signal, () => stop(0));
}
