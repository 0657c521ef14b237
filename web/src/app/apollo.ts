import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { createQueryPreloader, type PreloadQueryFunction } from '@apollo/client/react';
import { relayStylePagination } from '@apollo/client/utilities';
import { OperationTypeNode } from 'graphql';
import { paths } from './paths.ts';

// Objects with an id are normalised by `__typename:id` (Apollo's default, spelled out so a
// schema change cannot silently drop it). Objects without one (Money, Quote, ProgrammeItem)
// live inside their parent and are merged field by field when a second query adds fields.
const createCache = () =>
  new InMemoryCache({
    typePolicies: {
      Section: { keyFields: ['id'] },
      Course: { keyFields: ['id'] },
      Category: { keyFields: ['id'] },
      Run: { keyFields: ['id'] },
      Faq: { keyFields: ['id'] },
      OpenDay: { keyFields: ['id'] },
      Page: { keyFields: ['id'] },
      Block: { keyFields: ['id'] },
      Widget: { keyFields: ['ref'] },
      Money: { keyFields: false, merge: true },
      Quote: { keyFields: false },
      ProgrammeItem: { keyFields: false },
      Query: {
        fields: {
          // The agenda is paged ("Meer laden"): pages of the same filters are merged into one
          // list; `first` and `after` only say which page, so they are not part of the key.
          agenda: relayStylePagination(['category', 'from', 'to']),
        },
      },
    },
  });

/** The `csrftoken` cookie the api sets (readable by scripts, DESIGN: double submit). */
function csrfToken(): string | undefined {
  for (const part of document.cookie.split(';')) {
    const [name, ...value] = part.trim().split('=');
    if (name === 'csrftoken') return decodeURIComponent(value.join('='));
  }
  return undefined;
}

// Every mutation is a POST that changes state: the api wants the `csrftoken` cookie echoed in
// `X-CSRFToken`, and the gateway forwards that header. The cookie arrives with the first
// GraphQL answer, so it is read per operation, never once at start-up.
const csrfLink = new SetContextLink((prevContext, operation) => {
  const token = operation.operationType === OperationTypeNode.MUTATION ? csrfToken() : undefined;
  if (!token) return {};
  return { headers: { ...prevContext.headers, 'X-CSRFToken': token } };
});

/** The browser's link: the CSRF header on mutations, then HTTP to /graphql. */
export function browserLink(): ApolloLink {
  return ApolloLink.from([csrfLink, new HttpLink({ uri: paths.graphql(), credentials: 'same-origin' })]);
}

/** A client with the site's cache policies: one in the browser, one per server render. */
export function createClient(link: ApolloLink, options: { ssrMode?: boolean } = {}): ApolloClient {
  return new ApolloClient({ link, cache: createCache(), ssrMode: options.ssrMode ?? false });
}

// The client of the render at hand. The browser has one (main.tsx); the server render has one per
// request (entry-server.tsx), so route loaders ask for it instead of importing a single client.
let clientSource: (() => ApolloClient) | undefined;

export function setClientSource(source: () => ApolloClient): void {
  clientSource = source;
}

const preloaders = new WeakMap<ApolloClient, PreloadQueryFunction>();

function preloaderOf(client: ApolloClient): PreloadQueryFunction {
  let preloader = preloaders.get(client);
  if (!preloader) {
    preloader = createQueryPreloader(client);
    preloaders.set(client, preloader);
  }
  return preloader;
}

function currentPreloader(): PreloadQueryFunction {
  if (!clientSource) throw new Error('setClientSource() has not run');
  return preloaderOf(clientSource());
}

/**
 * Starts a query outside React: route loaders call it so the request leaves while the route's
 * code is still arriving; the page reads the result with `useReadQuery` under Suspense.
 */
export const preloadQuery = Object.assign(
  ((...args: Parameters<PreloadQueryFunction>) => currentPreloader()(...args)) as PreloadQueryFunction,
  { toPromise: ((ref) => currentPreloader().toPromise(ref)) as PreloadQueryFunction['toPromise'] },
) as PreloadQueryFunction;
