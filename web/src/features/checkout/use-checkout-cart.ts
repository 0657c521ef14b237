import { skipToken, useQuery } from '@apollo/client/react';
import { useHydrated } from '../../components/use-client.ts';
import { CheckoutCartDocument } from '../../gql/graphql.ts';

/**
 * The visitor's cart for the checkout's pages. Private, so the browser asks after hydration (the
 * server renders the skeleton); cache and network, so a cart changed in the panel on another
 * page shows at once and is then confirmed by the server.
 */
export function useCheckoutCart() {
  const hydrated = useHydrated();
  return useQuery(
    CheckoutCartDocument,
    hydrated ? { fetchPolicy: 'cache-and-network', errorPolicy: 'all' } : skipToken,
  );
}
