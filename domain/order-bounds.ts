// What one online order may ask, and how long what it holds is kept (api/orders/README.md
// "Holds and bounds"). A rental business lets a visitor reserve gear online only within bounds it
// can live with: a few weeks, the units it has, an amount it would take without a conversation,
// and a few unpaid reservations per customer at once. Beyond them the shop talks to the customer.
// Pure: the api applies the same rules at `validate` and when placing, with its configured limits.

import { BUSINESS } from './business.ts';
import { amsterdamWallClock, formatDateLong } from './dates.ts';
import { formatEuro } from './money.ts';

/** The limits an api runs with (env MAX_RENTAL_DAYS, MAX_ONLINE_ORDER_EUR, QUOTE_HOLD_HOURS, …). */
export type OrderLimits = {
  /** A confirmed quote holds its units this long after the confirmation click; an unconfirmed one expires then. */
  readonly quoteHoldHours: number;
  /** An order awaiting its payment holds its units at most this long without news of the payment. */
  readonly paymentHoldMinutes: number;
  /** The most rental days (as charged) an online order may have. */
  readonly maxRentalDays: number;
  /** The highest total (incl. btw) an online order may have, in cents. */
  readonly maxOrderCents: number;
  /** Unpaid holds (confirmed quotes and orders awaiting payment) per e-mail address and per client at once. */
  readonly maxUnpaidHolds: number;
  /**
   * The most rental value (incl. btw, in cents) a guest keeps unpaid at any one moment, per
   * e-mail address and per client (an IPv6 client's /48: four times as much).
   */
  readonly guestHoldCents: number;
  /** The same for a signed-in customer (an activated account), per account and per client. */
  readonly accountHoldCents: number;
  /** The share of an article's units (in %, rounded down, at least one) unpaid holds may keep together. */
  readonly unpaidUnitsPercent: number;
};

export const DEFAULT_ORDER_LIMITS: OrderLimits = Object.freeze({
  quoteHoldHours: 48,
  paymentHoldMinutes: 60,
  maxRentalDays: 30,
  maxOrderCents: 25_000_00,
  maxUnpaidHolds: 3,
  guestHoldCents: 2_500_00,
  accountHoldCents: 10_000_00,
  unpaidUnitsPercent: 50,
});

/** How often paying again may hold an order's units anew (after they were let go) in one day. */
export const MAX_HOLD_RENEWALS_PER_DAY = 3;

/** How many times a client's limit its IPv6 /48 (a site with up to 65 536 /64s) may keep. */
export const WIDE_CLIENT_FACTOR = 4;

/**
 * The most units of an article that unpaid holds together may keep at one moment: half of those
 * in service (`percent`), rounded down, at least one. The rest stays free for customers who pay.
 */
export function unpaidUnitCap(units: number, percent = DEFAULT_ORDER_LIMITS.unpaidUnitsPercent): number {
  return Math.max(1, Math.floor((units * percent) / 100));
}

/**
 * Which holds are one holder's when bounded: an address compared by what reaches one mailbox.
 * Lowercase; a `+tag` dropped (Gmail, Outlook, iCloud, Proton, Fastmail and most others deliver
 * `jan+x@` to `jan@`); for Gmail also the dots of the local part and `googlemail.com`. Other
 * providers' aliases (and a domain that accepts any address) are not caught here: the client's
 * bound, which no address changes, is what holds against those.
 */
export function holderEmail(email: string): string {
  const lower = email.trim().toLowerCase();
  const at = lower.lastIndexOf('@');
  if (at < 1) return lower;
  let local = lower.slice(0, at);
  let domain = lower.slice(at + 1);
  const plus = local.indexOf('+');
  if (plus > 0) local = local.slice(0, plus);
  if (domain === 'googlemail.com') domain = 'gmail.com';
  if (domain === 'gmail.com') local = local.replaceAll('.', '');
  return `${local}@${domain}`;
}

/**
 * The highest sum of values held at one moment within [start, end), of holds each with its own
 * window: what a new hold of that window would stack on.
 */
export function peakWithin(
  holds: readonly { start: number; end: number; value: number }[],
  window: { start: number; end: number },
): number {
  const moments = [
    window.start,
    ...holds.map((h) => h.start).filter((t) => t > window.start && t < window.end),
  ];
  let peak = 0;
  for (const t of moments) {
    let sum = 0;
    for (const h of holds) if (h.start <= t && t < h.end) sum += h.value;
    peak = Math.max(peak, sum);
  }
  return peak;
}

