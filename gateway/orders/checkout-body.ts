import type { AddressInput, CheckoutInput } from '../generated/resolvers-types.ts';
import type { RestCheckoutRequest } from '../generated/rest-types.ts';

// The checkout form as the api takes it (api/orders/README.md) and the api's field names back as
// the form's: the gateway only renames, every rule and every message is the api's.

type RestAddressInput = RestCheckoutRequest['billing_address'];

function address(input: AddressInput): RestAddressInput {
  return {
    first_name: input.firstName,
    last_name: input.lastName,
    street: input.street,
    house_number: input.houseNumber,
    house_number_addition: input.houseNumberAddition ?? null,
    postal_code: input.postalCode,
    city: input.city,
    country: input.country,
  };
}

/** The REST body of `POST /api/shop/order/`; `delivery` already arrives as the api's code (codegen `enumValues`). */
export function checkoutBody(input: CheckoutInput): RestCheckoutRequest {
  const { customer } = input;
  return {
    email: input.email,
    phone: input.phone,
    billing_address: address(input.billingAddress),
    delivery: input.delivery,
    // Sent only for delivery to another address, so a stale one left in the form is not checked.
    delivery_address:
      input.delivery === 'address' && input.deliveryAddress ? address(input.deliveryAddress) : null,
    sam_entity: customer.company
      ? {
          kind: 'company',
          // Left out, the api says in Dutch under customer.companyName that it is required.
          company_name: customer.companyName ?? '',
          vat_number: customer.vatNumber ?? null,
          kvk_number: customer.kvkNumber ?? null,
        }
      : { kind: 'private' },
    remarks: input.remarks ?? null,
    newsletter: input.newsletter,
  };
}

/**
 * The api's error names whose GraphQL name is not just the camelCased one: the customer is the
 * api's `sam_entity`, and the cart's period fields are named as the cart's mutations name them.
 * Every other name is camelCased part by part (`billing_address.postal_code` →
 * `billingAddress.postalCode`) by `toFieldErrors`.
 */
export const CHECKOUT_RENAMES: Record<string, string> = {
  sam_entity: 'customer',
  'sam_entity.kind': 'customer.company',
  'sam_entity.company_name': 'customer.companyName',
  'sam_entity.vat_number': 'customer.vatNumber',
  'sam_entity.kvk_number': 'customer.kvkNumber',
  start_date: 'pickupDate',
  end_date: 'returnDate',
};
