import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

// The site: sources in web/, built to web/dist (served by the gateway). In development Vite
// serves the site with hot reload and hands the gateway's paths to it on port 4000.
const gateway = 'http://127.0.0.1:4000';

export default defineConfig({
  root: 'web',
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: which chunks each module needs (the JS budget check reads it; the
    // gateway never serves dot-directories).
    manifest: true,
    // One stylesheet for the whole site, linked from the HTML: a page rendered on the server is
    // styled at its first paint (split CSS arrived with each route's chunk, after the paint, and
    // the page jumped), in one request instead of several render-blocking ones.
    cssCodeSplit: false,
    rolldownOptions: {
      // domain/ holds pure rules (DESIGN.md: no I/O, no globals): a module none of whose exports
      // a chunk uses is left out of it, with its imports. So the footer's opening-hours lines
      // (domain/opening-hours.ts) no longer put domain/dates.ts and date-fns among the entry's
      // static imports: date-fns is loaded by the pages that format dates, not by every page.
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