/**
 * The largest amount in cents the api ever stores (orders, lines, payments, invoices are 64-bit
 * cents; this keeps every sum an exact JavaScript integer as well).
 */
export const MAX_STORED_CENTS = Number.MAX_SAFE_INTEGER;

const CONTACT = `bel ${BUSINESS.phone.display} of mail ${BUSINESS.mailboxes.verhuur}`;

export const ORDER_BOUND_MESSAGES = {
  rentalDays: (max: number) =>
    `Online huur je hoogstens ${max} huurdagen; kies een kortere periode. Voor een langere huur: ${CONTACT}.`,
  units: (name: string, units: number) =>
    units === 1
      ? `${name}: we hebben er 1 van; meer kun je niet huren.`
      : `${name}: we hebben er ${units} van; meer kun je niet huren.`,
  total: (maxCents: number, rental = true) =>
    rental
      ? `Online bestellen kan tot ${formatEuro(maxCents)}. Neem contact op voor een grotere huur: ${CONTACT}.`
      : `Online bestellen kan tot ${formatEuro(maxCents)}. Neem contact op voor een grotere bestelling: bel ${BUSINESS.phone.display} of mail ${BUSINESS.mailboxes.verkoop}.`,
  holdsEmail: (max: number) =>
    `Op dit e-mailadres staan al ${max} reserveringen die nog niet betaald zijn. Betaal er eerst een, wacht tot er een verloopt of neem contact met ons op: ${CONTACT}.`,
  holdsClient: (max: number) =>
    `Vanaf dit adres zijn al ${max} reserveringen gedaan die nog niet betaald zijn. Betaal er eerst een, wacht tot er een verloopt of neem contact met ons op: ${CONTACT}.`,
  /** A guest past the rental value kept unpaid (by address or by client). */
  guestValue: (limitCents: number, heldCents: number, accountCents: number) =>
    `Zonder account houden we online hoogstens ${formatEuro(limitCents)} aan huurapparatuur tegelijk voor je vast zolang die niet betaald is${heldCents > 0 ? `; er staat al ${formatEuro(heldCents)} onbetaald voor je klaar in die periode` : ''}. Log in of maak een account aan (dan houden we tot ${formatEuro(accountCents)} vast), betaal eerst een openstaande bestelling, of ${CONTACT}.`,
  /** A signed-in customer past the rental value kept unpaid. */
  accountValue: (limitCents: number, heldCents: number) =>
    `We houden online hoogstens ${formatEuro(limitCents)} aan huurapparatuur tegelijk voor je vast zolang die niet betaald is${heldCents > 0 ? `; er staat al ${formatEuro(heldCents)} onbetaald voor je klaar in die periode` : ''}. Betaal eerst een openstaande bestelling of offerte, of ${CONTACT}: dan maken we een afspraak op maat.`,
  /** Paying again once more than MAX_HOLD_RENEWALS_PER_DAY in a day. */
  renewals: (max: number) =>
    `We hebben de huurapparatuur van deze bestelling vandaag al ${max} keer opnieuw voor je vastgehouden; vaker kan niet op één dag. Morgen kun je opnieuw betalen, of ${CONTACT}.`,
  /** A rental line past the units unpaid holds may keep (`unpaidUnitCap`). */
  unpaidUnits: (name: string, cap: number, units: number, held: number) =>
    `${name}: zolang een bestelling niet betaald is, houden we hoogstens ${cap} van de ${units} tegelijk vast, zodat er ook voor wie meteen betaalt iets vrij blijft${held > 0 ? ` (er ${held === 1 ? 'wordt er al 1' : `worden er al ${held}`} onbetaald vastgehouden)` : ''}. Kies minder stuks, of ${CONTACT}.`,
} as const;

/** What the bounds need to know of an order before it is stored. */
export type BoundedOrder = {
  /** Rental days as charged (0 or 1 without rental lines: not checked then). */
  readonly rentalDays: number;
  readonly hasRentals: boolean;
  /** Per rental line: its field key (`lines.<id>`), name, count and the article's units (null: unknown). */
  readonly rentalLines: readonly { key: string; name: string; count: number; units: number | null }[];
  readonly totalCents: number;
};

