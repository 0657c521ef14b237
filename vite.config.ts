import { readFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type Rolldown } from 'vite';

// The site: sources in web/, built to web/dist (served by the gateway). In development Vite
// serves the site with hot reload and hands the gateway's paths to it on port PORT (4000).
const gateway = `http://127.0.0.1:${process.env.PORT || 4000}`;

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
            // The disabled link is not fetched; it tells Vite's loader the sheet is there, so a chunk
            // that imports the entry's chunk (the app's: csrf.ts, early-mutations.ts) fetches no
            // copy of it (as gateway/http/page-styles.ts does for the pages' sheets).
            return `<link rel="stylesheet" href="/${file}" disabled /><style>${css}</style>`;
          },
        );
      },
    },
  };
}

const generatedDocuments = resolve(import.meta.dirname, 'web/src/gql/graphql.ts');
const DOCUMENT_PREFIX = 'virtual:gql-document/';
const GQL_IMPORT = /import\s*\{([^}]*)\}\s*from\s*(['"])([^'"]*\/gql\/graphql\.ts)\2;?/g;

/**
 * Each generated GraphQL document as a module of its own, in the chunk of the code that uses it.
 * The client preset writes every document into one module (web/src/gql/graphql.ts: 260 KB of
 * syntax trees, each with its fragments), which the app imports at start (the shell's queries),
 * so the bundler put every page's and every form's documents into the app's chunk: 16 KiB of its
 * 21 KiB gzipped, downloaded and run before a first tap could do anything (issue 25 item 12). Here
 * `import { XDocument, type Y } from '…/gql/graphql.ts'` becomes an import of `XDocument` alone
 * (types stay where they were, erased): a page's documents travel with its route's chunk.
 */
function documentPerModule(): Plugin {
  let source: string | undefined;
  return {
    name: 'document-per-module',
    // In development every module is a file of its own anyway.
    apply: 'build',
    enforce: 'pre',
    buildStart() {
      source = undefined;
    },
    transform(code, id) {
      if (id === generatedDocuments || !/\.tsx?$/.test(id) || !code.includes('gql/graphql.ts')) return null;
      let changed = false;
      const out = code.replace(GQL_IMPORT, (statement, list: string, quote: string, from: string) => {
        // Only the site's own documents: the desk's (features/desk/gql/) stay one module in its chunks.
        if (resolve(dirname(id), from) !== generatedDocuments) return statement;
        const kept: string[] = [];
        const split: string[] = [];
        for (const raw of list.split(',')) {
          const specifier = raw.trim();
          if (!specifier) continue;
          const name = specifier.split(/\s+as\s+/)[0] ?? '';
          if (!specifier.startsWith('type ') && /(?:Document|FragmentDoc)$/.test(name))
            split.push(`import { ${specifier} } from '${DOCUMENT_PREFIX}${name}';`);
          else kept.push(specifier);
        }
        if (split.length === 0) return statement;
        changed = true;
        return [
          ...(kept.length ? [`import { ${kept.join(', ')} } from ${quote}${from}${quote};`] : []),
          ...split,
        ].join(' ');
      });
      return changed ? { code: out, map: null } : null;
    },
    resolveId(id) {
      return id.startsWith(DOCUMENT_PREFIX) ? `\0${id}` : null;
    },
    load(id) {
      if (!id.startsWith(`\0${DOCUMENT_PREFIX}`)) return null;
      const name = id.slice(DOCUMENT_PREFIX.length + 1);
      this.addWatchFile(generatedDocuments);
      source ??= readFileSync(generatedDocuments, 'utf8');
      const start = source.indexOf(`\nexport const ${name} = `);
      const end = source.indexOf(' as unknown as DocumentNode', start);
      if (start < 0 || end < 0)
        throw new Error(`document-per-module: ${name} is not in web/src/gql/graphql.ts`);
      return `export const ${name} = ${source.slice(start + `\nexport const ${name} = `.length, end)};`;
    },
  };
}

const persistedDocuments = resolve(import.meta.dirname, 'web/src/gql/persisted-documents.json');

/**
 * codegen's trusted documents (id → text, codegen.ts) into web/dist/.vite, beside the manifest:
 * the gateway that serves this build reads them there (gateway/graphql/trusted-documents.ts), so
 * the ids the browser sends are always the ones it knows.
 */
function trustedDocuments(): Plugin {
  return {
    name: 'trusted-documents',
    apply: 'build',
    generateBundle() {
      if (this.environment.config.consumer !== 'client') return;
      this.emitFile({
        type: 'asset',
        fileName: '.vite/persisted-documents.json',
        source: readFileSync(persistedDocuments, 'utf8'),
      });
    },
  };
}

const startApp = resolve(import.meta.dirname, 'web/src/app/start-app.tsx');
const main = resolve(import.meta.dirname, 'web/src/app/main.tsx');
let appModules: Set<string> | undefined;

/** A module and what it imports statically, the libraries left out. */
function staticClosure(id: string, context: Rolldown.ChunkingContext): Set<string> {
  const found = new Set<string>();
  for (let next: string | undefined = id, pending: string[] = []; next; next = pending.pop()) {
    if (found.has(next) || /node_modules/.test(next)) continue;
    found.add(next);
    pending.push(...(context.getModuleInfo(next)?.importedIds ?? []));
  }
  return found;
}

/**
 * The site's own modules that start-app.tsx imports statically, in one chunk ("app"). Every page
 * loads them together anyway; left to itself the bundler made a file of each one a lazy route
 * shares (paths, icons, a card, a skeleton…): 14 files of 0.1–6 KiB, each a request whose headers
 * outweighed its body. A lazy route sharing one imports it from this chunk, always loaded first.
 * Left out: what main.tsx (the tiny entry) imports too, which must not make it load this chunk,
 * and start-app.tsx itself, which the manifest names by its source (the server's page styles and
 * the JS budget look it up).
 */
function appChunk(id: string, context: Rolldown.ChunkingContext): string | null {
  if (!appModules) {
    appModules = staticClosure(startApp, context);
    for (const shared of staticClosure(main, context)) appModules.delete(shared);
    appModules.delete(startApp);
  }
  return appModules.has(id) ? 'app' : null;
}

export default defineConfig({
  root: 'web',
  plugins: [documentPerModule(), react(), inlineStylesheet(), trustedDocuments()],
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
            // Only the modules named: their dependencies are in the other chunks (the libraries) or
            // shared with main.tsx (Vite's preload helper), which must not load this chunk.
            { name: appChunk, includeDependenciesRecursively: false },
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
