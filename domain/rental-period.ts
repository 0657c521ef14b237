// The rental period of a cart (SPEC §2, §9): a pickup date and slot and a return date and
// slot, and the rules that decide which can be chosen. "Now" is always an argument (the
// one clock, `NOW`), read as the date and the wall-clock time in Europe/Amsterdam, so the
// api, the gateway and the tests agree on what is still bookable.

import { addDays, amsterdamWallClock, daysBetween, formatDayMonth, isIsoDate } from './dates.ts';
import { holidayName, LAST_HOLIDAY_YEAR } from './holidays.ts';
import { isEarlyClosingDay, openingHoursFor } from './opening-hours.ts';
import { isSlotId, returnsAfterPickup, SLOTS, type Slot, slotsForDate } from './slots.ts';

/** The current date and time of day in Europe/Amsterdam: `{date: 'YYYY-MM-DD', time: 'HH:MM'}`. */
export type AmsterdamNow = { readonly date: string; readonly time: string };

/**
 * The last date a period may use: holidays are only known up to the end of the table
 * (2019-2059), so a later date could not be checked against them.
 */
export const LAST_BOOKABLE_DATE = `${LAST_HOLIDAY_YEAR}-12-31`;

/**
 * The last minute read, and what it was in Amsterdam: the gateway asks for every request, and
 * formatting the parts took a few percent of its CPU. Amsterdam's offsets are whole hours, so one
 * UTC minute is one minute there.
 */
let lastMinute: { minute: number; now: AmsterdamNow } | undefined;

function amsterdamOf(instant: Date, original: unknown): AmsterdamNow {
  const ms = instant.getTime();
  if (Number.isNaN(ms)) throw new RangeError(`Invalid date: ${String(original)}`);
  const minute = Math.floor(ms / 60_000);
  if (lastMinute?.minute !== minute) {
    const p = amsterdamWallClock(instant);
    lastMinute = { minute, now: { date: `${p.year}-${p.month}-${p.day}`, time: `${p.hour}:${p.minute}` } };
  }
  return { ...lastMinute.now };
}

const WALL_CLOCK = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?$/i;
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/i;

/**
 * Now in Europe/Amsterdam, from the same values `todayInAmsterdam` takes (the `NOW` setting):
 * - a Date: its instant, seen in Amsterdam;
 * - `YYYY-MM-DD`: that date at noon UTC (13:00 or 14:00 in Amsterdam), the instant the api's
 *   clock (api/clock.ts) uses for a bare date, so both agree which slots of that day are past;
 * - an ISO date-time without offset: Amsterdam wall-clock time, taken as written;
 * - an ISO date-time with `Z` or an offset: that instant, seen in Amsterdam.
 * Anything else throws a RangeError.
 */
export function nowInAmsterdam(now: Date | string = new Date()): AmsterdamNow {
  if (typeof now !== 'string') return amsterdamOf(now, now);
  const s = now.trim();
  // The shape test first keeps `s` a string below (isIsoDate alone would narrow it to never).
  if (/^\d{4}-\d{2}-\d{2}$/.test(s) && isIsoDate(s)) return amsterdamOf(new Date(`${s}T12:00:00Z`), now);
  const wall = WALL_CLOCK.exec(s);
  if (wall) {
    const [, date = '', hh = '', mm = '', ss = '0'] = wall;
    if (!isIsoDate(date) || Number(hh) > 23 || Number(mm) > 59 || Number(ss) > 59) {
      throw new RangeError(`Invalid NOW value: ${JSON.stringify(now)}`);
    }
    return { date, time: `${hh}:${mm}` };
  }
  if (WITH_OFFSET.test(s)) return amsterdamOf(new Date(s.replace(' ', 'T')), now);
  throw new RangeError(`Invalid NOW value (expected an ISO date or date-time): ${JSON.stringify(now)}`);
}

