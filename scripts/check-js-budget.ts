import { existsSync, readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { root } from './lib.ts';

// The JS budget of a first visit to `/`, gzipped. Run by `npm test` after the build:
//   node scripts/check-js-budget.ts [web/dist]
// Two figures:
// - what the page loads before the visitor's first move: index.html's module script and
//   modulepreloads and everything those import statically (from Vite's manifest,
//   web/dist/.vite/manifest.json). On a signed-out visitor's whole page (web/src/app/main.tsx)
//   that is all the browser downloads until the visitor moves, touches, scrolls or types; that no
//   page downloads more before then is checked per public page by tests/e2e/app-start.spec.ts.
//   Held to BEFORE_INTENT_BYTES: `npm test` fails above it;
// - what the app adds when it starts: start-app.tsx and the home route's chunk, each with its
//   static imports (a signed-in visitor's browser loads them at once). Over APP_BUDGET_BYTES this
//   is a warning (JS_BUDGET_STRICT=1 makes it fail): React, Apollo and the router alone are 150 KiB.
// With source maps, it also says which packages and source files the bytes come from.

const BEFORE_INTENT_BYTES = 8 * 1024;
const APP_BUDGET_BYTES = 120 * 1024;
/**
 * What the entry imports dynamically when the app starts (main.tsx), and the route modules `/`
 * renders (web/src/app/routes.tsx: the index route's `lazy`), as the manifest names them.
 */
const APP_START_MODULES = ['src/app/start-app.tsx', 'src/features/home/home-route.tsx'];

type ManifestChunk = {
  file: string;
  src?: string;
  isEntry?: boolean;
  isDynamicEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
};

const dist = resolve(root, process.argv[2] ?? 'web/dist');
const html = readFileSync(join(dist, 'index.html'), 'utf8');
const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

/** Root-relative URLs of index.html's module scripts and modulepreloads. */
function tagsOf(page: string): { scripts: string[]; preloads: string[] } {
  const scripts: string[] = [];
  const preloads: string[] = [];
  for (const [tag = ''] of page.matchAll(/<(?:script|link)\b[^>]*>/gi)) {
    const attr = (name: string) => tag.match(new RegExp(`\\s${name}\\s*=\\s*["']([^"']*)["']`, 'i'))?.[1];
    if (tag.startsWith('<script') && attr('type') === 'module' && attr('src'))
      scripts.push(attr('src') ?? '');
    if (tag.startsWith('<link') && attr('rel') === 'modulepreload' && attr('href'))
      preloads.push(attr('href') ?? '');
  }
  return { scripts, preloads };
}

const { scripts, preloads } = tagsOf(html);
if (scripts.length === 0) {
  console.error('js budget: web/dist/index.html has no module script: is the site built?');
  process.exit(1);
}
const toFile = (url: string) => url.replace(/^\//, '').split(/[?#]/)[0] ?? '';

/** file → why it is downloaded */
const downloaded = new Map<string, string>();
for (const url of scripts) downloaded.set(toFile(url), 'entry <script>');
for (const url of preloads) if (!downloaded.has(toFile(url))) downloaded.set(toFile(url), 'modulepreload');

const manifestPath = join(dist, '.vite', 'manifest.json');
const notes: string[] = [];
if (existsSync(manifestPath)) {
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Record<string, ManifestChunk>;
  const staticImports = (key: string, reason: string) => {
    const pending = [key];
    const seen = new Set<string>();
    for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
      const chunk = manifest[next];
      if (!chunk || seen.has(next)) continue;
      seen.add(next);
      if (!downloaded.has(chunk.file)) {
        downloaded.set(chunk.file, reason);
        if (reason.startsWith('imported') && !preloads.some((url) => toFile(url) === chunk.file))
          notes.push(`${chunk.file} is imported by the entry but not preloaded by index.html`);
      }
      pending.push(...(chunk.imports ?? []));
    }
  };
  for (const [key, chunk] of Object.entries(manifest))
    if (chunk.isEntry && downloaded.has(chunk.file)) staticImports(key, 'imported by the entry');
  for (const key of APP_START_MODULES) {
    if (!manifest[key]) {
      console.error(`js budget: the manifest has no ${key}: update APP_START_MODULES (moved?)`);
      process.exit(1);
    }
    staticImports(key, `started by / (${key.replace(/^src\//, '')})`);
  }
} else {
  notes.push('no .vite/manifest.json (build.manifest): the home route chunk is not counted');
}

// Minified bytes per original source, from a chunk's source map: each mapping segment owns the
// generated text up to the next segment.
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';
function bytesPerSource(code: string, map: { sources: string[]; mappings: string }): Map<string, number> {
  const result = new Map<string, number>();
  const lines = code.split('\n');
  let source = 0;
  for (const [lineIndex, line] of map.mappings.split(';').entries()) {
    const length = lines[lineIndex]?.length ?? 0;
    let column = 0;
    const segments: { column: number; source?: number }[] = [];
    for (const segment of line.split(',')) {
      if (!segment) continue;
      const fields: number[] = [];
      let value = 0;
      let shift = 0;
      for (const char of segment) {
        const digit = BASE64.indexOf(char);
        value += (digit & 31) << shift;
        if (digit & 32) shift += 5;
        else {
          fields.push(value & 1 ? -(value >>> 1) : value >>> 1);
          value = 0;
          shift = 0;
        }
      }
      column += fields[0] ?? 0;
      if (fields.length >= 4) source += fields[1] ?? 0;
      segments.push({ column, source: fields.length >= 4 ? source : undefined });
    }
    for (const [i, segment] of segments.entries()) {
      if (segment.source === undefined) continue;
      const end = segments[i + 1]?.column ?? length;
      const name = map.sources[segment.source] ?? '?';
      result.set(name, (result.get(name) ?? 0) + Math.max(0, end - segment.column));
    }
  }
  return result;
}

/** `react-dom`, `@apollo/client`, or the project path of a source (`web/src/app/main.tsx`). */
function owner(source: string, mapFile: string): string {
  const pkg = source.match(/node_modules\/((?:@[^/]+\/)?[^/]+)/)?.[1];
  if (pkg) return pkg;
  return relative(root, resolve(dirname(mapFile), source));
}

type Row = { file: string; reason: string; raw: number; gzip: number; brotli: number };
const rows: Row[] = [];
const owners = new Map<string, number>();
for (const [file, reason] of downloaded) {
  const path = join(dist, file);
  if (!existsSync(path)) {
    console.error(`js budget: index.html or the manifest names ${file}, which is not in ${dist}`);
    process.exit(1);
  }
  const code = readFileSync(path);
  const gzip = gzipSync(code, { level: 9 }).length;
  // What the gateway sends to a browser that takes brotli: the build's .br copy.
  const brotli = existsSync(`${path}.br`)
    ? readFileSync(`${path}.br`).length
    : brotliCompressSync(code, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }).length;
  rows.push({ file, reason, raw: code.length, gzip, brotli });
  if (existsSync(`${path}.map`)) {
    const text = code.toString();
    const perSource = bytesPerSource(text, JSON.parse(readFileSync(`${path}.map`, 'utf8')));
    const mapped = [...perSource.values()].reduce((a, b) => a + b, 0) || 1;
    // Each source's share of the chunk's gzip bytes, in proportion to its minified bytes.
    for (const [source, bytes] of perSource) {
      const name = owner(source, `${path}.map`);
      owners.set(name, (owners.get(name) ?? 0) + (gzip * bytes) / mapped);
    }
  }
}
rows.sort((a, b) => b.gzip - a.gzip);
const appStart = (row: Row) => row.reason.startsWith('started by');
const sum = (list: Row[], size: (row: Row) => number) => list.reduce((total, row) => total + size(row), 0);

