// An order's number, as the api hands them out: `SL-{year}-{sequence, at least 5 digits}`
// (`api/orders/order-store.ts` pads the sequence to five). Every tier that takes a number from a
// visitor checks it against this one rule, so a number one tier accepts is never a 404 in another.

/** `SL-2026-00001`; nine digits at the most (a billion orders a year). */
export const ORDER_NUMBER = /^SL-\d{4}-\d{5,9}$/;

export const isOrderNumber = (value: string): boolean => ORDER_NUMBER.test(value);
