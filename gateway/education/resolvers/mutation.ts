import type { SendResult } from '../datasources/rest-client.ts';
import type { FieldError, MutationResolvers } from '../generated/resolvers-types.ts';

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

/** The api's error body as FieldErrors; `renames` maps api names whose GraphQL name differs. */
export function toFieldErrors(
  body: Record<string, unknown>,
  renames: Record<string, string> = {},
): FieldError[] {
  const errors: FieldError[] = [];
  for (const [key, value] of Object.entries(body)) {
    const list = messages(value);
    if (list.length === 0) continue;
    const field = GENERAL.has(key) ? 'general' : (renames[key] ?? camelCase(key));
    errors.push({ field, messages: list });
  }
  return errors.length > 0 ? errors : [{ field: 'general', messages: ['Er gaat iets fout.'] }];
}

function payload(result: SendResult<unknown>, renames?: Record<string, string>) {
  return result.ok ? { ok: true, errors: [] } : { ok: false, errors: toFieldErrors(result.errors, renames) };
}

/** An ID input as the api's integer id; anything else (an empty choice) is null, so the api says it is required. */
function toId(id: string): number | null {
  return /^[1-9]\d*$/.test(id) ? Number(id) : null;
}

const PAYER = { SELF: 'S', OTHER: 'O' } as const;
const PAYMENT = { TRANSFER: 'T', DIRECT_DEBIT: 'I', TENTATIVE: 'V' } as const;
const TERMS = { ONCE: 'ON', THREE: 'TH', SIX: 'SI' } as const;

export const Mutation: MutationResolvers = {
  registerForCourse: async (_, { input }, { forms }) => {
    const result = await forms.registerForCourse({
      run: toId(input.runId),
      course: input.courseSlug,
      first_name: input.firstName,
      last_name: input.lastName,
      email: input.email,
      phone: input.phone,
      street: input.street ?? '',
      house_number: input.houseNumber ?? '',
      postal_code: input.postalCode ?? '',
      city: input.city ?? '',
      date_of_birth: input.dateOfBirth ?? null,
      experience: input.experience ?? '',
      remarks: input.remarks ?? '',
      payer: PAYER[input.payer ?? 'SELF'],
      payer_details: input.payerDetails ?? '',
      payment: PAYMENT[input.payment ?? 'TRANSFER'],
      payment_terms: input.paymentTerms ? TERMS[input.paymentTerms] : null,
      iban: input.iban ?? '',
      open_door_day: input.attendedOpenDay ?? false,
      accept: input.accept,
      apply_for_stap: input.applyForStap ?? false,
    });
    return payload(result, { run: 'runId', course: 'courseSlug', open_door_day: 'attendedOpenDay' });
  },
  registerForOpenDay: async (_, { input }, { forms }) => {
    const result = await forms.registerForOpenDay({
      open_door_day: toId(input.openDayId),
      name: input.name,
      email: input.email,
      phone: input.phone ?? '',
      persons: input.persons,
      remarks: input.remarks ?? '',
    });
    return payload(result, { open_door_day: 'openDayId' });
  },
  subscribeToNewsletter: async (_, { email }, { forms }) =>
    payload(await forms.subscribeToNewsletter(email), { email_address: 'email' }),
};
