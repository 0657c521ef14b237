import { and, eq, isNull } from 'drizzle-orm';
import { invoices } from '../accounts/tables.ts';
import type { ApiConfig } from '../config.ts';
import type { Mailer } from '../mail/mailer.ts';
import { paymentReceivedMail } from '../payments/payment-mails.ts';
import type { Settlement } from '../payments/settlement.ts';
import { invoicesLink } from './invoice-mails.ts';

// What an invoice's payment means to the invoice (api/payments/settlement.ts): paid, the invoice
// is paid and its "betaling ontvangen" mail links to the address's invoices; an unpaid end
// changes nothing (the invoice can be paid again).

export function invoiceSettlement(
  mailer: Mailer,
  config: Pick<ApiConfig, 'publicUrl' | 'secretKey'>,
): Settlement {
  return {
    async paid(tx, payment, now) {
      if (payment.invoiceId === null) return [];
      const [invoice] = await tx
        .update(invoices)
        .set({ paidAt: now })
        .where(and(eq(invoices.id, payment.invoiceId), isNull(invoices.paidAt)))
        .returning({ number: invoices.number, email: invoices.email, customerName: invoices.customerName });
      if (!invoice) return [];
      const paid = {
        what: 'factuur' as const,
        number: invoice.number,
        email: invoice.email,
        name: invoice.customerName,
        invoicesLink: invoicesLink(config.publicUrl, config.secretKey, invoice.email),
      };
      return [await mailer.record(tx, paymentReceivedMail(paid, payment.amountCents, now))];
    },
    async ended() {},
  };
}
