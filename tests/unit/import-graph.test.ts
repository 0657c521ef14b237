import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';

// The house's layout, held against its imports (type imports and `import()` count too):
// - no circle of files anywhere;
// - the api's domains depend one way, down the layers of `API_LAYERS` (api/README.md "Layout");
// - a web feature imports neither the app shell (`web/src/app/`) nor another feature.
// Biome's own rules (tests/unit/lint-boundaries.test.ts) keep the tiers apart; this reads the whole
// graph at once, so it also sees circles through type imports and the api's order.

const root = join(import.meta.dirname, '..', '..');

/** file → the project files it imports (relative specifiers only; packages are not the house). */
type Graph = Map<string, string[]>;

const IMPORT =
  /(?:^|[\s;])(?:import|export)\s+(?:type\s+)?(?:[\w*{},\s$]+?\s+from\s+)?['"](\.{1,2}\/[^'"]+)['"]|import\(\s*['"](\.{1,2}\/[^'"]+)['"]\s*\)/g;

function readGraph(): Graph {
  const tracked = execFileSync(
    'git',
    ['ls-files', '-co', '--exclude-standard', 'api', 'gateway', 'web/src', 'domain', 'observability'],
    {
      cwd: root,
      encoding: 'utf8',
    },
  )
    .split('\n')
    .filter(
      (f) => /\.tsx?$/.test(f) && !f.endsWith('.d.ts') && !/\.test\.tsx?$/.test(f) && !f.includes('/gql/'),
    );
  const graph: Graph = new Map();
  for (const file of tracked) {
    let text: string;
    try {
      text = readFileSync(join(root, file), 'utf8');
    } catch {
      continue; // deleted in the working tree
    }
    graph.set(file, importsOf(file, text));
  }
  return graph;
}

/** The project files `file` imports: static, type-only, re-exported and dynamic imports alike. */
function importsOf(file: string, text: string): string[] {
  const targets = new Set<string>();
  for (const match of text.matchAll(IMPORT)) {
    const target = normalize(join(dirname(file), match[1] ?? match[2] ?? ''));
    if (/\.tsx?$/.test(target)) targets.add(target);
  }
  return [...targets];
}

/** Every circle of files (Tarjan's strongly connected components of more than one file, or a self-import). */
function circles(graph: Graph): string[][] {
  let index = 0;
  const indexOf = new Map<string, number>();
  const low = new Map<string, number>();
  const stack: string[] = [];
  const onStack = new Set<string>();
  const found: string[][] = [];
  const visit = (v: string) => {
    indexOf.set(v, index);
    low.set(v, index++);
    stack.push(v);
    onStack.add(v);
    for (const w of graph.get(v) ?? []) {
      if (!graph.has(w)) continue;
      if (!indexOf.has(w)) {
        visit(w);
        low.set(v, Math.min(low.get(v) ?? 0, low.get(w) ?? 0));
      } else if (onStack.has(w)) low.set(v, Math.min(low.get(v) ?? 0, indexOf.get(w) ?? 0));
    }
    if (low.get(v) === indexOf.get(v)) {
      const component: string[] = [];
      let w: string | undefined;
      do {
        w = stack.pop();
        if (w === undefined) break;
        onStack.delete(w);
        component.push(w);
      } while (w !== v);
      if (component.length > 1 || graph.get(v)?.includes(v)) found.push(component.sort());
    }
  };
  for (const v of graph.keys()) if (!indexOf.has(v)) visit(v);
  return found;
}

/**
 * The api's layers, lowest first. A file may import its own folder and any lower layer, never a
 * layer above or a folder beside it. Every `tables.ts` (the Drizzle schema) is in the lowest
 * layer, whatever its folder: a domain may read and join another's rows, but calls only the code
 * of the domains below it. The lowest layer's folders are the plumbing every domain uses.
 */
const API_LAYERS: readonly (readonly string[])[] = [
  ['config.ts', 'clock.ts', 'observability', 'db', 'http', 'mail', 'jobs', 'limits', '(tables)'],
  ['catalogue', 'accounts', 'customers'],
  ['content', 'shop'],
  ['education'],
  ['payments'],
  ['invoices'],
  ['orders'],
  ['desk'],
  ['seed', 'app.ts', 'openapi.ts', 'openapi-json.ts', 'start-api.ts', 'server.ts'],
];

/** `api/<place>/…` → its place (a folder, a top file, or `(tables)` for the schema). */
function apiPlace(file: string): string | null {
  const parts = file.split('/');
  if (parts[0] !== 'api') return null;
  if (parts.at(-1) === 'tables.ts') return '(tables)';
  return parts[1] ?? null;
}

const layerOf = (place: string) => API_LAYERS.findIndex((layer) => layer.includes(place));

