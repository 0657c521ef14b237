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

/**
 * A payment that came after its order's hold ran out, when another customer has the units now:
 * the money is in, the gear is not promised, and the shop calls (the order waits for the desk).
 */
export function latePaymentMail(paid: Paid, names: string[]): MailDraft {
  return {
    to: paid.email,
    subject: `Over je bestelling ${paid.number}: we nemen contact met je op`,
    content: {
      greeting: `Beste ${paid.name},`,
      paragraphs: [
        `Je betaling voor bestelling ${paid.number} kwam binnen nadat de tijd waarin we de huurapparatuur voor je vasthielden, voorbij was. Intussen is niet alles meer vrij in je huurperiode: ${names.join(', ')}.`,
        'We nemen zo snel mogelijk contact met je op om een oplossing te vinden: een andere periode, vervangende apparatuur of je geld terug.',
      ],
      details: [[LABELS[paid.what], paid.number]],
      closing: [`Liever zelf contact? Mail naar ${BUSINESS.email} of bel ${BUSINESS.phone.display}.`],
    },
  };
}

/** Money paid back to the customer (the desk's refund, api/payments/refunds.ts). */
export function refundMail(
  order: { number: string; email: string; name: string },
  amountCents: number,
  at: Date,
): MailDraft {
  const amount = formatEuro(amountCents);
  return {
    to: order.email,
    subject: `Terugbetaling voor bestelling ${order.number}`,
    content: {
      greeting: `Beste ${order.name},`,
      paragraphs: [
        `We betalen je ${amount} terug voor bestelling ${order.number}.`,
        'Het bedrag staat binnen een paar werkdagen weer op de rekening of kaart waarmee je betaalde.',
      ],
      details: [
        [LABELS.bestelling, order.number],
        ['Terugbetaald bedrag', amount],
        ['Datum', formatDateLong(todayInAmsterdam(at))],
      ],
      closing: [`Heb je een vraag? Mail naar ${BUSINESS.email} of bel ${BUSINESS.phone.display}.`],
    },
  };
}
