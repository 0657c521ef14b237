// BTW as a customer reads it (DESIGN.md "Shown prices"): a price with and without BTW, and the
// one rounding rule. The BTW of a cart is 21 % of its subtotal excluding BTW, computed once and
// rounded half up to whole cents (`btwOf`); a single price is the same rule applied to that price
// alone. Where amounts are shown incl. BTW, the cart's BTW is divided over them (`divideBtw`,
// largest remainder first), so they add up to the total to the cent; the BTW in that total is then
// also exactly what a reader gets back from it: total × 21 / 121, rounded half up (totals.ts).
// `ROUNDING_RULE` says this to the customer, beside every totals block.

import { percentOf } from './money.ts';

/** The BTW rate of rental and sales (courses are exempt). */
export const BTW_PERCENT = 21;

export const ROUNDING_RULE =
  'Btw is 21 % van het subtotaal excl. btw, één keer berekend en afgerond op hele centen ' +
  '(een halve cent naar boven). Bedragen incl. btw zijn daaruit per regel verdeeld, ' +
  'zodat ze precies optellen tot het totaal.';

/** A price as shown: with and without BTW, and the BTW in it. */
export type ShownPrice = {
  readonly exclBtwCents: number;
  readonly btwCents: number;
  readonly inclBtwCents: number;
  /** 21, or 0 where no BTW applies (courses, borg). */
  readonly btwPercent: number;
};

/** The BTW of an amount excluding BTW: `percent` % of it, rounded half up. */
export function btwOf(exclBtwCents: number, percent: number = BTW_PERCENT): number {
  return percentOf(exclBtwCents, percent);
}

/** One price excluding BTW, as shown with and without it. */
export function shownPrice(exclBtwCents: number, percent: number = BTW_PERCENT): ShownPrice {
  const btwCents = btwOf(exclBtwCents, percent);
  return { exclBtwCents, btwCents, inclBtwCents: exclBtwCents + btwCents, btwPercent: percent };
}

/**
 * A price set incl. BTW (the duplication service's list): the BTW in it is `incl × 21 / 121`,
 * rounded half up, and the rest is the price excl. BTW. (For an amount whose excl. price is whole
 * cents, this gives back exactly the BTW `shownPrice` added.)
 */
export function shownPriceFromIncl(inclBtwCents: number, percent: number = BTW_PERCENT): ShownPrice {
  if (!Number.isSafeInteger(inclBtwCents) || inclBtwCents < 0)
    throw new RangeError(`Invalid price: ${inclBtwCents}`);
  // Half up in whole numbers: floor((2 × incl × p + (100 + p)) / (2 × (100 + p))).
  const btwCents = Math.floor((2 * inclBtwCents * percent + 100 + percent) / (2 * (100 + percent)));
  return { exclBtwCents: inclBtwCents - btwCents, btwCents, inclBtwCents, btwPercent: percent };
}

/** A BTW-free amount (a course, a borg): the same with and without. */
export function btwFree(cents: number): ShownPrice {
  return { exclBtwCents: cents, btwCents: 0, inclBtwCents: cents, btwPercent: 0 };
}

/**
 * `btwCents` divided over `amounts` (excl. BTW, negative for a discount) in proportion: each gets
 * the whole cents of its exact share (`amount × percent / 100`, rounded down), and the cents left
 * go one each to the largest remainders, the first amount first on a tie. The shares add up to
 * `btwCents` exactly, and each lies within a cent of the exact share.
 */
export function divideBtw(
  amounts: readonly number[],
  btwCents: number,
  percent: number = BTW_PERCENT,
): number[] {
  const shares = amounts.map((amount) => Math.floor((amount * percent) / 100));
  const remainders = amounts.map((amount, index) => ({
    index,
    remainder: amount * percent - (shares[index] ?? 0) * 100,
  }));
  // Largest remainder first gets a cent; when cents must be taken back, the smallest gives one.
  remainders.sort((a, b) => b.remainder - a.remainder || a.index - b.index);
  let left = btwCents - shares.reduce((a, b) => a + b, 0);
  for (let i = 0; left !== 0 && remainders.length > 0; i++) {
    const step = left > 0 ? 1 : -1;
    const entry =
      remainders[left > 0 ? i % remainders.length : remainders.length - 1 - (i % remainders.length)];
    if (entry) shares[entry.index] = (shares[entry.index] ?? 0) + step;
    left -= step;
  }
  return shares;
}

/** The BTW of one rate on a document: the amounts excl. BTW it is over, and the BTW. */
export type RateBtw = { readonly percent: number; readonly baseCents: number; readonly btwCents: number };

/**
 * The BTW of lines with their own rates (an invoice: courses 0 %, gear 21 %), by the one rule: per
 * rate, `percent` % of the sum of that rate's lines, rounded once; each line's BTW is that figure
 * divided over the rate's lines (`divideBtw`). Rates in ascending order.
 */
export function btwPerRate(lines: readonly { exclBtwCents: number; btwPercent: number }[]): {
  rates: RateBtw[];
  lineBtwCents: number[];
} {
  const percents = [...new Set(lines.map((l) => l.btwPercent))].sort((a, b) => a - b);
  const lineBtwCents = lines.map(() => 0);
  const rates = percents.map((percent) => {
    const indexes = lines.flatMap((l, i) => (l.btwPercent === percent ? [i] : []));
    const amounts = indexes.map((i) => lines[i]?.exclBtwCents ?? 0);
    const baseCents = amounts.reduce((a, b) => a + b, 0);
    const btwCents = btwOf(baseCents, percent);
    divideBtw(amounts, btwCents, percent).forEach((share, k) => {
      lineBtwCents[indexes[k] ?? 0] = share;
    });
    return { percent, baseCents, btwCents };
  });
  return { rates, lineBtwCents };
}
