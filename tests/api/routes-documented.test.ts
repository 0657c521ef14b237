import { describe, expect, it } from 'vitest';
import { createApp } from '../../api/app.ts';
import { createClock } from '../../api/clock.ts';
import type { Db } from '../../api/db/open-database.ts';
import { openapiDocument } from '../../api/openapi.ts';

type Layer = {
  rawPath?: string;
  route?: { path: string | RegExp; methods: Record<string, boolean> };
  handle?: { stack?: Layer[] };
};

/** Every route the Express app serves, as [mount + path, methods]. */
function servedRoutes(
  stack: Layer[],
  prefix = '',
): { path: string | RegExp; prefix: string; methods: string[] }[] {
  return stack.flatMap((layer) => {
    if (layer.route) {
      const methods = Object.keys(layer.route.methods).filter((m) => m !== '_all');
      return [{ path: layer.route.path, prefix, methods }];
    }
    const mount = typeof layer.rawPath === 'string' && layer.rawPath !== '/' ? layer.rawPath : '';
    return layer.handle?.stack ? servedRoutes(layer.handle.stack, prefix + mount) : [];
  });
}

const toTemplate = (path: string) => path.replace(/:(\w+)/g, '{$1}');

describe('OpenAPI covers the app', () => {
  // Building the app touches no database: routes only use it per request.
  const app = createApp({ db: {} as Db, clock: createClock('2026-11-23') });
  const routes = servedRoutes((app as unknown as { router: { stack: Layer[] } }).router.stack);
  const documented = Object.keys(openapiDocument.paths);

  it('documents every route the app serves, with its methods', () => {
    expect(routes.length).toBeGreaterThanOrEqual(18);
    for (const route of routes) {
      expect(route.prefix).toBe('/api');
      if (route.path instanceof RegExp) {
        const regex = route.path;
        // A pattern route is documented when a documented template, filled in, is what it matches.
        const match = documented.find((t) => regex.test(t.replace(/\{[^}]+\}/, 'over-ons/team')));
        expect(match, String(regex)).toBeDefined();
      } else {
        expect(documented, route.path).toContain(toTemplate(route.path));
      }
      const item = openapiDocument.paths[toTemplate(String(route.path))] as
        | Record<string, unknown>
        | undefined;
      for (const method of route.methods)
        if (item) expect(item[method], `${method} ${route.path}`).toBeDefined();
    }
  });

  it('documents nothing the app does not serve', () => {
    const served = routes.map((r) => (r.path instanceof RegExp ? r.path : toTemplate(r.path)));
    for (const template of documented) {
      const found = served.some((s) =>
        s instanceof RegExp ? s.test(template.replace(/\{[^}]+\}/, 'x/y')) : s === template,
      );
      expect(found, template).toBe(true);
    }
  });
});
