import { ApolloProvider } from '@apollo/client/react';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import {
  createBrowserRouter,
  type DataRouter,
  type HydrationState,
  matchRoutes,
  type RouteObject,
} from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { browserLink, createClient, setClientSource } from '../client/apollo.ts';
import { APOLLO_STATE_ID } from '../client/apollo-state.ts';
import { PriceViewProvider, priceViewOfRoot } from '../components/price-view.tsx';
import { noteServerUnreachable } from '../components/server-unreachable.ts';
import { RenderedWithoutSession, seedSignedOut, withoutSession } from '../components/use-me.ts';
import { routes } from './routes.tsx';
import { SERVER_NOTICE } from './shell/stale-notice.tsx';

// The app in the browser, started by main.tsx after the first paint. A page rendered on the
// server carries its Apollo cache as JSON: the client starts from it, loads the code of the
// matched routes and runs their loaders against that cache (no request leaves), then hydrates the
// server's HTML with exactly the data it was made from.

const container = document.getElementById('root');
// A page the server rendered is hydrated from the cache it brought; one it could not render
// (data-hydrate="false": the api failed) is rendered afresh and asks again, since its cache
// holds the failed parts as nulls.
const hydrate = container?.firstElementChild != null && container.dataset.hydrate !== 'false';

const client = createClient(browserLink());
setClientSource(() => client);

/**
 * Gives the main thread back to the browser between start-up steps. Each step (restoring the
 * cache, each route's code, its loader's reads) is then a task of its own instead of one long
 * task that holds input and paint (Lighthouse's Total Blocking Time counts every task's excess
 * over 50 ms).
 */
const yieldToBrowser = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** The loader data of the routes the server rendered, computed here from the restored cache. */
async function hydrationState(routeList: RouteObject[]): Promise<HydrationState> {
  const matches = matchRoutes(routeList, window.location) ?? [];
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const module = await route.lazy();
      Object.assign(route, module, { lazy: undefined });
    }),
  );
  const loaderData: Record<string, unknown> = {};
  const url = new URL(window.location.href);
  const request = new Request(url);
  for (const { route, params, pathnameBase } of matches) {
    if (route.id && typeof route.loader === 'function') {
      await yieldToBrowser();
      loaderData[route.id] = await route.loader({
        params,
        request,
        url,
        pattern: pathnameBase,
        context: undefined,
      });
    }
  }
  return { loaderData };
}

async function start() {
  if (!container) throw new Error('#root ontbreekt in index.html');
  await yieldToBrowser();
  const state = document.getElementById(APOLLO_STATE_ID)?.textContent;
  if (state && hydrate) client.cache.restore(JSON.parse(state));
  if (hydrate) seedSignedOut(client, container);
  // The gateway served this page from its cache (its notice is on top): the shell's notice takes
  // over, and goes once a whole answer comes (app/shell/stale-notice.tsx).
  if (document.querySelector(SERVER_NOTICE)) noteServerUnreachable({ stale: true });
  const router = createBrowserRouter(routes, {
    hydrationData: hydrate ? await hydrationState(routes) : undefined,
  });
  const app = (
    <StrictMode>
      <ApolloProvider client={client}>
        <PriceViewProvider initial={priceViewOfRoot(container)}>
          <RenderedWithoutSession value={withoutSession(container)}>
            <RouterProvider router={router} />
          </RenderedWithoutSession>
        </PriceViewProvider>
      </ApolloProvider>
    </StrictMode>
  );
  await yieldToBrowser();
  // Hydrating as a transition lets React yield to the browser every few milliseconds instead of
  // hydrating the whole page in one task; the server's HTML is already on screen meanwhile.
  if (hydrate)
    startTransition(() => {
      hydrateRoot(container, app);
    });
  else {
    // The server's page (its "Storing" message, when the api failed) stays on screen while the
    // loaders ask again (rendered at once, the router would show nothing until they answer), and
    // until React's first commit, which clears the container as it fills it.
    if (container.firstElementChild) await initialized(router);
    createRoot(container).render(app);
  }
}

/** Resolves once the router has run its first loaders (or they failed: the page then shows why). */
function initialized(router: DataRouter): Promise<void> {
  return new Promise((resolve) => {
    if (router.state.initialized) return resolve();
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

void start();