/** Per field the Dutch messages of the bounds `order` exceeds; `{}` when it is within them. */
export function orderBoundProblems(order: BoundedOrder, limits: OrderLimits): Record<string, string[]> {
  const problems: Record<string, string[]> = {};
  const add = (field: string, message: string) => {
    problems[field] = [...(problems[field] ?? []), message];
  };
  if (order.hasRentals && order.rentalDays > limits.maxRentalDays) {
    add('end_date', ORDER_BOUND_MESSAGES.rentalDays(limits.maxRentalDays));
  }
  for (const line of order.rentalLines) {
    if (line.units !== null && line.count > line.units)
      add(line.key, ORDER_BOUND_MESSAGES.units(line.name, line.units));
  }
  if (!Number.isSafeInteger(order.totalCents) || order.totalCents > limits.maxOrderCents) {
    add('non_field_errors', ORDER_BOUND_MESSAGES.total(limits.maxOrderCents, order.hasRentals));
  }
  return problems;
}

/** A bound of one online order a cart already breaks, said where the visitor causes it. */
export type CartBound = { kind: 'RENTAL_DAYS' | 'TOTAL'; message: string };

/**
 * The bounds of one online order (`orderBoundProblems`) the whole cart breaks as it is: its
 * period's rental days and its total. The period picker and the cart say so at once, with the
 * words placing the order would use (a line's units are the availability calls' to say).
 */
export function cartBounds(order: Omit<BoundedOrder, 'rentalLines'>, limits: OrderLimits): CartBound[] {
  const problems = orderBoundProblems({ ...order, rentalLines: [] }, limits);
  return [
    ...(problems.end_date ?? []).map((message) => ({ kind: 'RENTAL_DAYS' as const, message })),
    ...(problems.non_field_errors ?? []).map((message) => ({ kind: 'TOTAL' as const, message })),
  ];
}

/** Until when a hold placed at `from` lasts `hours`. */
export function hoursLater(from: Date, hours: number): Date {
  return new Date(from.getTime() + hours * 3600_000);
}

/** Until when a hold placed at `from` lasts `minutes`. */
export function minutesLater(from: Date, minutes: number): Date {
  return new Date(from.getTime() + minutes * 60_000);
}

/** An instant as a Dutch reader reads it in Amsterdam: `donderdag 26 november 2026, 14:30`. */
export function formatMomentLong(instant: Date): string {
  const p = amsterdamWallClock(instant);
  return `${formatDateLong(`${p.year}-${p.month}-${p.day}`)}, ${p.hour}:${p.minute}`;
}

/** What the checkout says, beside its two buttons, about what each way keeps (README "Holds and bounds"). */
export function checkoutHoldNote(limits: OrderLimits): string {
  return (
    `Betaal je nu, dan houden we de huurapparatuur voor je vast zolang je betaling loopt (hoogstens ${limits.paymentHoldMinutes} minuten). ` +
    `Vraag je een offerte aan, dan mailen we je een bevestigingslink: pas als je die opent, houden we de apparatuur ${limits.quoteHoldHours} uur voor je vast.`
  );
}

/** The questions on /offerte about what a quote and an unpaid order keep, and the bounds. */
export function orderTermsFaqs(limits: OrderLimits): { question: string; answer: string }[] {
  return [
    {
      question: 'Hoe lang houden jullie de apparatuur van mijn offerte vast?',
      answer: `Na je aanvraag mailen we je de offerte met een bevestigingslink. Tot je die opent, houden we niets vast. Bevestig je binnen ${limits.quoteHoldHours} uur, dan houden we de huurapparatuur vanaf dat moment ${limits.quoteHoldHours} uur voor je vast. Ben je ingelogd, dan geldt dat meteen. Daarna komt ze weer vrij, tenzij je hebt betaald of we samen iets anders hebben afgesproken.`,
    },
    {
      question: 'En als ik meteen bestel en betaal?',
      answer: `Dan houden we de huurapparatuur voor je vast zolang je betaling loopt, hoogstens ${limits.paymentHoldMinutes} minuten. Breek je de betaling af of mislukt ze, dan komt de apparatuur meteen weer vrij; betaal je opnieuw, dan houden we haar weer vast als ze nog vrij is. Na je betaling is ze voor je gereserveerd.`,
    },
    {
      question: 'Hoeveel kan ik online huren?',
      answer: `Online huur je hoogstens ${limits.maxRentalDays} huurdagen, voor hoogstens ${formatEuro(limits.maxOrderCents)} per bestelling, en je kunt ${limits.maxUnpaidHolds} reserveringen tegelijk hebben die nog niet betaald zijn. Zolang je niet betaald hebt, houden we zonder account hoogstens ${formatEuro(limits.guestHoldCents)} aan huurapparatuur tegelijk voor je vast, met een account ${formatEuro(limits.accountHoldCents)}, en van elk artikel hoogstens de helft van onze stuks. Wil je langer of meer huren? ${CONTACT.charAt(0).toUpperCase()}${CONTACT.slice(1)}; dan maken we een offerte op maat.`,
    },
  ];
}