/**
 * The slots of `slotsForDate(date)` that can still be chosen at `now`: none on a closed day,
 * before today or past `LAST_BOOKABLE_DATE`; on today only those starting later than now.
 * The same for pickup and return. An invalid date has none.
 */
export function bookableSlots(date: string, now: AmsterdamNow): Slot[] {
  if (!isIsoDate(date) || date < now.date || date > LAST_BOOKABLE_DATE) return [];
  const slots = slotsForDate(date);
  return date === now.date ? slots.filter((s) => s.from > now.time) : slots;
}

/** One day of the period editor's calendar. */
export type RentalDay = {
  readonly date: string;
  /** What can still be chosen (empty: the day is disabled). */
  readonly slots: Slot[];
  /** The public holiday on that date (`Koningsdag`), or null. */
  readonly holiday: string | null;
};

/** The days from `from` to `to` inclusive (both valid, at most `maxDays` of them; else a RangeError). */
export function rentalCalendar(from: string, to: string, now: AmsterdamNow, maxDays = 400): RentalDay[] {
  if (!isIsoDate(from) || !isIsoDate(to)) throw new RangeError(`Invalid range ${from}..${to}`);
  const span = daysBetween(from, to);
  if (span + 1 > maxDays) throw new RangeError(`Range longer than ${maxDays} days`);
  const out: RentalDay[] = [];
  // Counted in days from `from` (not walked until `to`), so it ends at `to` even at year 9999.
  for (let offset = 0; offset <= span; offset++) {
    const date = addDays(from, offset);
    out.push({ date, slots: bookableSlots(date, now), holiday: holidayName(date) ?? null });
  }
  return out;
}

/** A pickup or return time: a slot id (SPEC §9) or, for the price call, a custom `HH:MM`. */
export type SlotChoice = number | { readonly custom: string };

/** A period as given: any part may still be missing (null). Slots are not checked yet. */
export type RentalPeriod = {
  readonly startDate: string | null;
  readonly endDate: string | null;
  readonly pickupSlot: SlotChoice | null;
  readonly returnSlot: SlotChoice | null;
};

/** The api's field names (SPEC §7), which key the messages of `validatePeriod`. */
export type PeriodField = 'start_date' | 'end_date' | 'pickup_slot' | 'return_slot';
export type PeriodErrors = Partial<Record<PeriodField, string[]>>;

export const PERIOD_MESSAGES = {
  date: 'Voer een geldige datum in (JJJJ-MM-DD).',
  past: 'Deze datum ligt in het verleden; kies vandaag of een latere dag.',
  tooFar: 'Kies een datum tot en met 31 december 2059.',
  weekend: 'In het weekend zijn we gesloten; kies een werkdag.',
  holiday: (name: string) => `Op ${name} zijn we gesloten; kies een andere dag.`,
  returnBeforePickup: 'De retourdatum ligt vóór de ophaaldatum.',
  slot: 'Kies tijdslot 0, 1, 2 of 3.',
  slotEarlyClose: (date: string) =>
    `Op ${formatDayMonth(date)} zijn we tot 15:00 open; kies een eerder tijdslot.`,
  slotStarted: 'Dit tijdslot is vandaag al begonnen; kies een later tijdslot of een andere dag.',
  time: 'Voer een tijd in als UU:MM.',
  timeOutside: (open: string, close: string) => `Kies een tijd vanaf ${open} en vóór ${close}.`,
  timePassed: 'Deze tijd is vandaag al voorbij; kies een latere tijd.',
  sameDay: 'Breng je het terug op de ophaaldag, kies dan een later tijdstip dan het ophalen.',
  choice: 'Kies een tijdslot (slot) of een eigen tijd (custom).',
} as const;

const HOUR_MINUTE = /^([01]\d|2[0-3]):[0-5]\d$/;

