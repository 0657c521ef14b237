import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startStack } from './stack.ts';

let stack: Awaited<ReturnType<typeof startStack>>;
beforeAll(async () => {
  stack = await startStack({ publicUrl: 'https://www.studiolumen.nl' }, {}, { sharedApi: true });
});
afterAll(() => stack?.close());

describe('robots.txt and sitemap.xml', () => {
  it('robots.txt keeps crawlers out of the api and thanks pages and names the sitemap', async () => {
    const response = await fetch(`${stack.gatewayUrl}/robots.txt`);
    expect(response.status).toBe(200);
    const text = await response.text();
    expect(text).toContain('Disallow: /api/');
    expect(text).toContain('Disallow: /inschrijving-bedankt');
    expect(text).toContain('Sitemap: https://www.studiolumen.nl/sitemap.xml');
  });

  it('lists every course, section, agenda page and content page on the public address', async () => {
    const response = await fetch(`${stack.gatewayUrl}/sitemap.xml`, { headers: { host: 'evil.example' } });
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('application/xml');
    const xml = await response.text();
    const locs = [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => m[1]);
    for (const path of [
      '/',
      '/agenda/',
      '/agenda/montage/',
      '/educatie/opleidingen/',
      '/educatie/c/montage-basis',
      '/infodag',
      '/toegankelijkheid',
      '/over-ons',
      '/algemene-voorwaarden',
    ]) {
      expect(locs, path).toContain(`https://www.studiolumen.nl${path}`);
    }
    expect(locs).not.toContain('https://www.studiolumen.nl/home');
    expect(new Set(locs).size).toBe(locs.length);
    expect(xml).not.toContain('evil.example');
  });

  it('builds the sitemap once for a crowd of crawlers', async () => {
    const before = stack.seen.length;
    await Promise.all(Array.from({ length: 20 }, () => fetch(`${stack.gatewayUrl}/sitemap.xml`)));
    // Cached from the previous test: no upstream call at all.
    expect(stack.seen.length - before).toBe(0);
  });
});
