import { GraphQLError } from 'graphql';
import { daysBetween } from '../../domain/dates.ts';
import { type AmsterdamNow, rentalCalendar as domainCalendar } from '../../domain/rental-period.ts';

/** The most days one calendar answers: three months, what the editor shows and a little more. */
export const MAX_CALENDAR_DAYS = 93;

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

/**
 * The period editor's days from `from` to `to` (inclusive), each with the slots that can still
 * be chosen at `now` (domain/rental-period.ts: none on a weekend, a holiday, before today or
 * past 2059; today only those not yet started) and its holiday. Computed here from `domain/`
 * with the gateway's clock: no upstream call. The Date scalar has checked both dates; a range
 * backwards or longer than MAX_CALENDAR_DAYS is refused before any work.
 */
export function rentalCalendar(from: string, to: string, now: AmsterdamNow) {
  const span = daysBetween(from, to);
  if (span < 0) throw badInput('De einddatum ligt vóór de begindatum.');
  if (span + 1 > MAX_CALENDAR_DAYS) {
    throw badInput(`Vraag hoogstens ${MAX_CALENDAR_DAYS} dagen tegelijk op.`);
  }
  return { today: now.date, days: domainCalendar(from, to, now, MAX_CALENDAR_DAYS) };
}
