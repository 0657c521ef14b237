import { skipToken, useQuery } from '@apollo/client/react';
import { useHydrated } from '../../components/use-client.ts';
import { CartDocument } from '../../gql/graphql.ts';

// The cart is private (schema: `@cacheControl(scope: PRIVATE)`): it must never be part of the
// HTML the server renders, which the gateway may keep and serve to anyone. So the Cart query runs
// in the browser only, after hydration: the server and the hydrating browser both render the
// header without a count, and the count appears once the browser has asked.

/**
 * The visitor's cart (badge and panel share this one query; Apollo asks once). Mutations answer
 * the new cart with the same fragment, so this updates without asking again.
 */
export function useCart() {
  const hydrated = useHydrated();
  return useQuery(CartDocument, hydrated ? {} : skipToken);
}
