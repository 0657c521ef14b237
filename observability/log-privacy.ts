// What keeps personal data (a customer's e-mail, phone, address, name, message; a visitor's
// cookies, tokens, passwords) out of the log lines of the api and the gateway (logger.ts uses it).
// The code logs ids, route templates and counts, never a body; this is the guard for what it
// might log by mistake or what an error quotes:
// - censorPersonal: fields that hold such data, wherever a line might carry them, are censored;
// - serializeError: an error is its class, code and a scrubbed message, never its own properties
//   (a database error's parameters and failing row, an SMTP answer, a provider's body);
// - maskEmails: every line, whole, with e-mail addresses masked (logger.ts's output).

/** The fields that hold personal data or secrets, as keys of a line or of an object in it. */
const PERSONAL_KEYS = [
  // what a request carries
  'body',
  'headers',
  'cookie',
  'cookies',
  'set-cookie',
  'authorization',
  'x-csrftoken',
  'url',
  'query',
  'variables',
  // who the customer is and where
  'email',
  'email_address',
  'to',
  'from',
  'replyTo',
  'reply_to',
  'recipient',
  'recipients',
  'phone',
  'name',
  'first_name',
  'last_name',
  'firstName',
  'lastName',
  'address',
  'billing_address',
  'delivery_address',
  'billingAddress',
  'deliveryAddress',
  'street',
  'house_number',
  'houseNumber',
  'postal_code',
  'postalCode',
  'postcode',
  'city',
  'date_of_birth',
  'dateOfBirth',
  'iban',
  // what they wrote, and what a mail says
  'message',
  'remarks',
  'notes',
  'experience',
  'payer_details',
  'subject',
  'text',
  'html',
  // secrets
  'password',
  'password2',
  'token',
  'secret',
  'apiKey',
];

const PERSONAL = new Set(PERSONAL_KEYS);
const CENSORED = '[redacted]';
/** How deep a line's objects are searched (a request's `req.body.address.street` is 3 down). */
const DEPTH = 4;

/**
 * A line's fields (pino's `formatters.log`, before the serializers) with every value under a
 * personal key censored, at any depth up to DEPTH; the logged objects themselves are not changed.
 * An Error is left to serializeError. (pino's own `redact` with a wildcard path per key cost
 * 40-75 µs a line; this costs nothing measurable on a request's flat line.)
 */
export function censorPersonal<T extends Record<string, unknown>>(fields: T): T {
  return censored(fields, DEPTH) as T;
}

function censored(value: unknown, depth: number): unknown {
  if (value === null || typeof value !== 'object' || value instanceof Error || depth === 0) return value;
  if (Array.isArray(value)) {
    let copy: unknown[] | undefined;
    value.forEach((item, i) => {
      const next = censored(item, depth - 1);
      if (next === item) return;
      copy ??= [...value];
      copy[i] = next;
    });
    return copy ?? value;
  }
  if (Buffer.isBuffer(value) || value instanceof Date || value instanceof Map || value instanceof Set)
    return value;
  let copy: Record<string, unknown> | undefined;
  const object = value as Record<string, unknown>;
  for (const key in object) {
    const item = object[key];
    const next = PERSONAL.has(key) ? CENSORED : censored(item, depth - 1);
    if (next === item) continue;
    copy ??= { ...object };
    copy[key] = next;
  }
  return copy ?? value;
}

