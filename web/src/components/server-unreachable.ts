import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { GENERAL_FAILURE } from './field-errors.ts';

// The api behind the gateway does not answer (issue 29): the gateway then serves what it kept,
// marked stale, and answers what it cannot serve (a form, a private page) with the code
// UPSTREAM_UNAVAILABLE. The browser's link notes each such answer here (app/apollo.ts), so a form
// or page that only knows "it failed" can say why. Browser only: the server render never notes.

export const FORM_UNAVAILABLE =
  'Dit formulier kan nu niet worden verstuurd: onze server is even niet bereikbaar. Probeer het over een paar minuten opnieuw.';
export const ACTION_UNAVAILABLE =
  'Dat lukt nu niet: onze server is even niet bereikbaar. Probeer het over een paar minuten opnieuw.';

/** How long a note counts: long enough for the answer that follows it, not for the next visit. */
const NOTE_MS = 60_000;
let notedAt = 0;

/** An answer said the api is away (an UPSTREAM_UNAVAILABLE error, or a stale answer). */
export function noteServerUnreachable(): void {
  notedAt = Date.now();
}

/** An answer came whole from the api. */
export function noteServerReachable(): void {
  notedAt = 0;
}

/** The gateway or an error says the api does not answer. */
export function serverUnreachable(error?: unknown): boolean {
  if (CombinedGraphQLErrors.is(error)) {
    if (error.errors.some((e) => e.extensions?.code === 'UPSTREAM_UNAVAILABLE')) return true;
  } else if (ServerError.is(error) && [502, 503, 504].includes(error.statusCode)) return true;
  return Date.now() - notedAt < NOTE_MS;
}

/** The message of an action (a button, not a form) that failed without the server saying why. */
export const actionFailure = (error?: unknown) =>
  serverUnreachable(error) ? ACTION_UNAVAILABLE : GENERAL_FAILURE;
