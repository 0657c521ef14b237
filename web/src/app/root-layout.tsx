import { Suspense } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { RootLayoutDocument } from '../gql/graphql.ts';
import { preloadQuery } from './apollo.ts';
import { SiteFooter } from './shell/site-footer.tsx';
import { SiteHeader } from './shell/site-header.tsx';

// The shell's own query (the sections of the education menu) starts as soon as the app starts,
// in parallel with the first page's query. It has no route loader on purpose: a loader here
// would hold back the whole shell until the page's code arrived.
const sectionsRef = preloadQuery(RootLayoutDocument, { errorPolicy: 'all' });

export function RootLayout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Naar de inhoud
      </a>
      <SiteHeader sectionsRef={sectionsRef} />
      <main id="main" tabIndex={-1}>
        <Suspense>
          <Outlet />
        </Suspense>
      </main>
      <SiteFooter />
      <ScrollRestoration />
    </>
  );
}
