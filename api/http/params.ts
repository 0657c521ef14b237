import type { Request } from 'express';
import { isIsoDate } from '../../domain/dates.ts';
import { badParam } from './errors.ts';

// Query parameters, Django style: a repeated parameter counts with its last value, an empty
// filter value is ignored, and a value that cannot be understood is a Dutch 400.

const MAX_INT = 2_147_483_647; // PostgreSQL integer: larger ids can never exist

/** The raw value of `name`, or undefined when absent. */
export function rawParam(req: Request, name: string): string | undefined {
  const value = (req.query as Record<string, unknown>)[name];
  if (Array.isArray(value)) {
    const last = value.at(-1);
    return typeof last === 'string' ? last : undefined;
  }
  return typeof value === 'string' ? value : undefined;
}

export function hasParam(req: Request, name: string): boolean {
  return rawParam(req, name) !== undefined;
}

/** A non-empty, trimmed string filter. */
export function stringParam(req: Request, name: string): string | undefined {
  const value = rawParam(req, name)?.trim();
  return value ? value : undefined;
}

/** A comma list (`a,b,c`); empty items are dropped, an empty list means "no filter". */
export function listParam(req: Request, name: string): string[] | undefined {
  const value = rawParam(req, name);
  if (value === undefined) return undefined;
  const items = value
    .split(',')
    .map((s) => s.trim())
    .filter(Boolean);
  return items.length > 0 ? items : undefined;
}

export function parseInteger(value: string): number | null {
  if (!/^\d{1,10}$/.test(value)) return null;
  const n = Number(value);
  return n <= MAX_INT ? n : null;
}

export function intListParam(req: Request, name: string): number[] | undefined {
  const items = listParam(req, name);
  if (items === undefined) return undefined;
  return items.map((item) => {
    const n = parseInteger(item);
    if (n === null)
      throw badParam(name, `Geef gehele getallen, gescheiden door komma's ("${item}" is dat niet).`);
    return n;
  });
}

const TRUE = new Set(['true', 'True', '1']);
const FALSE = new Set(['false', 'False', '0']);

/** true/True/1 or false/False/0; false selects the complement of the filter. */
export function boolParam(req: Request, name: string): boolean | undefined {
  const value = rawParam(req, name)?.trim();
  if (value === undefined || value === '') return undefined;
  if (TRUE.has(value)) return true;
  if (FALSE.has(value)) return false;
  throw badParam(name, 'Ongeldige waarde; kies true of false.');
}

export function dateParam(req: Request, name: string): string | undefined {
  const value = stringParam(req, name);
  if (value === undefined) return undefined;
  // Year 0000 is a valid ISO 8601 date but none in PostgreSQL (an error there, not a 400).
  if (!isIsoDate(value) || value.startsWith('0000')) {
    throw badParam(name, 'Ongeldige datum; gebruik het formaat JJJJ-MM-DD.');
  }
  return value;
}

/** An integer path parameter; anything else can never match, so it is a 404 for the caller. */
export function idFromPath(value: string | undefined): number | null {
  return value === undefined ? null : parseInteger(value);
}
