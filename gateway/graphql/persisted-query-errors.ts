import type { GraphQLFormattedError } from 'graphql';

// Apollo Server 5 refuses two kinds of automatic persisted query (APQ) requests with HTTP 400 but
// no `extensions.code` (requestPipeline.js), which formatError would mask as a server error. They
// are the client's mistakes: given the code of Apollo's convention (PERSISTED_QUERY_HASH_MISMATCH,
// as Apollo Router names it) and a Dutch message. Matched on Apollo's own message, which
// tests/gateway/persisted-queries.test.ts pins down.

const REFUSALS: Record<string, { code: string; message: string }> = {
  'provided sha does not match query': {
    code: 'PERSISTED_QUERY_HASH_MISMATCH',
    message: 'De sha256Hash van de persisted query is niet die van deze query.',
  },
  'Unsupported persisted query version': {
    code: 'PERSISTED_QUERY_VERSION_NOT_SUPPORTED',
    message: 'Alleen versie 1 van persisted queries wordt ondersteund.',
  },
};

/** The refusal with its code, or undefined when `formatted` is none of Apollo's APQ refusals. */
export function persistedQueryRefusal(formatted: GraphQLFormattedError): GraphQLFormattedError | undefined {
  if (formatted.extensions?.code !== undefined && formatted.extensions.code !== 'INTERNAL_SERVER_ERROR')
    return undefined;
  const refusal = REFUSALS[formatted.message];
  return refusal && { message: refusal.message, extensions: { code: refusal.code } };
}
