import { describe, expect, it } from 'vitest';
import { btwFree, btwOf, btwPerRate, divideBtw, shownPrice, shownPriceFromIncl } from '../../domain/btw.ts';
import { type PricedArticle, priceCart } from '../../domain/pricing.ts';
import { type TotalsBlock, totalsBlock } from '../../domain/totals.ts';

// The totals block adds up as a reader adds it (issue 25): in either view, the amounts above the
// subtotal (excl.) or the total (incl.) sum to it exactly, and the BTW shown is what a reader
// computes from the shown figures: 21 % of the subtotal, or total × 21 / 121, rounded half up.

const article = (
  id: number,
  type: PricedArticle['type'],
  priceCents: number,
  depositCents: number | null = null,
) => ({
  id,
  samId: `SAM-${id}`,
  type,
  priceCents,
  specialPriceCents: null,
  depositCents,
});

/** Half up, as a reader with a calculator does. */
const roundHalfUp = (value: number) => Math.floor(value + 0.5);

function readerChecks(block: TotalsBlock) {
  const amountOf = (kind: string) => block.rows.find((r) => r.kind === kind)?.cents;
  const addedKinds = ['RENTAL', 'DISCOUNT', 'REG', 'SALES', 'SHIPPING'];
  const added = block.rows.filter((r) => addedKinds.includes(r.kind)).reduce((a, r) => a + r.cents, 0);
  const total = amountOf('TOTAL') ?? Number.NaN;
  const btw = amountOf('BTW') ?? Number.NaN;
  if (block.view === 'EXCL') {
    const subtotal = amountOf('SUBTOTAL') ?? Number.NaN;
    expect(added).toBe(subtotal);
    expect(btw).toBe(roundHalfUp((subtotal * 21) / 100));
    expect(subtotal + btw).toBe(total);
  } else {
    expect(added).toBe(total);
    expect(btw).toBe(roundHalfUp((total * 21) / 121));
  }
}

describe('shown prices', () => {
  it('a price with and without BTW, by the one rule', () => {
    expect(shownPrice(4900)).toEqual({
      exclBtwCents: 4900,
      btwCents: 1029,
      inclBtwCents: 5929,
      btwPercent: 21,
    });
    expect(shownPrice(1234).inclBtwCents).toBe(1234 + 259); // 259.14 → 259
    expect(shownPrice(50).btwCents).toBe(11); // 10.5 → 11: half up
    expect(btwFree(149_500)).toEqual({
      exclBtwCents: 149_500,
      btwCents: 0,
      inclBtwCents: 149_500,
      btwPercent: 0,
    });
  });

  it('a price set incl. BTW: the BTW in it is incl × 21 / 121, half up, and gives back shownPrice', () => {
    expect(shownPriceFromIncl(2500)).toEqual({
      exclBtwCents: 2066,
      btwCents: 434,
      inclBtwCents: 2500,
      btwPercent: 21,
    }); // 433.88
    for (let excl = 0; excl < 20_000; excl += 7) {
      expect(shownPriceFromIncl(shownPrice(excl).inclBtwCents)).toEqual(shownPrice(excl));
    }
  });

  it('divides a BTW figure over amounts so the shares add up to it, each within a cent of exact', () => {
    const amounts = [91_000, -22_750, 3413, 4900, 695];
    const total = btwOf(amounts.reduce((a, b) => a + b, 0));
    const shares = divideBtw(amounts, total);
    expect(shares.reduce((a, b) => a + b, 0)).toBe(total);
    shares.forEach((share, i) => {
      expect(Math.abs(share - ((amounts[i] ?? 0) * 21) / 100)).toBeLessThan(1);
    });
    // Whole-euro amounts have an exact BTW: they never take a cent of another's rounding.
    expect(divideBtw([4900, 695], btwOf(5595))[0]).toBe(1029);
  });
});

