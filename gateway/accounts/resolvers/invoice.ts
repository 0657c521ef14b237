import type { InvoiceResolvers } from '../../generated/resolvers-types.ts';
import { money } from '../../shop/resolvers/cart-totals.ts';

// One REST InvoiceItem of a list: every field reads it, no further call. The api gives a
// `transaction` (the payment link) exactly when the invoice is unpaid and a provider can take it (and there is something to pay).
export const Invoice: InvoiceResolvers = {
  number: (item) => item.invoice.number,
  date: (item) => item.invoice.date,
  paid: (item) => item.invoice.paid,
  amount: (item) => money(item.invoice.original_amount),
  projectType: (item) => item.invoice.project.type,
  downloadUrl: (item) => item.invoice.url,
  canPayNow: (item) => item.transaction !== null,
  payLink: (item) => item.transaction?.paylink ?? null,
};
