// The totals block of a cart or an order (DESIGN.md "Shown prices"): each amount once, in the
// order a reader adds them, discounts negative, then the subtotal, the BTW and the total, shown
// excl. or incl. BTW. It adds up exactly as shown, by the rounding rule of btw.ts.

import { BTW_PERCENT, divideBtw } from './btw.ts';
import { rentalDaysText } from './dates.ts';
import type { Prices } from './pricing.ts';

/** What a row of the block is. */
export type TotalsRowKind =
  | 'RENTAL'
  | 'DISCOUNT'
  | 'REG'
  | 'SALES'
  | 'SHIPPING'
  | 'SUBTOTAL'
  | 'BTW'
  | 'TOTAL';

export type TotalsRow = {
  readonly kind: TotalsRowKind;
  /** As the customer reads it, in the web, mails and documents alike. */
  readonly label: string;
  /** Negative for a discount. */
  readonly cents: number;
  /** RENTAL: the rental days charged. */
  readonly days?: number;
  /** BTW: its rate. */
  readonly btwPercent?: number;
};

export type BtwView = 'INCL' | 'EXCL';

export type TotalsBlock = {
  readonly view: BtwView;
  /**
   * EXCL: the amounts excl. BTW in the order they are added, SUBTOTAL (their sum), BTW (21 % of
   * it), TOTAL (the two). INCL: the amounts incl. BTW, TOTAL (their sum), BTW (in the total).
   */
  readonly rows: TotalsRow[];
  /** Refunded on return, no BTW, not in the total. */
  readonly borgCents: number;
};

/**
 * The totals block of a priced cart (or a placed order, whose figures are the cart's at that
 * moment), in the order a reader adds: rental (before discount), the discount, reg, sales,
 * shipping. An amount that is not there (no rental, no discount, no shipping) is left out.
 */
export function totalsBlock(prices: Prices, view: BtwView): TotalsBlock {
  const rental = prices.rentalLines.length > 0;
  const added: TotalsRow[] = [];
  if (rental) {
    const days = prices.rentalDays;
    added.push({
      kind: 'RENTAL',
      label: `Huur, ${rentalDaysText(days)}`,
      cents: prices.rentalTotals.exclBtwCents + prices.discountCents,
      days,
    });
    if (prices.discountCents !== 0)
      added.push({ kind: 'DISCOUNT', label: 'Korting op de huur', cents: -prices.discountCents });
    added.push({ kind: 'REG', label: 'Reg (schadeverzekering)', cents: prices.reg.exclBtwCents });
  }
  if (prices.salesLines.length > 0)
    added.push({ kind: 'SALES', label: 'Aankopen', cents: prices.salesTotals.exclBtwCents });
  if (prices.transport.exclBtwCents !== 0)
    added.push({ kind: 'SHIPPING', label: 'Verzending', cents: prices.transport.exclBtwCents });

  const btw = (label: string): TotalsRow => ({
    kind: 'BTW',
    label: `${label} ${BTW_PERCENT} %`,
    cents: prices.totalBtwCents,
    btwPercent: BTW_PERCENT,
  });
  const total: TotalsRow = { kind: 'TOTAL', label: 'Totaal incl. btw', cents: prices.totalCents };
  if (view === 'EXCL') {
    const subtotal: TotalsRow = {
      kind: 'SUBTOTAL',
      label: 'Subtotaal excl. btw',
      cents: prices.totalExclBtwCents,
    };
    return { view, rows: [...added, subtotal, btw('Btw'), total], borgCents: prices.borgCents };
  }
  const shares = divideBtw(
    added.map((row) => row.cents),
    prices.totalBtwCents,
  );
  const inclRows = added.map((row, i) => ({ ...row, cents: row.cents + (shares[i] ?? 0) }));
  return { view, rows: [...inclRows, total, btw('Waarvan btw')], borgCents: prices.borgCents };
}
