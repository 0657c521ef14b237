import type { ApolloClient } from '@apollo/client';
import { skipToken, useApolloClient, useQuery } from '@apollo/client/react';
import { createContext, useCallback, useContext } from 'react';
import { CartDocument, MeDocument, type UseMe_UserFragment } from '../gql/graphql.ts';
import { useHydrated } from './use-client.ts';

// The sign-in state (SPEC §6: "determined by a check call"). `me` is private: it must never be
// part of the HTML the server renders (the gateway may keep that page for anyone), so, like the
// cart, the browser asks after hydration; the server and the hydrating browser both render the
// anonymous state.

export type Me = UseMe_UserFragment;

/** On the root element of a page the server rendered for a visitor without a session. */
export const NO_SESSION_ATTRIBUTE = 'data-session="none"';

/**
 * Whether the page was rendered for a visitor without a session (the server knows from the
 * request, the browser from the root's attribute): nobody is signed in and the cart is empty, so
 * what waits for the visitor's own data (the rental period) can be shown as it is for anyone.
 */
export const RenderedWithoutSession = createContext(false);
export const useRenderedWithoutSession = () => useContext(RenderedWithoutSession);

/** Whether `root`, a page the server rendered, was rendered for a visitor without a session. */
export const withoutSession = (root: HTMLElement) => root.dataset.session === 'none';

/**
 * Before hydrating: a page rendered for a visitor without a session (no `sessionid` cookie, so
 * nobody is signed in) answers `me` as null at once, and the browser does not ask. That is one
 * request and one re-render less on most first visits. Signing in writes `me` (useSetMe).
 */
export function seedSignedOut(client: ApolloClient, root: HTMLElement): void {
  if (withoutSession(root)) client.writeQuery({ query: MeDocument, data: { __typename: 'Query', me: null } });
}

/**
 * The signed-in user (`me`, null when signed out) and whether the answer is in (`known`: false on
 * the server, while hydrating and until the browser has asked). One query for the whole page.
 */
export function useMe(): { me: Me | null; known: boolean } {
  const hydrated = useHydrated();
  const { data, error } = useQuery(MeDocument, hydrated ? {} : skipToken);
  // A failed ask counts as signed out: the pages then offer to sign in, which asks again.
  return { me: data?.me ?? null, known: data !== undefined || error !== undefined };
}

/**
 * After signIn, setPassword, changePassword, updateProfile or signOut: the answer's user becomes
 * `me` in the cache (the header and every page follow, no reload), the previous account's invoices
 * leave the cache, and the cart and the page are asked again (prices follow an account's terms).
 */
export function useSetMe(): (user: Me | null) => void {
  const client = useApolloClient();
  return useCallback(
    (user: Me | null) => {
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'invoices' });
      client.cache.evict({ id: 'ROOT_QUERY', fieldName: 'invoice' });
      client.cache.gc();
      // The cache keeps objects with their type name (the answers' users carry it already).
      const me = user ? ({ ...user, __typename: 'User' } as Me) : null;
      client.writeQuery({ query: MeDocument, data: { __typename: 'Query', me } });
      void client.refetchQueries({ include: [CartDocument] }).catch(() => undefined);
      // The page's own prices follow the account too (an article's `forYou`).
      void client.refetchQueries({ include: 'active' }).catch(() => undefined);
    },
    [client],
  );
}