/** Imports inside api/ against `API_LAYERS`, as `from -> to`; a place in no layer is a breach too. */
function apiBreaches(graph: Graph): string[] {
  const breaches: string[] = [];
  for (const [from, targets] of graph) {
    const source = apiPlace(from);
    if (source === null) continue;
    const sourceLayer = layerOf(source);
    if (sourceLayer < 0) breaches.push(`${from}: api/${source} is in no layer of API_LAYERS`);
    for (const to of targets) {
      const target = apiPlace(to);
      if (target === null || target === source) continue;
      const targetLayer = layerOf(target);
      const topOrBase = sourceLayer === 0 || sourceLayer === API_LAYERS.length - 1;
      const allowed =
        targetLayer >= 0 && (targetLayer < sourceLayer || (topOrBase && targetLayer === sourceLayer));
      if (!allowed) breaches.push(`${from} -> ${to}`);
    }
  }
  return breaches;
}

/** A web feature's imports of the app shell or of another feature, as `from -> to`. */
function featureBreaches(graph: Graph): string[] {
  const featureOf = (file: string) => /^web\/src\/features\/([^/]+)\//.exec(file)?.[1] ?? null;
  const breaches: string[] = [];
  for (const [from, targets] of graph) {
    const feature = featureOf(from);
    if (feature === null) continue;
    for (const to of targets) {
      const other = featureOf(to);
      if (to.startsWith('web/src/app/') || (other !== null && other !== feature))
        breaches.push(`${from} -> ${to}`);
    }
  }
  return breaches;
}

describe('the import graph', () => {
  const graph = readGraph();

  it('reads the whole house', () => {
    expect(graph.size).toBeGreaterThan(500);
    expect(graph.get('api/app.ts')?.length).toBeGreaterThan(10);
  });

  it('has no circle of files, type imports included', () => {
    expect(circles(graph)).toEqual([]);
  });

  it("follows the api's layers", () => {
    expect(apiBreaches(graph)).toEqual([]);
  });

  it('keeps each web feature to itself: no app shell, no other feature', () => {
    expect(featureBreaches(graph)).toEqual([]);
  });
});

describe('each rule finds its breach', () => {
  const probe = (edges: Record<string, string[]>): Graph => new Map(Object.entries(edges));

  it('the reader sees type imports, re-exports, imports over several lines and import()', () => {
    const text = [
      "import type { Db } from '../db/open-database.ts';",
      "import {\n  a,\n  type B,\n} from './b.ts';",
      "export { c } from './c.ts';",
      "const d = await import('../d/d.ts');",
      "import styles from './x.module.css';",
      "import { z } from 'zod';",
    ].join('\n');
    expect(importsOf('api/orders/x.ts', text).sort()).toEqual([
      'api/d/d.ts',
      'api/db/open-database.ts',
      'api/orders/b.ts',
      'api/orders/c.ts',
    ]);
  });

  it('a circle of two files, and one of three', () => {
    expect(
      circles(
        probe({
          'web/src/a.ts': ['web/src/b.ts'],
          'web/src/b.ts': ['web/src/a.ts'],
          'api/x.ts': ['api/y.ts'],
          'api/y.ts': ['api/z.ts'],
          'api/z.ts': ['api/x.ts'],
          'api/w.ts': ['api/x.ts'],
        }),
      ).sort(),
    ).toEqual([
      ['api/x.ts', 'api/y.ts', 'api/z.ts'],
      ['web/src/a.ts', 'web/src/b.ts'],
    ]);
  });

  it('an api domain importing a higher one or one beside it; the schema and lower layers are allowed', () => {
    expect(
      apiBreaches(
        probe({
          'api/payments/payment-store.ts': [
            'api/orders/order-holds.ts',
            'api/orders/tables.ts',
            'api/accounts/users.ts',
            'api/payments/refunds.ts',
          ],
          'api/catalogue/search.ts': ['api/accounts/users.ts', 'api/http/errors.ts'],
          'api/db/open-database.ts': ['api/seed/seed.ts', 'api/http/errors.ts'],
          'api/app.ts': ['api/start-api.ts', 'api/desk/routes.ts'],
        }),
      ),
    ).toEqual([
      'api/payments/payment-store.ts -> api/orders/order-holds.ts',
      'api/catalogue/search.ts -> api/accounts/users.ts',
      'api/db/open-database.ts -> api/seed/seed.ts',
    ]);
  });

  it('a feature importing the app shell or another feature', () => {
    expect(
      featureBreaches(
        probe({
          'web/src/features/home/home-route.tsx': [
            'web/src/app/apollo.ts',
            'web/src/features/course/course-card.tsx',
            'web/src/features/home/home.tsx',
            'web/src/components/button.tsx',
          ],
        }),
      ),
    ).toEqual([
      'web/src/features/home/home-route.tsx -> web/src/app/apollo.ts',
      'web/src/features/home/home-route.tsx -> web/src/features/course/course-card.tsx',
    ]);
  });
});
