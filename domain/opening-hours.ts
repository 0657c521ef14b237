// Opening hours of the shop (SPEC §9): Monday to Friday 09:00-17:00; on 24 and
// 31 December until 15:00; closed at weekends and on public holidays.

import { isWeekend } from './dates.ts';
import { isHoliday } from './holidays.ts';

export type OpeningHours = { readonly open: string; readonly close: string };

export const OPEN_TIME = '09:00';
export const CLOSE_TIME = '17:00';
/** Closing time on 24 and 31 December. */
export const EARLY_CLOSE_TIME = '15:00';

/** True for 24 and 31 December, the days the shop closes at 15:00. */
export function isEarlyClosingDay(date: string): boolean {
  const monthDay = date.slice(5);
  return monthDay === '12-24' || monthDay === '12-31';
}

/**
 * The opening hours on a date (`YYYY-MM-DD`), or null when the shop is closed.
 * Holidays count as closed for the years the holiday table covers (2019-2059).
 */
export function openingHoursFor(date: string): OpeningHours | null {
  if (isWeekend(date) || isHoliday(date)) return null;
  return { open: OPEN_TIME, close: isEarlyClosingDay(date) ? EARLY_CLOSE_TIME : CLOSE_TIME };
}

/** The lines the footer shows, in this order. */
export const OPENING_HOURS_SUMMARY: readonly string[] = Object.freeze([
  'Maandag t/m vrijdag: 09:00 – 17:00',
  '24 en 31 december: tot 15:00',
  'Zaterdag en zondag: gesloten',
]);
