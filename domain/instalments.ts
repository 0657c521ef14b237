// Course payment terms (SPEC §9, DESIGN pricing rules):
//   ON: paid at once, no surcharge;
//   TH: three monthly terms over 3 months, + € 30;
//   SI: six monthly terms over 6 months, + € 60.
// Courses are VAT-exempt, so the surcharge carries no BTW either.

import { formatEuro } from './money.ts';

const THREE_TERMS_SURCHARGE_CENTS = 3_000;
const SIX_TERMS_SURCHARGE_CENTS = 6_000;

export type InstalmentTerm = 'ON' | 'TH' | 'SI';

export type InstalmentOption = {
  readonly term: InstalmentTerm;
  /** Number of payments. */
  readonly terms: number;
  readonly surchargeCents: number;
  /** Shortest course (in days from first to last course day) for which the term is offered. */
  readonly minCourseDays: number;
  /** Dutch label for the choice, the surcharge with two decimals (SPEC §9): `(+ € 30,00)`. */
  readonly label: string;
};

/**
 * Rule: a direct debit may not run longer than the course itself. Terms are debited
 * monthly at months 0, 1, 2 (TH) or 0..5 (SI), so the last debit falls about 2 or 5
 * months after the first. TH therefore needs a course spanning at least 60 days and
 * SI at least 150 days; a short course (under 60 days) can only be paid at once.
 */
export const INSTALMENT_OPTIONS: Readonly<Record<InstalmentTerm, InstalmentOption>> = Object.freeze({
  ON: Object.freeze({
    term: 'ON',
    terms: 1,
    surchargeCents: 0,
    minCourseDays: 0,
    label: 'In één keer betalen',
  }),
  TH: Object.freeze({
    term: 'TH',
    terms: 3,
    surchargeCents: THREE_TERMS_SURCHARGE_CENTS,
    minCourseDays: 60,
    label: `In 3 maandelijkse termijnen (+ ${formatEuro(THREE_TERMS_SURCHARGE_CENTS)})`,
  }),
  SI: Object.freeze({
    term: 'SI',
    terms: 6,
    surchargeCents: SIX_TERMS_SURCHARGE_CENTS,
    minCourseDays: 150,
    label: `In 6 maandelijkse termijnen (+ ${formatEuro(SIX_TERMS_SURCHARGE_CENTS)})`,
  }),
});

export const INSTALMENT_TERMS: readonly InstalmentTerm[] = Object.freeze(['ON', 'TH', 'SI']);

export function isInstalmentTerm(value: unknown): value is InstalmentTerm {
  return value === 'ON' || value === 'TH' || value === 'SI';
}

export type InstalmentPlan = {
  readonly term: InstalmentTerm;
  readonly terms: number;
  readonly surchargeCents: number;
  /** Course price plus surcharge. */
  readonly totalCents: number;
  /** Every term except the first. */
  readonly perTermCents: number;
  /** The first term: perTermCents plus the rounding cents, so the terms add up to totalCents. */
  readonly firstTermCents: number;
};

export function instalmentPlan(priceCents: number, term: InstalmentTerm): InstalmentPlan {
  if (!Number.isSafeInteger(priceCents) || priceCents < 0) {
    throw new RangeError(`Course price must be non-negative whole cents, got ${priceCents}`);
  }
  const option = INSTALMENT_OPTIONS[term];
  if (!option) throw new RangeError(`Unknown instalment term: ${String(term)}`);
  const totalCents = priceCents + option.surchargeCents;
  const perTermCents = Math.floor(totalCents / option.terms);
  const firstTermCents = totalCents - perTermCents * (option.terms - 1);
  return {
    term,
    terms: option.terms,
    surchargeCents: option.surchargeCents,
    totalCents,
    perTermCents,
    firstTermCents,
  };
}

/** The terms offered for a course spanning `courseLengthDays` days (see the rule above). */
export function allowedTerms(courseLengthDays: number): InstalmentTerm[] {
  if (!Number.isFinite(courseLengthDays) || courseLengthDays < 0) {
    throw new RangeError(`Course length must be a non-negative number of days, got ${courseLengthDays}`);
  }
  return INSTALMENT_TERMS.filter((t) => courseLengthDays >= INSTALMENT_OPTIONS[t].minCourseDays);
}
