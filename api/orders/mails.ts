import { COUNTRY_NAMES } from '../../domain/address.ts';
import { ROUNDING_RULE, shownPrice } from '../../domain/btw.ts';
import { BUSINESS } from '../../domain/business.ts';
import { formatDateLong, rentalDaysText } from '../../domain/dates.ts';
import { formatEuro } from '../../domain/money.ts';
import { formatMomentLong, hoursLater, minutesLater, type OrderLimits } from '../../domain/order-bounds.ts';
import { type BtwView, totalsBlock } from '../../domain/totals.ts';
import type { MailDraft } from '../mail/layout.ts';
import type { PaymentRow } from '../payments/payment-shapes.ts';
import { type OrderLineRow, type OrderRow, orderPrices } from './order-shapes.ts';
import type { StoredAddress } from './tables.ts';

// The Dutch confirmation mail of a placed order or quote: its number, the lines, the rental
// period with its slots, the totals block (domain/totals.ts; borg apart), how it is delivered, and
// what to bring at pickup. A consumer reads amounts incl. BTW, a company excl. BTW, as on the site. Money as `€ 1.234,50`, dates as `dinsdag 24 november 2026` (domain/). The mailer
// renders it (api/mail/layout.ts) and records it in the outbox in the order's transaction.

const TYPE_HEADINGS = { RENTAL: 'Huur', SALE: 'Koop', OCCASION: 'Occasions' } as const;

/** A line before the account's discount (the block takes that off once), in the mail's view. */
function lineText(l: OrderLineRow, view: BtwView): string {
  const price = shownPrice(l.priceCents + l.discountCents);
  return `${l.count} × ${l.name}: ${formatEuro(view === 'EXCL' ? price.exclBtwCents : price.inclBtwCents)}`;
}

function addressText(a: StoredAddress): string {
  const number = [a.house_number, a.house_number_addition].filter(Boolean).join(' ');
  return [
    `${a.first_name} ${a.last_name}`,
    `${a.street} ${number}`,
    `${a.postal_code} ${a.city}`,
    COUNTRY_NAMES[a.country],
  ].join('\n');
}

function deliveryText(order: OrderRow): string {
  const pickup = `Ophalen in onze winkel: ${BUSINESS.address}`;
  if (order.delivery === 'pickup') return pickup;
  const to =
    order.delivery === 'address' && order.deliveryAddress ? order.deliveryAddress : order.billingAddress;
  return `Verzenden naar:\n${addressText(to)}`;
}

function periodText(order: OrderRow): string | null {
  if (!order.startDate || !order.endDate) return null;
  const days = rentalDaysText(order.rentalDays);
  return [
    `Ophalen: ${formatDateLong(order.startDate)}, ${order.pickupSlotDescription ?? ''}`.replace(/, $/, ''),
    `Terugbrengen: ${formatDateLong(order.endDate)}, ${order.returnSlotDescription ?? ''}`.replace(/, $/, ''),
    days,
  ].join('\n');
}

function totals(order: OrderRow, lines: OrderLineRow[], view: BtwView): [string, string][] {
  const block = totalsBlock(orderPrices(order, lines), view);
  const rows: [string, string][] = block.rows.map((row) => [row.label, formatEuro(row.cents)]);
  if (block.borgCents > 0) {
    rows.push([
      'Borg',
      `${formatEuro(block.borgCents)} (apart, zonder btw: bij het ophalen; je krijgt hem terug bij het inleveren)`,
    ]);
  }
  rows.push(['Afronding', ROUNDING_RULE]);
  return rows;
}

/** What to bring when something is picked up: always an ID, for a company also a KvK extract. */
function pickupNote(order: OrderRow, lines: OrderLineRow[]): string | null {
  const picksUp = order.delivery === 'pickup' || lines.some((l) => l.type === 'RENTAL');
  if (!picksUp) return null;
  const company = order.samEntity.kind === 'company';
  return (
    'Neem bij het ophalen een geldig identiteitsbewijs (paspoort, identiteitskaart of rijbewijs) mee' +
    (company ? ' en een recent uittreksel van de Kamer van Koophandel (KvK).' : '.')
  );
}

/**
 * What the order keeps of its rental gear, and until when (README "Holds and bounds"): a guest's
 * quote nothing until its link is followed, a signed-in customer's quote for the quote hours, an
 * order awaiting payment for the payment's life.
 */
