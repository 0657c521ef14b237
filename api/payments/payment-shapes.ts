import { z } from 'zod';
import { toAmount } from '../../domain/money.ts';
import { paths } from '../../domain/paths.ts';
import { Money } from '../http/openapi.ts';
import { PAYMENT_KINDS, PAYMENT_STATUSES, type PaymentKind, type payments } from './tables.ts';

// The payment's shapes (api/orders/README.md), declared once in zod: the routes answer `z.output`
// of them and /api/openapi.json publishes them as components.

export const HANDLE = /^[A-Za-z0-9_-]{32}$/;

export const Payment = z
  .object({
    handle: z.string().regex(HANDLE).describe('32 url-safe random characters: the secret of the links'),
    kind: z.enum(PAYMENT_KINDS).describe('What it pays: an order, an invoice or a project'),
    amount: Money,
    status: z
      .enum(PAYMENT_STATUSES)
      .describe('open until the provider reports paid, cancelled, failed or expired; those are final'),
    description: z.string().describe('As the provider shows it: "Bestelling SL-2026-00001"'),
    order_number: z.string().nullable().describe('The order it pays (kind order), else null'),
    pay_url: z
      .string()
      .describe(
        "Where the visitor pays: the test provider's page of the site (root-relative) or a provider's URL",
      ),
    return_url: z
      .string()
      .describe(
        'The verify page the provider returns to: /verify-payment/{handle} (or the invoice/project variant)',
      ),
  })
  .meta({ id: 'Payment' });
export type PaymentAnswer = z.output<typeof Payment>;

export const PaymentOutcomeRequest = z
  .object({ outcome: z.enum(['paid', 'cancelled', 'failed']).describe('The choice on the test pay page') })
  .meta({ id: 'PaymentOutcomeRequest' });

export const PaymentWebhookRequest = z.object({ id: z.string().describe("The provider's payment id") }).meta({
  id: 'PaymentWebhookRequest',
  description:
    'Mollie: a form body id=tr_…, unsigned (the status is fetched from Mollie). The test provider: JSON, signed: header X-Signature is the hex HMAC-SHA256 of the body with SECRET_KEY. Unknown fields are ignored (the status is always fetched).',
});

/** The verify page of a payment, root-relative (a provider gets it absolute, from PUBLIC_URL). */
export function returnPath(kind: PaymentKind, handle: string): string {
  return paths.verifyPayment(kind.toUpperCase() as Uppercase<PaymentKind>, handle);
}

export type PaymentRow = typeof payments.$inferSelect;

export function paymentAnswer(row: PaymentRow, orderNumber: string | null): PaymentAnswer {
  return {
    handle: row.handle,
    kind: row.kind,
    amount: toAmount(row.amountCents),
    status: row.status,
    description: row.description,
    order_number: orderNumber,
    pay_url: row.payUrl,
    return_url: returnPath(row.kind, row.handle),
  };
}
