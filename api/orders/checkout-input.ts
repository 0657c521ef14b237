import {
  type Country,
  isCountry,
  isHouseNumber,
  normaliseHouseNumberAddition,
  normaliseKvkNumber,
  normalisePostalCode,
  normaliseVatNumber,
} from '../../domain/address.ts';
import { Form, REQUIRED } from '../http/form.ts';
import { DELIVERIES, type Delivery, type StoredAddress, type StoredSamEntity } from './tables.ts';

// Reading the checkout's JSON body (api/orders/README.md) the way every form of the api is read
// (http/form.ts): every field, every problem at once as a Dutch message on its field, nested
// fields named with dots (`billing_address.postal_code`), a wrong JSON type a message and never
// an exception. Nothing here looks at the cart; checkout-rules.ts does.

export const CHECKOUT_MESSAGES = {
  address:
    'Geef een adres: een object met first_name, last_name, street, house_number, postal_code, city en country.',
  country: 'Kies Nederland (NL), België (BE) of Duitsland (DE).',
  houseNumber: 'Voer een huisnummer in: alleen cijfers, bijvoorbeeld 213.',
  addition: 'Voer een toevoeging in van hoogstens 10 letters of cijfers, bijvoorbeeld A of 2-hoog.',
  postalCode: {
    NL: 'Voer een geldige postcode in, bijvoorbeeld 1234 AB.',
    BE: 'Voer een geldige Belgische postcode in: 4 cijfers, bijvoorbeeld 2000.',
    DE: 'Voer een geldige Duitse postcode in: 5 cijfers, bijvoorbeeld 10115.',
  } satisfies Record<Country, string>,
  delivery:
    'Kies pickup (ophalen in Amsterdam), billing (bezorgen op het factuuradres) of address (een ander adres).',
  entity: 'Geef aan wie bestelt: {"kind": "private"} of {"kind": "company", "company_name": …}.',
  entityKind: 'Kies private (particulier) of company (bedrijf).',
  kvk: 'Voer een KvK-nummer in van 8 cijfers.',
  vat: 'Voer een geldig btw-nummer in, bijvoorbeeld NL123456789B01.',
} as const;

export type Checkout = {
  email: string;
  phone: string;
  billingAddress: StoredAddress;
  delivery: Delivery;
  deliveryAddress: StoredAddress | null;
  samEntity: StoredSamEntity;
  remarks: string;
  newsletter: boolean;
};

const isObject = (value: unknown): value is Record<string, unknown> =>
  value !== null && typeof value === 'object' && !Array.isArray(value);

/**
 * A nested object of the body read with a Form of its own, its messages copied to `parent` as
 * `<name>.<field>`. Null when it is absent (then REQUIRED) or not an object.
 */
export function nested<T>(parent: Form, body: unknown, name: string, read: (form: Form) => T): T | null {
  const value = isObject(body) && Object.hasOwn(body, name) ? body[name] : undefined;
  if (value === undefined || value === null) {
    parent.add(name, REQUIRED);
    return null;
  }
  if (!isObject(value)) {
    parent.add(name, name === 'sam_entity' ? CHECKOUT_MESSAGES.entity : CHECKOUT_MESSAGES.address);
    return null;
  }
  const form = new Form(value);
  const result = read(form);
  for (const [field, messages] of Object.entries(form.errors)) {
    for (const message of messages) parent.add(`${name}.${field}`, message);
  }
  return form.valid ? result : null;
}

/** One of `choices` (absent, null or "": REQUIRED); anything else gets `message`. */
function choiceOf<T extends string>(
  form: Form,
  field: string,
  choices: readonly T[],
  message: string,
): T | null {
  const value = form.choice(field, choices, { required: true });
  if (value === null && form.has(field) && form.errors[field]?.[0] !== REQUIRED)
    form.errors[field] = [message];
  return value;
}

