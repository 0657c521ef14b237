import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A route's `HydrateFallback`, loaded when first shown. React Router asks for one only while the
 * browser renders a page without the server's HTML (in development), and then only if the routes
 * above it have their data: today the root route's loader is still pending at that moment and the
 * root has no fallback, so the router renders nothing (and warns). A page whose server render
 * failed keeps that HTML on screen until the router has the data (start-app.tsx); on a
 * server-rendered page and on every navigation the router has the page's code and data first. Imported statically, the skeletons brought every page's stylesheet into the app's CSS,
 * which every page carries inline (36 KB of it).
 */
export function lazySkeleton(load: () => Promise<ComponentType>): ComponentType {
  const Skeleton = lazy(async () => ({ default: await load() }));
  return function LazySkeleton() {
    return (
      <Suspense fallback={null}>
        <Skeleton />
      </Suspense>
    );
  };
}
