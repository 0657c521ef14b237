import { ApolloClient, ApolloLink, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { PersistedQueryLink } from '@apollo/client/link/persisted-queries';
import { createQueryPreloader, type PreloadQueryFunction } from '@apollo/client/react';
import { print, relayStylePagination } from '@apollo/client/utilities';
import { OperationTypeNode } from 'graphql';
import { Observable, type Subscription, tap } from 'rxjs';
import { paths } from '../../../domain/paths.ts';
import {
  noteServerReachable,
  noteServerUnreachable,
  serverUnreachable,
} from '../components/server-unreachable.ts';
import { articleWindowPolicy } from './article-window-policy.ts';
import { csrfTokenForRequest } from './csrf.ts';
import { TOAST_SHOWN, takeEarly, trustedId } from './early-mutations.ts';

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
      // An article list's page asks the small and medium image, the article page the large one too.
      ArticleImages: { keyFields: false, merge: true },
      // The visitor's cart has no id: there is one per session, kept as the singleton `Cart:{}`.
      // The Cart query and every cart mutation's payload write that same entry, so the header's
      // badge and the cart panel follow each answer without asking again.
      Cart: { keyFields: [] },
      CartTotals: { keyFields: false, merge: true },
      RentalPeriod: { keyFields: false, merge: true },
      // A slot's label depends on its date (cut to the early closing, domain/slots.ts), so slots
      // are not normalised by their number: each stays inside the period or day that holds it.
      TimeSlot: { keyFields: false, merge: true },
      DaySlots: { keyFields: false },
      Query: {
        fields: {
          // A cart mutation that answers before the Cart query ever did (or after it failed)
          // still fills the badge and the panel: the root field points at the singleton. (A null
          // the server answered stays null, or the query would ask again and again.)
          cart: {
            read: (existing, { toReference }) =>
              existing === undefined ? toReference({ __typename: 'Cart' }) : existing,
          },
          // The agenda is paged ("Meer laden"): pages of the same filters are merged into one
          // list; `first` and `after` only say which page, so they are not part of the key.
          agenda: relayStylePagination(['category', 'from', 'to']),
          // Article lists are offset windows ("Laad meer"), kept as one list per filter.
          articles: articleWindowPolicy,
        },
      },
    },
  });

// Every mutation is a POST that changes state: the api wants the `csrftoken` cookie echoed in
// `X-CSRFToken`, and the gateway forwards that header. The cookie may arrive with any uncached
// answer, so it is read per mutation, never once at start-up, and made when still missing (csrf.ts).
const csrfLink = new SetContextLink((prevContext, operation) => {
  if (operation.operationType !== OperationTypeNode.MUTATION) return {};
  const token = csrfTokenForRequest();
  if (!token) return {};
  return { headers: { ...prevContext.headers, 'X-CSRFToken': token } };
});

/** Hex SHA-256 of a query, with the browser's own crypto (no library in the bundle). */
async function sha256(text: string): Promise<string> {
  const digest = await crypto.subtle.digest('SHA-256', new TextEncoder().encode(text));
  return Array.from(new Uint8Array(digest), (byte) => byte.toString(16).padStart(2, '0')).join('');
}

/**
 * A mutation the entry sent already, at a tap before the app was there (early-mutations.ts): its
 * answer, instead of sending it again. One it could not run (an id the gateway does not know)
 * goes out as any other; a lost answer is this mutation's error, as it would have been.
 */
const earlyLink = new ApolloLink((operation, forward) => {
  const early =
    operation.operationType === OperationTypeNode.MUTATION
      ? takeEarly(operation.query, operation.variables)
      : undefined;
  if (!early) return forward(operation);
  return new Observable<ApolloLink.Result>((observer) => {
    let forwarded: Subscription | undefined;
    early.then(
      (answer) => {
        if (!answer.ran) {
          forwarded = forward(operation).subscribe(observer);
          return;
        }
        const result = answer.result as ApolloLink.Result;
        // Its toast shown by the entry: the replayed click's handler shows none (add-to-cart-button.tsx).
        observer.next(
          answer.toastShown
            ? { ...result, extensions: { ...result.extensions, [TOAST_SHOWN]: true } }
            : result,
        );
        observer.complete();
      },
      (error: unknown) => observer.error(error),
    );
    return () => forwarded?.unsubscribe();
  });
});

/**
 * Notes whether the api answered (components/server-unreachable.ts): an UPSTREAM_UNAVAILABLE error
 * or a stale answer (the gateway's `extensions.stale`) says it is away, a whole answer that it is
 * back; so a form that only sees "no answer" can say why, and the shell shows, after a navigation
 * in the app, that the page is a kept version.
 */
const reachabilityLink = new ApolloLink((operation, forward) =>
  forward(operation).pipe(
    tap({
      next: (result) => {
        const errors = result.errors ?? [];
        if (result.extensions?.stale) noteServerUnreachable({ stale: true });
        else if (errors.some((e) => e.extensions?.code === 'UPSTREAM_UNAVAILABLE')) noteServerUnreachable();
        else if (errors.length === 0) noteServerReachable();
      },
      error: (error: unknown) => {
        if (serverUnreachable(error)) noteServerUnreachable();
      },
    }),
  ),
);

/**
 * The browser's link: the CSRF header on mutations; the site's operations sent by their trusted
 * ids (codegen.ts; the gateway has their texts, gateway/graphql/trusted-documents.ts), in the
 * shape of automatic persisted queries, so a query goes out as a short GET of its id (cacheable by
 * the browser and a CDN) and a mutation as a small POST, never with its text. Apollo Server lets a
 * GET through its CSRF prevention because it carries a non-simple header: Apollo Client sends
 * `content-type: application/json` on GETs too. A gateway that does not know an id (a page of an
 * older build, open across a deploy) answers PERSISTED_QUERY_NOT_FOUND: the operation is then sent
 * again with its text, and so is every later one of this page. A document without an id (none of
 * the site's) is hashed here, where `crypto.subtle` exists (HTTPS or localhost).
 */
export function browserLink(): ApolloLink {
  const http = new HttpLink({ uri: paths.graphql(), credentials: 'same-origin' });
  const canHash = Boolean(globalThis.crypto?.subtle);
  const persisted = new PersistedQueryLink({
    generateHash: (document) => {
      const id = trustedId(document);
      if (id) return id;
      if (canHash) return sha256(print(document));
      throw new Error('Deze query heeft geen id en de browser kan hem niet hashen.');
    },
    useGETForHashedQueries: true,
    disable: ({ meta }) => meta.persistedQueryNotSupported || meta.persistedQueryNotFound,
  });
  return ApolloLink.from([reachabilityLink, earlyLink, csrfLink, persisted, http]);
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

/** The client of the render at hand, for a loader that must know an answer before it renders. */
export function currentClient(): ApolloClient {
  if (!clientSource) throw new Error('setClientSource() has not run');
  return clientSource();
}

function currentPreloader(): PreloadQueryFunction {
  return preloaderOf(currentClient());
}

/**
 * Starts a query outside React: route loaders call it so the request leaves while the route's
 * code is still arriving; the page reads the result with `useReadQuery` under Suspense.
 */
export const preloadQuery = Object.assign(
  ((...args: Parameters<PreloadQueryFunction>) => currentPreloader()(...args)) as PreloadQueryFunction,
  { toPromise: ((ref) => currentPreloader().toPromise(ref)) as PreloadQueryFunction['toPromise'] },
) as PreloadQueryFunction;
