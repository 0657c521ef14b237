import { z } from 'zod';
import { toAmount } from '../../domain/money.ts';
import { paths } from '../../domain/paths.ts';
import { INVOICE_TYPES } from '../accounts/tables.ts';
import { Id, IsoDate, Money } from '../http/openapi.ts';
import type { InvoiceRow } from './invoice-store.ts';

// The invoices' shapes (README "Invoices"), declared once in zod.

export const InvoiceItem = z
  .object({
    handle: z
      .string()
      .describe('32 url-safe random characters: the secret of the pay page /factuur-betalen/{handle}'),
    invoice: z.object({
      id: Id,
      number: z.string().describe('"F2026-0042"'),
      url: z.string().describe("The PDF's site path (with ?token=… when the list was read with a token)"),
      date: IsoDate,
      paid: z.boolean(),
      psp: z.enum(['test']).nullable().describe('The provider that can take payment, null for none'),
      original_amount: Money.describe('Incl. BTW'),
      project: z.object({ type: z.enum(INVOICE_TYPES) }),
    }),
    transaction: z
      .object({
        paylink: z.string().describe('{PUBLIC_URL}/factuur-betalen/{handle}: the mobile payment link'),
      })
      .nullable()
      .describe('There exactly when the invoice is unpaid and has a psp'),
  })
  .meta({ id: 'InvoiceItem' });
export type InvoiceItemAnswer = z.output<typeof InvoiceItem>;

export const InvoiceSummary = z
  .object({
    number: z.string(),
    date: IsoDate,
    original_amount: Money,
    paid: z.boolean(),
    can_pay: z.boolean().describe('Unpaid and a provider can take it'),
  })
  .meta({ id: 'InvoiceSummary' });

export const canPay = (row: InvoiceRow) => row.paidAt === null && row.psp !== null && row.totalCents > 0;

/** The PDF's path; with `token` the download works without a session. */
export function pdfPath(handle: string, token?: string): string {
  return `/api/invoices/${handle}/pdf/${token ? `?token=${token}` : ''}`;
}

export function payLink(publicUrl: string, handle: string): string {
  return `${publicUrl}${paths.invoicePayment(handle)}`;
}

export function invoiceItem(row: InvoiceRow, publicUrl: string, token?: string): InvoiceItemAnswer {
  return {
    handle: row.handle,
    invoice: {
      id: row.id,
      number: row.number,
      url: pdfPath(row.handle, token),
      date: row.date,
      paid: row.paidAt !== null,
      psp: row.psp === 'test' ? 'test' : null,
      original_amount: toAmount(row.totalCents),
      project: { type: row.projectType },
    },
    transaction: canPay(row) ? { paylink: payLink(publicUrl, row.handle) } : null,
  };
}

export function invoiceSummary(row: InvoiceRow): z.output<typeof InvoiceSummary> {
  return {
    number: row.number,
    date: row.date,
    original_amount: toAmount(row.totalCents),
    paid: row.paidAt !== null,
    can_pay: canPay(row),
  };
}

/** Asking for the link to an address's invoices (POST /invoices/link/). */
export const InvoiceLinkRequest = z.object({ email: z.string() }).meta({ id: 'InvoiceLinkRequest' });
