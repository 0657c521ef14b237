import type { DocumentNode } from 'graphql';
import { csrfTokenForRequest } from './csrf.ts';

// A mutation that leaves at the tap (issue 25 item 12, the first tap). A button whose click sends
// one known mutation names it in its HTML (`earlyMutation`: the document's trusted id and the
// variables). When such a button is tapped before the app is there, the entry (main.tsx) holds
// the click as for any button and sends that mutation at once, beside the app's code, instead of
// after it; the app, replaying the held click, sends the same mutation, and the Apollo link
// (apollo.ts) answers it with the answer of the one already sent, once, instead of sending it
// again. So the mutation runs exactly once and its round trip overlaps the app's start.
// This module is in the entry's chunk: the entry and the app share its one map.

/** A generated document's trusted id (codegen.ts: `__meta__.hash`, `sha256:<hex>`), as hex. */
export function trustedId(document: DocumentNode): string | undefined {
  const hash = (document as { __meta__?: { hash?: unknown } }).__meta__?.hash;
  return typeof hash === 'string' ? hash.replace(/^sha256:/, '') : undefined;
}

/** JSON with every object's keys in order, so equal variables compare equal. */
function stableJson(value: unknown): string {
  return JSON.stringify(value, (_key, inner: unknown) =>
    inner && typeof inner === 'object' && !Array.isArray(inner)
      ? Object.fromEntries(Object.entries(inner).sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0)))
      : inner,
  );
}

/** The attributes of a button whose click sends `document` with `variables`. */
export function earlyMutation(
  document: DocumentNode,
  variables: Record<string, unknown>,
): { 'data-mutation'?: string; 'data-variables'?: string } {
  const id = trustedId(document);
  const name = document.definitions.find((definition) => definition.kind === 'OperationDefinition')?.name
    ?.value;
  // `AddToCart:<id>`: the name goes along as the request's operationName, as Apollo Client sends it.
  return id ? { 'data-mutation': name ? `${name}:${id}` : id, 'data-variables': stableJson(variables) } : {};
}

/**
 * What the early request came to: the server's answer, or the mutation did not run. `toastShown`:
 * the entry has shown the answer's toast (early-toast.ts), so the app's replayed click does not.
 */
export type EarlyAnswer = { ran: true; result: unknown; toastShown: boolean } | { ran: false };

/** The key in a replayed mutation's result `extensions` that says its toast has been shown. */
export const TOAST_SHOWN = 'toastShownEarly';

const sent = new Map<string, Promise<EarlyAnswer>>();

/** Early requests on their way, and who waits for none to be (earlySettled). */
let inFlight = 0;
const settledListeners = new Set<() => void>();

/** Whether no early request is on its way. */
export const earlySettled = (): boolean => inFlight === 0;

/** Calls `listener` whenever an early request has come back; returns the unsubscription. */
export function onEarlySettled(listener: () => void): () => void {
  settledListeners.add(listener);
  return () => settledListeners.delete(listener);
}

/**
 * Sends the mutation `control` names (its `earlyMutation` attributes), once per id and variables;
 * its answer, or undefined when the control names none.
 */
export function sendEarly(control: HTMLElement): Promise<EarlyAnswer> | undefined {
  const [operationName, id] = (control.dataset.mutation ?? '').includes(':')
    ? (control.dataset.mutation ?? '').split(':')
    : [undefined, control.dataset.mutation];
  const text = control.dataset.variables;
  if (!id || !text || control.getAttribute('aria-disabled') === 'true') return undefined;
  let variables: unknown;
  try {
    variables = JSON.parse(text);
  } catch {
    return undefined;
  }
  const key = `${id} ${stableJson(variables)}`;
  const pending = sent.get(key);
  if (pending) return pending;
  const answer = (async (): Promise<EarlyAnswer> => {
    const token = csrfTokenForRequest();
    // paths.graphql(); the entry does not import paths.ts (it would move into the entry's chunk).
    const response = await fetch('/graphql', {
      method: 'POST',
      credentials: 'same-origin',
      headers: { 'content-type': 'application/json', ...(token ? { 'X-CSRFToken': token } : {}) },
      body: JSON.stringify({
        operationName,
        variables,
        extensions: { persistedQuery: { version: 1, sha256Hash: id } },
      }),
    });
    const result = (await response.json().catch(() => undefined)) as
      | { data?: unknown; errors?: { extensions?: { code?: unknown } }[] }
      | undefined;
    // A gateway that does not know the id (another build) ran nothing: the app sends it itself.
    if (result?.errors?.some((error) => error.extensions?.code === 'PERSISTED_QUERY_NOT_FOUND'))
      return { ran: false };
    if (!response.ok || result === undefined) throw new Error(`GraphQL ${response.status}`);
    return { ran: true, result, toastShown: false };
  })();
  sent.set(key, answer);
  inFlight++;
  const settle = () => {
    inFlight--;
    for (const listener of settledListeners) listener();
  };
  answer.then(settle, settle);
  return answer;
}

/** The early answer to this mutation, taken once; undefined when none was sent. */
export function takeEarly(document: DocumentNode, variables: unknown): Promise<EarlyAnswer> | undefined {
  const id = trustedId(document);
  if (!id || sent.size === 0) return undefined;
  const key = `${id} ${stableJson(variables ?? {})}`;
  const answer = sent.get(key);
  sent.delete(key);
  return answer;
}

/**
 * Forgets what was sent early and not taken (a second button tapped meanwhile: only the last held
 * click is replayed), so a later click of that button sends its own mutation again.
 */
export function forgetEarly(): void {
  sent.clear();
}