console.log('\nJS of a first visit to / (gzip -9):');
for (const row of rows)
  console.log(
    `  ${kib(row.gzip).padStart(10)}  ${row.file.padEnd(44)} ${kib(row.raw).padStart(10)} raw   ${row.reason}`,
  );
if (owners.size > 0) {
  console.log('\n  where it comes from (approximate, by minified bytes in the source maps):');
  for (const [name, bytes] of [...owners].sort((a, b) => b[1] - a[1]).slice(0, 15))
    console.log(`  ${kib(bytes).padStart(10)}  ${name}`);
}
for (const note of notes) console.log(`  note: ${note}`);

const line = (label: string, list: Row[], budget: number) =>
  `js budget: ${label}: ${kib(sum(list, (row) => row.gzip))} gzipped of ${kib(budget)} (${list.length} files; ${kib(sum(list, (row) => row.brotli))} as brotli, as the gateway sends it)`;
const atLoad = rows.filter((row) => !appStart(row));
console.log(`\n${line('the page loads before the first move', atLoad, BEFORE_INTENT_BYTES)}`);
console.log(line('with the app started', rows, APP_BUDGET_BYTES));
let failed = false;
if (sum(atLoad, (row) => row.gzip) > BEFORE_INTENT_BYTES) {
  console.error('js budget: what the page loads before the first move is over budget');
  failed = true;
}
const appOver = sum(rows, (row) => row.gzip) - APP_BUDGET_BYTES;
if (appOver > 0) {
  const strict = process.env.JS_BUDGET_STRICT === '1';
  (strict ? console.error : console.log)(
    `js budget: ${strict ? '' : 'WARNING: '}with the app started, ${kib(appOver)} over budget${strict ? '' : ' (a warning; JS_BUDGET_STRICT=1 makes it fail)'}`,
  );
  failed ||= strict;
}
if (failed) process.exit(1);
console.log('js budget: what the page loads before the first move is within budget');
