// What a cart costs (DESIGN.md "Pricing rules", api/shop/README.md): the one implementation
// of the shop's prices; the api applies it and every other part shows its figures.
//
// Everything is integer cents, and a percentage of an amount is rounded half up to whole cents
// (`percentOf` in money.ts): a line's discount, the damage waiver. The BTW of the cart is ONE
// figure: 21 % of the subtotal excl. BTW, rounded once (btw.ts states the rule to customers and
// divides it over the parts, so every shown part adds up). A line's own `btwCents` is that line
// alone at the same rule, for showing the line.

import { BTW_PERCENT, btwOf, divideBtw } from './btw.ts';
import { isIsoDate, rentalDays } from './dates.ts';
import { percentOf } from './money.ts';

export { BTW_PERCENT };
/** Damage waiver (`reg`): this percentage of the discounted rental total ... */
export const REG_PERCENT = 5;
/** ... but at least this much, whenever the cart has rental lines. */
export const REG_MINIMUM_CENTS = 500;
/** Shipping of sales lines when the visitor asks for it (`sales_shipping`) ... */
export const SHIPPING_CENTS = 695;
/** ... free from this sales total excluding BTW. */
export const FREE_SHIPPING_FROM_CENTS = 15_000;

/** Shipping excl. BTW of sales (sale and occasion lines) totalling `salesExclBtwCents` excl. BTW. */
export function shippingCentsFor(salesExclBtwCents: number): number {
  return salesExclBtwCents < FREE_SHIPPING_FROM_CENTS ? SHIPPING_CENTS : 0;
}

export type ArticleKind = 'RENTAL' | 'SALE' | 'OCCASION';

/** What pricing needs of an article (the catalogue's row). */
export type PricedArticle = {
  readonly id: number;
  readonly samId: string;
  readonly type: ArticleKind;
  /** The day price for RENTAL, the sale price otherwise. */
  readonly priceCents: number;
  /** Wins over `priceCents` when set. */
  readonly specialPriceCents: number | null;
  /** Borg per item (RENTAL); null: none. */
  readonly depositCents: number | null;
};

export type PriceInputLine = { readonly article: PricedArticle; readonly count: number };

/**
 * The customer's terms (account fields of issue 11): `discountPercent` (0-100, e.g. 25 for
 * gap-year students) reduces rental lines; a `trusted` account pays no borg.
 */
export type AccountTerms = { readonly discountPercent: number; readonly trusted: boolean };

export const ANONYMOUS: AccountTerms = Object.freeze({ discountPercent: 0, trusted: false });

export type PriceLine = {
  readonly articleId: number;
  readonly samId: string;
  readonly type: ArticleKind;
  readonly count: number;
  /** The day price (RENTAL) or the price of one item, special price applied. */
  readonly unitCents: number;
  /** Line total excl. BTW after the discount. */
  readonly priceCents: number;
  /** The discount taken off this line. */
  readonly discountCents: number;
  /** BTW of `priceCents` alone, rounded half up (the cart's BTW is computed over its subtotal). */
  readonly btwCents: number;
};

export type Totals = { readonly exclBtwCents: number; readonly btwCents: number };

export type Prices = {
  /** Working days charged: 1 while the period lacks a date. */
  readonly rentalDays: number;
  readonly rentalLines: PriceLine[];
  /** Sale and occasion lines (occasions are priced as sales), in the given order. */
  readonly salesLines: PriceLine[];
  readonly rentalTotals: Totals;
  readonly salesTotals: Totals;
  /** Deposit, refunded on return: not part of `totalCents`. */
  readonly borgCents: number;
  /** Damage waiver excl. BTW, and its BTW. */
  readonly reg: Totals;
  /** Σ line discounts. */
  readonly discountCents: number;
  /** Shipping excl. BTW, and its BTW. */
  readonly transport: Totals;
  /** rental + sales + reg + transport, excl. BTW. */
  readonly totalExclBtwCents: number;
  /** 21 % of `totalExclBtwCents`, rounded once; the parts' `btwCents` above are its division. */
  readonly totalBtwCents: number;
  readonly totalCents: number;
};

/** Rental days of a period: `rentalDays(pickup, return)` when both dates are there, else 1. */
export function periodRentalDays(startDate: string | null, endDate: string | null): number {
  return isIsoDate(startDate) && isIsoDate(endDate) ? rentalDays(startDate, endDate) : 1;
}

