import type { AddressInput, CheckoutInput, Country, DeliveryMethod } from '../../gql/graphql.ts';

// What the checkout form (step 1) holds while the visitor fills it in, and how it becomes the
// mutations' `CheckoutInput`. The form keeps every value (a hidden second address or company
// block comes back when the visitor switches back), but only sends what applies.

export type AddressValues = {
  firstName: string;
  lastName: string;
  street: string;
  houseNumber: string;
  houseNumberAddition: string;
  postalCode: string;
  city: string;
  country: Country;
};

export type CheckoutValues = {
  email: string;
  phone: string;
  billingAddress: AddressValues;
  delivery: DeliveryMethod;
  deliveryAddress: AddressValues;
  company: boolean;
  companyName: string;
  vatNumber: string;
  kvkNumber: string;
  remarks: string;
  newsletter: boolean;
};

export const COUNTRIES: readonly { value: Country; label: string }[] = [
  { value: 'NL', label: 'Nederland' },
  { value: 'BE', label: 'België' },
  { value: 'DE', label: 'Duitsland' },
];

export const DELIVERY_LABELS: Record<DeliveryMethod, string> = {
  PICKUP: 'Ophalen in Amsterdam',
  BILLING: 'Verzenden naar het factuuradres',
  ADDRESS: 'Verzenden naar een ander adres',
};

const EMPTY_ADDRESS: AddressValues = {
  firstName: '',
  lastName: '',
  street: '',
  houseNumber: '',
  houseNumberAddition: '',
  postalCode: '',
  city: '',
  country: 'NL',
};

export const INITIAL_VALUES: CheckoutValues = {
  email: '',
  phone: '',
  billingAddress: EMPTY_ADDRESS,
  delivery: 'PICKUP',
  deliveryAddress: EMPTY_ADDRESS,
  company: false,
  companyName: '',
  vatNumber: '',
  kvkNumber: '',
  remarks: '',
  newsletter: false,
};

const ADDRESS_FIELDS = [
  'firstName',
  'lastName',
  'street',
  'houseNumber',
  'houseNumberAddition',
  'postalCode',
  'city',
  'country',
] as const satisfies readonly (keyof AddressValues)[];

/**
 * The server's field names (GraphQL input paths, nested with dots) that have a place under a
 * field of the form; every other message joins the general one below the form.
 */
export const SHOWN_FIELDS: ReadonlySet<string> = new Set([
  'email',
  'phone',
  'delivery',
  'remarks',
  'newsletter',
  'customer.company',
  'customer.companyName',
  'customer.vatNumber',
  'customer.kvkNumber',
  ...ADDRESS_FIELDS.map((field) => `billingAddress.${field}`),
  ...ADDRESS_FIELDS.map((field) => `deliveryAddress.${field}`),
]);

const optional = (value: string) => value.trim() || null;

function addressInput(address: AddressValues): AddressInput {
  return {
    firstName: address.firstName.trim(),
    lastName: address.lastName.trim(),
    street: address.street.trim(),
    houseNumber: address.houseNumber.trim(),
    houseNumberAddition: optional(address.houseNumberAddition),
    postalCode: address.postalCode.trim(),
    city: address.city.trim(),
    country: address.country,
  };
}

/** The form as the server reads it: the second address only for ADDRESS, company data only for a company. */
export function toInput(values: CheckoutValues): CheckoutInput {
  return {
    email: values.email.trim(),
    phone: values.phone.trim(),
    billingAddress: addressInput(values.billingAddress),
    delivery: values.delivery,
    deliveryAddress: values.delivery === 'ADDRESS' ? addressInput(values.deliveryAddress) : null,
    customer: values.company
      ? {
          company: true,
          companyName: values.companyName.trim(),
          vatNumber: optional(values.vatNumber),
          kvkNumber: optional(values.kvkNumber),
        }
      : { company: false },
    remarks: optional(values.remarks),
    newsletter: values.newsletter,
  };
}

// Reading values back from storage: whatever was stored (an edited key, a half-written object),
// each field is taken only when it has the right type, else its initial value.

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);
const text = (value: unknown, fallback: string) => (typeof value === 'string' ? value : fallback);
const flag = (value: unknown, fallback: boolean) => (typeof value === 'boolean' ? value : fallback);
const oneOf = <T extends string>(value: unknown, choices: readonly T[], fallback: T): T =>
  choices.includes(value as T) ? (value as T) : fallback;

function readAddress(value: unknown): AddressValues {
  const stored = isObject(value) ? value : {};
  return {
    firstName: text(stored.firstName, ''),
    lastName: text(stored.lastName, ''),
    street: text(stored.street, ''),
    houseNumber: text(stored.houseNumber, ''),
    houseNumberAddition: text(stored.houseNumberAddition, ''),
    postalCode: text(stored.postalCode, ''),
    city: text(stored.city, ''),
    country: oneOf(
      stored.country,
      COUNTRIES.map((c) => c.value),
      'NL',
    ),
  };
}

export function readValues(value: unknown): CheckoutValues {
  const stored = isObject(value) ? value : {};
  return {
    email: text(stored.email, ''),
    phone: text(stored.phone, ''),
    billingAddress: readAddress(stored.billingAddress),
    delivery: oneOf(stored.delivery, ['PICKUP', 'BILLING', 'ADDRESS'] as const, 'PICKUP'),
    deliveryAddress: readAddress(stored.deliveryAddress),
    company: flag(stored.company, false),
    companyName: text(stored.companyName, ''),
    vatNumber: text(stored.vatNumber, ''),
    kvkNumber: text(stored.kvkNumber, ''),
    remarks: text(stored.remarks, ''),
    newsletter: flag(stored.newsletter, false),
  };
}
