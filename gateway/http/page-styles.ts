import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

// The stylesheets a server-rendered page carries inline. Vite splits the site's CSS by chunk
// (vite.config.ts): the shell's, each route's, each shared component's. A page carries the
// stylesheets of the modules the browser loads to hydrate it (the app and the matched routes,
// web/src/entry-server.tsx) with everything they import, so it paints from its own bytes and
// parses only what it needs. Each inlined file is also named by a
// `<link rel="stylesheet" … disabled>`: a disabled stylesheet is not fetched, and Vite's loader,
// which adds a chunk's CSS when the app imports the chunk, skips a file the document already
// links, so hydrating fetches no CSS. A chunk the app imports later (another route, a panel)
// brings its own stylesheet then, as before.

type Manifest = Record<
  string,
  { file: string; isEntry?: boolean; css?: string[]; imports?: string[]; dynamicImports?: string[] }
>;

type Stylesheet = {
  /** Its URL, `/assets/x.css`. */
  href: string;
  css: string;
  /** Its CSP source, `'sha256-…'`. */
  source: string;
};

export type PageStyles = {
  /** The tags to put at the end of `<head>` for a page whose browser loads these modules. */
  tagsFor(modules: string[]): string;
  /**
   * The script files (`/assets/x.js`) of these modules and everything they import statically,
   * the entry's own left out: what the browser must fetch to start the app on such a page. The
   * page names them (web/src/entry-server.tsx) so the entry can fetch them before the app starts
   * (web/src/app/main.tsx): at low priority once the page has loaded, and all at once when the
   * app starts, instead of the route's chunks only after the app's have run.
   */
  scriptsFor(modules: string[]): string[];
  /** The CSP sources of the stylesheets a rendered page carries (from its tags). */
  sourcesIn(page: string): string[];
};

const MARKER = '<link rel="stylesheet" href="';
const MARKED = /<link rel="stylesheet" href="(\/assets\/[^"]+\.css)" disabled \/>/y;

/**
 * The built site's stylesheets, in cascade order: a chunk's static imports before the chunk,
 * the app before its routes. Undefined when the site is not built with a manifest.
 */
export function loadPageStyles(webDist: string): PageStyles | undefined {
  const manifestPath = join(webDist, '.vite', 'manifest.json');
  if (!existsSync(manifestPath)) return undefined;
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8')) as Manifest;

  const ordered: string[] = [];
  const seen = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || seen.has(key)) return;
    seen.add(key);
    for (const dependency of chunk.imports ?? []) visit(dependency);
    for (const file of chunk.css ?? []) if (!ordered.includes(file)) ordered.push(file);
    for (const lazy of chunk.dynamicImports ?? []) visit(lazy);
  };
  for (const [key, chunk] of Object.entries(manifest)) if (chunk.isEntry) visit(key);
  for (const key of Object.keys(manifest)) visit(key);

  // The entry's own stylesheet is in index.html already (vite.config.ts inlines it).
  const inTemplate = new Set(
    Object.values(manifest).flatMap((chunk) => (chunk.isEntry ? (chunk.css ?? []) : [])),
  );
  const sheets: Stylesheet[] = ordered
    .filter((file) => !inTemplate.has(file) && existsSync(join(webDist, file)))
    .map((file) => {
      const css = readFileSync(join(webDist, file), 'utf8');
      if (/<\/style/i.test(css)) throw new Error(`page-styles: ${file} cannot be inlined`);
      return {
        href: `/${file}`,
        css,
        source: `'sha256-${createHash('sha256').update(css, 'utf8').digest('base64')}'`,
      };
    });
  const byHref = new Map(sheets.map((sheet) => [sheet.href, sheet]));
  // By the modules' names: as many entries as there are routes.
  const tagsOf = new Map<string, string>();
  const scriptsOf = new Map<string, string[]>();
  const entries = new Set(Object.values(manifest).flatMap((chunk) => (chunk.isEntry ? [chunk.file] : [])));

  return {
    tagsFor(modules) {
      const key = modules.join('\n');
      const known = tagsOf.get(key);
      if (known !== undefined) return known;
      const needed = new Set<string>();
      const collect = (key: string) => {
        const chunk = manifest[key];
        if (!chunk || needed.has(key)) return;
        needed.add(key);
        for (const dependency of chunk.imports ?? []) collect(dependency);
      };
      for (const key of modules) collect(key);
      const files = new Set([...needed].flatMap((key) => manifest[key]?.css ?? []));
      const chosen = sheets.filter((sheet) => files.has(sheet.href.slice(1)));
      const tags =
        chosen.map((sheet) => `${MARKER}${sheet.href}" disabled />`).join('') +
        chosen.map((sheet) => `<style>${sheet.css}</style>`).join('');
      if (tagsOf.size < 1000) tagsOf.set(key, tags);
      return tags;
    },
    scriptsFor(modules) {
      const key = modules.join('\n');
      const known = scriptsOf.get(key);
      if (known !== undefined) return known;
      const files: string[] = [];
      const seenKeys = new Set<string>();
      const collect = (key: string) => {
        const chunk = manifest[key];
        if (!chunk || seenKeys.has(key)) return;
        seenKeys.add(key);
        if (!entries.has(chunk.file) && chunk.file.endsWith('.js')) files.push(`/${chunk.file}`);
        for (const dependency of chunk.imports ?? []) collect(dependency);
      };
      for (const key of modules) collect(key);
      if (scriptsOf.size < 1000) scriptsOf.set(key, files);
      return files;
    },
    sourcesIn(page) {
      const sources: string[] = [];
      // The marked links of the head (index.html's own sheet is marked too, and not in byHref).
      const headEnd = page.indexOf('</head>');
      for (let at = page.indexOf(MARKER); at >= 0 && (headEnd < 0 || at < headEnd); ) {
        MARKED.lastIndex = at;
        const match = MARKED.exec(page);
        const sheet = match ? byHref.get(match[1] ?? '') : undefined;
        if (sheet) sources.push(sheet.source);
        at = page.indexOf(MARKER, at + MARKER.length);
      }
      return sources;
    },
  };
}
