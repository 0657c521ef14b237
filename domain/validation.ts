// Checks and normalisations for what visitors type into the site's forms: e-mail addresses,
// phone numbers, Dutch postcodes, IBANs and dates of birth. Pure: the api answers with Dutch
// messages of its own; these functions only say whether a value is acceptable and how it is
// stored.

import { isIsoDate } from './dates.ts';

const EMAIL_MAX = 254; // RFC 5321 path limit
// One "@", no spaces, a local part of visible characters, and a domain of dot-separated labels
// (letters, digits, hyphens, not at a label's edge) ending in a top-level domain of 2+ letters.
const EMAIL = /^[^\s@"(),:;<>[\\\]]+@(?:[A-Za-z0-9](?:[A-Za-z0-9-]*[A-Za-z0-9])?\.)+[A-Za-z]{2,63}$/;

/** A plausible e-mail address (the form's check; only a mail proves it exists). */
export function isEmail(value: string): boolean {
  const s = value.trim();
  if (s.length === 0 || s.length > EMAIL_MAX) return false;
  if (!EMAIL.test(s)) return false;
  const local = s.slice(0, s.lastIndexOf('@'));
  return local.length <= 64 && !local.startsWith('.') && !local.endsWith('.') && !local.includes('..');
}

/** For storing a mailing-list address: trimmed and lowercased, so one address is one row. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

const PHONE_CHARS = /^\+?[0-9\s()-]+$/;

/**
 * A Dutch or international phone number as people write it: digits with an optional leading
 * `+`, spaces, dashes and parentheses, 10 to 15 digits in all (`020 - 760 42 10`,
 * `+31 (0)20 7604210`, `06-12345678`).
 */
export function isPhone(value: string): boolean {
  const s = value.trim();
  if (!PHONE_CHARS.test(s)) return false;
  const digits = s.replace(/\D/g, '').length;
  return digits >= 10 && digits <= 15;
}

// Dutch postcode: four digits (not starting with 0) and two letters; SA, SD and SS are never
// issued. A space between them is optional when typed.
const POSTCODE = /^([1-9][0-9]{3})\s?([A-Za-z]{2})$/;

/** `1234ab`, `1234 AB`, ` 1234  ab ` → `1234 AB`; null when it is not a Dutch postcode. */
export function normalisePostcode(value: string): string | null {
  const m = POSTCODE.exec(value.trim().replace(/\s+/g, ' '));
  if (!m) return null;
  const letters = (m[2] ?? '').toUpperCase();
  if (letters === 'SA' || letters === 'SD' || letters === 'SS') return null;
  return `${m[1]} ${letters}`;
}

// IBAN lengths of the SEPA countries a Dutch school's students bank in; other countries only get
// the general shape and the checksum.
const IBAN_LENGTHS: Readonly<Record<string, number>> = Object.freeze({
  AT: 20,
  BE: 16,
  CH: 21,
  DE: 22,
  DK: 18,
  ES: 24,
  FI: 18,
  FR: 27,
  GB: 22,
  IE: 22,
  IT: 27,
  LU: 20,
  NL: 18,
  NO: 15,
  PL: 28,
  PT: 25,
  SE: 24,
});

/** Uppercase without spaces: ` nl91 abna 0417 1643 00` → `NL91ABNA0417164300`. */
export function normaliseIban(value: string): string {
  return value.replace(/\s+/g, '').toUpperCase();
}

/** ISO 13616 check: shape, known country length, and the mod-97 checksum equal to 1. */
export function isValidIban(value: string): boolean {
  const iban = normaliseIban(value);
  if (!/^[A-Z]{2}[0-9]{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const expected = IBAN_LENGTHS[iban.slice(0, 2)];
  if (expected !== undefined && iban.length !== expected) return false;
  // Move the first four characters to the end, letters to numbers (A = 10 ... Z = 35), and take
  // the remainder by 97 digit by digit (the number is far too long for a float).
  const rearranged = iban.slice(4) + iban.slice(0, 4);
  let remainder = 0;
  for (const char of rearranged) {
    const code = char.charCodeAt(0);
    const digits = code >= 65 ? String(code - 55) : char;
    for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  }
  return remainder === 1;
}

/** `NL91ABNA0417164300` → `NL91 ABNA 0417 1643 00`, as printed on a card. */
export function formatIban(value: string): string {
  return normaliseIban(value).replace(/(.{4})(?=.)/g, '$1 ');
}

/** Only the country and the last four characters, for mails: `NL…4300`. */
export function maskIban(value: string): string {
  const iban = normaliseIban(value);
  return iban.length <= 6 ? iban : `${iban.slice(0, 2)}…${iban.slice(-4)}`;
}

export const EARLIEST_BIRTH_DATE = '1940-01-01';

export type BirthDateProblem = 'invalid' | 'too-early' | 'in-future';

/**
 * A date of birth as `YYYY-MM-DD`: a real date from 1 January 1940 (the picker's first year)
 * up to and including `today`. Null when acceptable, otherwise what is wrong.
 */
export function birthDateProblem(value: string, today: string): BirthDateProblem | null {
  if (!isIsoDate(value)) return 'invalid';
  if (value < EARLIEST_BIRTH_DATE) return 'too-early';
  if (value > today) return 'in-future';
  return null;
}
