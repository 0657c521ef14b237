// Rental availability (DESIGN.md "Rental availability"): a placed order reserves its rental lines
// from the start of its pickup slot to the end of its return slot, in Europe/Amsterdam local time
// (domain/slots.ts, with 24/31 December's shortened slot 2; a custom time where the period has
// one). An article's free count in a window is its units minus the most reserved at any moment of
// that window. Reservations are half-open [start, end): a return that ends at 13:00 and a pickup
// that starts at 13:00 do not overlap.

import { addDays, amsterdamWallClock, isIsoDate } from './dates.ts';
import type { SlotChoice } from './rental-period.ts';
import { slotsForDate } from './slots.ts';

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
  /** The toast of an article added to the cart that its period cannot have (`label`: its standing). */
  added: (label: string) =>
    `Let op: ${label.charAt(0).toLowerCase()}${label.slice(1)} in je huurperiode. Kies een andere periode of minder stuks om te kunnen bestellen.`,
} as const;

/**
 * How an article stands for a visitor who wants `wanted` of it: AVAILABLE (every unit free),
 * LIMITED (enough free, but not all), UNAVAILABLE (fewer free than wanted). On a day of the date
 * picker PARTLY: some of its slots are available, others not.
 */
export type AvailabilityState = 'AVAILABLE' | 'LIMITED' | 'PARTLY' | 'UNAVAILABLE';

const RANK: Record<AvailabilityState, number> = { AVAILABLE: 0, LIMITED: 1, PARTLY: 2, UNAVAILABLE: 3 };

/** The worse of states (AVAILABLE when there are none). */
export function worstState(states: Iterable<AvailabilityState>): AvailabilityState {
  let worst: AvailabilityState = 'AVAILABLE';
  for (const state of states) if (RANK[state] > RANK[worst]) worst = state;
  return worst;
}

export type ArticleStanding = { state: AvailabilityState; label: string; free: number; units: number };

/** An article's standing for `wanted` units with `free` of its `units` free, in the visitor's words. */
export function articleStanding(free: number, units: number, wanted = 1): ArticleStanding {
  const left = Math.max(0, Math.min(free, units));
  const state: AvailabilityState =
    left < Math.max(1, wanted) ? 'UNAVAILABLE' : left < units ? 'LIMITED' : 'AVAILABLE';
  const label =
    left === 0
      ? 'Niet beschikbaar'
      : state === 'AVAILABLE'
        ? 'Beschikbaar in jouw periode'
        : `Nog ${left} van ${units} beschikbaar`;
  return { state, label, free: left, units };
}

/** One article's day as the api's per-day answer gives it (slots only when they differ from the day). */
export type ArticleDayCount = {
  readonly id: number;
  readonly units: number;
  readonly wanted: number;
  readonly free: number;
  readonly slots: readonly { readonly slot: number; readonly free: number }[] | null;
};

export type DayStanding = {
  state: AvailabilityState;
  /** Null on a day where everything wanted is available. */
  label: string | null;
  /** Per slot of the day (only when the day is partly booked), the worst of the articles. */
  slots: { slot: number; state: AvailabilityState; label: string }[];
  /** The articles that are not fully available that day, each with its own standing. */
  articles: (ArticleStanding & { id: number })[];
  /**
   * What the day's cell shows under its number (the label is what is read out): `nog 2` on a day
   * partly booked (the fewest left of the articles short), `deels` when only some of its slots are
   * free; null on a free day or one with none left.
   */
  mark: string | null;
};

/**
 * A date picker's day for the articles wanted (one from an article page, the cart's rental lines
 * otherwise): the worst article's standing over the whole day; when its slots differ, PARTLY
 * ("Deels beschikbaar") if some slot still has every article available, and each slot's standing.
 */
export function dayStanding(counts: readonly ArticleDayCount[]): DayStanding {
  const articles = counts.map((c) => ({ id: c.id, ...articleStanding(c.free, c.units, c.wanted) }));
  const whole = worstState(articles.map((a) => a.state));
  const slotIds = [...new Set(counts.flatMap((c) => (c.slots ?? []).map((s) => s.slot)))].sort();
  const slots = slotIds.map((slot) => {
    const each = counts.map((c) => {
      const free = c.slots?.find((s) => s.slot === slot)?.free ?? c.free;
      return articleStanding(free, c.units, c.wanted);
    });
    const state = worstState(each.map((s) => s.state));
    const worst = each.find((s) => s.state === state) ?? each[0];
    return { slot, state, label: worst?.label ?? 'Beschikbaar in jouw periode' };
  });
  const someSlotFree = slots.some((s) => s.state !== 'UNAVAILABLE');
  const state = whole === 'UNAVAILABLE' && slots.length > 0 && someSlotFree ? 'PARTLY' : whole;
  const worst = articles.find((a) => a.state === whole);
  const label =
    state === 'AVAILABLE'
      ? null
      : state === 'PARTLY'
        ? 'Deels beschikbaar'
        : articles.length === 1 || state === 'LIMITED'
          ? (worst?.label ?? null)
          : 'Niet alles beschikbaar';
  const short = articles.filter((a) => a.state !== 'AVAILABLE');
  const fewest = Math.min(...short.map((a) => a.free));
  const mark =
    state === 'AVAILABLE' ? null : state === 'PARTLY' ? 'deels' : fewest > 0 ? `nog ${fewest}` : null;
  return { state, label, slots, articles: short, mark };
}
