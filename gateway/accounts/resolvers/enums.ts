import type { EmailStatusCode, RestInvoiceItem, RestTokenCheck } from '../accounts-api.ts';

// The api's code of each value of the account enums: the enum resolvers, and codegen's
// `enumValues` (resolvers are typed with the api's codes: ACTIVE arrives as 100, RENTAL as `rental`).

export const EmailStatus = {
  ACTIVE: 100,
  NOT_ACTIVATED: 101,
  UNKNOWN: 102,
} as const satisfies Record<string, EmailStatusCode>;

export const TokenPurpose = {
  ACTIVATE: 'activate',
  RESET: 'reset',
} as const satisfies Record<string, NonNullable<RestTokenCheck['purpose']>>;

export const InvoiceProjectType = {
  RENTAL: 'rental',
  SALE: 'sale',
  COURSE: 'course',
  PROJECT: 'project',
} as const satisfies Record<string, RestInvoiceItem['invoice']['project']['type']>;
