import { skipToken, useQuery } from '@apollo/client/react';
import { useHydratedAndSettled } from '../../components/use-client.ts';
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
  // Not while a tap's early mutation is on its way: its answer is the newer cart (use-client.ts).
  const ready = useHydratedAndSettled();
  return useQuery(CartDocument, ready ? {} : skipToken);
}
