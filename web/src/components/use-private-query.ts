import type { OperationVariables, TypedDocumentNode } from '@apollo/client';
import { skipToken, useQuery } from '@apollo/client/react';
import type { LoaderFunctionArgs } from 'react-router';
import { useHydrated } from './use-client.ts';

// A private page (a payment, an invoice, an order) is read by a secret in its URL: the server
// renders the skeleton, and the browser asks once it has hydrated, always afresh, keeping the
// errors beside what did come (a missing record is a 404, a failed ask the error view).

/** The loader of a page at `…/:handle`: the handle, for the page's private query. */
export function handleLoader({ params }: LoaderFunctionArgs) {
  return { handle: params.handle ?? '' };
}

/**
 * The page's query, asked by the browser only (network-only, errorPolicy all). `waiting` holds
 * while the page should show its skeleton: before hydration and until the first answer.
 */
export function usePrivateQuery<TData, TVariables extends OperationVariables>(
  query: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
) {
  const hydrated = useHydrated();
  const result = useQuery(
    query,
    hydrated
      ? ({ variables, fetchPolicy: 'network-only', errorPolicy: 'all' } as useQuery.Options<
          TData,
          TVariables
        >)
      : skipToken,
  );
  const waiting = !hydrated || (!result.data && !result.error);
  return { ...result, waiting };
}