export function readAddress(form: Form): StoredAddress {
  const firstName = form.text('first_name', { required: true, max: 100 });
  const lastName = form.text('last_name', { required: true, max: 100 });
  const street = form.text('street', { required: true, max: 200 });
  const houseNumber = form.text('house_number', { required: true, max: 20 });
  if (houseNumber && !form.has('house_number') && !isHouseNumber(houseNumber)) {
    form.add('house_number', CHECKOUT_MESSAGES.houseNumber);
  }
  const additionText = form.text('house_number_addition', { max: 20 });
  const addition = additionText ? normaliseHouseNumberAddition(additionText) : '';
  if (addition === null && !form.has('house_number_addition')) {
    form.add('house_number_addition', CHECKOUT_MESSAGES.addition);
  }
  const postalText = form.text('postal_code', { required: true, max: 20 });
  const city = form.text('city', { required: true, max: 100 });
  const countryText = form.text('country', { required: true, max: 100 }).toUpperCase();
  const country: Country | null = isCountry(countryText) ? countryText : null;
  if (countryText && !form.has('country') && !country) form.add('country', CHECKOUT_MESSAGES.country);
  // A postal code is checked by its country's rule once the country is known.
  let postalCode = postalText;
  if (postalText && !form.has('postal_code') && country) {
    const normal = normalisePostalCode(country, postalText);
    if (normal === null) form.add('postal_code', CHECKOUT_MESSAGES.postalCode[country]);
    else postalCode = normal;
  }
  return {
    first_name: firstName,
    last_name: lastName,
    street,
    house_number: houseNumber,
    house_number_addition: addition ?? '',
    postal_code: postalCode,
    city,
    country: country ?? 'NL',
  };
}

const PRIVATE: StoredSamEntity = Object.freeze({
  kind: 'private',
  company_name: '',
  vat_number: '',
  kvk_number: '',
});

function readSamEntity(form: Form): StoredSamEntity {
  const kind = choiceOf(form, 'kind', ['private', 'company'] as const, CHECKOUT_MESSAGES.entityKind);
  // A private person's company fields are ignored, whatever was sent.
  if (kind !== 'company') return { ...PRIVATE };
  const companyName = form.text('company_name', { required: true, max: 200 });
  const vatText = form.text('vat_number', { max: 30 });
  const vat = vatText ? normaliseVatNumber(vatText) : '';
  if (vat === null && !form.has('vat_number')) form.add('vat_number', CHECKOUT_MESSAGES.vat);
  const kvkText = form.text('kvk_number', { max: 30 });
  const kvk = kvkText ? normaliseKvkNumber(kvkText) : '';
  if (kvk === null && !form.has('kvk_number')) form.add('kvk_number', CHECKOUT_MESSAGES.kvk);
  return { kind: 'company', company_name: companyName, vat_number: vat ?? '', kvk_number: kvk ?? '' };
}

/**
 * Reads the checkout body into `form` (every problem recorded there). `delivery` is what the
 * cart's checks need (null when not given or invalid); `checkout` is the whole body, null unless
 * every field of it is valid.
 */
export function readCheckout(
  form: Form,
  body: unknown,
): { delivery: Delivery | null; checkout: Checkout | null } {
  const email = form.email('email', { required: true });
  const phone = form.phone('phone', { required: true });
  const billingAddress = nested(form, body, 'billing_address', readAddress);
  const delivery = choiceOf(form, 'delivery', DELIVERIES, CHECKOUT_MESSAGES.delivery);
  // Another address only when delivering to one; otherwise whatever was sent is ignored.
  const deliveryAddress = delivery === 'address' ? nested(form, body, 'delivery_address', readAddress) : null;
  const samEntity = nested(form, body, 'sam_entity', readSamEntity);
  const remarks = form.text('remarks', { max: 2000 });
  const newsletter = form.bool('newsletter', false);
  if (!form.valid || !billingAddress || !delivery || !samEntity) return { delivery, checkout: null };
  return {
    delivery,
    checkout: { email, phone, billingAddress, delivery, deliveryAddress, samEntity, remarks, newsletter },
  };
}

const IDEMPOTENCY_KEY = /^[A-Za-z0-9_-]{8,100}$/;

/** The `Idempotency-Key` header when it is 8-100 characters of `[A-Za-z0-9_-]`, else null. */
export function idempotencyKey(header: string | undefined): string | null {
  return header !== undefined && IDEMPOTENCY_KEY.test(header) ? header : null;
}
