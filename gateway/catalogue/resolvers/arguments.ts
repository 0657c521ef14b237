import { GraphQLError } from 'graphql';

// The catalogue's argument checks, made before any upstream call: input that is wrong is a Dutch
// BAD_USER_INPUT (as pageSize says of `first`); input that names nothing is null or empty.

/** The api refuses a longer `q` (api/catalogue/README.md). */
export const MAX_QUERY_LENGTH = 100;

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

/** `offset` of a window: a whole number, 0 or more. */
export function windowOffset(offset: number | null | undefined): number {
  const start = offset ?? 0;
  if (!Number.isInteger(start) || start < 0) throw badInput('`offset` is 0 of meer.');
  return start;
}

/** A search text trimmed, or null when nothing is left of it (no text filter). */
export function searchText(q: string | null | undefined): string | null {
  const text = (q ?? '').trim();
  if (text.length > MAX_QUERY_LENGTH) {
    throw badInput(`De zoektekst is te lang (maximaal ${MAX_QUERY_LENGTH} tekens).`);
  }
  return text === '' ? null : text;
}