/** An order's hold as its customer reads it (the Order answer's `hold.detail`). */
export function holdMessage(
  hold: {
    state: 'none' | 'unconfirmed' | 'held' | 'kept' | 'released' | 'needs_contact';
    until: Date | null;
  },
  order: { status: string },
  limits: Pick<OrderLimits, 'quoteHoldHours'>,
): string | null {
  const until = hold.until ? formatMomentLong(hold.until) : '';
  switch (hold.state) {
    case 'none':
      return null;
    case 'unconfirmed':
      return `Je offerte houdt nog niets vast. Bevestig haar vóór ${until} met de link in de e-mail die we je stuurden; vanaf dan houden we de huurapparatuur ${limits.quoteHoldHours} uur voor je vast.`;
    case 'held':
      return order.status === 'awaiting_payment'
        ? `We houden de huurapparatuur voor je vast zolang je betaling loopt, tot uiterlijk ${until}.`
        : `We houden de huurapparatuur voor je vast tot ${until}.`;
    case 'kept':
      return 'De huurapparatuur is voor je gereserveerd.';
    case 'released':
      return order.status === 'awaiting_payment'
        ? 'We houden de huurapparatuur niet meer voor je vast, omdat de betaling niet (op tijd) is gelukt. Betaal opnieuw: is ze nog vrij, dan houden we haar weer voor je vast.'
        : 'We houden de huurapparatuur niet meer voor je vast: de offerte is niet op tijd bevestigd of betaald. Vraag gerust een nieuwe offerte aan.';
    case 'needs_contact':
      return 'Je betaling kwam binnen nadat we de huurapparatuur niet langer voor je vasthielden, en intussen is niet alles meer vrij. We nemen zo snel mogelijk contact met je op.';
  }
}

/**
 * The same hold in the desk's words (the staff member reads it about a customer's order, on the
 * order's page), never the customer's "we houden … voor je vast".
 */
export function deskHoldMessage(
  hold: {
    state: 'none' | 'unconfirmed' | 'held' | 'kept' | 'released' | 'needs_contact';
    until: Date | null;
  },
  order: { status: string },
  limits: Pick<OrderLimits, 'quoteHoldHours'>,
): string | null {
  const until = hold.until ? formatMomentLong(hold.until) : '';
  switch (hold.state) {
    case 'none':
      return null;
    case 'unconfirmed':
      return `Nog niets: de klant heeft de offerte nog niet bevestigd (de link werkt tot ${until}); na bevestigen ${limits.quoteHoldHours} uur vastgehouden.`;
    case 'held':
      return order.status === 'awaiting_payment'
        ? `Vastgehouden zolang de betaling loopt, tot uiterlijk ${until}.`
        : `Vastgehouden tot ${until}.`;
    case 'kept':
      return 'Gereserveerd, voor vast.';
    case 'released':
      return order.status === 'awaiting_payment'
        ? 'Niet meer: de betaling is niet (op tijd) gelukt. Betaalt de klant opnieuw, dan wordt vastgehouden wat nog vrij is.'
        : 'Niet meer: de offerte is niet op tijd bevestigd of betaald.';
    case 'needs_contact':
      return 'Niet meer: de betaling kwam binnen nadat de huurapparatuur was vrijgegeven, en niet alles is nog vrij. Neem contact op met de klant.';
  }
}
