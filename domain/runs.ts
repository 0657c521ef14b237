// The rules of a course run that visitors see and the api enforces (issue 6 §3: one owner per
// rule). The api answers them with every run (`registration_open`, `payment_options`) and its
// course registration validates with these very functions, so the figures shown and the rule
// enforced cannot differ. The web and the gateway never recompute them.

import { compareDates, daysBetween } from './dates.ts';
import {
  allowedTerms,
  INSTALMENT_OPTIONS,
  type InstalmentPlan,
  type InstalmentTerm,
  instalmentPlan,
} from './instalments.ts';

/**
 * Rule: visitors can register for a run until its first lesson day has passed, so while its
 * start date is today or later (`today` from the one clock, `NOW`).
 */
export function isRegistrationOpen(startDate: string, today: string): boolean {
  return compareDates(startDate, today) >= 0;
}

/**
 * The course length of a run in days, from its first to its last lesson date (what
 * `allowedTerms` measures). A run without lesson dates counts from its start date, so 0.
 */
export function runLengthDays(startDate: string, lessonDates: readonly string[]): number {
  let first = startDate;
  let last = startDate;
  if (lessonDates.length > 0) {
    first = lessonDates.reduce((a, b) => (compareDates(a, b) <= 0 ? a : b));
    last = lessonDates.reduce((a, b) => (compareDates(a, b) >= 0 ? a : b));
  }
  return Math.max(0, daysBetween(first, last));
}

/** The direct-debit terms a run allows, ON first: `allowedTerms` over its length. */
export function runPaymentTerms(startDate: string, lessonDates: readonly string[]): InstalmentTerm[] {
  return allowedTerms(runLengthDays(startDate, lessonDates));
}

export type RunPaymentOption = InstalmentPlan & {
  /** Dutch label of the choice (`INSTALMENT_OPTIONS[term].label`). */
  readonly label: string;
};

/** Each allowed term with its label and what it costs over the run's price (ON first). */
export function runPaymentOptions(
  priceCents: number,
  startDate: string,
  lessonDates: readonly string[],
): RunPaymentOption[] {
  return runPaymentTerms(startDate, lessonDates).map((term) => ({
    ...instalmentPlan(priceCents, term),
    label: INSTALMENT_OPTIONS[term].label,
  }));
}
