import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';

// The site: sources in web/, built to web/dist (served by the gateway). In development Vite
// serves the site with hot reload and hands the gateway's paths to it on port 4000.
const gateway = 'http://127.0.0.1:4000';

/**
 * Puts the entry's stylesheet (global.css) into index.html as a `<style>`: the server's page then
 * paints from its own bytes, without waiting a round trip for a render-blocking file (Lighthouse's
 * first paint on a slow mobile link: 2.2 s with the link, 1.4 s inlined). The server inlines the
 * other stylesheets a page uses the same way (gateway/http/page-styles.ts). The CSS has no
 * relative `url()` that moving it could break, and the CSP allows each inline style by its hash.
 */
function inlineStylesheet(): Plugin {
  return {
    name: 'inline-stylesheet',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        return html.replace(
          /<link rel="stylesheet"[^>]*href="\/(assets\/[^"]+\.css)"[^>]*>/,
          (_tag, file: string) => {
            const asset = context.bundle?.[file];
            if (asset?.type !== 'asset') throw new Error(`inline-stylesheet: ${file} is not in the bundle`);
            const css = String(asset.source);
            if (/<\/style/i.test(css) || /url\(\s*['"]?\.{1,2}\//.test(css))
              throw new Error('inline-stylesheet: CSS cannot move');
            return `<style>${css}</style>`;
          },
        );
      },
    },
  };
}

export default defineConfig({
  root: 'web',
  plugins: [react(), inlineStylesheet()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: which chunks each module needs (the JS budget check reads it; the
    // gateway never serves dot-directories).
    manifest: true,
    // A stylesheet per chunk: a server-rendered page inlines the ones its HTML uses
    // (gateway/http/page-styles.ts), so it is styled at its first paint and carries only its own
    // CSS (one sheet for the whole site was 102 KB on every page, and grew with every page added).
    // The app loads a later chunk's stylesheet with the chunk, before it renders.
    cssCodeSplit: true,
    rolldownOptions: {
      // domain/ holds pure rules (DESIGN.md: no I/O, no globals): a module none of whose exports
      // a chunk uses is left out of it, with its imports. So the footer's opening-hours lines
      // (domain/opening-hours.ts) no longer put domain/dates.ts among the entry's static imports.
      treeshake: {
        moduleSideEffects: (id: string) => (/[\\/]domain[\\/][^\\/]+\.ts$/.test(id) ? false : undefined),
      },
      output: {
        // Libraries change less often than the site: separate chunks stay cached across deploys.
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/ },
            { name: 'router', test: /node_modules[\\/](react-router|cookie|set-cookie-parser)[\\/]/ },
            {
              name: 'apollo',
              test: /node_modules[\\/](@apollo|graphql|rxjs|@wry|optimism|tslib|zen-observable)/,
            },
            // react-day-picker's own dependency, in the rental-period editor's lazy chunk only.
            { name: 'date-fns', test: /node_modules[\\/]date-fns[\\/]/ },
          ],
        },
      },
    },
  },
  server: {
    host: '127.0.0.1',
    port: 5173,
    proxy: {
      '/graphql': gateway,
      '/api/media': gateway,
      '/healthz': gateway,
    },
  },
  preview: { host: '127.0.0.1', port: 4173 },
});
