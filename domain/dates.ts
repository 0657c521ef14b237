// Calendar dates as `YYYY-MM-DD` strings (DESIGN: dates are `YYYY-MM-DD` in
// Europe/Amsterdam). Arithmetic runs in UTC on the date alone, so the time zone of
// the process never moves a date; only `todayInAmsterdam` looks at a time zone.

import { holidaysBetween, isHoliday } from './holidays.ts';

const DAY_MS = 86_400_000;
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

function parts(s: string): { year: number; month: number; day: number } | null {
  const m = ISO_DATE.exec(s);
  if (!m) return null;
  const year = Number(m[1]);
  const month = Number(m[2]);
  const day = Number(m[3]);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

function parseOrThrow(date: string): { year: number; month: number; day: number } {
  const p = parts(date);
  if (!p) throw new RangeError(`Invalid ISO date (expected YYYY-MM-DD): ${JSON.stringify(date)}`);
  return p;
}

/** Milliseconds of UTC midnight of the date (setUTCFullYear keeps years below 100 intact). */
function toUtcMs(date: string): number {
  const { year, month, day } = parseOrThrow(date);
  const d = new Date(0);
  d.setUTCFullYear(year, month - 1, day);
  return d.getTime();
}

function fromUtcMs(ms: number): string {
  const d = new Date(ms);
  const year = d.getUTCFullYear();
  if (year < 0 || year > 9999) throw new RangeError(`Date out of range: year ${year}`);
  return `${String(year).padStart(4, '0')}-${pad2(d.getUTCMonth() + 1)}-${pad2(d.getUTCDate())}`;
}

function pad2(n: number): string {
  return String(n).padStart(2, '0');
}

/** Strict check: `YYYY-MM-DD` and a real calendar date (no 2025-02-29, no 2026-13-01). */
export function isIsoDate(s: unknown): s is string {
  return typeof s === 'string' && parts(s) !== null;
}

/** The date `n` days later (or earlier for negative `n`). */
export function addDays(date: string, n: number): string {
  if (!Number.isInteger(n)) throw new RangeError(`addDays needs a whole number of days, got ${n}`);
  return fromUtcMs(toUtcMs(date) + n * DAY_MS);
}

/** Calendar days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtcMs(to) - toUtcMs(from)) / DAY_MS);
}

/** Day of the week: 0 = Sunday ... 6 = Saturday. */
export function weekday(date: string): number {
  return new Date(toUtcMs(date)).getUTCDay();
}

export function isWeekend(date: string): boolean {
  const w = weekday(date);
  return w === 0 || w === 6;
}

/** Monday to Friday and not a public holiday. */
export function isWorkingDay(date: string): boolean {
  return !isWeekend(date) && !isHoliday(date);
}

/** The first working day on or after `date` (the date itself when it is one). */
export function nextWorkingDay(date: string): string {
  let d = date;
  // Weekends plus holidays never block more than a few days in a row.
  while (!isWorkingDay(d)) d = addDays(d, 1);
  return d;
}

/** -1, 0 or 1, for sorting; both arguments must be valid ISO dates. */
export function compareDates(a: string, b: string): -1 | 0 | 1 {
  parseOrThrow(a);
  parseOrThrow(b);
  return a < b ? -1 : a > b ? 1 : 0;
}

/**
 * Rental days (DESIGN, pricing rules): the working days from the pickup date up to,
 * not including, the return date; at least 1. A return on or before the pickup date
 * also counts as 1 (validation of the period is the caller's business).
 * Computed arithmetically, so a long period costs no day-by-day loop.
 */
export function rentalDays(pickup: string, returnDate: string): number {
  const total = daysBetween(pickup, returnDate);
  if (total <= 0) return 1;
  let count = Math.floor(total / 7) * 5;
  const startWeekday = weekday(pickup);
  for (let i = 0; i < total % 7; i++) {
    const w = (startWeekday + i) % 7;
    if (w !== 0 && w !== 6) count++;
  }
  for (const h of holidaysBetween(pickup, returnDate)) {
    if (!isWeekend(h.date)) count--;
  }
  return Math.max(1, count);
}

/** The rental days as a visitor reads them: `1 huurdag`, `3 huurdagen`. */
export function rentalDaysText(days: number): string {
  return days === 1 ? '1 huurdag' : `${days} huurdagen`;
}

// Made on first use: building a formatter with a time zone costs the browser tens of
// milliseconds at start-up, and most pages never ask for today's date there.
let amsterdamDate: Intl.DateTimeFormat | undefined;
const AMSTERDAM_DATE = () =>
  (amsterdamDate ??= new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }));

const DATE_TIME = /^(\d{4}-\d{2}-\d{2})[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,9})?)?(Z|[+-]\d{2}:?\d{2})?$/i;

/**
 * Today's calendar date in Europe/Amsterdam.
 * - a Date: its instant, seen in Amsterdam;
 * - a string `YYYY-MM-DD` (the `NOW` setting as a date): that date;
 * - a string ISO date-time with `Z` or an offset: that instant, seen in Amsterdam;
 * - a string ISO date-time without offset: read as Amsterdam wall-clock time, so its
 *   own date part is the answer;
 * - nothing: the current clock.
 * Anything else throws a RangeError.
 */
