import { BUSINESS } from '../../domain/business.ts';
import { formatDateLong, todayInAmsterdam } from '../../domain/dates.ts';
import { formatEuro } from '../../domain/money.ts';
import type { MailDraft } from '../mail/layout.ts';

// "Betaling ontvangen": the mail the verify pages promise, recorded in the same transaction that
// moves a payment to paid, so it is sent once (by the outbox relay) whatever crashes or repeats.

/** What was paid: an order (`bestelling`) or an invoice (`factuur`), its number, to whom. */
export type Paid = {
  what: 'bestelling' | 'factuur';
  number: string;
  email: string;
  name: string;
  /** The signed link to all invoices of the address (invoices only). */
  invoicesLink?: string;
};

const LABELS = { bestelling: 'Bestelnummer', factuur: 'Factuurnummer' } as const;

export function paymentReceivedMail(paid: Paid, amountCents: number, paidAt: Date): MailDraft {
  const amount = formatEuro(amountCents);
  return {
    to: paid.email,
    subject: `Betaling ontvangen voor ${paid.what} ${paid.number}`,
    content: {
      greeting: `Beste ${paid.name},`,
      paragraphs: [
        `We hebben je betaling van ${amount} voor ${paid.what} ${paid.number} ontvangen. Dank je wel!`,
      ],
      details: [
        [LABELS[paid.what], paid.number],
        ['Bedrag', amount],
        ['Betaald op', formatDateLong(todayInAmsterdam(paidAt))],
      ],
      closing: [
        ...(paid.invoicesLink ? [`Al je facturen bekijk en download je via ${paid.invoicesLink}`] : []),
        `Heb je een vraag? Mail naar ${BUSINESS.email} of bel ${BUSINESS.phone.display}.`,
      ],
    },
  };
}
