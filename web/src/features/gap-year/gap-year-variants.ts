// The two variants of the gap year (tussenjaar), SPEC §2 and §9. One place for these figures:
// the comparison, the page's description and the tests read them from here. Money in cents.

export type GapYearVariant = {
  /** Slug of the variant's course (its course page and start dates). */
  readonly courseSlug: string;
  readonly name: string;
  readonly daysPerWeek: number;
  /** Rental credit (verhuurtegoed) included in the price. */
  readonly rentalCreditCents: number;
  /** Total price of the year. */
  readonly totalCents: number;
};

export const GAP_YEAR_VARIANTS: readonly GapYearVariant[] = Object.freeze([
  Object.freeze({
    courseSlug: 'tussenjaar-orientatie',
    name: 'Oriëntatie',
    daysPerWeek: 2,
    rentalCreditCents: 600_00,
    totalCents: 3_495_00,
  }),
  Object.freeze({
    courseSlug: 'tussenjaar-creatief',
    name: 'Creatief',
    daysPerWeek: 3,
    rentalCreditCents: 750_00,
    totalCents: 4_750_00,
  }),
]);

/** What both variants give: years of rental at a discount after the gap year. */
export const GAP_YEAR_RENTAL_DISCOUNT = Object.freeze({ years: 2, percent: 25 });

export function daysPerWeekLabel(days: number): string {
  return days === 1 ? '1 dag per week' : `${days} dagen per week`;
}

export function rentalDiscountLabel(): string {
  return `${GAP_YEAR_RENTAL_DISCOUNT.years} jaar huren met ${GAP_YEAR_RENTAL_DISCOUNT.percent}% korting`;
}
