import { ApolloProvider } from '@apollo/client/react';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { createBrowserRouter, type HydrationState, matchRoutes, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { browserLink, createClient, setClientSource } from './apollo.ts';
import { APOLLO_STATE_ID } from './apollo-state.ts';
import { routes } from './routes.tsx';
import './global.css';

// The browser's entry. A page rendered on the server carries its Apollo cache as JSON: the client
// starts from it, loads the code of the matched routes and runs their loaders against that cache
// (no request leaves), then hydrates the server's HTML with exactly the data it was made from.

const container = document.getElementById('root');
// A page the server rendered is hydrated from the cache it brought; one it could not render
// (data-hydrate="false": the api failed) is rendered afresh and asks again, since its cache
// holds the failed parts as nulls.
const hydrate = container?.firstElementChild != null && container.dataset.hydrate !== 'false';

const client = createClient(browserLink());
const state = document.getElementById(APOLLO_STATE_ID)?.textContent;
if (state && hydrate) client.cache.restore(JSON.parse(state));
setClientSource(() => client);

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
  const router = createBrowserRouter(routes, {
    hydrationData: hydrate ? await hydrationState(routes) : undefined,
  });
  const app = (
    <StrictMode>
      <ApolloProvider client={client}>
        <RouterProvider router={router} />
      </ApolloProvider>
    </StrictMode>
  );
  if (hydrate) hydrateRoot(container, app);
  else {
    container.replaceChildren();
    createRoot(container).render(app);
  }
}

void start();
