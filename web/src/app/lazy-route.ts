import type { LazyRouteFunction, RouteObject } from 'react-router';

// SPEC §8: loading a lazily loaded screen fails with an error after 120 seconds, so a stalled
// chunk ends in the Dutch error view instead of an endless skeleton.
export const LAZY_ROUTE_TIMEOUT_MS = 120_000;

/** A route module: `loader`, `Component` and the rest of a route's properties (features/x/y-route.tsx). */
type RouteModule = Awaited<ReturnType<LazyRouteFunction<RouteObject>>>;

// Every route module, each its own chunk. Named by path (not by a function of its own) so the
// server knows which modules a page's routes are and inlines their stylesheets (entry-server.tsx).
const routeModules = import.meta.glob<RouteModule>('../features/*/*-route.tsx');

export type LazyRoute = LazyRouteFunction<RouteObject> & {
  /** The module as Vite's manifest names it: `src/features/course/course-route.tsx`. */
  module: string;
};

/** The `lazy` of a route whose module is `path` (relative to this folder). */
export function lazyRoute(path: string, timeoutMs = LAZY_ROUTE_TIMEOUT_MS): LazyRoute {
  const load = routeModules[path];
  if (!load) throw new Error(`lazyRoute: no route module ${path}`);
  const lazy = () => {
    let timer: ReturnType<typeof setTimeout> | undefined;
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('Het laden van deze pagina duurde te lang.')), timeoutMs);
    });
    return Promise.race([load(), timeout]).finally(() => clearTimeout(timer));
  };
  return Object.assign(lazy, { module: `src/${path.replace(/^\.\.\//, '')}` });
}
