import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../gateway/create-gateway.ts';

// A path that starts with `//` is no page of ours: a URL parser reads `//x` as the host x, and
// `//` as no URL at all, which the server render choked on (500). The server entry here is a
// stand-in for web/dist-server that renders any URL on our own origin and refuses any other.

const PUBLIC_URL = 'https://www.example.nl';
let base: string;
let close: () => Promise<void>;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  const serverDist = mkdtempSync(join(tmpdir(), 'web-dist-server-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(
    join(serverDist, 'entry-server.js'),
    `import { Readable } from 'node:stream';
export async function render(url, { publicUrl, template }) {
  if (new URL(url).origin !== new URL(publicUrl).origin) throw new Error('rendered ' + url);
  return { kind: 'page', status: 200, body: Readable.from([template]) };
}
`,
  );
  const { app, apollo } = await createGateway({
    apiUrl: 'http://127.0.0.1:9/api',
    publicUrl: PUBLIC_URL,
    webDist: dist,
    serverDist,
  });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = async () => {
    await new Promise((resolve) => server.close(resolve));
    await apollo.stop();
  };
});
afterAll(() => close?.());

const get = (path: string, method = 'GET') =>
  fetch(`${base}${path}`, { method, headers: { accept: 'text/html' }, redirect: 'manual' });

describe('paths that start with two slashes', () => {
  it('are redirected to the same path with one slash on our own site, never a 500', async () => {
    for (const [path, location] of [
      ['//', '/'],
      ['///', '/'],
      ['///?a=1', '/?a=1'],
      ['//x', '/x'],
      ['//evil.example/pad', '/evil.example/pad'],
      ['/\\evil.example', '/evil.example'],
      ['//\\/evil.example', '/evil.example'],
    ]) {
      const response = await get(path ?? '');
      expect([response.status, response.headers.get('location')], path).toEqual([301, location]);
    }
  });

  it('are not found for any other method', async () => {
    const response = await get('//graphql', 'POST');
    expect(response.status).toBe(404);
  });

  it('leave ordinary pages alone', async () => {
    const response = await get('/verhuur?x=1');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<title>shell</title>');
  });
});
