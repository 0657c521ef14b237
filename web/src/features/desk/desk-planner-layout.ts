import {
  addDays,
  amsterdamWallClock,
  daysBetween,
  formatWeekdayDayMonth,
  isIsoDate,
  todayInAmsterdam,
  weekday,
} from '../../../../domain/dates.ts';
import type { DeskPlannerQuery, DeskPlannerState } from './gql/graphql.ts';

export type Planner = DeskPlannerQuery['deskPlanner'];
export type PlannerArticle = Planner['articles'][number];
export type PlannerUnit = PlannerArticle['units'][number];

// Laying out the planner's answer on weeks and days: which week column and which days of it a
// timestamp falls on, and the words for it. Nothing here decides what is over-booked, held or
// late: that is the api's (the answer's `conflicts` and `state`).

export type Week = { index: number; monday: string; sunday: string; number: number; days: string[] };

/** The ISO 8601 week number of a date (weeks start on Monday; week 1 holds 4 January). */
export function isoWeek(date: string): number {
  const thursday = addDays(date, 3 - ((weekday(date) + 6) % 7));
  const jan1 = `${thursday.slice(0, 4)}-01-01`;
  return Math.floor(daysBetween(jan1, thursday) / 7) + 1;
}

/** The weeks of the answer, from its Monday. */
export function weeksOf(from: string, weeks: number): Week[] {
  return Array.from({ length: weeks }, (_, index) => {
    const monday = addDays(from, index * 7);
    return {
      index,
      monday,
      sunday: addDays(monday, 6),
      number: isoWeek(monday),
      days: Array.from({ length: 7 }, (__, d) => addDays(monday, d)),
    };
  });
}

/** The Amsterdam calendar date of an instant. */
export const dateOf = (iso: string) => todayInAmsterdam(new Date(iso));

/** The last Amsterdam date an interval ending at `iso` (exclusive) touches. */
const lastDateOf = (iso: string) => dateOf(new Date(new Date(iso).getTime() - 1).toISOString());

/**
 * The days of `week` an interval covers, as column numbers 0-6 (first, last), or null when it
 * does not touch the week. An open end (null) runs past the week.
 */
export function spanInWeek(week: Week, startIso: string, endIso: string | null): [number, number] | null {
  const first = dateOf(startIso);
  const last = endIso === null ? addDays(week.sunday, 1) : lastDateOf(endIso);
  if (last < week.monday || first > week.sunday) return null;
  const from = first < week.monday ? 0 : daysBetween(week.monday, first);
  const to = last > week.sunday ? 6 : daysBetween(week.monday, last);
  return [from, Math.max(from, to)];
}

/** `di 24 nov 10:00`, in Amsterdam. */
export function formatMoment(iso: string): string {
  const clock = amsterdamWallClock(new Date(iso));
  return `${formatWeekdayDayMonth(dateOf(iso))} ${clock.hour}:${clock.minute}`;
}

/** `23 – 29 nov` or `30 nov – 6 dec`: a week's days. */
export function formatWeekRange(week: Week): string {
  const [, d1, m1] = formatWeekdayDayMonth(week.monday).split(' ');
  const [, d2, m2] = formatWeekdayDayMonth(week.sunday).split(' ');
  return m1 === m2 ? `${d1} – ${d2} ${m2}` : `${d1} ${m1} – ${d2} ${m2}`;
}

/** `wo 25 nov`: a day in a cell's words. */
export const formatDay = (date: string) => formatWeekdayDayMonth(date);

/** The two letters of a weekday (`ma`), for the day strip. */
export const dayLetters = (date: string) => formatWeekdayDayMonth(date).slice(0, 2);

/** `SL-2026-00004` → `#4`: what tells orders apart in a narrow bar (its name has the number). */
export const shortNumber = (number: string) =>
  `#${number.slice(number.lastIndexOf('-') + 1).replace(/^0+(?=\d)/, '')}`;

/** `?van=` as the planner's start, or none for this week (the api's today). */
export function vanParam(value: string | null): string | undefined {
  return value && isIsoDate(value) && value >= '2000-01-01' && value <= '2100-12-31' ? value : undefined;
}

export const STATE_LABELS: Record<DeskPlannerState, string> = {
  HELD: 'optie (nog niet betaald)',
  KEPT: 'gereserveerd',
  OUT: 'opgehaald',
  OVERDUE: 'te laat terug',
  RETURNED: 'teruggebracht',
};

/** A symbol per state, so the bars do not tell states apart by colour alone (see the legend). */
export const STATE_SYMBOLS: Record<DeskPlannerState, string> = {
  HELD: '○',
  KEPT: '●',
  OUT: '→',
  OVERDUE: '!',
  RETURNED: '✓',
};
