// Texts more than one tier shows for the same refusal: the api answers them, the gateway gives the
// same answer when it refuses before asking the api (a malformed token or handle), and the web
// shows them where it knows the outcome without an answer (a page opened with a bad link).

/** An activation or password link that is malformed, expired or used. */
export const ACCOUNT_LINK_FAILED = 'Verificatie mislukt. Wellicht is de activatielink verlopen.';

/** A quote's confirmation link that names no quote. */
export const QUOTE_LINK_INVALID = 'Deze link is ongeldig of onvolledig. Open de link uit de e-mail opnieuw.';

/** An account's invoices asked without signing in, or by someone else. */
export const INVOICES_ACCESS = {
  signIn: 'Log in om je facturen te zien.',
  noAccess: 'Je hebt geen toegang tot deze facturen.',
} as const;
