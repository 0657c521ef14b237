// Calendar dates for the rental period widget. The schema's `Date` is `YYYY-MM-DD`; the calendar
// (react-day-picker) works with local `Date`s at midnight. Converting through the local date
// parts keeps a date the same date in any time zone of the browser. Writing a date in Dutch,
// today's date and weekends are domain/dates.ts's.

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
