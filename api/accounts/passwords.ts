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

/** The words of a value, lower-cased: split on anything that is not a letter or digit. */
function words(value: string): string[] {
  return value
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/**
 * What the password is compared with, per attribute as the visitor knows it (the Dutch name in
 * the message): each value whole and in its words (Django's parts), and also what people make of
 * them: the name run together ("karinklant", "klantkarin", "vanderberg"), the address's local part
 * whole and run together ("karin.klant" → "karinklant"). The username only when it is not the
 * address (it is the address unless one was chosen, and then a hit would name a field the visitor
 * never saw). The whole name comes before its parts, so a tie is the
 * name's. `tokens` are the name words (3+ characters) that may not make up most of a password.
 */
function attributesOf(context: PasswordContext): { name: string; variants: string[]; tokens: string[] }[] {
  const first = context.firstName ?? '';
  const last = context.lastName ?? '';
  const email = (context.email ?? '').toLowerCase();
  const username = (context.username ?? '').toLowerCase();
  const local = email.includes('@') ? email.slice(0, email.lastIndexOf('@')) : email;
  const joined = (value: string) => words(value).join('');
  const lastWords = words(last);
  const attribute = (name: string, values: string[], tokens: string[]) => ({
    name,
    variants: [...new Set(values.flatMap((v) => [v.toLowerCase(), ...words(v), joined(v)]))].filter(Boolean),
    tokens: tokens.filter((token) => token.length >= 3),
  });
  const firstLast = first && last;
  const list = [
    username && username !== email ? attribute('gebruikersnaam', [username], words(username)) : null,
    attribute(
      'naam',
      firstLast
        ? [
            `${joined(first)}${joined(last)}`,
            `${joined(last)}${joined(first)}`,
            `${joined(first)}${lastWords.at(-1) ?? ''}`,
          ]
        : [],
      [],
    ),
    attribute('voornaam', first ? [first] : [], words(first)),
    attribute('achternaam', last ? [last] : [], lastWords),
    // Django compares the whole address and its parts (name and domain); the local part, whole
    // and run together, is what a password is made of.
    attribute('e-mailadres', email ? [email, local, joined(local)] : [], words(local)),
  ];
  return list.filter((a): a is NonNullable<typeof a> => a !== null && a.variants.length > 0);
}

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

// Django's UserAttributeSimilarityValidator: max_similarity 0.7, compared case-insensitively with
// each variant of each attribute. Beyond Django, a password is also too like the attribute when
// one holds the other ("karin" in "karin2024!", or the password inside the address's name), unless
// what is left once the name words are taken out is a password on its own (8+ characters).
const MAX_SIMILARITY = 0.7;

/** How like the closest variant the password is, 0..1 (1 when a variant holds it). */
function likeness(password: string, variants: string[]): number {
  const lower = password.toLowerCase();
  return Math.max(
    0,
    ...variants.map((variant) =>
      lower.length >= 3 && variant.includes(lower) ? 1 : similarity(lower, variant),
    ),
  );
}

/** The password without every name word in it (longest first); null when it holds none. */
function withoutNames(password: string, tokens: string[]): string | null {
  let rest = password.toLowerCase();
  let found = false;
  for (const token of [...new Set(tokens)].sort((a, b) => b.length - a.length)) {
    if (rest.includes(token)) {
      found = true;
      rest = rest.split(token).join('');
    }
  }
  return found ? rest : null;
}

/** The Dutch name of what the password is too like, or null. */
function resembles(password: string, context: PasswordContext): string | null {
  const attributes = attributesOf(context);
  // The attribute it is most like (on a tie the first): "vanderberg1" is the last name's.
  let closest: { name: string; score: number } | null = null;
  for (const attribute of attributes) {
    const score = likeness(password, attribute.variants);
    if (score >= MAX_SIMILARITY && score > (closest?.score ?? 0)) closest = { name: attribute.name, score };
  }
  if (closest) return closest.name;
  // Mostly made of name words: which ones tell what it is like (both names: the name).
  const inside = attributes.filter((a) => withoutNames(password, a.tokens) !== null);
  const rest = withoutNames(
    password,
    attributes.flatMap((a) => a.tokens),
  );
  if (rest === null || rest.length >= MIN_LENGTH) return null;
  const names = new Set(inside.map((a) => a.name));
  if (names.has('voornaam') && names.has('achternaam')) return 'naam';
  return inside[0]?.name ?? null;
}

/** Every rule the password breaks, as Dutch messages (empty: acceptable). */
export function passwordProblems(password: string, context: PasswordContext): string[] {
  const problems: string[] = [];
  if (password.length < MIN_LENGTH) problems.push(PASSWORD_MESSAGES.tooShort);
  if (password.length > MAX_LENGTH) {
    // Longer ones are not compared any further (the similarity check is quadratic).
    return [...problems, PASSWORD_MESSAGES.tooLong];
  }
  const like = resembles(password, context);
  if (like) problems.push(PASSWORD_MESSAGES.similar(like));
  if (COMMON_PASSWORDS.has(password.trim().toLowerCase())) problems.push(PASSWORD_MESSAGES.common);
  if (/^\d+$/.test(password)) problems.push(PASSWORD_MESSAGES.numeric);
  return problems;
}
