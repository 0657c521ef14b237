import { createHash } from 'node:crypto';
import { once } from 'node:events';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import express from 'express';
import { describe, expect, it } from 'vitest';
import { loadPageStyles } from '../../gateway/http/page-styles.ts';
import { allowPageStyles, securityHeaders } from '../../gateway/http/security-headers.ts';

// A page carries the stylesheets of the modules its browser loads (the app, the matched routes,
// and what they import), in cascade order, each named by a disabled link Vite's loader skips.

const css = {
  'assets/index-1.css': 'body{margin:0}',
  'assets/shared-1.css': '._card_a1_1{color:#15131f}',
  'assets/start-app-1.css': '._header_b2_1{display:flex}',
  'assets/course-1.css': '._hero_c3_1{padding:1rem}',
  'assets/cart-1.css': '._cart_d4_1{width:20rem}',
};
const manifest = {
  'index.html': {
    file: 'assets/index-1.js',
    isEntry: true,
    css: ['assets/index-1.css'],
    dynamicImports: ['src/app/start-app.tsx'],
  },
  '_shared-1.js': { file: 'assets/shared-1.js', css: ['assets/shared-1.css'] },
  'src/app/start-app.tsx': {
    file: 'assets/start-app-1.js',
    imports: ['_shared-1.js'],
    css: ['assets/start-app-1.css'],
    dynamicImports: ['src/features/course/course-route.tsx', 'src/app/shell/cart-panel.tsx'],
  },
  'src/features/course/course-route.tsx': {
    file: 'assets/course-1.js',
    imports: ['_shared-1.js'],
    css: ['assets/course-1.css'],
  },
  'src/app/shell/cart-panel.tsx': { file: 'assets/cart-1.js', css: ['assets/cart-1.css'] },
};

function builtSite(extra: Record<string, string> = {}) {
  const dist = mkdtempSync(join(tmpdir(), 'web-dist-styles-'));
  mkdirSync(join(dist, 'assets'));
  mkdirSync(join(dist, '.vite'));
  writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(manifest));
  for (const [file, text] of Object.entries({ ...css, ...extra })) writeFileSync(join(dist, file), text);
  return dist;
}

const source = (text: string) => `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`;

describe('page stylesheets', () => {
  it("inlines the app's and the matched route's stylesheets with their imports, in cascade order", () => {
    const styles = loadPageStyles(builtSite());
    const tags = styles?.tagsFor(['src/app/start-app.tsx', 'src/features/course/course-route.tsx']) ?? '';
    expect(tags).toBe(
      '<link rel="stylesheet" href="/assets/shared-1.css" disabled />' +
        '<link rel="stylesheet" href="/assets/start-app-1.css" disabled />' +
        '<link rel="stylesheet" href="/assets/course-1.css" disabled />' +
        `<style>${css['assets/shared-1.css']}</style>` +
        `<style>${css['assets/start-app-1.css']}</style>` +
        `<style>${css['assets/course-1.css']}</style>`,
    );
    // Not a panel the app loads later, nor the entry's own sheet (index.html has it already).
    expect(tags).not.toContain('cart-1');
    expect(tags).not.toContain('index-1');
  });

  it('allows exactly the inlined stylesheets in the page’s CSP, also for a kept page', async () => {
    const styles = loadPageStyles(builtSite());
    const head = styles?.tagsFor(['src/app/start-app.tsx']) ?? '';
    // index.html's own sheet is inlined with a marked link of its own (vite.config.ts), first.
    const page = `<!doctype html><html><head><link rel="stylesheet" href="/assets/index-1.css" disabled /><style>body{margin:0}</style>${head}</head><body></body></html>`;
    const sources = styles?.sourcesIn(page) ?? [];
    expect(sources).toEqual([source(css['assets/shared-1.css']), source(css['assets/start-app-1.css'])]);
    expect(styles?.sourcesIn('<html><head></head></html>')).toEqual([]);

    const app = express();
    app.use(securityHeaders([source('body{margin:0}')]));
    app.get('/', (_req, res) => {
      allowPageStyles(res, sources);
      res.send(page);
    });
    const server = app.listen(0);
    await once(server, 'listening');
    const response = await fetch(`http://127.0.0.1:${(server.address() as AddressInfo).port}/`);
    server.close();
    const policy = response.headers.get('content-security-policy') ?? '';
    expect(policy).toContain(`style-src 'self' ${source('body{margin:0}')} ${sources.join(' ')};`);
    expect(policy).toContain("script-src 'self';");
  });

  it("names the scripts that start the app on a page: the modules' files and static imports, not the entry's", () => {
    const styles = loadPageStyles(builtSite());
    // What the browser's entry fetches early (web/src/app/main.tsx, issue 25 item 12): not a
    // panel the app loads later, not the entry itself, each file once.
    expect(styles?.scriptsFor(['src/app/start-app.tsx', 'src/features/course/course-route.tsx'])).toEqual([
      '/assets/start-app-1.js',
      '/assets/shared-1.js',
      '/assets/course-1.js',
    ]);
    expect(styles?.scriptsFor(['src/app/start-app.tsx'])).toEqual([
      '/assets/start-app-1.js',
      '/assets/shared-1.js',
    ]);
  });

  it('refuses a stylesheet that could end its style element', () => {
    expect(() => loadPageStyles(builtSite({ 'assets/cart-1.css': 'a{}</style><script>' }))).toThrow(
      /cannot be inlined/,
    );
  });

  it('is absent when the site is built without a manifest', () => {
    expect(loadPageStyles(mkdtempSync(join(tmpdir(), 'web-dist-none-')))).toBeUndefined();
  });
});
