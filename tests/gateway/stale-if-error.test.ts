import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startApi } from '../../api/start-api.ts';
import { createGateway, type GatewayOptions } from '../../gateway/create-gateway.ts';
import { type MediaOptions, mediaRoute } from '../../gateway/http/media.ts';
import { cacheClock } from '../e2e/stack-clock.ts';
import type { GraphQLResponse } from './stack.ts';
import { NOW } from './stack.ts';
import { webOperation } from './web-operations.ts';

// Issue 29: while the api does not answer (refused, timed out, 5xx), what the gateway kept is
// served marked stale, within its bound; never a private answer; a crowd does not queue behind a
// dead api. And CACHE_MAX_AGE_S=0 is no cache at all: no request waits for another. Each gateway's
// caches age on a clock of the test's (`cacheClock`), moved past a max-age instead of slept through.

const COURSE_PAGE = webOperation('CoursePage');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** The api behind a proxy that can refuse (reset the connection), fail (500), hang or slow down. */
async function startOwnApi() {
  const api = await startApi({ dataDir: 'memory://', now: NOW, port: 0, trustProxy: ['127.0.0.1', '::1'] });
  const state = { mode: 'up' as 'up' | 'refuse' | 'fail' | 'hang', delayMs: 0, calls: 0 };
  const proxy = createServer(async (req, res) => {
    state.calls += 1;
    if (state.mode === 'refuse') return void req.socket.destroy();
    if (state.mode === 'fail') return void res.writeHead(500).end('{"detail":"kapot"}');
    if (state.mode === 'hang') return;
    if (state.delayMs) await sleep(state.delayMs);
    const headers: Record<string, string> = {};
    for (const name of ['cookie', 'content-type', 'x-csrftoken']) {
      const value = req.headers[name];
      if (typeof value === 'string') headers[name] = value;
    }
    const upstream = await fetch(new URL(req.url ?? '/', new URL(api.url).origin), { headers });
    res
      .writeHead(upstream.status, {
        'content-type': upstream.headers.get('content-type') ?? 'application/json',
      })
      .end(Buffer.from(await upstream.arrayBuffer()));
  });
  proxy.listen(0, '127.0.0.1');
  await new Promise((resolve) => proxy.once('listening', resolve));
  const apiUrl = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}/api`;
  const closers: (() => Promise<void>)[] = [];
  return {
    state,
    apiUrl,
    async gateway(options: Partial<GatewayOptions>) {
      const { app, apollo } = await createGateway({ apiUrl, now: NOW, ...options });
      const server = app.listen(0, '127.0.0.1');
      await new Promise((resolve) => server.once('listening', resolve));
      closers.push(async () => {
        server.closeAllConnections();
        await new Promise((resolve) => server.close(resolve));
        await apollo.stop();
      });
      return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    },
    async close() {
      for (const close of closers) await close();
      proxy.closeAllConnections();
      await new Promise((resolve) => proxy.close(resolve));
      await api.close();
    },
  };
}

type Own = Awaited<ReturnType<typeof startOwnApi>>;

async function ask<T = Record<string, unknown>>(
  url: string,
  query: string,
  variables: Record<string, unknown> = {},
  headers: Record<string, string> = {},
) {
  const response = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return { body: (await response.json()) as GraphQLResponse<T>, response };
}

/** A server entry of the test (as page-cache.test.ts): one public query, `<h1>` the path. */
function standInWeb() {
  const dist = mkdtempSync(join(tmpdir(), 'stale-pages-'));
  const web = join(dist, 'web');
  const server = join(dist, 'server');
  mkdirSync(web);
  mkdirSync(server);
  writeFileSync(
    join(web, 'index.html'),
    '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
  );
  writeFileSync(
    join(server, 'entry-server.js'),
    `import { PassThrough } from 'node:stream';
     import { parse } from 'graphql';
     export async function render(url, { execute, session }) {
       const path = new URL(url).pathname;
       const result = await execute({ query: parse('{ sections { name } }'), variables: {} });
       // A visitor with a session gets a page of their own (their cart, as the catalogue's
       // availability reads their rental period): it fails while the api does.
       const own = session ? await execute({ query: parse('{ cart { itemCount } }'), variables: {} }) : null;
       const body = new PassThrough();
       const ok = Boolean(result.data?.sections) && !own?.errors;
       body.end('<h1>' + path + '</h1><p>' + (ok ? result.data.sections.length + ' secties' : 'storing') + '</p>');
       return { kind: 'page', status: ok ? (path === '/weg' ? 404 : 200) : 503, body };
     }
     export const staleNotice = '<p class="stale-notice" role="status">Een bewaarde versie.</p>';`,
  );
  return { webDist: web, serverDist: server };
}

describe('the api down: stale answers and pages', () => {
  let own: Own;
  let url: string;
  const caches = cacheClock();
  beforeAll(async () => {
    own = await startOwnApi();
    // Fresh 1 s, refreshed while stale 1 s more, kept 60 s for errors.
    // The api fails or refuses here, never hangs: a roomy timeout, so a slow first answer on a
    // busy machine is not taken for the api being away.
    url = await own.gateway({
      timeoutMs: 5000,
      cache: { maxAgeS: 1, staleS: 1, staleIfErrorS: 60 },
      clock: caches.now,
      ...standInWeb(),
    });
  });
  afterAll(() => own?.close());

  it('serves a public answer past its max-age, marked stale, while the api fails or refuses', async () => {
    const variables = { slug: 'montage-basis' };
    const first = await ask(url, COURSE_PAGE, variables);
    expect(first.body.errors).toBeUndefined();
    caches.advance(2.1);
    for (const mode of ['fail', 'refuse'] as const) {
      own.state.mode = mode;
      const stale = await ask(url, COURSE_PAGE, variables);
      expect(stale.body.errors).toBeUndefined();
      expect(stale.body.data).toEqual(first.body.data);
      expect(stale.body.extensions).toMatchObject({ stale: { age: expect.any(Number) } });
      expect(stale.response.headers.get('warning')).toBe(
        '110 - "Response is Stale", 111 - "Revalidation Failed"',
      );
      expect(Number(stale.response.headers.get('age'))).toBeGreaterThanOrEqual(2);
      expect(stale.response.headers.get('cache-control')).toBe('no-cache');
    }
    own.state.mode = 'up';
    const fresh = await ask(url, COURSE_PAGE, variables);
    expect(fresh.response.headers.get('warning')).toBeNull();
    expect(fresh.body.extensions).not.toHaveProperty('stale');
  });

  it('never answers a session with a kept answer of another visitor, nor keeps private answers', async () => {
    const cart = '{ cart { itemCount } }';
    await ask(url, cart, {}, { cookie: 'sessionid=een' });
    own.state.mode = 'fail';
    const other = await ask(url, cart, {}, { cookie: 'sessionid=twee' });
    own.state.mode = 'up';
    expect(other.body.data?.cart ?? null).toBeNull();
    expect(other.body.errors?.[0]?.extensions?.code).toBe('UPSTREAM_UNAVAILABLE');
    expect(other.response.headers.get('warning')).toBeNull();
  });

  it('serves a kept page with the notice while the api fails, and renders others from kept answers', async () => {
    const page = (path: string, headers: Record<string, string> = {}) =>
      fetch(`${url}${path}`, { headers: { accept: 'text/html', ...headers } });
    const first = await page('/een-pagina');
    expect(first.status).toBe(200);
    const html = await first.text();
    await page('/weg');
    caches.advance(2.1);
    own.state.mode = 'fail';
    try {
      const stale = await page('/een-pagina');
      expect(stale.status).toBe(200);
      expect(stale.headers.get('x-cache')).toBe('STALE');
      expect(stale.headers.get('warning')).toBe('110 - "Response is Stale", 111 - "Revalidation Failed"');
      expect(Number(stale.headers.get('age'))).toBeGreaterThanOrEqual(2);
      expect(stale.headers.get('cache-control')).toBe('no-cache');
      const body = await stale.text();
      expect(body).toContain('<h1>/een-pagina</h1>');
      // The web's own notice, as its server entry names it (the real one: tests/e2e/stale.spec.ts).
      expect(body).toContain('<p class="stale-notice" role="status">Een bewaarde versie.</p>');
      expect(body.replace(/<p class="stale-notice".*?<\/p>/s, '')).toBe(html);
      // A visitor with a session (a rental period chosen) whose own render fails gets the page
      // kept for everyone, marked the same, not an error.
      const theirs = await page('/een-pagina', { cookie: 'sessionid=met-periode' });
      expect(theirs.status).toBe(200);
      expect(theirs.headers.get('x-cache')).toBe('STALE');
      expect(await theirs.text()).toContain('<p class="stale-notice" role="status">Een bewaarde versie.</p>');
      // Without a page kept for everyone, their error stays an error.
      expect((await page('/nooit-gezien', { cookie: 'sessionid=met-periode' })).status).toBe(503);
      // Never kept: rendered from the kept answers of its queries, so marked stale too.
      const unseen = await page('/nooit-gezien');
      expect(unseen.status).toBe(200);
      expect(unseen.headers.get('x-cache')).toBe('STALE');
      expect(await unseen.text()).toContain('<h1>/nooit-gezien</h1>');
    } finally {
      own.state.mode = 'up';
    }
  });
});

// Issue 36: inside its refresh window (past its max-age, another request refreshing it) a kept
// answer or page is served as it is; with the api's last call unanswered it is as old as any
// stale one, and every request gets it marked, not only the one that tried the api.
describe('the api down inside the refresh window', () => {
  let own: Own;
  let url: string;
  const caches = cacheClock();
  beforeAll(async () => {
    own = await startOwnApi();
    url = await own.gateway({
      timeoutMs: 5000,
      cache: { maxAgeS: 1, staleS: 60, staleIfErrorS: 120 },
      clock: caches.now,
      ...standInWeb(),
    });
  });
  afterAll(() => own?.close());

  it('marks every answer and page it serves stale, with Warning, Age and the notice', async () => {
    const variables = { slug: 'montage-basis' };
    expect((await ask(url, COURSE_PAGE, variables)).body.errors).toBeUndefined();
    const page = () => fetch(`${url}/een-pagina`, { headers: { accept: 'text/html' } });
    expect((await page()).headers.get('warning')).toBeNull();
    caches.advance(1.3);
    own.state.mode = 'refuse';
    try {
      for (let i = 0; i < 3; i += 1) {
        const answer = await ask(url, COURSE_PAGE, variables);
        expect(answer.body.errors).toBeUndefined();
        expect(answer.body.extensions, `answer ${i + 1}`).toMatchObject({
          stale: { age: expect.any(Number) },
        });
        expect(answer.response.headers.get('warning')).toContain('110');
        const kept = await page();
        expect(kept.status).toBe(200);
        expect(kept.headers.get('warning'), `page ${i + 1}`).toBe(
          '110 - "Response is Stale", 111 - "Revalidation Failed"',
        );
        expect(Number(kept.headers.get('age'))).toBeGreaterThanOrEqual(1);
        expect(await kept.text()).toContain('Een bewaarde versie.');
      }
    } finally {
      own.state.mode = 'up';
    }
  });
});

describe('pictures while the api is down', () => {
  let own: Own;
  let url: string;
  const servers: ReturnType<ReturnType<typeof express>['listen']>[] = [];
  const caches = cacheClock();
  beforeAll(async () => {
    own = await startOwnApi();
    // The api fails or refuses here, never hangs: a roomy timeout, so a slow first answer on a
    // busy machine is not taken for the api being away.
    url = await own.gateway({
      timeoutMs: 5000,
      cache: { maxAgeS: 1, staleS: 1, staleIfErrorS: 60 },
      clock: caches.now,
    });
  });
  afterAll(async () => {
    for (const server of servers) await new Promise((resolve) => server.close(resolve));
    await own?.close();
  });

  /** The media route alone, with bounds of the test's own. */
  async function mediaOnly(keep: MediaOptions['keep']): Promise<string> {
    const server = express()
      .use(mediaRoute({ apiUrl: own.apiUrl, timeoutMs: 500, staleIfErrorS: 60, keep }))
      .listen(0, '127.0.0.1');
    servers.push(server);
    await new Promise((resolve) => server.once('listening', resolve));
    return `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  const picture = (name: string) => `/api/media/courses/${name}.svg`;

  /** Which of `names` are still served (stale) while the api fails: the kept ones. */
  async function keptOf(base: string, names: string[]): Promise<string[]> {
    own.state.mode = 'fail';
    try {
      const kept: string[] = [];
      for (const name of names) {
        const response = await fetch(`${base}${picture(name)}`);
        await response.arrayBuffer();
        if (response.status === 200) kept.push(name);
        else expect(response.status, name).toBe(502);
      }
      return kept;
    } finally {
      own.state.mode = 'up';
    }
  }

  it('serves the last good answer of a picture, marked stale, while the api fails, refuses or hangs', async () => {
    const path = picture('montage-basis');
    const first = await fetch(`${url}${path}`);
    expect(first.status).toBe(200);
    expect(first.headers.get('warning')).toBeNull();
    const svg = await first.text();
    expect(svg).toContain('<svg');
    caches.advance(1.1);
    try {
      for (const mode of ['fail', 'refuse', 'hang'] as const) {
        own.state.mode = mode;
        const stale = await fetch(`${url}${path}`);
        expect(stale.status, mode).toBe(200);
        expect(await stale.text(), mode).toBe(svg);
        expect(stale.headers.get('content-type'), mode).toContain('image/svg+xml');
        expect(stale.headers.get('warning'), mode).toBe(
          '110 - "Response is Stale", 111 - "Revalidation Failed"',
        );
        expect(Number(stale.headers.get('age')), mode).toBeGreaterThanOrEqual(1);
        expect(stale.headers.get('cache-control'), mode).toBe('no-cache');
      }
      // A picture the gateway never passed on has nothing to fall back on.
      own.state.mode = 'fail';
      expect((await fetch(`${url}${picture('nooit-gevraagd')}`)).status).toBe(502);
    } finally {
      own.state.mode = 'up';
    }
    const fresh = await fetch(`${url}${path}`);
    expect(fresh.status).toBe(200);
    expect(fresh.headers.get('warning')).toBeNull();
    expect(fresh.headers.get('age')).toBeNull();
  });

  it('keeps nothing without a response cache (CACHE_MAX_AGE_S=0)', async () => {
    const off = await own.gateway({ timeoutMs: 500, cache: { maxAgeS: 0 } });
    expect((await fetch(`${off}${picture('geen-cache')}`)).status).toBe(200);
    expect(await keptOf(off, ['geen-cache'])).toEqual([]);
  });

  it('holds its bound in entries, dropping the least recently used first', async () => {
    const base = await mediaOnly({ entries: 3 });
    // Made-up names are pictures too (the api draws one for any name): an attacker's flood.
    for (const name of ['beeld-a', 'beeld-b', 'beeld-c', 'beeld-d', 'beeld-e', 'beeld-c', 'beeld-f'])
      expect((await fetch(`${base}${picture(name)}`)).status).toBe(200);
    expect(await keptOf(base, ['beeld-a', 'beeld-b', 'beeld-c', 'beeld-d', 'beeld-e', 'beeld-f'])).toEqual([
      'beeld-c',
      'beeld-e',
      'beeld-f',
    ]);
  });

  it('holds its bound in bytes, and keeps no answer larger than an entry may be', async () => {
    const names = Array.from({ length: 12 }, (_, i) => `bytes-${i}`);
    const sizes = await Promise.all(
      names.map(async (name) => (await (await fetch(`${url}${picture(name)}`)).arrayBuffer()).byteLength),
    );
    const base = await mediaOnly({ bytes: 4000 });
    for (const name of names) expect((await fetch(`${base}${picture(name)}`)).status).toBe(200);
    const kept = await keptOf(base, names);
    // The newest are kept, as many as fit: each counts its body, its path and 512 bytes.
    expect(kept.length).toBeGreaterThan(0);
    expect(kept).toEqual(names.slice(names.length - kept.length));
    const keptBytes = kept.reduce(
      (sum, name) => sum + (sizes[names.indexOf(name)] ?? 0) + picture(name).length + 512,
      0,
    );
    expect(keptBytes).toBeLessThanOrEqual(4000);

    const tiny = await mediaOnly({ entryBytes: 100 });
    expect((await fetch(`${tiny}${picture('te-groot')}`)).status).toBe(200);
    expect(await keptOf(tiny, ['te-groot'])).toEqual([]);
  });
});

