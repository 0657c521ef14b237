import { todayInAmsterdam } from '../domain/dates.ts';
import { type AmsterdamNow, nowInAmsterdam } from '../domain/rental-period.ts';

/** The one source of "today" (Europe/Amsterdam) and "now" for the api. */
export type Clock = {
  /** Today as YYYY-MM-DD in Europe/Amsterdam. */
  today(): string;
  now(): Date;
  /** The date and wall-clock time (`HH:MM`) in Europe/Amsterdam: which slots of today are past. */
  amsterdamNow(): AmsterdamNow;
};

/**
 * A fixed clock when `now` (or env `NOW`) is given, as an ISO date (`2026-11-23`) or date-time;
 * otherwise the real time. An invalid value throws, so a typo in NOW stops the start.
 */
export function createClock(now: string | undefined = process.env.NOW): Clock {
  if (now === undefined || now.trim() === '') {
    return {
      today: () => todayInAmsterdam(new Date()),
      now: () => new Date(),
      amsterdamNow: () => nowInAmsterdam(new Date()),
    };
  }
  const value = now.trim();
  const today = todayInAmsterdam(value);
  // The same reading of NOW as todayInAmsterdam: a bare date is noon UTC of that day (13:00 or
  // 14:00 in Amsterdam), a date-time without zone is Amsterdam wall-clock time.
  const amsterdam = nowInAmsterdam(value);
  const parsed = new Date(value.replace(' ', 'T'));
  // A bare date (or a date-time without zone) stands for that day: noon UTC is that day in Amsterdam.
  const instant =
    /^\d{4}-\d{2}-\d{2}$/.test(value) || Number.isNaN(parsed.getTime())
      ? new Date(`${today}T12:00:00Z`)
      : parsed;
  return { today: () => today, now: () => new Date(instant), amsterdamNow: () => amsterdam };
}
