import { spawnSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { request } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { compression, compressWholeAnswers } from '../../gateway/http/compression.ts';
import { startStack } from './stack.ts';
import { webOperation } from './web-operations.ts';

// Everything the gateway sends is compressed: built files from their .br/.gz copies (made by
// scripts/precompress.ts, as `npm run build` does), dynamic answers on the fly.

const root = join(import.meta.dirname, '..', '..');
const dist = mkdtempSync(join(tmpdir(), 'web-dist-compressed-'));
// Text that compresses, over the 1 KiB threshold of dynamic compression.
const filler = (line: string) => Array.from({ length: 80 }, (_, i) => `${line} ${i}`).join('\n');
const files = {
  'index.html': `<!doctype html><html lang="nl"><title>shell</title><body>${filler('<p>regel</p>')}</body></html>`,
  'assets/app-abc123.js': filler('console.log("Studio Lumen");'),
  'assets/app-abc123.css': filler('.card { color: #15131f; }'),
  'assets/only-gzip-abc123.js': filler('export const x = "alleen gzip";'),
  'favicon.svg': `<svg xmlns="http://www.w3.org/2000/svg">${filler('<rect width="1" height="1"/>')}</svg>`,
  'site.webmanifest.json': JSON.stringify({ name: 'Studio Lumen', items: filler('pictogram').split('\n') }),
};

let stack: Awaited<ReturnType<typeof startStack>>;
beforeAll(async () => {
  mkdirSync(join(dist, 'assets'));
  for (const [path, text] of Object.entries(files)) writeFileSync(join(dist, path), text);
  const result = spawnSync(process.execPath, [join(root, 'scripts', 'precompress.ts'), dist], {
    encoding: 'utf8',
  });
  expect(result.status, result.stderr).toBe(0);
  // A file whose brotli copy is missing falls back to its gzip copy.
  rmSync(join(dist, 'assets', 'only-gzip-abc123.js.br'));
  stack = await startStack({ webDist: dist }, {}, { sharedApi: true });
});
afterAll(async () => {
  await stack?.close();
  rmSync(dist, { recursive: true, force: true });
});

type Raw = { status: number; headers: Record<string, string | string[] | undefined>; body: Buffer };

/** A request whose body comes back as sent (fetch would decode it). */
function raw(
  url: string,
  options: { method?: string; headers?: Record<string, string>; body?: string } = {},
): Promise<Raw> {
  return new Promise((resolve, reject) => {
    const req = request(url, { method: options.method ?? 'GET', headers: options.headers }, (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
      res.on('error', reject);
    });
    req.on('error', reject);
    req.end(options.body);
  });
}

function decode(response: Raw): string {
  const encoding = response.headers['content-encoding'];
  if (encoding === 'br') return brotliDecompressSync(response.body).toString();
  if (encoding === 'gzip') return gunzipSync(response.body).toString();
  expect(encoding).toBeUndefined();
  return response.body.toString();
}

const varies = (response: Raw) =>
  String(response.headers.vary ?? '')
    .toLowerCase()
    .includes('accept-encoding');

type Case = {
  name: string;
  type: RegExp;
  fetch: (headers: Record<string, string>) => Promise<Raw>;
  /** What must be equal between two answers (a GraphQL answer's extensions hold timings). */
  content?: (text: string) => unknown;
};
const get = (path: string, accept?: string) => (headers: Record<string, string>) =>
  raw(`${stack.gatewayUrl}${path}`, { headers: { ...(accept ? { accept } : {}), ...headers } });
const cases: Case[] = [
  { name: 'HTML (the app shell)', type: /^text\/html/, fetch: get('/educatie/c/montage-basis', 'text/html') },
  { name: 'JS (a hashed asset)', type: /^text\/javascript/, fetch: get('/assets/app-abc123.js') },
  { name: 'CSS', type: /^text\/css/, fetch: get('/assets/app-abc123.css') },
  { name: 'SVG', type: /^image\/svg\+xml/, fetch: get('/favicon.svg') },
  { name: 'JSON (a static file)', type: /^application\/json/, fetch: get('/site.webmanifest.json') },
  {
    name: 'a GraphQL answer',
    type: /^application\/(graphql-response\+)?json/,
    fetch: (headers) =>
      raw(`${stack.gatewayUrl}/graphql`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify({ query: webOperation('CoursePage'), variables: { slug: 'montage-basis' } }),
      }),
    content: (text) => {
      const { data, errors } = JSON.parse(text);
      expect(errors).toBeUndefined();
      return data;
    },
  },
  { name: 'the iCalendar feed', type: /^text\/calendar/, fetch: get('/agenda.ics') },
];

