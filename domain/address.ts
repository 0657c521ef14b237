// Postal addresses and company numbers as the checkout takes them (api/orders/README.md): the
// countries the shop delivers to, each country's postal code, house numbers and their
// additions, and the Dutch Chamber of Commerce (KvK) and VAT numbers. Pure: these functions say
// whether a value is acceptable and how it is stored; the api words the Dutch messages.

import { normalisePostcode } from './validation.ts';

/** The countries the shop delivers to and invoices in. */
export const COUNTRIES = ['NL', 'BE', 'DE'] as const;
export type Country = (typeof COUNTRIES)[number];

export const COUNTRY_NAMES: Readonly<Record<Country, string>> = Object.freeze({
  NL: 'Nederland',
  BE: 'België',
  DE: 'Duitsland',
});

export function isCountry(value: unknown): value is Country {
  return typeof value === 'string' && (COUNTRIES as readonly string[]).includes(value);
}

/**
 * A postal code of `country` as it is stored, or null when it is none:
 * NL `1234 AB` (`1234ab` accepted, SA/SD/SS never issued), BE four digits (1000-9999),
 * DE five digits (01001-99998).
 */
export function normalisePostalCode(country: Country, value: string): string | null {
  const s = value.trim();
  if (country === 'NL') return normalisePostcode(s);
  if (country === 'BE') return /^[1-9]\d{3}$/.test(s) ? s : null;
  return /^\d{5}$/.test(s) && s !== '00000' && s >= '01001' ? s : null;
}

/** A house number: 1 to 5 digits, not starting with 0 (`213`). */
export function isHouseNumber(value: string): boolean {
  return /^[1-9]\d{0,4}$/.test(value.trim());
}

/**
 * An addition to a house number as it is stored (`a` → `A`, `2-hoog`, `bis`), or null: letters
 * and digits, with single spaces or dashes between them, at most 10 characters.
 */
export function normaliseHouseNumberAddition(value: string): string | null {
  const s = value.trim().replace(/\s+/g, ' ');
  if (s.length > 10 || !/^[A-Za-z0-9]+(?:[ -][A-Za-z0-9]+)*$/.test(s)) return null;
  return /^[A-Za-z]$/.test(s) ? s.toUpperCase() : s;
}

/** A KvK number: exactly 8 digits (spaces typed between them are dropped), or null. */
export function normaliseKvkNumber(value: string): string | null {
  const s = value.replace(/\s+/g, '');
  return /^\d{8}$/.test(s) ? s : null;
}

// VAT (btw) identification numbers of the delivery countries: NL123456789B01, BE0123456789 (or
// BE1…), DE123456789.
const VAT_NUMBER: Readonly<Record<Country, RegExp>> = Object.freeze({
  NL: /^NL\d{9}B\d{2}$/,
  BE: /^BE[01]\d{9}$/,
  DE: /^DE\d{9}$/,
});

/**
 * A VAT number of one of the delivery countries, stored uppercase without spaces or dots
 * (`nl 8123.45.678 b01` → `NL812345678B01`), or null.
 */
export function normaliseVatNumber(value: string): string | null {
  const s = value.replace(/[\s.]+/g, '').toUpperCase();
  const country = s.slice(0, 2);
  return isCountry(country) && VAT_NUMBER[country].test(s) ? s : null;
}