describe('a crowd while the api hangs', () => {
  let own: Own;
  let url: string;
  const caches = cacheClock();
  /** The gateway's timeout for the api: what a request that waited for the hanging api took at least. */
  const TIMEOUT_MS = 2500;
  beforeAll(async () => {
    own = await startOwnApi();
    url = await own.gateway({
      timeoutMs: TIMEOUT_MS,
      cache: { maxAgeS: 1, staleS: 0, staleIfErrorS: 60 },
      clock: caches.now,
    });
  });
  afterAll(() => own?.close());

  it('waits out the timeout a few times, then answers at once from the kept answers', async () => {
    const variables = { slug: 'montage-basis' };
    await ask(url, COURSE_PAGE, variables);
    caches.advance(1.1);
    own.state.mode = 'hang';
    // These wait out the timeout (and get the kept answer); their failures open the breaker.
    const first = await Promise.all(Array.from({ length: 10 }, () => ask(url, COURSE_PAGE, variables)));
    expect(first.every((answer) => answer.response.headers.get('warning')?.includes('111'))).toBe(true);
    // The breaker is open now: 50 at once are answered without waiting for the api.
    const callsBefore = own.state.calls;
    const started = performance.now();
    const crowd = await Promise.all(Array.from({ length: 50 }, () => ask(url, COURSE_PAGE, variables)));
    const tookMs = performance.now() - started;
    expect(crowd.every((answer) => answer.body.data?.course && !answer.body.errors)).toBe(true);
    // No call, and all 50 answered within the api's timeout: none of them waited for it.
    expect(own.state.calls - callsBefore).toBe(0);
    expect(tookMs).toBeLessThan(TIMEOUT_MS);
    own.state.mode = 'up';
  });
});

