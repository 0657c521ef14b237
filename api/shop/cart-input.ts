import { PERIOD_MESSAGES, type PeriodErrors, type SlotChoice } from '../../domain/rental-period.ts';
import { Form, NOT_BOOLEAN, REQUIRED } from '../http/form.ts';
import { MAX_COUNT } from './tables.ts';

// Reading the cart's and the price call's JSON bodies strictly: a count or an id is a JSON
// integer (a string "3" or 2.5 is refused, not guessed at), a slot a JSON integer 0-3. Each
// problem becomes a Dutch message on its field (Form), so nothing is stored before all are read.

export const CART_MESSAGES = {
  count: `Kies een aantal van 1 tot en met ${MAX_COUNT}.`,
  countOrZero: `Kies een aantal van 0 tot en met ${MAX_COUNT} (0 haalt de regel weg).`,
  articleId: 'Geef het id van een artikel (een geheel getal).',
  unknownArticle: 'Dit artikel bestaat niet (meer).',
  tooMany: (inCart: number) =>
    `Je hebt er al ${inCart} in je winkelwagentje; samen kunnen het er hoogstens ${MAX_COUNT} zijn.`,
  lines: 'Geef de regels als een lijst van {article_id, count}.',
  tooManyLines: 'Geef hoogstens 100 regels.',
  line: (n: number, message: string) => `Regel ${n}: ${message}`,
  duplicate: (first: number) => `dit artikel staat al op regel ${first}.`,
} as const;

/** PostgreSQL integer: a larger id can never exist, and must never reach a query. */
const MAX_ID = 2_147_483_647;

export function rawField(body: unknown, name: string): unknown {
  return body !== null && typeof body === 'object' && !Array.isArray(body) && Object.hasOwn(body, name)
    ? (body as Record<string, unknown>)[name]
    : undefined;
}

/** An article id: a positive JSON integer. Past PostgreSQL's integer range it is unknown. */
export function readArticleId(value: unknown): { id: number } | { error: string } {
  if (value === undefined || value === null) return { error: REQUIRED };
  if (typeof value !== 'number' || !Number.isInteger(value)) return { error: CART_MESSAGES.articleId };
  if (value < 1 || value > MAX_ID) return { error: CART_MESSAGES.unknownArticle };
  return { id: value };
}

/** A count from `min` to 99, a JSON integer. */
export function readCount(value: unknown, min: 0 | 1): { count: number } | { error: string } {
  const message = min === 0 ? CART_MESSAGES.countOrZero : CART_MESSAGES.count;
  if (value === undefined || value === null) return { error: min === 0 ? REQUIRED : message };
  if (typeof value !== 'number' || !Number.isInteger(value) || value < min || value > MAX_COUNT) {
    return { error: message };
  }
  return { count: value };
}

/** A date field: absent (undefined), cleared (null) or a string the period rules check. */
export function readDate(form: Form, body: unknown, name: string): string | null | undefined {
  const value = rawField(body, name);
  if (value === undefined || value === null || typeof value === 'string') return value;
  form.add(name, PERIOD_MESSAGES.date);
  return undefined;
}

/** The cart's slot field: absent, null, or a JSON integer (its range is a period rule). */
export function readSlotId(form: Form, body: unknown, name: string): number | null | undefined {
  const value = rawField(body, name);
  if (value === undefined || value === null) return value;
  if (typeof value === 'number' && Number.isInteger(value)) return value;
  form.add(name, PERIOD_MESSAGES.slot);
  return undefined;
}

/** The price call's slot: `{slot: 0..3}` or `{custom: "HH:MM"}` (exactly one), or null. */
export function readSlotChoice(form: Form, body: unknown, name: string): SlotChoice | null {
  const value = rawField(body, name);
  if (value === undefined || value === null) return null;
  const slot = rawField(value, 'slot');
  const custom = rawField(value, 'custom');
  if (slot !== undefined && custom === undefined && typeof slot === 'number' && Number.isInteger(slot)) {
    return slot;
  }
  if (slot !== undefined && custom === undefined) {
    form.add(name, PERIOD_MESSAGES.slot);
    return null;
  }
  if (custom !== undefined && slot === undefined && typeof custom === 'string') return { custom };
  form.add(name, PERIOD_MESSAGES.choice);
  return null;
}

/** A boolean field: absent is `fallback`; anything but true/false is an error. */
export function readBoolean(form: Form, body: unknown, name: string, fallback: boolean): boolean {
  const value = rawField(body, name);
  if (value === undefined) return fallback;
  if (typeof value === 'boolean') return value;
  form.add(name, NOT_BOOLEAN);
  return fallback;
}

export function addPeriodErrors(form: Form, errors: PeriodErrors): void {
  for (const [field, messages] of Object.entries(errors)) {
    for (const message of messages ?? [])
      if (!form.errors[field]?.includes(message)) form.add(field, message);
  }
}

export { Form };
