import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createGateway } from '../../gateway/create-gateway.ts';

// The gateway serves the built site with clean paths; no api is needed for that.
let base: string;
let close: () => Promise<void>;

beforeAll(async () => {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-'));
  mkdirSync(join(dist, 'assets'));
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>shell</title>');
  writeFileSync(join(dist, 'assets', 'app-abc123.js'), 'console.log(1)');
  writeFileSync(join(dist, 'assets', 'logo-abc123.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  const { app, apollo } = await createGateway({ apiUrl: 'http://127.0.0.1:9/api', webDist: dist });
  const server = app.listen(0, '127.0.0.1');
  await new Promise((resolve) => server.once('listening', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  close = async () => {
    await new Promise((resolve) => server.close(resolve));
    await apollo.stop();
  };
});
afterAll(() => close?.());

const html = { accept: 'text/html' };

describe('serving the site', () => {
  it('answers the app shell for the root and for every clean path', async () => {
    for (const path of [
      '/',
      '/educatie/c/montage-basis',
      '/opleidingen/montage-basis',
      '/een/onbekende/pagina',
    ]) {
      const response = await fetch(`${base}${path}`, { headers: html });
      expect(response.status, path).toBe(200);
      expect(await response.text()).toContain('<title>shell</title>');
      expect(response.headers.get('cache-control')).toBe('no-cache');
    }
  });

  it('serves hashed assets as immutable', async () => {
    const response = await fetch(`${base}/assets/app-abc123.js`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toContain('immutable');
  });

  it('sends a script without the headers only a document acts on; a page and an SVG keep them', async () => {
    const script = await fetch(`${base}/assets/app-abc123.js`);
    expect(script.headers.get('content-security-policy')).toBeNull();
    expect(script.headers.get('x-frame-options')).toBeNull();
    expect(script.headers.get('last-modified')).toBeNull();
    expect(script.headers.get('x-content-type-options')).toBe('nosniff');
    expect(script.headers.get('cross-origin-resource-policy')).toBe('same-origin');
    for (const path of ['/assets/logo-abc123.svg', '/']) {
      const response = await fetch(`${base}${path}`, { headers: html });
      expect(response.headers.get('content-security-policy'), path).toContain("default-src 'self'");
      expect(response.headers.get('x-frame-options'), path).toBe('DENY');
    }
  });

  it('answers JSON 404 for a missing asset or api path, not the shell', async () => {
    for (const path of ['/assets/missing.js', '/api/nothing/']) {
      const response = await fetch(`${base}${path}`, { headers: html });
      expect(response.status, path).toBe(404);
    }
  });

  it('reports the api as unreachable on /healthz', async () => {
    const response = await fetch(`${base}/healthz`);
    expect(response.status).toBe(503);
    expect(await response.json()).toEqual({ status: 'degraded', api: 'onbereikbaar' });
  });
});
