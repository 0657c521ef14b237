import { isEmail, isPhone } from '../../domain/validation.ts';
import { HttpError } from './errors.ts';

// Reading a posted JSON form, Django REST framework style: every field is read, every problem is
// collected (`{"field": ["message"]}`), and only when none is found does the handler write
// anything. A value of the wrong JSON type is a field message, never an exception. Unknown extra
// fields are ignored.

export type FieldErrors = Record<string, string[]>;

export const REQUIRED = 'Dit veld is verplicht.';
export const NOT_TEXT = 'Voer tekst in.';
export const NOT_BOOLEAN = 'Kies ja of nee (true of false).';
export const NOT_INTEGER = 'Voer een geheel getal in.';
export const BAD_CHARACTERS = 'Deze tekst bevat ongeldige tekens.';
export const tooLong = (max: number) => `Gebruik maximaal ${max} tekens.`;
export const badChoice = (value: unknown) => `"${String(value)}" is geen geldige keuze.`;
export const EMAIL_INVALID = 'Voer een geldig e-mailadres in.';
export const PHONE_INVALID =
  'Voer een geldig telefoonnummer in: 10 tot 15 cijfers, eventueel met +, spaties, streepjes of haakjes.';

const MAX_INT = 2_147_483_647;

export class Form {
  readonly errors: FieldErrors = {};
  private readonly body: Record<string, unknown>;

  constructor(body: unknown) {
    if (body === undefined) {
      // No JSON body at all (no or another Content-Type): every required field is missing.
      this.body = {};
    } else if (body !== null && typeof body === 'object' && !Array.isArray(body)) {
      this.body = body as Record<string, unknown>;
    } else {
      this.body = {};
      this.add('non_field_errors', 'Ongeldige gegevens: verwacht een JSON-object met velden.');
    }
  }

  add(field: string, message: string): void {
    const list = this.errors[field];
    if (list) list.push(message);
    else this.errors[field] = [message];
  }

  has(field: string): boolean {
    return field in this.errors;
  }

  get valid(): boolean {
    return Object.keys(this.errors).length === 0;
  }

  /** Throws the collected errors as a 400 (nothing is written before this passes). */
  check(): void {
    if (!this.valid) throw new HttpError(400, this.errors);
  }

  private raw(field: string): unknown {
    return Object.hasOwn(this.body, field) ? this.body[field] : undefined;
  }

  /**
   * A text field, trimmed; absent, null and "" read as "". `required` makes an empty value an
   * error. The answer for an invalid value is "" (its error is recorded).
   */
  text(field: string, options: { required?: boolean; max: number }): string {
    const value = this.raw(field);
    if (value === undefined || value === null) {
      if (options.required) this.add(field, REQUIRED);
      return '';
    }
    if (typeof value !== 'string') {
      this.add(field, NOT_TEXT);
      return '';
    }
    // PostgreSQL text cannot hold NUL; other control characters (but tab and newlines) have no
    // place in a form either.
    // A lone surrogate (`"\ud800"` in JSON) is no text either: it cannot be stored as UTF-8.
    // biome-ignore lint/suspicious/noControlCharactersInRegex: that is exactly what it looks for
    if (/[\u0000-\u0008\u000b\u000c\u000e-\u001f\u007f]/.test(value) || /\p{Surrogate}/u.test(value)) {
      this.add(field, BAD_CHARACTERS);
      return '';
    }
    const trimmed = value.trim();
    if (trimmed === '' && options.required) this.add(field, REQUIRED);
    else if (trimmed.length > options.max) this.add(field, tooLong(options.max));
    return trimmed;
  }

  /** An e-mail address (text, at most 254 characters, domain/validation.ts `isEmail`). */
  email(field: string, options: { required?: boolean } = {}): string {
    const value = this.text(field, { required: options.required, max: 254 });
    if (value && !this.has(field) && !isEmail(value)) this.add(field, EMAIL_INVALID);
    return value;
  }

  /** A phone number (10-15 digits; +, spaces, dashes, parentheses allowed), optional unless `required`. */
  phone(field: string, options: { required?: boolean } = {}): string {
    const value = this.text(field, { required: options.required, max: 30 });
    if (value && !this.has(field) && !isPhone(value)) this.add(field, PHONE_INVALID);
    return value;
  }

  /** A boolean; absent or null reads as `fallback`. */
  bool(field: string, fallback = false): boolean {
    const value = this.raw(field);
    if (value === undefined || value === null) return fallback;
    if (typeof value === 'boolean') return value;
    this.add(field, NOT_BOOLEAN);
    return fallback;
  }

  /**
   * A whole number (a JSON number, or a string of digits as an HTML form would send). Null when
   * absent (an error when `required`) or invalid.
   */
  integer(field: string, options: { required?: boolean } = {}): number | null {
    const value = this.raw(field);
    if (value === undefined || value === null || value === '') {
      if (options.required) this.add(field, REQUIRED);
      return null;
    }
    const n =
      typeof value === 'number'
        ? value
        : typeof value === 'string' && /^-?\d{1,10}$/.test(value.trim())
          ? Number(value)
          : Number.NaN;
    if (!Number.isInteger(n) || Math.abs(n) > MAX_INT) {
      this.add(field, NOT_INTEGER);
      return null;
    }
    return n;
  }

  /** One of `choices`; absent, null or "" is null (an error when `required`). */
  choice<T extends string>(
    field: string,
    choices: readonly T[],
    options: { required?: boolean } = {},
  ): T | null {
    const value = this.raw(field);
    if (value === undefined || value === null || value === '') {
      if (options.required) this.add(field, REQUIRED);
      return null;
    }
    if (typeof value === 'string' && (choices as readonly string[]).includes(value)) return value as T;
    this.add(field, typeof value === 'string' ? badChoice(value) : NOT_TEXT);
    return null;
  }

  /**
   * A list of objects (each a Form of its own, its errors under `field.<index>.<name>`), at most
   * `max` of them. Absent or null: [] (an error when `required`).
   */
  objects(field: string, options: { required?: boolean; max: number }): Form[] {
    const value = this.raw(field);
    if (value === undefined || value === null) {
      if (options.required) this.add(field, REQUIRED);
      return [];
    }
    if (!Array.isArray(value) || value.some((v) => v === null || typeof v !== 'object' || Array.isArray(v))) {
      this.add(field, 'Geef een lijst van objecten.');
      return [];
    }
    if (value.length > options.max) {
      this.add(field, `Geef hoogstens ${options.max} regels.`);
      return [];
    }
    if (value.length === 0 && options.required) this.add(field, REQUIRED);
    return value.map((v) => new Form(v));
  }

  /** Copies the errors of `inner` (a Form of `objects`) under `prefix.`. */
  adopt(prefix: string, inner: Form): void {
    for (const [key, messages] of Object.entries(inner.errors))
      for (const m of messages) this.add(`${prefix}.${key}`, m);
  }

  /** Whether the field was sent at all, with any value but null (also "" or spaces). */
  sent(field: string): boolean {
    const value = this.raw(field);
    return value !== undefined && value !== null;
  }

  /** Whether the field was sent with a value other than null or "". */
  present(field: string): boolean {
    const value = this.raw(field);
    return value !== undefined && value !== null && value !== '';
  }
}
