import { ApolloClient, ApolloLink, CombinedGraphQLErrors, HttpLink, InMemoryCache } from '@apollo/client';
import { SetContextLink } from '@apollo/client/link/context';
import { OperationTypeNode } from 'graphql';
import { tap } from 'rxjs';
import { paths } from '../../../../domain/paths.ts';
import { csrfTokenForRequest } from '../../client/csrf.ts';

// The rental desk's own Apollo client, in the desk's chunks only. Its documents are not among the
// site's trusted documents (codegen.ts): a visitor's build names no desk operation, so this
// client sends each operation's text in a POST (the gateway runs any query under its limits) and
// never an id. Its cache holds staff data only and is emptied when the desk session ends; the
// site's own client (app/apollo.ts) never sees a desk answer.

/** Fired when the api says this session may not use the desk (expired, signed out, no staff). */
export const SESSION_LOST = 'lumen:desk-session-lost';

const REFUSED = new Set(['UNAUTHENTICATED', 'FORBIDDEN']);

/** Is this a refusal of the desk session (401/403 of the api, as the gateway relays it)? */
export function isSessionRefusal(error: unknown): boolean {
  return (
    CombinedGraphQLErrors.is(error) && error.errors.some((e) => REFUSED.has(String(e.extensions?.code ?? '')))
  );
}

const csrfLink = new SetContextLink((prevContext, operation) => {
  if (operation.operationType !== OperationTypeNode.MUTATION) return {};
  const token = csrfTokenForRequest();
  return token ? { headers: { ...prevContext.headers, 'X-CSRFToken': token } } : {};
});

/** A 401 or 403 in any answer: the layout goes back to the sign-in (desk-layout-route.tsx). */
const sessionLink = new ApolloLink((operation, forward) =>
  forward(operation).pipe(
    tap((result) => {
      if (operation.operationName === 'DeskSession') return;
      const refused = result.errors?.some((e) => REFUSED.has(String(e.extensions?.code ?? '')));
      if (refused) window.dispatchEvent(new CustomEvent(SESSION_LOST));
    }),
  ),
);

function createDeskClient(): ApolloClient {
  return new ApolloClient({
    link: ApolloLink.from([
      sessionLink,
      csrfLink,
      new HttpLink({ uri: paths.graphql(), credentials: 'same-origin' }),
    ]),
    cache: new InMemoryCache({
      typePolicies: {
        DeskOrder: { keyFields: ['number'] },
        DeskOrderSummary: { keyFields: ['number'] },
        DeskAuditEntry: { keyFields: ['id'] },
        DeskSession: { keyFields: [] },
        Money: { keyFields: false, merge: true },
        CartTotals: { keyFields: false, merge: true },
      },
    }),
  });
}

let client: ApolloClient | undefined;

/** The desk's client (one per page in the browser; the server render asks nothing with it). */
export function deskClient(): ApolloClient {
  client ??= createDeskClient();
  return client;
}

/** What to say when a desk query or action failed: the gateway's Dutch words, else a general line. */
export function errorText(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) {
    const message = error.errors.find((e) => e.extensions?.code !== 'INTERNAL_SERVER_ERROR')?.message;
    if (message) return message;
  }
  return 'Er ging iets mis, of de server is even niet bereikbaar. Probeer het opnieuw.';
}