export function todayInAmsterdam(now: Date | string = new Date()): string {
  if (typeof now === 'string') {
    const s = now.trim();
    if (parts(s)) return s;
    const m = DATE_TIME.exec(s);
    const datePart = m?.[1];
    if (!m || datePart === undefined || !parts(datePart)) {
      throw new RangeError(`Invalid NOW value (expected an ISO date or date-time): ${JSON.stringify(now)}`);
    }
    if (Number(m[2]) > 23 || Number(m[3]) > 59 || Number(m[4] ?? 0) > 59) {
      throw new RangeError(`Invalid time in NOW value: ${JSON.stringify(now)}`);
    }
    if (m[5] === undefined) return datePart;
    return amsterdamDateOf(new Date(s.replace(' ', 'T')), now);
  }
  return amsterdamDateOf(now, now);
}

function amsterdamDateOf(instant: Date, original: unknown): string {
  if (Number.isNaN(instant.getTime())) throw new RangeError(`Invalid date: ${String(original)}`);
  // en-CA formats as YYYY-MM-DD; assembling from parts keeps it independent of that.
  const p = Object.fromEntries(
    AMSTERDAM_DATE()
      .formatToParts(instant)
      .map((x) => [x.type, x.value]),
  );
  return `${p.year}-${p.month}-${p.day}`;
}

// Dutch names, written out: the site speaks Dutch only, and a date library's locale machinery
// (date-fns' `nl` once) cost every page that shows a date 7 KiB of JS. The abbreviations are
// the ones Dutch print uses (and date-fns' `nl` used): `mrt.`, `mei`, `jun.`.
/** The month names, January first (also the date-of-birth field's choices). */
export const MONTHS = [
  'januari',
  'februari',
  'maart',
  'april',
  'mei',
  'juni',
  'juli',
  'augustus',
  'september',
  'oktober',
  'november',
  'december',
] as const;
const MONTHS_SHORT = [
  'jan.',
  'feb.',
  'mrt.',
  'apr.',
  'mei',
  'jun.',
  'jul.',
  'aug.',
  'sep.',
  'okt.',
  'nov.',
  'dec.',
] as const;
/** Sunday first, as `weekday` counts. */
const WEEKDAYS = ['zondag', 'maandag', 'dinsdag', 'woensdag', 'donderdag', 'vrijdag', 'zaterdag'] as const;

/** The pieces a date badge shows: `{ day: 1, month: 'dec.', weekday: 'di' }` for 2026-12-01. */
export function dateBadge(date: string): { day: number; month: string; weekday: string } {
  const { month, day } = parseOrThrow(date);
  return {
    day,
    month: MONTHS_SHORT[month - 1] as string,
    weekday: shortWeekday(date),
  };
}

/** `dinsdag 1 december 2026` */
export function formatDateLong(date: string): string {
  const { year, month, day } = parseOrThrow(date);
  return `${WEEKDAYS[weekday(date)]} ${day} ${MONTHS[month - 1]} ${year}`;
}

/** `1 dec. 2026` (`3 mrt. 2026`, `5 mei 2026`) */
export function formatDateShort(date: string): string {
  const { year, month, day } = parseOrThrow(date);
  return `${day} ${MONTHS_SHORT[month - 1]} ${year}`;
}

/** `1 december` */
export function formatDayMonth(date: string): string {
  const { month, day } = parseOrThrow(date);
  return `${day} ${MONTHS[month - 1]}`;
}

// The rental calendar's wording (its summary, labels and holiday list): the weekday first and
// months cut short without a dot, as the browser's nl-NL calendar formats write them.
/** `jan`, `mrt`, `mei`: the short month as a calendar writes it. */
const calendarMonth = (month: number) => (MONTHS_SHORT[month - 1] as string).replace('.', '');
/** `di`, `za`: the short weekday. */
const shortWeekday = (date: string) => (WEEKDAYS[weekday(date)] as string).slice(0, 2);

/** `di 1 dec 2026`: a day of the rental period (its summary, the slot groups' legends). */
export function formatWeekdayDateShort(date: string): string {
  const { year, month, day } = parseOrThrow(date);
  return `${shortWeekday(date)} ${day} ${calendarMonth(month)} ${year}`;
}

/** `za 26 dec`: a holiday in the rental calendar's list. */
export function formatWeekdayDayMonth(date: string): string {
  const { month, day } = parseOrThrow(date);
  return `${shortWeekday(date)} ${day} ${calendarMonth(month)}`;
}

/** `december 2026`, the heading over a month of runs. */
export function formatMonthYear(date: string): string {
  const { year, month } = parseOrThrow(date);
  return `${MONTHS[month - 1]} ${year}`;
}

const AMSTERDAM_WALL_CLOCK = new Intl.DateTimeFormat('en-GB', {
  timeZone: 'Europe/Amsterdam',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

/** An instant's wall clock in Europe/Amsterdam, as two-digit texts (`year` four). */
export function amsterdamWallClock(instant: Date): {
  year: string;
  month: string;
  day: string;
  hour: string;
  minute: string;
} {
  const p = Object.fromEntries(AMSTERDAM_WALL_CLOCK.formatToParts(instant).map((x) => [x.type, x.value]));
  return {
    year: p.year ?? '',
    month: p.month ?? '',
    day: p.day ?? '',
    hour: p.hour ?? '',
    minute: p.minute ?? '',
  };
}
