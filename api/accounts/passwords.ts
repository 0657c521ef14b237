import { randomBytes, type ScryptOptions, scrypt, timingSafeEqual } from 'node:crypto';
import { COMMON_PASSWORDS } from './common-passwords.ts';

// Hashing (crypto.scrypt, parameters stored with each hash so they can be raised later) and the
// password rules: Django's four validators, in Dutch.

const KEY_LENGTH = 64;
// N = 2^14, r = 8, p = 1: about 16 MiB and tens of milliseconds a hash.
const PARAMS = { N: 16384, r: 8, p: 1 } as const;
const MAX_MEMORY = 64 * 1024 * 1024;

function derive(
  password: string,
  salt: Buffer,
  params: { N: number; r: number; p: number },
): Promise<Buffer> {
  const options: ScryptOptions = { ...params, maxmem: MAX_MEMORY };
  return new Promise((resolve, reject) =>
    scrypt(password.normalize('NFKC'), salt, KEY_LENGTH, options, (error, key) =>
      error ? reject(error) : resolve(key),
    ),
  );
}

/** `scrypt$N$r$p$salt$hash` (base64url salt and hash). */
export async function hashPassword(password: string): Promise<string> {
  const salt = randomBytes(16);
  const key = await derive(password, salt, PARAMS);
  return ['scrypt', PARAMS.N, PARAMS.r, PARAMS.p, salt.toString('base64url'), key.toString('base64url')].join(
    '$',
  );
}

// Checked for an unknown address (and an account without a password), so a wrong address costs
// the same scrypt as a wrong password: the answer's timing tells nothing.
const DUMMY_HASH = `scrypt$${PARAMS.N}$${PARAMS.r}$${PARAMS.p}$${Buffer.alloc(16).toString('base64url')}$${Buffer.alloc(KEY_LENGTH).toString('base64url')}`;

/** Whether `password` matches `stored`; with `stored` null the dummy hash is checked (always false). */
export async function verifyPassword(password: string, stored: string | null): Promise<boolean> {
  const usable = stored?.startsWith('scrypt$') === true;
  const parts = (usable && stored ? stored : DUMMY_HASH).split('$');
  const [, n, r, p, salt = '', hash = ''] = parts;
  const params = { N: Number(n), r: Number(r), p: Number(p) };
  const expected = Buffer.from(hash, 'base64url');
  if (parts.length !== 6 || expected.length !== KEY_LENGTH) return false;
  const key = await derive(password, Buffer.from(salt, 'base64url'), params);
  return timingSafeEqual(key, expected) && usable;
}

export const MIN_LENGTH = 8;
export const MAX_LENGTH = 128;

export const PASSWORD_MESSAGES = {
  tooShort: `Dit wachtwoord is te kort. Het moet minimaal ${MIN_LENGTH} tekens bevatten.`,
  tooLong: `Dit wachtwoord is te lang. Gebruik maximaal ${MAX_LENGTH} tekens.`,
  common: 'Dit wachtwoord komt te vaak voor.',
  numeric: 'Dit wachtwoord bestaat alleen uit cijfers.',
  similar: (what: string) => `Het wachtwoord lijkt te veel op je ${what}.`,
} as const;

/** What a password may not resemble: the account's names and address. */
export type PasswordContext = { firstName?: string; lastName?: string; username?: string; email?: string };

const ATTRIBUTE_NAMES: [keyof PasswordContext, string][] = [
  ['username', 'gebruikersnaam'],
  ['firstName', 'voornaam'],
  ['lastName', 'achternaam'],
  ['email', 'e-mailadres'],
];

/**
 * Ratcliff/Obershelp similarity, as Python's difflib.SequenceMatcher.ratio() that Django uses,
 * 0..1: twice the matching characters over both lengths.
 */
function similarity(a: string, b: string): number {
  const matches = (x: string, y: string): number => {
    if (x.length === 0 || y.length === 0) return 0;
    let best = 0;
    let bestX = 0;
    let bestY = 0;
    // Longest common substring by dynamic programming (both strings are short here).
    let prev = new Array<number>(y.length + 1).fill(0);
    for (let i = 1; i <= x.length; i++) {
      const row = new Array<number>(y.length + 1).fill(0);
      for (let j = 1; j <= y.length; j++) {
        if (x[i - 1] === y[j - 1]) {
          row[j] = (prev[j - 1] ?? 0) + 1;
          if ((row[j] ?? 0) > best) {
            best = row[j] ?? 0;
            bestX = i - best;
            bestY = j - best;
          }
        }
      }
      prev = row;
    }
    if (best === 0) return 0;
    return (
      best +
      matches(x.slice(0, bestX), y.slice(0, bestY)) +
      matches(x.slice(bestX + best), y.slice(bestY + best))
    );
  };
  return a.length + b.length === 0 ? 0 : (2 * matches(a, b)) / (a.length + b.length);
}

// Django's UserAttributeSimilarityValidator: max_similarity 0.7, compared with the whole value
// and with its parts split on non-word characters (an address's name and domain).
const MAX_SIMILARITY = 0.7;

function tooSimilar(password: string, value: string): boolean {
  const lower = password.toLowerCase();
  const parts = [value, ...value.split(/\W+/)].map((v) => v.toLowerCase()).filter((v) => v.length > 0);
  return parts.some((part) => similarity(lower, part) >= MAX_SIMILARITY);
}

/** Every rule the password breaks, as Dutch messages (empty: acceptable). */
export function passwordProblems(password: string, context: PasswordContext): string[] {
  const problems: string[] = [];
  if (password.length < MIN_LENGTH) problems.push(PASSWORD_MESSAGES.tooShort);
  if (password.length > MAX_LENGTH) {
    // Longer ones are not compared any further (the similarity check is quadratic).
    return [...problems, PASSWORD_MESSAGES.tooLong];
  }
  for (const [key, name] of ATTRIBUTE_NAMES) {
    const value = context[key];
    if (value && tooSimilar(password, value)) {
      problems.push(PASSWORD_MESSAGES.similar(name));
      break;
    }
  }
  if (COMMON_PASSWORDS.has(password.trim().toLowerCase())) problems.push(PASSWORD_MESSAGES.common);
  if (/^\d+$/.test(password)) problems.push(PASSWORD_MESSAGES.numeric);
  return problems;
}
