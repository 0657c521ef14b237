import { isIsoDate, todayInAmsterdam } from '../domain/dates.ts';

/** The one source of "today" (Europe/Amsterdam) and "now" for the api. */
export type Clock = {
  /** Today as YYYY-MM-DD in Europe/Amsterdam. */
  today(): string;
  now(): Date;
};

/**
 * A fixed clock when `now` (or env `NOW`) is given, as an ISO date (`2026-11-23`, taken as the
 * start of that day in Amsterdam) or date-time; otherwise the real time.
 */
export function createClock(now: string | undefined = process.env.NOW): Clock {
  if (now === undefined || now.trim() === '') {
    return { today: () => todayInAmsterdam(new Date()), now: () => new Date() };
  }
  const value = now.trim();
  const isDateOnly = /^\d{4}-\d{2}-\d{2}$/.test(value);
  const instant = new Date(isDateOnly ? `${value}T12:00:00Z` : value);
  if (Number.isNaN(instant.getTime()) || (isDateOnly && !isIsoDate(value))) {
    throw new Error(`NOW is not an ISO date or date-time: ${JSON.stringify(now)}`);
  }
  // A bare date means that day, whatever the time zone; noon UTC is that date in Amsterdam too.
  const today = isDateOnly ? value : todayInAmsterdam(instant);
  return { today: () => today, now: () => new Date(instant) };
}
