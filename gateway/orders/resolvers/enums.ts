import type {
  RestCheckoutRequest,
  RestOrder,
  RestPayment,
  RestQuoteConfirmation,
} from '../../generated/rest-types.ts';

// The api's code of each value of the checkout enums. One table, read twice: as the enum
// resolvers (the schema maps values at run time) and by codegen's `enumValues` (so resolvers are
// typed with the api's codes: PICKUP arrives as `pickup`, AWAITING_PAYMENT is `awaiting_payment`).

export const DeliveryMethod = {
  PICKUP: 'pickup',
  BILLING: 'billing',
  ADDRESS: 'address',
} as const satisfies Record<string, RestCheckoutRequest['delivery']>;

export const OrderStatus = {
  QUOTE: 'quote',
  AWAITING_PAYMENT: 'awaiting_payment',
  PAID: 'paid',
  PICKED_UP: 'picked_up',
  RETURNED: 'returned',
  CANCELLED: 'cancelled',
} as const satisfies Record<string, RestOrder['status']>;

export const PaymentStatus = {
  OPEN: 'open',
  PAID: 'paid',
  CANCELLED: 'cancelled',
  FAILED: 'failed',
  EXPIRED: 'expired',
} as const satisfies Record<string, RestPayment['status']>;

export const PaymentKind = {
  ORDER: 'order',
  INVOICE: 'invoice',
  PROJECT: 'project',
} as const satisfies Record<string, RestPayment['kind']>;

export const HoldState = {
  NONE: 'none',
  UNCONFIRMED: 'unconfirmed',
  HELD: 'held',
  KEPT: 'kept',
  RELEASED: 'released',
  NEEDS_CONTACT: 'needs_contact',
} as const satisfies Record<string, RestOrder['hold']['state']>;

export const QuoteConfirmationState = {
  OPEN: 'open',
  CONFIRMED: 'confirmed',
  EXPIRED: 'expired',
  CANCELLED: 'cancelled',
  PAYING: 'paying',
  PAID: 'paid',
} as const satisfies Record<string, RestQuoteConfirmation['state']>;
