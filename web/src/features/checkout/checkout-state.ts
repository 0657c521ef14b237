import { type CheckoutValues, readValues } from './checkout-values.ts';

// The checkout state of SPEC §4/§9, kept in the browser's localStorage under one key:
// `{version: '1.2', savedAt, values, validated, idempotencyKey}`. A reload of step 1 restores the
// form from it; step 2 reads what step 1 validated. A state of another version, or saved more than
// 86400 s ago, is thrown away (and removed) as if there were none. Only the browser reads it
// (never during the server's render): call these from effects, event handlers or components that
// mount after hydration.

export const CHECKOUT_STATE_KEY = 'checkout';
export const CHECKOUT_STATE_VERSION = '1.2';
/** SPEC §9: the checkout's browser state expires after 86400 seconds. */
export const CHECKOUT_STATE_MAX_AGE_MS = 86_400 * 1000;

export type CheckoutState = {
  version: typeof CHECKOUT_STATE_VERSION;
  /** When it was last written, in milliseconds since 1970 (Date.now()). */
  savedAt: number;
  values: CheckoutValues;
  /** The server accepted these values (validateCheckout); any change sets it back to false. */
  validated: boolean;
  /**
   * The key of this checkout attempt (placeOrder's `idempotencyKey`): made at the first "Bestellen"
   * or "Offerte aanvragen" and kept until the order is placed, so a double click, a retry after a
   * lost answer or a second tab answer the same order.
   */
  idempotencyKey: string | null;
};

function storage(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    // Storage switched off (a privacy setting): the checkout still works, without restoring.
    return null;
  }
}

/** The stored state if it is current (version 1.2, saved less than 86400 s ago), else null. */
export function loadCheckoutState(now = Date.now()): CheckoutState | null {
  const store = storage();
  let raw: string | null = null;
  try {
    raw = store?.getItem(CHECKOUT_STATE_KEY) ?? null;
  } catch {
    return null;
  }
  if (raw === null) return null;
  let stored: unknown;
  try {
    stored = JSON.parse(raw);
  } catch {
    stored = null;
  }
  const state = stored as Partial<Record<keyof CheckoutState, unknown>> | null;
  const current =
    typeof state === 'object' &&
    state !== null &&
    state.version === CHECKOUT_STATE_VERSION &&
    typeof state.savedAt === 'number' &&
    now - state.savedAt <= CHECKOUT_STATE_MAX_AGE_MS &&
    // A savedAt far ahead of the clock cannot be trusted to expire.
    state.savedAt - now <= CHECKOUT_STATE_MAX_AGE_MS;
  if (!current) {
    clearCheckoutState();
    return null;
  }
  const key = state.idempotencyKey;
  return {
    version: CHECKOUT_STATE_VERSION,
    savedAt: state.savedAt as number,
    values: readValues(state.values),
    validated: state.validated === true,
    idempotencyKey: typeof key === 'string' && /^[A-Za-z0-9_-]{8,100}$/.test(key) ? key : null,
  };
}

/** Writes the state, stamped now. */
export function saveCheckoutState(state: Omit<CheckoutState, 'version' | 'savedAt'>): CheckoutState {
  const next: CheckoutState = { version: CHECKOUT_STATE_VERSION, savedAt: Date.now(), ...state };
  try {
    storage()?.setItem(CHECKOUT_STATE_KEY, JSON.stringify(next));
  } catch {
    // Full or switched off: the page goes on with what it holds.
  }
  return next;
}

export function clearCheckoutState(): void {
  try {
    storage()?.removeItem(CHECKOUT_STATE_KEY);
  } catch {
    // Nothing to clear.
  }
}

/** A new idempotency key: a UUID, or 32 random hex digits where randomUUID is missing (plain http). */
export function newIdempotencyKey(): string {
  if (typeof crypto.randomUUID === 'function') return crypto.randomUUID();
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}
