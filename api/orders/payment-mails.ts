import { BUSINESS } from '../../domain/business.ts';
import { formatDateLong, todayInAmsterdam } from '../../domain/dates.ts';
import { formatEuro } from '../../domain/money.ts';
import type { MailDraft } from '../mail/layout.ts';

// "Betaling ontvangen": the mail the verify pages promise, recorded in the same transaction that
// moves a payment to paid, so it is sent once (by the outbox relay) whatever crashes or repeats.

export type PaidOrder = { number: string; email: string; firstName: string };
export type PaidInvoice = { number: string; email: string; customerName: string };

function paidDetails(what: [string, string], amountCents: number, paidAt: Date): [string, string][] {
  return [
    what,
    ['Bedrag', formatEuro(amountCents)],
    ['Betaald op', formatDateLong(todayInAmsterdam(paidAt))],
  ];
}

const QUESTIONS = `Heb je een vraag? Mail naar ${BUSINESS.email} of bel ${BUSINESS.phone.display}.`;

export function orderPaidMail(order: PaidOrder, amountCents: number, paidAt: Date): MailDraft {
  return {
    to: order.email,
    subject: `Betaling ontvangen voor bestelling ${order.number}`,
    content: {
      greeting: `Beste ${order.firstName},`,
      paragraphs: [
        `We hebben je betaling van ${formatEuro(amountCents)} voor bestelling ${order.number} ontvangen. Dank je wel!`,
      ],
      details: paidDetails(['Bestelnummer', order.number], amountCents, paidAt),
      closing: [QUESTIONS],
    },
  };
}

export function invoicePaidMail(invoice: PaidInvoice, amountCents: number, paidAt: Date): MailDraft {
  return {
    to: invoice.email,
    subject: `Betaling ontvangen voor factuur ${invoice.number}`,
    content: {
      greeting: `Beste ${invoice.customerName},`,
      paragraphs: [
        `We hebben je betaling van ${formatEuro(amountCents)} voor factuur ${invoice.number} ontvangen. Dank je wel!`,
      ],
      details: paidDetails(['Factuurnummer', invoice.number], amountCents, paidAt),
      closing: [QUESTIONS],
    },
  };
}
