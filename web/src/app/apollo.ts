import { ApolloClient, HttpLink, InMemoryCache } from '@apollo/client';
import { createQueryPreloader } from '@apollo/client/react';

// Objects with an id are normalised by `__typename:id` (Apollo's default, spelled out so a
// schema change cannot silently drop it). Objects without one (Money, Quote, ProgrammeItem)
// live inside their parent and are merged field by field when a second query adds fields.
const cache = new InMemoryCache({
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
  },
});

export const client = new ApolloClient({
  link: new HttpLink({ uri: '/graphql', credentials: 'same-origin' }),
  cache,
});

/**
 * Starts a query outside React: route loaders call it so the request leaves while the route's
 * code is still arriving; the page reads the result with `useReadQuery` under Suspense.
 */
export const preloadQuery = createQueryPreloader(client);
