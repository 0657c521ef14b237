import { rentalDaysText } from '../../../domain/dates.ts';
import type { PriceView } from '../../../domain/price-view.ts';
import { btwNote } from './price-view.tsx';

// How a cart is laid out wherever it is shown (the header's cart panel, the checkout's summary):
// its lines per type, in this order, and the note above the rental lines.

/** The cart's line lists and their section titles, in the order shown. */
export const CART_SECTIONS = [
  { lines: 'rentalLines', title: 'Verhuur' },
  { lines: 'salesLines', title: 'Verkoop' },
  { lines: 'occasionLines', title: 'Occasions' },
] as const;

type Lines<Line> = {
  rentalLines: readonly Line[];
  salesLines: readonly Line[];
  occasionLines: readonly Line[];
};

/** Every line of the cart, rental first. */
export const linesOf = <Line>(cart: Lines<Line>): Line[] => [
  ...cart.rentalLines,
  ...cart.salesLines,
  ...cart.occasionLines,
];

/** The note above the rental lines: for how many rental days their prices are (the server's count). */
export function rentalPricesNote(period: { complete: boolean; rentalDays: number }, view: PriceView): string {
  return period.complete
    ? `Prijzen voor ${rentalDaysText(period.rentalDays)}, ${btwNote(view)}.`
    : 'Zolang je geen huurperiode hebt gekozen, rekenen we met 1 huurdag.';
}
