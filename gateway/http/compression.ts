import { hash } from 'node:crypto';
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
/** Brotli on the fly: about gzip's speed, smaller answers. */
const BROTLI_QUALITY = 4;
/** An answer sent again is compressed anew at the build's quality, in the background. */
const BROTLI_BEST = 11;
/** Recompressions at BROTLI_BEST running at once, at most (zlib's pool has four threads). */
const MAX_UPGRADING = 2;

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
      params: { [zlib.constants.BROTLI_PARAM_QUALITY]: BROTLI_QUALITY },
    },
  });
}

/** Types whose whole answers (`res.send`) are compressed here: GraphQL answers and kept pages. */
const WHOLE_ANSWER_TYPES = /^(application\/(graphql-response\+)?json|text\/html)\b/i;
/** Larger answers are left to the streaming compression, off the main thread. */
const WHOLE_ANSWER_MAX_BYTES = 256 * 1024;
/** Compressed copies kept, in bytes (each counted with ENTRY_BYTES more for its key and entry). */
const COMPRESSED_COPIES_MAX_BYTES = 32 * 1024 * 1024;
const COMPRESSED_COPIES_MAX_ENTRIES = 8192;
const ENTRY_BYTES = 256;
/** A copy sent this many times is made again at BROTLI_BEST: answers that are shared, not one-offs. */
const SENDS_BEFORE_BEST = 3;
/** Larger answers are not made again at BROTLI_BEST (a course page is 145 KB). */
const BEST_MAX_BYTES = 192 * 1024;

/**
 * Compressed copies of answers by their encoding and the SHA-256 of their bytes, least recently
 * used first: an answer served from the response cache is the same bytes every time, so it is
 * compressed once, not once per visitor (that was an eighth of the gateway's CPU under a crowd).
 * Keyed by the content itself, a copy can only ever stand for the very same answer. A brotli copy
 * sent a third time is made again at the highest quality on zlib's thread pool (about a fifth
 * smaller), so the pages and answers sent most travel smallest. Bounded in bytes and entries:
 * answers sent once only push older copies out.
 */
class CompressedCopies {
  readonly #copies = new Map<string, { copy: Buffer; sends: number; best: boolean }>();
  #bytes = 0;
  /** Recompressions under way: each costs tens of milliseconds of a pool thread. */
  #upgrading = 0;

  get(key: string, bytes: Buffer): Buffer | undefined {
    const entry = this.#copies.get(key);
    if (!entry) return undefined;
    this.#copies.delete(key);
    this.#copies.set(key, entry);
    entry.sends += 1;
    // At most MAX_UPGRADING at once: a client repeating many different answers cannot queue up
    // work for the pool; the rest are taken up when they are sent again.
    if (
      !entry.best &&
      key.startsWith('br:') &&
      entry.sends >= SENDS_BEFORE_BEST &&
      bytes.length <= BEST_MAX_BYTES &&
      this.#upgrading < MAX_UPGRADING
    ) {
      entry.best = true;
      this.#upgrading += 1;
      zlib.brotliCompress(bytes, brotliOptions(bytes, BROTLI_BEST), (error, best) => {
        this.#upgrading -= 1;
        if (error || this.#copies.get(key) !== entry || best.length >= entry.copy.length) return;
        const exact = Buffer.from(best);
        this.#bytes += exact.length - entry.copy.length;
        entry.copy = exact;
      });
    }
    return entry.copy;
  }

  set(key: string, copy: Buffer): void {
    // zlib hands out views of its 16 KB output chunks: a copy of the exact size is kept instead,
    // so the bound in bytes holds.
    const exact = Buffer.from(copy);
    this.#copies.set(key, { copy: exact, sends: 1, best: false });
    this.#bytes += exact.length + ENTRY_BYTES;
    for (const [oldest, old] of this.#copies) {
      if (this.#bytes <= COMPRESSED_COPIES_MAX_BYTES && this.#copies.size <= COMPRESSED_COPIES_MAX_ENTRIES)
        break;
      this.#copies.delete(oldest);
      this.#bytes -= old.copy.length + ENTRY_BYTES;
    }
  }
}

const brotliOptions = (bytes: Buffer, quality: number): zlib.BrotliOptions => ({
  params: {
    [zlib.constants.BROTLI_PARAM_QUALITY]: quality,
    [zlib.constants.BROTLI_PARAM_SIZE_HINT]: bytes.length,
  },
});

/**
 * Compresses whole answers sent with `res.send` (GraphQL answers, kept pages) itself, reusing the
 * compressed copy of an identical earlier answer; everything else (streamed pages, other types,
 * HEAD, `no-transform`) is left to `compression()`, which sees the Content-Encoding and passes
 * these through.
 */
export function compressWholeAnswers(): RequestHandler {
  const copies = new CompressedCopies();
  return (req, res, next) => {
    const send = res.send.bind(res);
    res.send = (body?: unknown) => {
      // The header checks first: an answer left to `compression()` is not copied into a Buffer.
      if (
        (typeof body !== 'string' && !Buffer.isBuffer(body)) ||
        req.method === 'HEAD' ||
        !WHOLE_ANSWER_TYPES.test(String(res.getHeader('Content-Type') ?? '')) ||
        res.getHeader('Content-Encoding') !== undefined ||
        /\bno-transform\b/i.test(String(res.getHeader('Cache-Control') ?? ''))
      ) {
        return send(body);
      }
      const bytes = typeof body === 'string' ? Buffer.from(body) : body;
      if (bytes.length < THRESHOLD_BYTES || bytes.length > WHOLE_ANSWER_MAX_BYTES) return send(body);
      res.vary('Accept-Encoding');
      const encoding = negotiateEncoding(req.headers['accept-encoding'], BOTH);
      if (!encoding) return send(body);
      const digest = hash('sha256', bytes, 'base64url');
      const key = `${encoding}:${digest}`;
      let copy = copies.get(key, bytes);
      if (!copy) {
        copy =
          encoding === 'br'
            ? zlib.brotliCompressSync(bytes, brotliOptions(bytes, BROTLI_QUALITY))
            : zlib.gzipSync(bytes);
        copies.set(key, copy);
      }
      res.setHeader('Content-Encoding', encoding);
      // Of the answer itself and its encoding, not of the compressed bytes: a revalidation still
      // matches once the copy has been made again at a higher quality.
      if (!res.getHeader('ETag')) res.setHeader('ETag', `W/"${digest.slice(0, 27)}-${encoding}"`);
      return send(copy);
    };
    next();
  };
}

type Encoding = 'br' | 'gzip';
const SUFFIX: Record<Encoding, string> = { br: '.br', gzip: '.gz' };
/** The server's preference between encodings the browser rates equally. */
const PREFERENCE: Encoding[] = ['br', 'gzip'];
const BOTH: ReadonlySet<Encoding> = new Set(PREFERENCE);

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
