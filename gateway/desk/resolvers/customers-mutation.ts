import { toFieldErrors, toId } from '../../base/field-errors.ts';
import type { Context } from '../../context.ts';
import type { DeskCustomerInput, FieldError, MutationResolvers } from '../../generated/resolvers-types.ts';
import type { SendResult } from '../../rest/rest-client.ts';
import type { DeskCustomerBody, DeskCustomerParent } from '../desk-customers-api.ts';
import { general } from './mutation.ts';

// Adding, changing and merging customer records at the desk. A record changed since it was loaded
// (the api's 409) is the payload's `conflict` with the record as it is now, as an order's is. Field
// errors keep the api's names, camelCased (`address.postal_code` is `address.postalCode`), but
// `into`, which is the argument `intoId`.

const CUSTOMER_REPLIES = {
  notFound: 'Deze klant is niet gevonden.',
  into: 'Kies de klant waarin deze klant opgaat.',
  added: (name: string) => `Klant ${name} is toegevoegd.`,
  changed: (name: string) => `De gegevens van ${name} zijn bewaard.`,
  merged: (name: string, count: number) =>
    `Samengevoegd: ${name} heeft nu ${count} ${count === 1 ? 'bestelling' : 'bestellingen'}.`,
} as const;

type CustomerPayload = {
  customer: DeskCustomerParent | null;
  message: string | null;
  conflict: { message: string; customer: DeskCustomerParent | null } | null;
  errors: FieldError[];
};

const refused = (errors: FieldError[]): CustomerPayload => ({
  customer: null,
  message: null,
  conflict: null,
  errors,
});

/** What the record is called in a message: its name, else its company, else its address. */
const called = (c: DeskCustomerParent) => c.name || c.company_name || c.email || c.phone;

async function customerPayload(
  context: Context,
  id: number | null,
  result: SendResult<DeskCustomerParent>,
  message: (customer: DeskCustomerParent) => string,
): Promise<CustomerPayload> {
  if (result.ok) return { customer: result.body, message: message(result.body), conflict: null, errors: [] };
  if (result.status === 409 && id !== null) {
    const detail = typeof result.errors.detail === 'string' ? result.errors.detail : '';
    return {
      customer: null,
      message: null,
      conflict: { message: detail, customer: await context.desk.customers.get(id) },
      errors: [],
    };
  }
  if (result.status === 404) return refused(general(CUSTOMER_REPLIES.notFound));
  return refused(toFieldErrors(result.errors, { into: 'intoId' }));
}

/** The input as the api's body: every field, empty ones as the api reads them (empty). */
function bodyOf(input: DeskCustomerInput): DeskCustomerBody {
  const a = input.address;
  return {
    first_name: input.firstName ?? '',
    last_name: input.lastName ?? '',
    company_name: input.companyName ?? '',
    email: input.email ?? '',
    phone: input.phone ?? '',
    address: a
      ? {
          first_name: a.firstName,
          last_name: a.lastName,
          street: a.street,
          house_number: a.houseNumber,
          house_number_addition: a.houseNumberAddition ?? '',
          postal_code: a.postalCode,
          city: a.city,
          country: a.country,
        }
      : null,
    notes: input.notes ?? '',
    is_business: input.isBusiness ?? false,
    hold_limit: input.holdLimit ?? '',
    discount_percent: input.discountPercent ?? 0,
    trusted: input.trusted ?? false,
  };
}

export const deskCustomerMutations: MutationResolvers = {
  deskAddCustomer: async (_, { input }, context) => {
    const result = await context.desk.customers.add(bodyOf(input));
    return customerPayload(context, null, result, (c) => CUSTOMER_REPLIES.added(called(c)));
  },

  deskChangeCustomer: async (_, { id, version, input }, context) => {
    const customer = toId(id);
    if (customer === null) return refused(general(CUSTOMER_REPLIES.notFound));
    const result = await context.desk.customers.change(customer, { ...bodyOf(input), version });
    return customerPayload(context, customer, result, (c) => CUSTOMER_REPLIES.changed(called(c)));
  },

  deskMergeCustomers: async (_, { id, version, intoId, intoVersion }, context) => {
    const customer = toId(id);
    if (customer === null) return refused(general(CUSTOMER_REPLIES.notFound));
    const into = toId(intoId);
    if (into === null) return refused([{ field: 'intoId', messages: [CUSTOMER_REPLIES.into] }]);
    const result = await context.desk.customers.merge(customer, { version, into, into_version: intoVersion });
    return customerPayload(context, customer, result, (c) =>
      CUSTOMER_REPLIES.merged(called(c), c.order_count),
    );
  },
};
