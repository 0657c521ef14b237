import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';
import { GENERAL_FAILURE } from './field-errors.ts';

// The api behind the gateway does not answer (issue 29): the gateway then serves what it kept,
// marked stale, and answers what it cannot serve (a form, a private page) with the code
// UPSTREAM_UNAVAILABLE. The browser's link notes each such answer here (client/apollo.ts), so a form
// or page that only knows "it failed" can say why, and the shell can say that what the visitor
// sees is an older version (app/shell/stale-notice.tsx). Browser only: the server render never notes.

export const FORM_UNAVAILABLE =
  'Dit formulier kan nu niet worden verstuurd: onze server is even niet bereikbaar. Probeer het over een paar minuten opnieuw.';
export const ACTION_UNAVAILABLE =
  'Dat lukt nu niet: onze server is even niet bereikbaar. Probeer het over een paar minuten opnieuw.';

/**
 * What a page shows at its top while it was made of kept answers. Also the gateway's words on a
 * page it serves from its cache: it takes them from the built server entry (entry-server.tsx).
 */
export const STALE_NOTICE =
  'Onze server is even niet bereikbaar. Je ziet een eerder bewaarde versie van deze pagina, die misschien niet helemaal actueel is.';

/** How long a note counts: long enough for the answer that follows it, not for the next visit. */
const NOTE_MS = 60_000;
let notedAt = 0;
/** A stale answer came, and no whole one since: what is shown may be old. */
let stale = false;
const staleListeners = new Set<() => void>();

function setStale(next: boolean): void {
  if (stale === next) return;
  stale = next;
  for (const listener of staleListeners) listener();
}

/**
 * An answer said the api is away: an UPSTREAM_UNAVAILABLE error, or (`stale`) the gateway's kept
 * answer, which the page then shows.
 */
export function noteServerUnreachable(answer: { stale?: boolean } = {}): void {
  notedAt = Date.now();
  if (answer.stale) setStale(true);
}

/** An answer came whole from the api. */
export function noteServerReachable(): void {
  notedAt = 0;
  setStale(false);
}

/** Whether the last answers were kept ones (for useSyncExternalStore, with `subscribeStale`). */
export const staleAnswersShown = (): boolean => stale;

export function subscribeStale(listener: () => void): () => void {
  staleListeners.add(listener);
  return () => staleListeners.delete(listener);
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
