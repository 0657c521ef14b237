import type { FieldError } from '../generated/resolvers-types.ts';
import type { SendResult } from '../rest/rest-client.ts';

// Mutations answer `{ ok, errors }`: the api's 400 body becomes one FieldError per field, named
// after the GraphQL input field, so the form shows each message under its own input.

const GENERAL = new Set(['non_field_errors', 'detail', 'message']);

function camelCase(name: string): string {
  return name.replace(/_([a-z])/g, (_, c: string) => c.toUpperCase());
}

function messages(value: unknown): string[] {
  if (Array.isArray(value)) return value.map(String);
  return typeof value === 'string' ? [value] : [];
}

/** The api's error body as FieldErrors; `renames` maps api names whose GraphQL name differs (or is a field's own). */
export function toFieldErrors(
  body: Record<string, unknown>,
  renames: Record<string, string> = {},
): FieldError[] {
  const errors: FieldError[] = [];
  for (const [key, value] of Object.entries(body)) {
    const list = messages(value);
    if (list.length === 0) continue;
    // A rename wins: the contact form's own field is called `message`.
    const field = renames[key] ?? (GENERAL.has(key) ? 'general' : camelCase(key));
    errors.push({ field, messages: list });
  }
  return errors.length > 0 ? errors : [{ field: 'general', messages: ['Er gaat iets fout.'] }];
}

/** A mutation's payload from the api's answer. */
export function payload(result: SendResult<unknown>, renames?: Record<string, string>) {
  return result.ok ? { ok: true, errors: [] } : { ok: false, errors: toFieldErrors(result.errors, renames) };
}

/** An ID input as the api's integer id; anything else (an empty choice) is null, so the api says it is required. */
export function toId(id: string): number | null {
  return /^[1-9]\d{0,15}$/.test(id) && Number.isSafeInteger(Number(id)) ? Number(id) : null;
}
