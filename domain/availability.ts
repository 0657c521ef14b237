// Rental availability (DESIGN.md "Rental availability"): a placed order reserves its rental lines
// from the start of its pickup slot to the end of its return slot, in Europe/Amsterdam local time
// (domain/slots.ts, with 24/31 December's shortened slot 2; a custom time where the period has
// one). An article's free count in a window is its units minus the most reserved at any moment of
// that window. Reservations are half-open [start, end): a return that ends at 13:00 and a pickup
// that starts at 13:00 do not overlap.

import { addDays, amsterdamWallClock, isIsoDate } from './dates.ts';
import type { SlotChoice } from './rental-period.ts';
import { slotsForDate } from './slots.ts';

/** A quote holds its units this many days after it was placed (then it expires). */
export const QUOTE_VALID_DAYS = 14;

/** When a quote placed at `placedAt` stops reserving. */
export function quoteExpiresAt(placedAt: Date): Date {
  return new Date(placedAt.getTime() + QUOTE_VALID_DAYS * 24 * 3600 * 1000);
}

/** Amsterdam's offset from UTC at `ms` (an instant), in ms. */
function offsetAt(ms: number): number {
  const p = amsterdamWallClock(new Date(ms));
  const local = Date.UTC(
    Number(p.year),
    Number(p.month) - 1,
    Number(p.day),
    Number(p.hour),
    Number(p.minute),
  );
  return local - Math.floor(ms / 60_000) * 60_000;
}

/**
 * The instant of wall-clock `time` (`HH:MM`, or `24:00` for the end of the day) on `date` in
 * Europe/Amsterdam. The shop's times (09:00-17:00, midnight) never fall in a DST gap or overlap.
 */
export function amsterdamInstant(date: string, time: string): Date {
  if (!isIsoDate(date) || !/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/.test(time)) {
    throw new RangeError(`Invalid Amsterdam time ${date} ${time}`);
  }
  if (time === '24:00') return amsterdamInstant(addDays(date, 1), '00:00');
  const [hh, mm] = time.split(':').map(Number);
  const [y, mo, d] = date.split('-').map(Number);
  const wall = Date.UTC(y ?? 0, (mo ?? 1) - 1, d ?? 1, hh ?? 0, mm ?? 0);
  let instant = wall - offsetAt(wall);
  const second = wall - offsetAt(instant);
  if (second !== instant) instant = second;
  return new Date(instant);
}

/** A half-open window of time [start, end). */
export type Window = { readonly start: Date; readonly end: Date };

/**
 * When a pickup or return time starts and ends on `date`: a slot id is that date's slot (cut to
 * the day's hours, so slot 2 on 24 December is 13:00-15:00), a custom time is that moment.
 * Null when the slot does not exist on that date (a closed day, slot 3 on 24 December).
 */
export function choiceTimes(date: string, choice: SlotChoice): { from: string; to: string } | null {
  if (typeof choice === 'number') {
    const slot = slotsForDate(date).find((s) => s.id === choice);
    return slot ? { from: slot.from, to: slot.to } : null;
  }
  return /^([01]\d|2[0-3]):[0-5]\d$/.test(choice.custom) ? { from: choice.custom, to: choice.custom } : null;
}

/**
 * What a period reserves: from its pickup slot's start to its return slot's end (a custom time
 * is the moment itself). Null when a part is missing, unknown on its date, or the window would be
 * empty.
 */
export function reservationWindow(period: {
  startDate: string | null;
  endDate: string | null;
  pickupSlot: SlotChoice | null;
  returnSlot: SlotChoice | null;
}): Window | null {
  const { startDate, endDate, pickupSlot, returnSlot } = period;
  if (startDate === null || endDate === null || pickupSlot === null || returnSlot === null) return null;
  if (!isIsoDate(startDate) || !isIsoDate(endDate)) return null;
  const pickup = choiceTimes(startDate, pickupSlot);
  const back = choiceTimes(endDate, returnSlot);
  if (!pickup || !back) return null;
  const start = amsterdamInstant(startDate, pickup.from);
  const end = amsterdamInstant(endDate, back.to);
  return end > start ? { start, end } : null;
}

/** A reservation as the sweep needs it. */
export type Booking = { readonly start: Date; readonly end: Date; readonly count: number };

/**
 * The most units booked at any one moment of `window` by `bookings` (those outside it count
 * nothing). Ends are taken before starts at the same instant: touching bookings do not overlap.
 */
export function mostBooked(bookings: readonly Booking[], window: Window): number {
  const from = window.start.getTime();
  const to = window.end.getTime();
  const events: [number, number][] = [];
  for (const b of bookings) {
    const s = Math.max(b.start.getTime(), from);
    const e = Math.min(b.end.getTime(), to);
    if (s >= e || b.count <= 0) continue;
    events.push([s, b.count], [e, -b.count]);
  }
  events.sort((a, b) => a[0] - b[0] || a[1] - b[1]);
  let now = 0;
  let most = 0;
  for (const [, d] of events) {
    now += d;
    if (now > most) most = now;
  }
  return most;
}

export const AVAILABILITY_MESSAGES = {
  /** On a rental line of an order that would overbook its article. */
  line: (name: string, free: number, units: number) =>
    free <= 0
      ? units === 1
        ? `${name}: niet beschikbaar in deze periode; het is dan al verhuurd.`
        : `${name}: niet beschikbaar in deze periode; alle ${units} zijn dan al verhuurd.`
      : `${name}: niet beschikbaar in deze periode: nog ${free} van ${units} vrij.`,
  /** The order's general message beside the lines'. */
  order: 'Niet alles is beschikbaar in je huurperiode; kies een andere periode of minder stuks.',
} as const;
