// Calendar dates for the rental period widget. The schema's `Date` is `YYYY-MM-DD`; the calendar
// (react-day-picker) works with local `Date`s at midnight. Converting through the local date
// parts keeps a date the same date in any time zone of the browser.
//
// Formatting uses the browser's Intl (nl-NL): the summary may be part of every page's shell (the
// cart panel), and no date library belongs in the entry's scripts.

export type IsoDate = string;

const pad = (n: number) => String(n).padStart(2, '0');

export function toIso(date: Date): IsoDate {
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

export function fromIso(iso: IsoDate): Date {
  const [year = 1970, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(year, month - 1, day);
}

/** The first day of the month of `date`. */
export function monthOf(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), 1);
}

/** From the first day of `month` to the last day of the `count`-th month shown. */
export function monthsRange(month: Date, count: number): { from: IsoDate; to: IsoDate } {
  const last = new Date(month.getFullYear(), month.getMonth() + count, 0);
  return { from: toIso(monthOf(month)), to: toIso(last) };
}

/** Today in Amsterdam by the browser's clock: only a first guess, the server's `today` rules. */
export function browserToday(): IsoDate {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone: 'Europe/Amsterdam',
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
  }).formatToParts(new Date());
  const part = (type: string) => parts.find((p) => p.type === type)?.value ?? '01';
  return `${part('year')}-${part('month')}-${part('day')}`;
}

// Noon in UTC, formatted in UTC: the date never moves, whatever the browser's zone.
const utcNoon = (iso: IsoDate) => {
  const [year = 1970, month = 1, day = 1] = iso.split('-').map(Number);
  return new Date(Date.UTC(year, month - 1, day, 12));
};

const SHORT = new Intl.DateTimeFormat('nl-NL', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  timeZone: 'UTC',
});
const LONG = new Intl.DateTimeFormat('nl-NL', {
  weekday: 'long',
  day: 'numeric',
  month: 'long',
  year: 'numeric',
  timeZone: 'UTC',
});
const DAY_MONTH = new Intl.DateTimeFormat('nl-NL', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  timeZone: 'UTC',
});

/** `di 1 dec 2026` */
export const formatShort = (iso: IsoDate) => SHORT.format(utcNoon(iso));
/** `dinsdag 1 december 2026` */
export const formatLong = (iso: IsoDate) => LONG.format(utcNoon(iso));
/** `di 1 dec` */
export const formatDayMonth = (iso: IsoDate) => DAY_MONTH.format(utcNoon(iso));

export function isWeekendIso(iso: IsoDate): boolean {
  const day = utcNoon(iso).getUTCDay();
  return day === 0 || day === 6;
}