export function holdParagraphs(
  order: OrderRow,
  lines: OrderLineRow[],
  options: { confirmLink: string | null; limits: OrderLimits; now: Date },
): string[] {
  if (!lines.some((l) => l.type === 'RENTAL')) return [];
  const { limits, now } = options;
  if (order.status === 'quote' && options.confirmLink) {
    return [
      `Bevestig je offerte vóór ${formatMomentLong(hoursLater(order.createdAt, limits.quoteHoldHours))} via deze link:`,
      options.confirmLink,
      `Tot je bevestigt, houden we niets voor je vast. Vanaf je bevestiging houden we de huurapparatuur ${limits.quoteHoldHours} uur voor je vast; daarna komt ze weer vrij, tenzij je hebt betaald of we samen iets anders hebben afgesproken.`,
      'Wil je de apparatuur meteen zeker hebben? Op dezelfde pagina betaal je de offerte met "Nu betalen": na je betaling is ze voor je gereserveerd.',
    ];
  }
  if (order.status === 'quote') {
    return [
      `We houden de huurapparatuur voor je vast tot ${formatMomentLong(hoursLater(now, limits.quoteHoldHours))}; daarna komt ze weer vrij, tenzij je hebt betaald of we samen iets anders hebben afgesproken.`,
    ];
  }
  return [
    `We houden de huurapparatuur voor je vast zolang je betaling loopt, tot uiterlijk ${formatMomentLong(minutesLater(now, limits.paymentHoldMinutes))}. Breek je de betaling af of verloopt ze, dan komt de apparatuur meteen weer vrij; betaal je later opnieuw, dan houden we haar weer vast als ze nog vrij is.`,
  ];
}

/**
 * The confirmation of `order`. `payment` gives the link to pay (null for a quote); `site` is
 * PUBLIC_URL; `confirmLink` the link that confirms a guest's quote (else null).
 */
export function orderConfirmationMail(
  order: OrderRow,
  lines: OrderLineRow[],
  payment: PaymentRow | null,
  options: { site: string; confirmLink: string | null; limits: OrderLimits; now: Date },
): MailDraft {
  const site = options.site;
  const quote = order.status === 'quote';
  const details: [string, string][] = [[quote ? 'Offertenummer' : 'Bestelnummer', order.number]];
  const view: BtwView = order.samEntity.kind === 'company' ? 'EXCL' : 'INCL';
  const period = periodText(order);
  if (period) details.push(['Huurperiode', period]);
  for (const type of ['RENTAL', 'SALE', 'OCCASION'] as const) {
    const ofType = lines.filter((l) => l.type === type);
    if (ofType.length > 0)
      details.push([
        `${TYPE_HEADINGS[type]} (${view === 'EXCL' ? 'excl.' : 'incl.'} btw)`,
        ofType.map((l) => lineText(l, view)).join('\n'),
      ]);
  }
  details.push(...totals(order, lines, view));
  details.push(['Levering', deliveryText(order)], ['Factuuradres', addressText(order.billingAddress)]);
  if (order.samEntity.kind === 'company') {
    const entity = [order.samEntity.company_name];
    if (order.samEntity.kvk_number) entity.push(`KvK ${order.samEntity.kvk_number}`);
    if (order.samEntity.vat_number) entity.push(`Btw-nummer ${order.samEntity.vat_number}`);
    details.push(['Bedrijf', entity.join('\n')]);
  }
  if (order.remarks) details.push(['Opmerkingen', order.remarks]);

  const paragraphs = quote
    ? [
        // One story: the customer confirms the quote (the link below, or signed in at once);
        // the shop does not call to confirm it.
        `Bedankt voor je aanvraag bij ${BUSINESS.name}. Hieronder staat je offerte; de prijzen gelden zoals ze nu berekend zijn.`,
      ]
    : [
        `Bedankt voor je bestelling bij ${BUSINESS.name}. We hebben je bestelling ontvangen met deze gegevens:`,
      ];
  paragraphs.push(...holdParagraphs(order, lines, options));
  const closing: string[] = [];
  if (payment) {
    const payLink = payment.payUrl.startsWith('/') ? `${site}${payment.payUrl}` : payment.payUrl;
    closing.push(`Nog niet betaald? Betaal je bestelling via ${payLink}`);
  }
  const note = pickupNote(order, lines);
  if (note) closing.push(note);
  closing.push(
    `Klopt er iets niet, of heb je een vraag? Mail naar ${BUSINESS.email} of bel ${BUSINESS.phone.display}.`,
  );
  return {
    to: order.email,
    subject: quote ? `Je offerte ${order.number}` : `Je bestelling ${order.number}`,
    content: {
      greeting: `Beste ${order.billingAddress.first_name},`,
      paragraphs,
      details,
      closing,
    },
  };
}