function assertCount(count: number): void {
  if (!Number.isSafeInteger(count) || count < 1) throw new RangeError(`Invalid count: ${count}`);
}

function assertCents(cents: number, what: string): void {
  if (!Number.isSafeInteger(cents) || cents < 0) throw new RangeError(`Invalid ${what}: ${cents}`);
}

function sum(values: readonly number[]): number {
  return values.reduce((a, b) => a + b, 0);
}

/**
 * Prices a cart. Callers check their input first; a count below 1, a negative price or a
 * discount outside 0-100 is a bug and throws a RangeError.
 * - rental line: unit (special price when set) × rental days × count, minus `discountPercent`
 *   of that (rounded); sale/occasion line: unit × count, no discount;
 * - BTW: 21% of the subtotal (rental + sales + reg + transport) excl. BTW, rounded once, and
 *   divided over those four parts (btw.ts `divideBtw`); each line also gets its own BTW;
 * - borg: Σ deposit × count of rental lines, 0 for a trusted account;
 * - reg: 5% of the discounted rental total (rounded), at least € 5, only with rental lines;
 * - transport: € 6,95 when `includeShipping` and there are sales lines whose total excl. BTW
 *   is below € 150; reg and transport carry BTW too;
 * - total = rental + sales + reg + transport, plus all their BTW; borg stays apart.
 */
export function priceCart(input: {
  readonly lines: readonly PriceInputLine[];
  readonly rentalDays: number;
  readonly includeShipping: boolean;
  readonly account: AccountTerms;
}): Prices {
  const { lines, includeShipping, account } = input;
  const days = input.rentalDays;
  if (!Number.isSafeInteger(days) || days < 1) throw new RangeError(`Invalid rental days: ${days}`);
  const percent = account.discountPercent;
  if (!Number.isFinite(percent) || percent < 0 || percent > 100) {
    throw new RangeError(`Invalid discount percentage: ${percent}`);
  }

  const priced = lines.map(({ article, count }): PriceLine => {
    assertCount(count);
    const unitCents = article.specialPriceCents ?? article.priceCents;
    assertCents(unitCents, `price of article ${article.id}`);
    const rental = article.type === 'RENTAL';
    const grossCents = unitCents * (rental ? days : 1) * count;
    assertCents(grossCents, `line total of article ${article.id}`);
    const discountCents = rental ? percentOf(grossCents, percent) : 0;
    const priceCents = grossCents - discountCents;
    return {
      articleId: article.id,
      samId: article.samId,
      type: article.type,
      count,
      unitCents,
      priceCents,
      discountCents,
      btwCents: btwOf(priceCents),
    };
  });
  const rentalLines = priced.filter((l) => l.type === 'RENTAL');
  const salesLines = priced.filter((l) => l.type !== 'RENTAL');
  const rentalExcl = sum(rentalLines.map((l) => l.priceCents));
  const salesExcl = sum(salesLines.map((l) => l.priceCents));

  const borgCents = account.trusted
    ? 0
    : sum(
        lines.filter((l) => l.article.type === 'RENTAL').map((l) => (l.article.depositCents ?? 0) * l.count),
      );

  const regCents =
    rentalLines.length > 0 ? Math.max(REG_MINIMUM_CENTS, percentOf(rentalExcl, REG_PERCENT)) : 0;
  const shippingCents = includeShipping && salesLines.length > 0 ? shippingCentsFor(salesExcl) : 0;

  const totalExclBtwCents = rentalExcl + salesExcl + regCents + shippingCents;
  const totalBtwCents = btwOf(totalExclBtwCents);
  const [rentalBtw = 0, salesBtw = 0, regBtw = 0, shippingBtw = 0] = divideBtw(
    [rentalExcl, salesExcl, regCents, shippingCents],
    totalBtwCents,
  );
  return {
    rentalDays: days,
    rentalLines,
    salesLines,
    rentalTotals: { exclBtwCents: rentalExcl, btwCents: rentalBtw },
    salesTotals: { exclBtwCents: salesExcl, btwCents: salesBtw },
    borgCents,
    reg: { exclBtwCents: regCents, btwCents: regBtw },
    discountCents: sum(priced.map((l) => l.discountCents)),
    transport: { exclBtwCents: shippingCents, btwCents: shippingBtw },
    totalExclBtwCents,
    totalBtwCents,
    totalCents: totalExclBtwCents + totalBtwCents,
  };
}
