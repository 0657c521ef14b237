import { eq, sql } from 'drizzle-orm';
import { ACCOUNT_LINK_FAILED } from '../../domain/link-messages.ts';
import type { Db } from '../db/open-database.ts';
import { type Form, NOT_TEXT, REQUIRED } from '../http/form.ts';
import { MAX_LENGTH, type PasswordContext, passwordProblems } from './passwords.ts';
import { users } from './tables.ts';

// Reading the account forms' fields beyond what http/form.ts offers: passwords (never trimmed),
// the redirect path, and the checks that need the users table.

export const ACCOUNT_MESSAGES = {
  emailTaken: 'Er bestaat al een account met dit e-mailadres.',
  usernameTaken: 'Deze gebruikersnaam is al in gebruik.',
  mismatch: 'De wachtwoorden komen niet overeen.',
  wrongLogin: 'E-mailadres of wachtwoord is onjuist.',
  notActivated: 'Je account is nog niet geactiveerd. Controleer je e-mail voor de activatielink.',
  badToken: ACCOUNT_LINK_FAILED,
  wrongOldPassword: 'Je huidige wachtwoord is onjuist.',
  signInFirst: 'Log in om verder te gaan.',
  registered: 'Je account is aangemaakt. We hebben je een e-mail gestuurd om het te activeren.',
  resetSent:
    'Als dit e-mailadres bij ons bekend is, hebben we een e-mail gestuurd met een link om je wachtwoord in te stellen.',
  profileSaved: 'Je gegevens zijn opgeslagen.',
  badEmailToken: 'Deze link is verlopen, al gebruikt of ongeldig; je e-mailadres is niet gewijzigd.',
  emailTakenNow: 'Er bestaat inmiddels een account met dit e-mailadres; je e-mailadres is niet gewijzigd.',
  otherAccount:
    'Deze link hoort bij een ander account dan waarmee je bent ingelogd. Log uit en open de link opnieuw.',
} as const;

/** The profile's answer when a new address was given: nothing changes before its link is opened. */
export const emailLinkSent = (email: string) =>
  `We hebben een bevestigingslink gestuurd naar ${email}. Je e-mailadres verandert pas als je op die link klikt.`;

/** What the new address's link page says of its token before the button (GET confirm-email/). */
export const EMAIL_TOKEN_STATES = {
  open: 'Klik op de knop om dit e-mailadres voortaan voor je account te gebruiken.',
  used: 'Deze link is al gebruikt: je e-mailadres is al gewijzigd. Log voortaan in met je nieuwe e-mailadres.',
  expired: 'Deze link is verlopen; je e-mailadres is niet gewijzigd.',
  invalid: 'Deze link is ongeldig of vervangen door een nieuwere; je e-mailadres is niet gewijzigd.',
} as const;

/** confirm-email/'s answer. */
export const emailChanged = (email: string) => `Je e-mailadres is gewijzigd in ${email}.`;

function raw(body: unknown, field: string): unknown {
  return body !== null && typeof body === 'object' && Object.hasOwn(body, field)
    ? (body as Record<string, unknown>)[field]
    : undefined;
}

/** A password field exactly as typed (spaces count); "" when missing or not text (recorded). */
export function readPassword(form: Form, body: unknown, field: string): string {
  const value = raw(body, field);
  if (value === undefined || value === null || value === '') {
    form.add(field, REQUIRED);
    return '';
  }
  if (typeof value !== 'string') {
    form.add(field, NOT_TEXT);
    return '';
  }
  // Far past any rule: not hashed, not compared (scrypt of megabytes is a cheap attack).
  if (value.length > 4 * MAX_LENGTH) return value.slice(0, 4 * MAX_LENGTH + 1);
  return value;
}

/** Adds the password rules' messages on `field`. */
export function checkPassword(form: Form, field: string, password: string, context: PasswordContext): void {
  if (!password || form.has(field)) return;
  for (const problem of passwordProblems(password, context)) form.add(field, problem);
}

/** A site path (one leading `/`, no `//` or backslash, no control characters), else null. */
export function safeRedirect(value: string): string | null {
  if (!/^\/(?![/\\])/.test(value) || /[\\\s]/.test(value) || value.length > 500) return null;
  return value;
}

/** Whether another account (not `exceptId`) has this address. */
export async function emailTaken(db: Db, email: string, exceptId?: number): Promise<boolean> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  return row !== undefined && row.id !== exceptId;
}

/** Whether another account (not `exceptId`) has this username (case-insensitively). */
export async function usernameTaken(db: Db, username: string, exceptId?: number): Promise<boolean> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .where(sql`lower(${users.username}) = lower(${username})`);
  return row !== undefined && row.id !== exceptId;
}

export async function userByEmail(db: Db, email: string) {
  const [row] = await db.select().from(users).where(eq(users.email, email));
  return row ?? null;
}

/** Whether a database error is a unique violation (two requests racing for one address). */
export function isUniqueViolation(error: unknown): boolean {
  for (let e = error as { code?: unknown; cause?: unknown } | undefined, i = 0; e && i < 3; i++) {
    if (e.code === '23505') return true;
    e = e.cause as typeof e;
  }
  return false;
}
