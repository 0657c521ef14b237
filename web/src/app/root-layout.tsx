import { Suspense, useEffect, useRef } from 'react';
import { Outlet, ScrollRestoration, useLoaderData, useLocation } from 'react-router';
import { preloadQuery } from '../client/apollo.ts';
import { ToastProvider } from '../components/toast.tsx';
import { RootLayoutDocument } from '../gql/graphql.ts';
import { EditorHost } from './shell/editor-host.tsx';
import { NavigationProgress } from './shell/navigation-progress.tsx';
import { SiteFooter } from './shell/site-footer.tsx';
import { SiteHeader } from './shell/site-header.tsx';
import { StaleNotice } from './shell/stale-notice.tsx';

// The shell's own query (the sections of the education menu, the rental tree of the mega-menu),
// started by the root route in parallel with the page's query; it never revalidates (routes.tsx).
// Rendered on the server, so the menus' links are in every page's HTML.
export function loader() {
  return preloadQuery(RootLayoutDocument, { errorPolicy: 'all' });
}

export function RootLayout() {
  const shellRef = useLoaderData<typeof loader>();
  const mainRef = useRef<HTMLElement>(null);
  useFocusMainOnNavigation(mainRef);
  // The app has taken over the page (hydrated or rendered): scripts and tests can wait for it,
  // and tests/bench/first-interaction.ts reads when.
  useEffect(() => {
    document.documentElement.dataset.app = 'ready';
    performance.mark('app-ready');
  }, []);
  return (
    <ToastProvider>
      <StaleNotice />
      <NavigationProgress />
      <a className="skip-link" href="#main">
        Naar de inhoud
      </a>
      <SiteHeader shellRef={shellRef} />
      <main id="main" ref={mainRef} tabIndex={-1}>
        <EditorHost>
          <Suspense>
            <Outlet />
          </Suspense>
        </EditorHost>
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </ToastProvider>
  );
}

/**
 * After a navigation inside the app, screen-reader and keyboard users start at the new page's
 * content, as they would after a full page load; the first load leaves the focus alone.
 */
function useFocusMainOnNavigation(mainRef: React.RefObject<HTMLElement | null>) {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    mainRef.current?.focus({ preventScroll: true });
  }, [pathname, mainRef]);
}
