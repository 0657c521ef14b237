import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack } from './stack.ts';

// Server-rendered pages of anonymous visitors are kept like public answers (issue 7 §3). The web's
// real server entry is build output; here a small stand-in with the same contract renders a page
// from one GraphQL operation and counts its renders.

let stack: Awaited<ReturnType<typeof startStack>>;
let dist: string;

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'page-cache-'));
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
     globalThis.renders = 0;
     export async function render(url, { execute, prices }) {
       globalThis.renders += 1;
       const path = new URL(url).pathname;
       if (path === '/oud') return { kind: 'redirect', status: 301, location: '/nieuw' };
       // /betaling also reads a payment, as a verify page would: a private answer.
       const query = path === '/betaling' ? '{ sections { name } payment(handle: "onbekend") { status } }' : '{ sections { name } }';
       // /twee runs a second operation beside the first, as the shell and a page do.
       const [result] = await Promise.all([
         execute({ query: parse(query), variables: {} }),
         path === '/twee' ? execute({ query: parse('{ course(slug: "montage-basis") { name related { name } } }'), variables: {} }) : null,
       ]);
       const body = new PassThrough();
       body.end('<h1>' + path + '</h1><p>' + result.data.sections.length + ' secties</p><p>prijzen ' + prices + '</p>');
       return { kind: 'page', status: path === '/kapot' ? 503 : path === '/weg' ? 404 : 200, body };
     }`,
  );
  stack = await startStack({ cache: {}, webDist: web, serverDist: server }, {}, { sharedApi: true });
});
afterAll(() => stack?.close());

const renders = () => (globalThis as { renders?: number }).renders ?? 0;
const page = (path: string, headers: Record<string, string> = {}) =>
  fetch(`${stack.gatewayUrl}${path}`, { headers: { accept: 'text/html', ...headers }, redirect: 'manual' });

describe('the page cache', () => {
  // First in the file, on a cold api: the render's operations then overlap the most.
  it('gives a first visitor one csrftoken, though the operations of its render each got one', async () => {
    const first = await page('/twee');
    expect(first.status).toBe(200);
    const csrf = first.headers.getSetCookie().filter((cookie) => cookie.startsWith('csrftoken='));
    expect(csrf).toHaveLength(1);
  });

  it('never keeps a page whose render read private data (a payment), even for an anonymous visitor', async () => {
    expect((await page('/betaling')).headers.get('x-cache')).toBe('MISS');
    const before = renders();
    const again = await page('/betaling');
    expect(again.headers.get('x-cache')).toBe('MISS');
    expect(renders()).toBe(before + 1);
  });

  it('keeps a page per price view: a visitor who chose excl. BTW never gets one rendered incl.', async () => {
    const incl = await page('/prijzen');
    expect(await incl.text()).toContain('prijzen incl');
    expect((await page('/prijzen')).headers.get('x-cache')).toBe('HIT');
    const excl = await page('/prijzen', { cookie: 'prijzen=excl' });
    expect(excl.headers.get('x-cache')).toBe('MISS');
    expect(await excl.text()).toContain('prijzen excl');
    const keptExcl = await page('/prijzen', { cookie: 'csrftoken=x; prijzen=excl' });
    expect(keptExcl.headers.get('x-cache')).toBe('HIT');
    expect(await keptExcl.text()).toContain('prijzen excl');
    // Anything else in the cookie is the default view.
    expect(await (await page('/prijzen', { cookie: 'prijzen=exclusief' })).text()).toContain('prijzen incl');
  });

  it('switches the price view with a form post: a year-long cookie, and back to a page of this site only', async () => {
    const post = (query: string) =>
      fetch(`${stack.gatewayUrl}/prijsweergave?${query}`, { method: 'POST', redirect: 'manual' });
    const on = await post('btw=excl&terug=%2Fverhuur%2Fcamera%3Fq%3Dsony');
    expect(on.status).toBe(303);
    expect(on.headers.get('location')).toBe('/verhuur/camera?q=sony');
    const cookie = on.headers.getSetCookie().join('\n');
    expect(cookie).toMatch(/^prijzen=excl; Max-Age=31536000; Path=\/; Expires=.*; SameSite=Lax$/m);
    const off = await post('btw=incl&terug=/');
    expect(off.headers.getSetCookie().join()).toContain('prijzen=incl');
    for (const away of [
      '//evil.example/',
      '/\\evil.example',
      'https://evil.example/',
      '/\r\nSet-Cookie: x=1',
      '/a b',
      '',
    ]) {
      const answer = await post(`btw=excl&terug=${encodeURIComponent(away)}`);
      expect(answer.status).toBe(303);
      expect(answer.headers.get('location')).toBe('/');
    }
    // Only a post switches: a link (GET) to the switch changes nothing.
    const get = await fetch(`${stack.gatewayUrl}/prijsweergave?btw=excl&terug=/`, { redirect: 'manual' });
    expect(get.headers.getSetCookie().join()).not.toContain('prijzen=');
  });

  it('renders a page once for anonymous visitors and serves it again without upstream calls or cookies', async () => {
    const first = await page('/een-pagina');
    expect(first.headers.get('x-cache')).toBe('MISS');
    const html = await first.text();
    expect(html).toContain('<h1>/een-pagina</h1>');
    const before = { renders: renders(), calls: stack.seen.length };
    const second = await page('/een-pagina');
    expect(second.headers.get('x-cache')).toBe('HIT');
    expect(await second.text()).toBe(html);
    // No render, no upstream call, and never the first visitor's cookies.
    expect({ renders: renders(), calls: stack.seen.length }).toEqual(before);
    expect(second.headers.getSetCookie()).toEqual([]);
  });

  it('renders once for a crowd asking the same page at the same time', async () => {
    const before = renders();
    const answers = await Promise.all(Array.from({ length: 20 }, () => page('/drukte')));
    expect(answers.every((answer) => answer.status === 200)).toBe(true);
    expect(renders() - before).toBe(1);
  });

  it('never keeps a page of the rental desk (/beheer, staff only), even for an anonymous visitor', async () => {
    for (const path of [
      '/beheer/',
      '/beheer',
      '/beheer/inloggen?terug=%2Fbeheer%2F',
      '/beheer/bestellingen/SL-2026-00001',
    ]) {
      expect((await page(path)).headers.get('x-cache'), path).toBe('BYPASS');
      const before = renders();
      expect((await page(path)).headers.get('x-cache'), path).toBe('BYPASS');
      expect(renders(), path).toBe(before + 1);
    }
    // A path that only starts alike is the site's own.
    await page('/beheerder');
    expect((await page('/beheerder')).headers.get('x-cache')).toBe('HIT');
  });

  it('never keeps or serves a page to a visitor with a session', async () => {
    await page('/prive');
    const before = renders();
    const mine = await page('/prive', { cookie: 'sessionid=abc' });
    expect(mine.headers.get('x-cache')).toBe('BYPASS');
    expect(renders() - before).toBe(1);
  });

  it('keeps a 404 and a redirect, never a failure', async () => {
    await page('/weg');
    expect((await page('/weg')).headers.get('x-cache')).toBe('HIT');
    const redirect = await page('/oud');
    expect(redirect.status).toBe(301);
    expect((await page('/oud')).headers.get('x-cache')).toBe('HIT');
    await page('/kapot');
    const again = await page('/kapot');
    expect(again.status).toBe(503);
    expect(again.headers.get('x-cache')).toBe('MISS');
  });
});
