import { isIsoDate } from '../../../../domain/dates.ts';
import type { CourseRegistrationInput, Payer, PaymentMethod, PaymentTerms } from '../../gql/graphql.ts';

// What the registration form holds while the visitor fills it in, and how it becomes the
// mutation's input. The form keeps every value (a hidden payer-details text comes back when
// the visitor switches back), but only sends what applies (SPEC §4).

export type DateParts = { day: string; month: string; year: string };

export type RegistrationValues = {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  street: string;
  houseNumber: string;
  postalCode: string;
  city: string;
  dateOfBirth: DateParts;
  experience: string;
  remarks: string;
  payer: Payer;
  payerDetails: string;
  payment: PaymentMethod;
  paymentTerms: PaymentTerms;
  iban: string;
  attendedOpenDay: boolean;
  accept: boolean;
  applyForStap: boolean;
};

export type UpdateValue = <K extends keyof RegistrationValues>(key: K, value: RegistrationValues[K]) => void;

export const INITIAL_VALUES: RegistrationValues = {
  firstName: '',
  lastName: '',
  email: '',
  phone: '',
  street: '',
  houseNumber: '',
  postalCode: '',
  city: '',
  dateOfBirth: { day: '', month: '', year: '' },
  experience: '',
  remarks: '',
  payer: 'SELF',
  payerDetails: '',
  payment: 'TRANSFER',
  paymentTerms: 'ONCE',
  iban: '',
  attendedOpenDay: false,
  accept: false,
  applyForStap: false,
};

/** The fields the form shows a message under; the server's other fields go to the general message. */
export const SHOWN_FIELDS: ReadonlySet<string> = new Set<keyof RegistrationValues>([
  'firstName',
  'lastName',
  'email',
  'phone',
  'street',
  'houseNumber',
  'postalCode',
  'city',
  'dateOfBirth',
  'experience',
  'remarks',
  'payer',
  'payerDetails',
  'payment',
  'paymentTerms',
  'iban',
  'attendedOpenDay',
  'accept',
  'applyForStap',
]);

/**
 * The date of birth as `YYYY-MM-DD`, null when left empty, or 'incomplete' when only part of it
 * (or an impossible date such as 31 februari) was chosen.
 */
export function dateOfBirthValue({ day, month, year }: DateParts): string | null | 'incomplete' {
  if (!day && !month && !year) return null;
  const iso = `${year}-${month.padStart(2, '0')}-${day.padStart(2, '0')}`;
  return day && month && year && isIsoDate(iso) ? iso : 'incomplete';
}

const optional = (value: string) => value.trim() || null;

export function toInput(
  values: RegistrationValues,
  ids: { runId: string; courseSlug: string },
  dateOfBirth: string | null,
): CourseRegistrationInput {
  // With STAP the payer and payment are settled through STAP: the form does not send them.
  const stap = values.applyForStap;
  const directDebit = !stap && values.payment === 'DIRECT_DEBIT';
  return {
    runId: ids.runId,
    courseSlug: ids.courseSlug,
    firstName: values.firstName.trim(),
    lastName: values.lastName.trim(),
    email: values.email.trim(),
    phone: values.phone.trim(),
    street: optional(values.street),
    houseNumber: optional(values.houseNumber),
    postalCode: optional(values.postalCode),
    city: optional(values.city),
    dateOfBirth,
    experience: optional(values.experience),
    remarks: optional(values.remarks),
    payer: stap ? undefined : values.payer,
    payerDetails: !stap && values.payer === 'OTHER' ? optional(values.payerDetails) : null,
    payment: stap ? undefined : values.payment,
    paymentTerms: directDebit ? values.paymentTerms : null,
    iban: directDebit ? optional(values.iban) : null,
    attendedOpenDay: values.attendedOpenDay,
    accept: values.accept,
    applyForStap: stap,
  };
}
