import { readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { join, relative, resolve } from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { root } from './lib.ts';

// The last step of `npm run build`: every text file of the built site and explorer gets a brotli
// (quality 11) and a gzip (level 9) copy beside it, `x.js.br` and `x.js.gz`, which the gateway
// sends as they are (gateway/http/compression.ts): the best compression, paid once at build.
// Files over 1 MiB (only the explorer's Monaco editor, a developer tool) get brotli quality 9:
// 14 times faster than 11 there (1 s instead of 13 s a file) for 10% more bytes.
// Usage: node scripts/precompress.ts [dir ...]   (default: web/dist and gateway/explorer/dist)

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files worth compressing: text. Images and fonts are compressed already; source maps are for devtools only. */
const TEXT = /\.(html|js|mjs|css|svg|json|txt|xml|ics|webmanifest)$/i;
/** Smaller files gain too little to be worth a second request path. */
const MIN_BYTES = 256;
const LARGE_BYTES = 1024 * 1024;

function filesBelow(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.name.startsWith('.')) return [];
    return entry.isDirectory() ? filesBelow(path) : [path];
  });
}

async function precompress(file: string): Promise<{ raw: number; br: number; gz: number }> {
  const data = readFileSync(file);
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]:
          data.length > LARGE_BYTES ? 9 : zlib.constants.BROTLI_MAX_QUALITY,
        [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  // A copy that is not smaller is not written: the gateway then sends the file itself.
  if (br.length < data.length) writeFileSync(`${file}.br`, br);
  if (gz.length < data.length) writeFileSync(`${file}.gz`, gz);
  return { raw: data.length, br: Math.min(br.length, data.length), gz: Math.min(gz.length, data.length) };
}

const dirs = process.argv.slice(2).length > 0 ? process.argv.slice(2) : ['web/dist', 'gateway/explorer/dist'];
const started = performance.now();
for (const dir of dirs.map((d) => resolve(root, d))) {
  try {
    statSync(dir);
  } catch {
    console.log(`precompress: ${relative(root, dir)} is not built, skipped`);
    continue;
  }
  // Largest first, so the long ones do not end up alone at the end.
  const files = filesBelow(dir)
    .filter((f) => TEXT.test(f) && statSync(f).size >= MIN_BYTES)
    .sort((a, b) => statSync(b).size - statSync(a).size);
  const total = { raw: 0, br: 0, gz: 0 };
  // A few at a time: zlib runs on libuv's thread pool.
  const queue = [...files];
  const worker = async () => {
    for (let file = queue.shift(); file; file = queue.shift()) {
      const sizes = await precompress(file);
      total.raw += sizes.raw;
      total.br += sizes.br;
      total.gz += sizes.gz;
    }
  };
  await Promise.all([worker(), worker(), worker(), worker()]);
  const kib = (n: number) => `${(n / 1024).toFixed(0)} KiB`;
  console.log(
    `precompress: ${relative(root, dir)}: ${files.length} files, ${kib(total.raw)} → br ${kib(total.br)}, gzip ${kib(total.gz)}`,
  );
}
console.log(`precompress: done in ${((performance.now() - started) / 1000).toFixed(1)} s`);
