// Dutch public holidays as the shop observes them (SPEC §1, §9).
//
// The table covers the years 2019 to 2059 inclusive, exactly as the specification
// fixes it ("holidays table 2019-2059"). Outside that range `holidays` returns an
// empty list and `isHoliday` answers false: the rental picker does not offer dates
// that far away, and the table is not meant to guess the future rules.
//
// All arithmetic is done in UTC on `YYYY-MM-DD` strings, so the local time zone of
// the process never shifts a date.

export type Holiday = { readonly date: string; readonly name: string };

export const FIRST_HOLIDAY_YEAR = 2019;
export const LAST_HOLIDAY_YEAR = 2059;

/** `YYYY-MM-DD` of a UTC calendar date; `day` may overflow, Date.UTC normalises it. */
function isoUtc(year: number, month: number, day: number): string {
  return new Date(Date.UTC(year, month - 1, day)).toISOString().slice(0, 10);
}

/**
 * Easter Sunday of a Gregorian year, by the anonymous Gregorian algorithm
 * (Meeus/Jones/Butcher). Returns month (3 or 4) and day.
 */
export function easterSunday(year: number): { month: number; day: number } {
  const a = year % 19;
  const b = Math.floor(year / 100);
  const c = year % 100;
  const d = Math.floor(b / 4);
  const e = b % 4;
  const f = Math.floor((b + 8) / 25);
  const g = Math.floor((b - f + 1) / 3);
  const h = (19 * a + b - d - g + 15) % 30;
  const i = Math.floor(c / 4);
  const k = c % 4;
  const l = (32 + 2 * e + 2 * i - h - k) % 7;
  const m = Math.floor((a + 11 * h + 22 * l) / 451);
  const month = Math.floor((h + l - 7 * m + 114) / 31);
  const day = ((h + l - 7 * m + 114) % 31) + 1;
  return { month, day };
}

function computeYear(year: number): readonly Holiday[] {
  const easter = easterSunday(year);
  const afterEaster = (n: number) => isoUtc(year, easter.month, easter.day + n);
  // Koningsdag is 27 April, moved to Saturday 26 April when the 27th is a Sunday.
  const kingsDaySunday = new Date(Date.UTC(year, 3, 27)).getUTCDay() === 0;
  const list: Holiday[] = [
    { date: isoUtc(year, 1, 1), name: 'Nieuwjaarsdag' },
    { date: afterEaster(0), name: 'Eerste Paasdag' },
    { date: afterEaster(1), name: 'Tweede Paasdag' },
    { date: isoUtc(year, 4, kingsDaySunday ? 26 : 27), name: 'Koningsdag' },
    { date: afterEaster(39), name: 'Hemelvaartsdag' },
    { date: afterEaster(49), name: 'Eerste Pinksterdag' },
    { date: afterEaster(50), name: 'Tweede Pinksterdag' },
    { date: isoUtc(year, 12, 25), name: 'Eerste Kerstdag' },
    { date: isoUtc(year, 12, 26), name: 'Tweede Kerstdag' },
  ];
  // Bevrijdingsdag is a day off only in lustrum years (2020, 2025, ...).
  if (year % 5 === 0) list.push({ date: isoUtc(year, 5, 5), name: 'Bevrijdingsdag' });
  list.sort((x, y) => (x.date < y.date ? -1 : x.date > y.date ? 1 : 0));
  return Object.freeze(list.map((h) => Object.freeze(h)));
}

// Computed once at module load: 41 years, about 420 entries.
const BY_YEAR = new Map<number, readonly Holiday[]>();
const NAME_BY_DATE = new Map<string, string>();
for (let year = FIRST_HOLIDAY_YEAR; year <= LAST_HOLIDAY_YEAR; year++) {
  const list = computeYear(year);
  BY_YEAR.set(year, list);
  for (const h of list) NAME_BY_DATE.set(h.date, h.name);
}

/** The holidays of a year, sorted by date; [] outside 2019-2059. A fresh array each call. */
export function holidays(year: number): Holiday[] {
  return [...(BY_YEAR.get(year) ?? [])];
}

/** True when `date` (`YYYY-MM-DD`) is a public holiday in the 2019-2059 table. */
export function isHoliday(date: string): boolean {
  return NAME_BY_DATE.has(date);
}

/** The Dutch name of the holiday on `date`, or undefined. */
export function holidayName(date: string): string | undefined {
  return NAME_BY_DATE.get(date);
}

/** All holidays whose date lies in [from, to) (both `YYYY-MM-DD`), sorted. */
export function holidaysBetween(from: string, to: string): Holiday[] {
  if (!(from < to)) return [];
  const first = Math.max(Number(from.slice(0, 4)), FIRST_HOLIDAY_YEAR);
  const last = Math.min(Number(to.slice(0, 4)), LAST_HOLIDAY_YEAR);
  const out: Holiday[] = [];
  for (let year = first; year <= last; year++) {
    for (const h of BY_YEAR.get(year) ?? []) if (h.date >= from && h.date < to) out.push(h);
  }
  return out;
}
