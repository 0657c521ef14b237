import { GraphQLError } from 'graphql';

// The catalogue's argument checks, made before any upstream call: input that is wrong is a Dutch
// BAD_USER_INPUT (as pageSize says of `first`); input that names nothing is null or empty.

/** The api refuses a longer `q` (api/catalogue/README.md). */
export const MAX_QUERY_LENGTH = 100;

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

/**
 * The largest `offset`: far past any list (the catalogue holds a few hundred articles), and the
 * window's end stays within the api's integers.
 */
export const MAX_OFFSET = 100_000;

/** `offset` of a window: a whole number from 0 to MAX_OFFSET. */
export function windowOffset(offset: number | null | undefined): number {
  const start = offset ?? 0;
  if (!Number.isInteger(start) || start < 0 || start > MAX_OFFSET) {
    throw badInput(`\`offset\` ligt tussen 0 en ${MAX_OFFSET}.`);
  }
  return start;
}

/**
 * A search text with its white space and control characters (a pasted tab or line break, a NUL
 * the api would refuse) folded into single spaces and trimmed; null when nothing is left of it
 * (no text filter).
 */
export function searchText(q: string | null | undefined): string | null {
  const text = (q ?? '').replace(/[\s\p{Cc}]+/gu, ' ').trim();
  if (text.length > MAX_QUERY_LENGTH) {
    throw badInput(`De zoektekst is te lang (maximaal ${MAX_QUERY_LENGTH} tekens).`);
  }
  return text === '' ? null : text;
}
