import type { AddressResolvers } from '../../generated/resolvers-types.ts';

// An order's address as the api stored it (postal code normalised: NL `1234 AB`).
export const Address: AddressResolvers = {
  firstName: (address) => address.first_name,
  lastName: (address) => address.last_name,
  street: (address) => address.street,
  houseNumber: (address) => address.house_number,
  // The api answers "" when there is none.
  houseNumberAddition: (address) => address.house_number_addition || null,
  postalCode: (address) => address.postal_code,
  city: (address) => address.city,
  country: (address) => address.country,
};