describe('BTW per rate (an invoice)', () => {
  it('rounds each rate once over its lines, and the lines share it exactly', () => {
    // 3 × 0.50 at 21 %: 0.315 → 0.32 over the sum, where three lines alone would make 0.33.
    const { rates, lineBtwCents } = btwPerRate([
      { exclBtwCents: 50, btwPercent: 21 },
      { exclBtwCents: 149_500, btwPercent: 0 },
      { exclBtwCents: 50, btwPercent: 21 },
      { exclBtwCents: 50, btwPercent: 21 },
    ]);
    expect(rates).toEqual([
      { percent: 0, baseCents: 149_500, btwCents: 0 },
      { percent: 21, baseCents: 150, btwCents: 32 },
    ]);
    expect(lineBtwCents).toEqual([11, 0, 11, 10]);
  });
});

describe('the totals block', () => {
  const camera = article(1, 'RENTAL', 9100, 50_000);
  const mic = article(2, 'SALE', 4900);

  it('excl. BTW: rental before discount, the discount negative, reg, sales, shipping, then subtotal, BTW and total', () => {
    const prices = priceCart({
      lines: [
        { article: camera, count: 1 },
        { article: mic, count: 1 },
      ],
      rentalDays: 10,
      includeShipping: true,
      account: { discountPercent: 25, trusted: false },
    });
    const block = totalsBlock(prices, 'EXCL');
    expect(block.rows.map(({ label, ...row }) => row)).toEqual([
      { kind: 'RENTAL', cents: 91_000, days: 10 },
      { kind: 'DISCOUNT', cents: -22_750 },
      { kind: 'REG', cents: 3413 }, // 5 % of 682.50 = 34.125 → 34.13
      { kind: 'SALES', cents: 4900 },
      { kind: 'SHIPPING', cents: 695 },
      { kind: 'SUBTOTAL', cents: 77_258 },
      { kind: 'BTW', cents: 16_224, btwPercent: 21 }, // 162.2418 → 162.24
      { kind: 'TOTAL', cents: 93_482 },
    ]);
    expect(block.rows.map((r) => r.label)).toEqual([
      'Huur, 10 huurdagen',
      'Korting op de huur',
      'Reg (schadeverzekering)',
      'Aankopen',
      'Verzending',
      'Subtotaal excl. btw',
      'Btw 21 %',
      'Totaal incl. btw',
    ]);
    expect(block.borgCents).toBe(50_000);
    readerChecks(block);
  });

  it('incl. BTW: the same amounts with their BTW, adding up to the same total, and the BTW in it', () => {
    const prices = priceCart({
      lines: [{ article: camera, count: 1 }],
      rentalDays: 3,
      includeShipping: false,
      account: { discountPercent: 25, trusted: true },
    });
    const incl = totalsBlock(prices, 'INCL');
    expect(incl.rows.map((r) => r.kind)).toEqual(['RENTAL', 'DISCOUNT', 'REG', 'TOTAL', 'BTW']);
    expect(incl.rows.at(-2)?.cents).toBe(totalsBlock(prices, 'EXCL').rows.at(-1)?.cents);
    expect(incl.borgCents).toBe(0);
    readerChecks(incl);
  });

  it('adds up in both views for many carts (odd cents, discounts, shipping, minimum reg)', () => {
    let seed = 7;
    const random = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2_147_483_648;
      return seed % n;
    };
    for (let run = 0; run < 2000; run++) {
      const lines = Array.from({ length: 1 + random(5) }, (_, i) => ({
        article: article(
          i + 1,
          (['RENTAL', 'SALE', 'OCCASION'] as const)[random(3)] ?? 'SALE',
          1 + random(50_000),
        ),
        count: 1 + random(4),
      }));
      const prices = priceCart({
        lines,
        rentalDays: 1 + random(20),
        includeShipping: random(2) === 0,
        account: { discountPercent: [0, 10, 25, 33][random(4)] ?? 0, trusted: false },
      });
      readerChecks(totalsBlock(prices, 'EXCL'));
      readerChecks(totalsBlock(prices, 'INCL'));
    }
  });
});