// Not a path's `/node_modules/@scope/…` in a stack: no slash or parenthesis before the `@`.
const EMAIL = /[^\s"'<>@\\/(]+@[^\s"'<>@\\]+\.[a-z]{2,}/gi;

/** A line with every e-mail address masked. */
export const maskEmails = (line: string): string =>
  line.includes('@') ? line.replace(EMAIL, '[e-mail]') : line;

// What an error's message may quote: a value in quotes (JSON.parse, GraphQL's coercion, a
// provider's "field 'x' is invalid"), a URL's query (an e-mail, a token), a phone number, a
// Dutch postcode, an e-mail address, a long token.
const QUOTED = /"(?:[^"\\\n]|\\.)*"|'(?:[^'\\\n]|\\.)*'|`[^`\n]*`|«[^»\n]*»|“[^”\n]*”/g;
const QUERY = /(\/\/[^\s?#"']*)\?[^\s"']*/g;
const PHONE = /\+?\(?\d(?:[ ()./-]{0,2}\d){6,}/g;
/** Nine digits or more: a phone number (a Dutch one has ten), an IBAN's account, an IP address. */
const maskNumber = (run: string) => (run.replace(/\D/g, '').length >= 9 ? '[number]' : run);
const POSTCODE = /\b\d{4} ?[A-Za-z]{2}\b/g;
const TOKEN = /\b(?=[A-Za-z0-9_-]*\d)(?=[A-Za-z0-9_-]*[A-Za-z])[A-Za-z0-9_-]{24,}\b/g;

/** An error message without the values it quotes: their place is kept, so it still reads. */
export function scrubMessage(message: string): string {
  return maskEmails(message.slice(0, 500))
    .replace(QUOTED, (quoted) => `${quoted[0]}…${quoted.at(-1)}`)
    .replace(QUERY, '$1?…')
    .replace(TOKEN, '[token]')
    .replace(PHONE, maskNumber)
    .replace(POSTCODE, '[postcode]');
}

/**
 * An error as a line shows it: its class and code, never its own properties. A database error
 * says only its class, SQLSTATE code, constraint, table, column and type: its message quotes the
 * statement's parameters (a customer's address, e-mail, phone), its detail the failing row, and so
 * does the first line of its stack, so the stack keeps its frames only. A mail server's refusal
 * (nodemailer) says its code, the SMTP command and the reply code, not the reply or a message
 * quoting it: it may quote the recipient or the mail. Any other error keeps its message, scrubbed
 * of the values it quotes (scrubMessage), and its cause's class and code.
 */
export function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { type: typeof error };
  const database = databaseFacts(error) ?? databaseFacts((error as { cause?: unknown }).cause);
  if (database || error.message.startsWith('Failed query')) {
    return { type: error.name, ...database, stack: framesOf(error) };
  }
  const e = error as Error & Record<string, unknown>;
  const code = typeof e.code === 'string' || typeof e.code === 'number' ? { code: e.code } : {};
  // A mail server's answer (nodemailer's `response`, quoted in its message) may quote the
  // recipient or the mail: the command and the reply code say what went wrong.
  const smtp = {
    ...(typeof e.command === 'string' ? { command: e.command.split(' ')[0] } : {}),
    ...(typeof e.responseCode === 'number' ? { responseCode: e.responseCode } : {}),
  };
  const answered = typeof e.response === 'string' || typeof e.responseCode === 'number';
  const status = e.statusCode ?? e.status;
  const cause = e.cause instanceof Error ? e.cause : undefined;
  const causeCode = (cause as { code?: unknown } | undefined)?.code;
  return {
    type: error.name,
    ...code,
    ...smtp,
    ...(typeof status === 'number' ? { status } : {}),
    ...(answered ? {} : { message: scrubMessage(error.message) }),
    ...(cause
      ? { cause: { type: cause.name, ...(typeof causeCode === 'string' ? { code: causeCode } : {}) } }
      : {}),
    stack: framesOf(error),
  };
}

/** What of a PostgreSQL (or PGlite) error may be logged, or null when it is none. */
function databaseFacts(error: unknown): Record<string, string> | null {
  if (error === null || typeof error !== 'object') return null;
  const e = error as Record<string, unknown>;
  if (typeof e.code !== 'string' || !/^[0-9A-Z]{5}$/.test(e.code) || !('severity' in e || 'routine' in e))
    return null;
  const facts: Record<string, string> = { code: e.code };
  for (const key of ['constraint', 'table', 'column', 'dataType', 'routine'] as const) {
    if (typeof e[key] === 'string') facts[key] = e[key];
  }
  return facts;
}

/** The `at …` lines of a stack, without the message line before them. */
const framesOf = (error: Error): string | undefined =>
  error.stack
    ?.split('\n')
    .filter((line) => line.trimStart().startsWith('at '))
    .join('\n');