describe('CACHE_MAX_AGE_S=0', () => {
  let own: Own;
  let url: string;
  beforeAll(async () => {
    own = await startOwnApi();
    url = await own.gateway({ cache: { maxAgeS: 0 } });
  });
  afterAll(() => own?.close());

  it('keeps nothing and lets identical queries run side by side, none waiting for another', async () => {
    const variables = { slug: 'montage-basis' };
    await ask(url, COURSE_PAGE, variables); // warm the api
    own.state.delayMs = 150;
    const alone = await ask(url, COURSE_PAGE, variables);
    const callsOfOne = alone.body.extensions?.upstream?.calls ?? 0;
    expect(callsOfOne).toBeGreaterThan(0);
    const callsBefore = own.state.calls;
    let callsAtFirstAnswer: number | undefined;
    const together = await Promise.all(
      Array.from({ length: 8 }, () =>
        ask(url, COURSE_PAGE, variables).then((answer) => {
          callsAtFirstAnswer ??= own.state.calls - callsBefore;
          return answer;
        }),
      ),
    );
    own.state.delayMs = 0;
    // Each went upstream itself, all at once: with a lock, only the first one's calls would have
    // been made before the first answer.
    expect(together.map((answer) => answer.body.extensions?.upstream?.calls)).toEqual(
      Array(8).fill(callsOfOne),
    );
    expect(callsAtFirstAnswer).toBeGreaterThan(callsOfOne * 4);
    expect(together[0]?.response.headers.get('warning')).toBeNull();
  });
});
