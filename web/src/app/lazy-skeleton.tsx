import { type ComponentType, lazy, Suspense } from 'react';

/**
 * A route's `HydrateFallback`, loaded when first shown. It shows only when the browser renders a
 * page the server did not (the server's render failed, or in development): on a server-rendered
 * page, and on every navigation after it, the router has the page's code and data before it
 * renders. Imported statically, the skeletons brought every page's stylesheet into the app's CSS,
 * which every page carries inline (about 20 KB of it).
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