describe('compression', () => {
  for (const { name, type, fetch, content = (text: string) => text } of cases) {
    it(`${name}: brotli or gzip as the browser asks, the same content, Vary: Accept-Encoding`, async () => {
      const plain = await fetch({});
      expect(plain.status).toBe(200);
      expect(plain.headers['content-type']).toMatch(type);
      expect(plain.headers['content-encoding'], 'no Accept-Encoding: identity').toBeUndefined();
      expect(varies(plain)).toBe(true);
      const text = plain.body.toString();
      expect(text.length).toBeGreaterThan(1024);

      for (const [accept, expected] of [
        ['br', 'br'],
        ['gzip', 'gzip'],
        ['gzip, deflate, br, zstd', 'br'], // what Chrome sends: brotli preferred
        ['br;q=0, gzip', 'gzip'],
        ['identity', undefined],
      ] as const) {
        const response = await fetch({ 'accept-encoding': accept });
        expect(response.status, accept).toBe(200);
        expect(response.headers['content-encoding'], accept).toBe(expected);
        expect(response.headers['content-type'], accept).toMatch(type);
        expect(varies(response), accept).toBe(true);
        if (expected) expect(response.body.length, accept).toBeLessThan(plain.body.length);
        expect(content(decode(response)), accept).toEqual(content(text));
      }
    });
  }

  it('sends a pre-compressed asset byte for byte as its .br and .gz files, with their lengths', async () => {
    for (const [accept, suffix] of [
      ['br', '.br'],
      ['gzip', '.gz'],
    ] as const) {
      const response = await raw(`${stack.gatewayUrl}/assets/app-abc123.js`, {
        headers: { 'accept-encoding': accept },
      });
      const copy = readFileSync(join(dist, 'assets', `app-abc123.js${suffix}`));
      expect(response.body.equals(copy), accept).toBe(true);
      expect(Number(response.headers['content-length'])).toBe(copy.length);
      expect(response.headers['cache-control']).toContain('immutable');
    }
    const identity = await raw(`${stack.gatewayUrl}/assets/app-abc123.js`);
    expect(identity.body.toString()).toBe(files['assets/app-abc123.js']);
    expect(Number(identity.headers['content-length'])).toBe(identity.body.length);
  });

  it('answers 304 to a revalidation of the encoding it sent, and not across encodings', async () => {
    const url = `${stack.gatewayUrl}/assets/app-abc123.js`;
    const br = await raw(url, { headers: { 'accept-encoding': 'br' } });
    const gzip = await raw(url, { headers: { 'accept-encoding': 'gzip' } });
    const etag = String(br.headers.etag);
    expect(etag).not.toBe(String(gzip.headers.etag));
    const again = await raw(url, { headers: { 'accept-encoding': 'br', 'if-none-match': etag } });
    expect(again.status).toBe(304);
    expect(again.body.length).toBe(0);
    const other = await raw(url, { headers: { 'accept-encoding': 'gzip', 'if-none-match': etag } });
    expect(other.status).toBe(200);
    expect(other.headers['content-encoding']).toBe('gzip');
  });

  it('falls back to the gzip copy when the brotli copy is missing', async () => {
    const response = await raw(`${stack.gatewayUrl}/assets/only-gzip-abc123.js`, {
      headers: { 'accept-encoding': 'gzip, deflate, br' },
    });
    expect(response.headers['content-encoding']).toBe('gzip');
    expect(response.body.equals(readFileSync(join(dist, 'assets', 'only-gzip-abc123.js.gz')))).toBe(true);
  });

  it('answers HEAD with the encoded length and no body', async () => {
    const response = await raw(`${stack.gatewayUrl}/assets/app-abc123.js`, {
      method: 'HEAD',
      headers: { 'accept-encoding': 'br' },
    });
    expect(response.status).toBe(200);
    expect(response.headers['content-encoding']).toBe('br');
    expect(Number(response.headers['content-length'])).toBe(
      readFileSync(join(dist, 'assets', 'app-abc123.js.br')).length,
    );
    expect(response.body.length).toBe(0);
  });
});

