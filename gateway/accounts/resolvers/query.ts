import { GraphQLError } from 'graphql';
import { INVOICES_ACCESS } from '../../../domain/link-messages.ts';
import type { QueryResolvers } from '../../generated/resolvers-types.ts';
import { isAuthToken, isInvoiceHandle } from '../accounts-api.ts';

// The account's queries. Each is PRIVATE with max-age 0 in the schema: never stored, and a page
// render that ran one is never kept (graphql/response-cache.ts, ranPrivateOperation). What can be
// told without the api is answered here: no session is no user, a handle that is none names no
// invoice, a token that is none is invalid.

const EMAIL_LINK_STATES = { open: 'OPEN', used: 'USED', expired: 'EXPIRED', invalid: 'INVALID' } as const;

const forbidden = (message: string) => new GraphQLError(message, { extensions: { code: 'FORBIDDEN' } });

/** Longer than any address or token the api accepts: refused without building a long URL. */
const MAX_EMAIL = 254;
const MAX_INVOICE_TOKEN = 200;

export const accountsQueries: QueryResolvers = {
  // Without a `sessionid` cookie nobody is signed in: no call.
  me: (_, __, { sessionId, accounts }) => (sessionId ? accounts.api.checkLogin() : null),

  invoices: (_, { email, token }, { sessionId, accounts }) => {
    if (email === null || email === undefined) {
      if (!sessionId) throw forbidden(INVOICES_ACCESS.signIn);
      return accounts.api.myInvoices();
    }
    if (email.length > MAX_EMAIL || (token?.length ?? 0) > MAX_INVOICE_TOKEN) {
      throw forbidden(INVOICES_ACCESS.noAccess);
    }
    return accounts.api.invoicesOf(email, token ?? null);
  },

  invoice: (_, { handle }, { accounts }) => (isInvoiceHandle(handle) ? accounts.api.invoice(handle) : null),

  // The api says what a link that is none is, too (its words): a token that is none goes as ''.
  emailLinkCheck: async (_, { token }, { accounts }) => {
    const answer = await accounts.api.emailLinkState(isAuthToken(token) ? token : '');
    return { state: EMAIL_LINK_STATES[answer.state], message: answer.detail };
  },

  checkToken: (_, { token }, { accounts }) =>
    isAuthToken(token) ? accounts.api.checkToken(token) : { valid: false },
};
