import { parseAmount } from '../../../domain/money.ts';
import type { GapYearResolvers } from '../../generated/resolvers-types.ts';

export const GapYear: GapYearResolvers = {
  daysPerWeek: (gapYear) => gapYear.days_per_week,
  rentalCredit: (gapYear) => ({ cents: parseAmount(gapYear.rental_credit) }),
  rentalDiscountPercent: (gapYear) => gapYear.rental_discount_percent,
  rentalDiscountYears: (gapYear) => gapYear.rental_discount_years,
};
