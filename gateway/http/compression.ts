import { existsSync, readdirSync } from 'node:fs';
import { extname, join } from 'node:path';
import zlib from 'node:zlib';
import compressionMiddleware from 'compression';
import express, { type RequestHandler } from 'express';

// Everything the gateway sends is compressed (DESIGN.md, Rendering and caching):
// - built files (web/dist, the explorer) were compressed at build time, at the highest quality,
//   into `file.br` and `file.gz` beside each file (scripts/precompress.ts); `staticFiles` serves
//   the best one the browser accepts, and the file itself to a browser that accepts neither;
// - dynamic answers (GraphQL, HTML, the feed, JSON) are compressed on the fly by `compression`.

/** Below this many bytes an answer is sent as it is: compressing would save next to nothing. */
const THRESHOLD_BYTES = 1024;

/**
 * Brotli or gzip on the fly for compressible types (text, JSON, JS, SVG, calendars; never images
 * or answers that carry a Content-Encoding already, such as the pre-compressed files), with
 * `Vary: Accept-Encoding`. Every write is flushed through the encoder, so a streamed page
 * (server rendering) reaches the browser piece by piece and is not held back until the end.
 */
export function compression(): RequestHandler {
  return compressionMiddleware({
    threshold: THRESHOLD_BYTES,
    flush: zlib.constants.Z_SYNC_FLUSH,
    brotli: {
      flush: zlib.constants.BROTLI_OPERATION_FLUSH,
      // Quality 4: about gzip's speed, smaller answers; the build uses 11 for files.
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 4 },
    },
  });
}

type Encoding = 'br' | 'gzip';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };
/** The server's preference between encodings the browser rates equally. */
const PREFERENCE: Encoding[] = ['br', 'gzip'];

/** The encoding to send, from `Accept-Encoding` (q-values and `*` honoured), or undefined for identity. */
export function negotiateEncoding(header: string | undefined, available: ReadonlySet<Encoding>) {
  if (!header) return undefined;
  const quality = new Map<string, number>();
  for (const part of header.split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    const value = q ? Number(q.slice(2)) : 1;
    if (name) quality.set(name, Number.isFinite(value) ? value : 0);
  }
  const qualityOf = (encoding: Encoding) => quality.get(encoding) ?? quality.get('*') ?? 0;
  let best: Encoding | undefined;
  for (const encoding of PREFERENCE) {
    if (!available.has(encoding) || qualityOf(encoding) <= 0) continue;
    if (!best || qualityOf(encoding) > qualityOf(best)) best = encoding;
  }
  return best;
}

/** Files below `root` (URL paths, `/assets/x.js`) that have a `.br` and/or `.gz` beside them. */
function precompressedFiles(root: string): Map<string, Set<Encoding>> {
  const found = new Map<string, Set<Encoding>>();
  const visit = (dir: string, url: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      if (entry.name.startsWith('.')) continue;
      if (entry.isDirectory()) {
        visit(join(dir, entry.name), `${url}${entry.name}/`);
        continue;
      }
      for (const encoding of PREFERENCE) {
        if (!entry.name.endsWith(SUFFIX[encoding])) continue;
        const file = `${url}${entry.name.slice(0, -SUFFIX[encoding].length)}`;
        found.set(file, (found.get(file) ?? new Set()).add(encoding));
      }
    }
  };
  if (existsSync(root)) visit(root, '/');
  return found;
}

/**
 * `express.static` that prefers a pre-compressed copy: for `x.js` it sends `x.js.br` or
 * `x.js.gz`, whichever the browser accepts (brotli first), with x.js's Content-Type, the
 * Content-Encoding, the copy's Content-Length and ETag (so 304s work per encoding) and
 * `Vary: Accept-Encoding`. Without a copy, or when the browser accepts neither, the file itself.
 * Copies are found once, at start (the build writes them before the gateway starts).
 */
export function staticFiles(
  root: string,
  options: Parameters<typeof express.static>[1] = {},
): RequestHandler {
  const identity = express.static(root, options);
  const encoded = express.static(root, {
    ...options,
    index: false,
    redirect: false,
    setHeaders(res, path, stat) {
      const encoding = path.endsWith('.br') ? 'br' : 'gzip';
      res.setHeader('Content-Encoding', encoding);
      res.type(extname(path.slice(0, -SUFFIX[encoding].length)) || 'application/octet-stream');
      options.setHeaders?.(res, path, stat);
    },
  });
  const copies = precompressedFiles(root);

  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return identity(req, res, next);
    let path: string;
    try {
      path = decodeURIComponent(req.path);
    } catch {
      return identity(req, res, next);
    }
    const available = copies.get(path);
    if (!available) return identity(req, res, next);
    res.vary('Accept-Encoding');
    const encoding = negotiateEncoding(req.headers['accept-encoding'], available);
    if (!encoding) return identity(req, res, next);

    const url = req.url;
    const query = url.indexOf('?');
    req.url =
      query < 0
        ? `${url}${SUFFIX[encoding]}`
        : `${url.slice(0, query)}${SUFFIX[encoding]}${url.slice(query)}`;
    encoded(req, res, (error?: unknown) => {
      req.url = url;
      if (error) return next(error);
      // The copy is gone (a rebuild while running): the file itself.
      res.removeHeader('Content-Encoding');
      identity(req, res, next);
    });
  };
}