describe('whole answers (res.send)', () => {
  it('are compressed once: an answer sent again is the same content, soon at the highest quality', async () => {
    const app = express();
    app.use(compression());
    app.use(compressWholeAnswers());
    // Two answers of the same size, differing in one word: each gets its own copy.
    const page = (word: string) =>
      `<!doctype html><title>${word}</title><body>${filler(`<p>${word} regel</p>`)}</body>`;
    app.get('/page/:word', (req, res) => {
      res.type('html').send(page(req.params.word));
    });
    app.get('/tiny', (_req, res) => {
      res.type('html').send('<p>klein</p>');
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    try {
      const send = (path: string, accept: string) =>
        raw(`${url}${path}`, { headers: { 'accept-encoding': accept } });
      const first = await send('/page/aap', 'br');
      expect(first.headers['content-encoding']).toBe('br');
      expect(varies(first)).toBe(true);
      expect(decode(first)).toBe(page('aap'));
      expect(Number(first.headers['content-length'])).toBe(first.body.length);
      // The second send is the kept copy; a third starts the recompression at the best quality.
      const second = await send('/page/aap', 'br');
      expect(second.body.equals(first.body)).toBe(true);
      let best = second;
      for (let i = 0; i < 50 && best.body.length >= first.body.length; i++) {
        await new Promise((resolve) => setTimeout(resolve, 20));
        best = await send('/page/aap', 'br');
      }
      expect(best.body.length).toBeLessThan(first.body.length);
      expect(decode(best)).toBe(page('aap'));
      // The ETag names the answer and its encoding, so a revalidation matches either copy.
      expect(best.headers.etag).toBe(first.headers.etag);
      const revalidated = await raw(`${url}/page/aap`, {
        headers: { 'accept-encoding': 'br', 'if-none-match': String(first.headers.etag) },
      });
      expect(revalidated.status).toBe(304);
      expect((await send('/page/aap', 'gzip')).headers.etag).not.toBe(first.headers.etag);
      // Another answer is never served another's copy, in either encoding.
      expect(decode(await send('/page/noot', 'br'))).toBe(page('noot'));
      const gzip = await send('/page/noot', 'gzip');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(decode(gzip)).toBe(page('noot'));
      // Identity and answers under the threshold stay as they are.
      expect(decode(await send('/page/aap', 'identity'))).toBe(page('aap'));
      const tiny = await send('/tiny', 'br');
      expect(tiny.headers['content-encoding']).toBeUndefined();
      expect(tiny.body.toString()).toBe('<p>klein</p>');
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});

describe('streaming through compression', () => {
  it('sends each written piece of a streamed page at once, not at the end', async () => {
    const app = express();
    app.use(compression());
    let finish: () => void = () => {};
    app.get('/stream', (_req, res) => {
      res.type('html');
      res.write(`<!doctype html><head>${filler('<meta name="x">')}</head>`);
      finish = () => res.end('<body>klaar</body>');
    });
    const server = app.listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    try {
      for (const accept of ['br', 'gzip']) {
        const first = await new Promise<string>((resolve, reject) => {
          setTimeout(() => reject(new Error('the head did not arrive while the page was open')), 3000);
          const port = (server.address() as AddressInfo).port;
          request(`http://127.0.0.1:${port}/stream`, { headers: { 'accept-encoding': accept } }, (res) => {
            expect(res.headers['content-encoding']).toBe(accept);
            const chunks: Buffer[] = [];
            res.on('data', (chunk: Buffer) => {
              chunks.push(chunk);
              // Decodable before the page ends: the encoder flushed the first write.
              try {
                const data = Buffer.concat(chunks);
                const text = (
                  accept === 'br'
                    ? brotliDecompressSync(data, { finishFlush: constants.BROTLI_OPERATION_FLUSH })
                    : gunzipSync(data, { finishFlush: constants.Z_SYNC_FLUSH })
                ).toString();
                if (text.includes('</head>')) {
                  resolve(text);
                  finish();
                }
              } catch {
                // not a whole block yet
              }
            });
            res.on('end', () => reject(new Error('the head arrived only with the end')));
          })
            .on('error', reject)
            .end();
        });
        expect(first).toContain('</head>');
        expect(first).not.toContain('klaar');
      }
    } finally {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    }
  });
});
