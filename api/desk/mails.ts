import { BUSINESS } from '../../domain/business.ts';
import { formatDateLong } from '../../domain/dates.ts';
import { formatEuro } from '../../domain/money.ts';
import type { MailDraft } from '../mail/layout.ts';

// The mails of the desk's actions, in Dutch, recorded in the action's transaction.

/** An order the desk cancelled; `refundedCents`: what is paid back with it (0: nothing paid). */
export function orderCancelledMail(
  order: { number: string; email: string; name: string; quote: boolean },
  refundedCents: number,
): MailDraft {
  const what = order.quote ? 'offerte' : 'bestelling';
  return {
    to: order.email,
    subject: `Je ${what} ${order.number} is geannuleerd`,
    content: {
      greeting: `Beste ${order.name},`,
      paragraphs: [
        `We hebben je ${what} ${order.number} geannuleerd. De apparatuur houden we niet langer voor je vast.`,
        ...(refundedCents > 0
          ? [
              `Je betaling van ${formatEuro(refundedCents)} betalen we je terug; je krijgt daarover een aparte e-mail.`,
            ]
          : []),
      ],
      details: [[order.quote ? 'Offertenummer' : 'Bestelnummer', order.number]],
      closing: [`Heb je een vraag? Mail naar ${BUSINESS.email} of bel ${BUSINESS.phone.display}.`],
    },
  };
}

/** A link to pay what is open of an order made or changed at the desk. */
export function paymentLinkMail(
  order: { number: string; email: string; name: string },
  amountCents: number,
  payLink: string,
): MailDraft {
  return {
    to: order.email,
    subject: `Betaal je bestelling ${order.number}`,
    content: {
      greeting: `Beste ${order.name},`,
      paragraphs: [
        `Voor je bestelling ${order.number} staat nog ${formatEuro(amountCents)} open. Je betaalt het veilig via deze link:`,
        payLink,
        'We houden de apparatuur voor je vast zoals we aan de balie hebben afgesproken.',
      ],
      details: [
        ['Bestelnummer', order.number],
        ['Te betalen', formatEuro(amountCents)],
      ],
      closing: [`Heb je een vraag? Mail naar ${BUSINESS.email} of bel ${BUSINESS.phone.display}.`],
    },
  };
}

/** An order changed at the desk: its lines and period now, and what that means for paying. */
export function orderChangedMail(
  order: {
    number: string;
    email: string;
    billingAddress: { first_name: string };
    startDate: string | null;
    endDate: string | null;
    pickupSlotDescription: string | null;
    returnSlotDescription: string | null;
    totalCents: number;
  },
  lines: { name: string; count: number }[],
  money: { differenceCents: number; openCents: number; refundCents: number },
): MailDraft {
  const period =
    order.startDate && order.endDate
      ? `${formatDateLong(order.startDate)} ${order.pickupSlotDescription ?? ''} tot ${formatDateLong(order.endDate)} ${order.returnSlotDescription ?? ''}`
      : null;
  return {
    to: order.email,
    subject: `Je bestelling ${order.number} is gewijzigd`,
    content: {
      greeting: `Beste ${order.billingAddress.first_name},`,
      paragraphs: [
        `Zoals afgesproken hebben we je bestelling ${order.number} gewijzigd. Zo ziet ze er nu uit.`,
        ...(money.refundCents > 0
          ? [`Je hebt ${formatEuro(money.refundCents)} te veel betaald; dat betalen we je terug.`]
          : money.openCents > 0
            ? [
                `Er staat nog ${formatEuro(money.openCents)} open. Je betaalt het aan de balie of via de betaallink die we je sturen.`,
              ]
            : []),
      ],
      details: [
        ['Bestelnummer', order.number],
        ...(period ? ([['Huurperiode', period.replace(/\s+/g, ' ').trim()]] as [string, string][]) : []),
        ['Artikelen', lines.map((l) => `${l.count} × ${l.name}`).join('\n')],
        ['Totaal', formatEuro(order.totalCents)],
        [
          'Verschil',
          `${money.differenceCents >= 0 ? '+' : '−'} ${formatEuro(Math.abs(money.differenceCents))}`,
        ],
      ],
      closing: [`Heb je een vraag? Mail naar ${BUSINESS.email} of bel ${BUSINESS.phone.display}.`],
    },
  };
}
