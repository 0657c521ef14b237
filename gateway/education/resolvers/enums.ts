import type { RestCourseRegistrationRequest } from '../../generated/rest-types.ts';

// The api's code of each value of the registration enums. One table, read twice: as the enum
// resolvers (the schema maps values at run time) and by codegen's `enumValues` (so resolvers are
// typed with the api's codes, SELF arriving as `S`).

type Request = RestCourseRegistrationRequest;

export const Payer = { SELF: 'S', OTHER: 'O' } as const satisfies Record<string, Request['payer']>;

export const PaymentMethod = {
  TRANSFER: 'T',
  DIRECT_DEBIT: 'I',
  TENTATIVE: 'V',
} as const satisfies Record<string, Request['payment']>;

export const PaymentTerms = {
  ONCE: 'ON',
  THREE: 'TH',
  SIX: 'SI',
} as const satisfies Record<string, NonNullable<Request['payment_terms']>>;