/** Why a date cannot be chosen at `now`, in Dutch, or null when it can. */
export function dateProblem(date: unknown, now: AmsterdamNow): string | null {
  if (!isIsoDate(date)) return PERIOD_MESSAGES.date;
  if (date < now.date) return PERIOD_MESSAGES.past;
  if (date > LAST_BOOKABLE_DATE) return PERIOD_MESSAGES.tooFar;
  if (openingHoursFor(date)) return null;
  const holiday = holidayName(date);
  return holiday ? PERIOD_MESSAGES.holiday(holiday) : PERIOD_MESSAGES.weekend;
}

/**
 * Checks a slot choice; answers its start time (`HH:MM`, what a same-day return is compared
 * by) or a Dutch message. `date` is null when the date is missing or itself invalid: then only
 * the form of the choice is checked.
 */
function slotStart(choice: SlotChoice, date: string | null, now: AmsterdamNow): { start: string } | string {
  if (typeof choice === 'number') {
    if (!isSlotId(choice)) return PERIOD_MESSAGES.slot;
    if (date === null) return { start: SLOTS[choice]?.from ?? '' };
    const slot = slotsForDate(date).find((s) => s.id === choice);
    if (!slot) return isEarlyClosingDay(date) ? PERIOD_MESSAGES.slotEarlyClose(date) : PERIOD_MESSAGES.slot;
    if (date === now.date && slot.from <= now.time) return PERIOD_MESSAGES.slotStarted;
    return { start: slot.from };
  }
  if (choice === null || typeof choice !== 'object' || typeof choice.custom !== 'string') {
    return PERIOD_MESSAGES.choice;
  }
  const time = choice.custom;
  if (!HOUR_MINUTE.test(time)) return PERIOD_MESSAGES.time;
  const hours = (date && openingHoursFor(date)) || { open: '09:00', close: '17:00' };
  if (time < hours.open || time >= hours.close) return PERIOD_MESSAGES.timeOutside(hours.open, hours.close);
  if (date === now.date && time <= now.time) return PERIOD_MESSAGES.timePassed;
  return { start: time };
}

/**
 * The problems of a (possibly partial) period at `now`, as Dutch messages per field; `{}`
 * when it can be stored. Rules (api/shop/README.md): dates valid, from today up to
 * `LAST_BOOKABLE_DATE`, on days the shop is open; return on or after pickup; a slot one of
 * that date's slots (none after 15:00 on 24/31 December), not already started today; a custom
 * time within that day's opening hours and not past; a same-day return later than the pickup.
 * A missing part is no problem (the visitor fills the period in steps).
 */
export function validatePeriod(period: RentalPeriod, now: AmsterdamNow): PeriodErrors {
  const errors: PeriodErrors = {};
  const add = (field: PeriodField, message: string) => {
    errors[field] = [...(errors[field] ?? []), message];
  };
  const checkDate = (field: PeriodField, date: string | null): string | null => {
    if (date === null) return null;
    const problem = dateProblem(date, now);
    if (problem) add(field, problem);
    return problem ? null : date;
  };
  const start = checkDate('start_date', period.startDate);
  const end = checkDate('end_date', period.endDate);
  if (start && end && end < start) add('end_date', PERIOD_MESSAGES.returnBeforePickup);

  // A slot is checked against its date only when that date itself is fine.
  const check = (field: PeriodField, choice: SlotChoice | null, date: string | null) => {
    if (choice === null) return null;
    const result = slotStart(choice, date, now);
    if (typeof result === 'string') {
      add(field, result);
      return null;
    }
    return result.start;
  };
  const pickup = check('pickup_slot', period.pickupSlot, start);
  const back = check('return_slot', period.returnSlot, end);
  if (
    start &&
    end &&
    start === end &&
    pickup !== null &&
    back !== null &&
    !returnsAfterPickup(pickup, back)
  ) {
    add('return_slot', PERIOD_MESSAGES.sameDay);
  }
  return errors;
}

/** True when both dates and both slots are chosen. */
export function isCompletePeriod(period: RentalPeriod): boolean {
  return (
    period.startDate !== null &&
    period.endDate !== null &&
    period.pickupSlot !== null &&
    period.returnSlot !== null
  );
}
