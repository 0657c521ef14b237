import { describe, expect, it } from 'vitest';
import { holidayName } from '../../domain/holidays.ts';
import {
  ANONYMOUS,
  type PricedArticle,
  type PriceInputLine,
  periodRentalDays,
  priceCart,
} from '../../domain/pricing.ts';

// Every figure below is computed by hand from DESIGN.md's pricing rules: day price × rental
// days × count, minus the discount; BTW 21% of the subtotal, rounded half up once; borg Σ deposit × count;
// reg 5% of the discounted rental total, at least € 5; shipping € 6,95 below € 150 of sales.

const camera: PricedArticle = {
  id: 1,
  samId: 'SAM-1',
  type: 'RENTAL',
  priceCents: 9500,
  specialPriceCents: null,
  depositCents: 100_000,
};
const lamp: PricedArticle = {
  id: 2,
  samId: 'SAM-2',
  type: 'RENTAL',
  priceCents: 2500,
  specialPriceCents: 2000,
  depositCents: 25_000,
};
const sale = (id: number, priceCents: number, specialPriceCents: number | null = null): PricedArticle => ({
  id,
  samId: `SAM-${id}`,
  type: 'SALE',
  priceCents,
  specialPriceCents,
  depositCents: null,
});

function price(
  lines: PriceInputLine[],
  period: [string, string] | null,
  options: { shipping?: boolean; discountPercent?: number; trusted?: boolean } = {},
) {
  return priceCart({
    lines,
    rentalDays: periodRentalDays(period?.[0] ?? null, period?.[1] ?? null),
    includeShipping: options.shipping ?? false,
    account: { discountPercent: options.discountPercent ?? 0, trusted: options.trusted ?? false },
  });
}

describe('rental prices', () => {
  it('one day: day price, 21% BTW, borg, and the € 5 minimum damage waiver', () => {
    const p = price([{ article: camera, count: 1 }], ['2026-11-30', '2026-12-01']);
    expect(p.rentalDays).toBe(1);
    expect(p.rentalLines).toEqual([
      {
        articleId: 1,
        samId: 'SAM-1',
        type: 'RENTAL',
        count: 1,
        unitCents: 9500,
        priceCents: 9500,
        discountCents: 0,
        btwCents: 1995,
      },
    ]);
    expect(p.rentalTotals).toEqual({ exclBtwCents: 9500, btwCents: 1995 });
    expect(p.borgCents).toBe(100_000);
    // 5% of 95.00 is 4.75: the minimum of 5.00 applies; its BTW 1.05.
    expect(p.reg).toEqual({ exclBtwCents: 500, btwCents: 105 });
    expect(p.transport).toEqual({ exclBtwCents: 0, btwCents: 0 });
    expect(p.totalExclBtwCents).toBe(10_000);
    expect(p.totalBtwCents).toBe(2100);
    expect(p.totalCents).toBe(12_100);
  });

  it('a period over a weekend and Koningsdag counts only the working days', () => {
    // Fri 23 Apr 2027 to Wed 28 Apr: Fri, (Sat, Sun), Mon, (Tue 27 Koningsdag) = 2 days.
    expect(holidayName('2027-04-27')).toBe('Koningsdag');
    const p = price(
      [
        { article: camera, count: 2 },
        { article: lamp, count: 1 },
      ],
      ['2027-04-23', '2027-04-28'],
    );
    expect(p.rentalDays).toBe(2);
    // camera 95.00 × 2 days × 2 = 380.00 (BTW 79.80); lamp special 20.00 × 2 = 40.00 (BTW 8.40).
    expect(p.rentalLines.map((l) => [l.unitCents, l.priceCents, l.btwCents])).toEqual([
      [9500, 38_000, 7980],
      [2000, 4000, 840],
    ]);
    expect(p.rentalTotals).toEqual({ exclBtwCents: 42_000, btwCents: 8820 });
    expect(p.borgCents).toBe(225_000);
    expect(p.reg).toEqual({ exclBtwCents: 2100, btwCents: 441 });
    expect(p.totalExclBtwCents).toBe(44_100);
    expect(p.totalBtwCents).toBe(9261);
    expect(p.totalCents).toBe(53_361);
  });

  it('Pinksteren: Whit Monday is not charged', () => {
    // Thu 13 May 2027 to Wed 19 May: Thu, Fri, (Sat, Sun, Mon 17 Tweede Pinksterdag), Tue = 3.
    expect(holidayName('2027-05-17')).toBe('Tweede Pinksterdag');
    const p = price([{ article: camera, count: 1 }], ['2027-05-13', '2027-05-19']);
    expect(p.rentalDays).toBe(3);
    expect(p.rentalTotals).toEqual({ exclBtwCents: 28_500, btwCents: 5985 });
    // 5% of 285.00 = 14.25; its BTW 2.9925 → 2.99.
    expect(p.reg).toEqual({ exclBtwCents: 1425, btwCents: 299 });
    expect(p.totalCents).toBe(28_500 + 5985 + 1425 + 299);
  });

  it('24 December: Christmas and the weekend after it are free', () => {
    // Thu 24 Dec 2026 to Mon 28 Dec: only the 24th (25 Eerste Kerstdag, 26-27 weekend).
    expect(price([{ article: camera, count: 1 }], ['2026-12-24', '2026-12-28']).rentalDays).toBe(1);
    // Wed 23 to Tue 29: 23, 24, 28 = 3.
    const p = price([{ article: camera, count: 1 }], ['2026-12-23', '2026-12-29']);
    expect(p.rentalDays).toBe(3);
    expect(p.rentalTotals.exclBtwCents).toBe(28_500);
  });

  it('an incomplete period is priced as 1 rental day', () => {
    expect(price([{ article: camera, count: 3 }], null).rentalTotals.exclBtwCents).toBe(28_500);
    expect(periodRentalDays('2026-11-30', null)).toBe(1);
  });

  it('a discount reduces rental lines (rounded half up per line), the reg after it, not sales', () => {
    // 3 days (Mon 30 Nov to Thu 3 Dec 2026) × 95.00 = 285.00; 25% = 71.25 → 213.75.
    const p = price(
      [
        { article: camera, count: 1 },
        { article: sale(9, 10_000), count: 1 },
      ],
      ['2026-11-30', '2026-12-03'],
      { discountPercent: 25 },
    );
    expect(p.rentalLines[0]).toMatchObject({ priceCents: 21_375, discountCents: 7125, btwCents: 4489 });
    expect(p.salesLines[0]).toMatchObject({ priceCents: 10_000, discountCents: 0, btwCents: 2100 });
    expect(p.discountCents).toBe(7125);
    // 5% of 213.75 = 10.6875 → 10.69; its BTW 2.2449 → 2.24.
    expect(p.reg).toEqual({ exclBtwCents: 1069, btwCents: 224 });
    expect(p.totalExclBtwCents).toBe(21_375 + 10_000 + 1069);
    expect(p.totalBtwCents).toBe(4489 + 2100 + 224);

    // 25% of 33.33 = 8.3325 → 8.33 off; 10% of 99.95 = 9.995 → 10.00 off (half up).
    const odd = (cents: number): PricedArticle => ({ ...camera, priceCents: cents });
    expect(
      price([{ article: odd(3333), count: 1 }], null, { discountPercent: 25 }).rentalLines[0],
    ).toMatchObject({ discountCents: 833, priceCents: 2500, btwCents: 525 });
    expect(
      price([{ article: odd(9995), count: 1 }], null, { discountPercent: 10 }).rentalLines[0]?.discountCents,
    ).toBe(1000);
  });

  it('a trusted account pays no borg; the rest is the same', () => {
    const lines = [{ article: camera, count: 2 }];
    const normal = price(lines, ['2026-11-30', '2026-12-02']);
    const trusted = price(lines, ['2026-11-30', '2026-12-02'], { trusted: true });
    expect(normal.borgCents).toBe(200_000);
    expect(trusted.borgCents).toBe(0);
    expect(trusted.totalCents).toBe(normal.totalCents);
  });

  it('reg: € 5 minimum against 5%', () => {
    const regOf = (cents: number) =>
      price([{ article: { ...camera, priceCents: cents }, count: 1 }], null).reg.exclBtwCents;
    expect(regOf(2000)).toBe(500); // 1.00 → 5.00
    expect(regOf(9999)).toBe(500); // 4.9995 → 5.00
    expect(regOf(10_000)).toBe(500);
    expect(regOf(10_010)).toBe(501); // 5.005 → 5.01 (half up)
    expect(regOf(20_000)).toBe(1000);
    expect(regOf(0)).toBe(500); // a free rental article still carries the waiver
    // No rental lines, no reg.
    expect(price([{ article: sale(9, 2000), count: 1 }], null).reg).toEqual({ exclBtwCents: 0, btwCents: 0 });
  });
});

describe('sales prices and shipping', () => {
  it('ships for € 6,95 just below € 150,00 excl. BTW, free from € 150,00', () => {
    const below = price([{ article: sale(9, 14_999), count: 1 }], null, { shipping: true });
    expect(below.salesTotals).toEqual({ exclBtwCents: 14_999, btwCents: 3150 }); // 31.4979 → 31.50
    expect(below.transport).toEqual({ exclBtwCents: 695, btwCents: 146 }); // 1.4595 → 1.46
    expect(below.totalExclBtwCents).toBe(15_694);
    expect(below.totalBtwCents).toBe(3296);
    expect(below.totalCents).toBe(18_990);
    expect(below.borgCents).toBe(0);

    const at = price([{ article: sale(9, 15_000), count: 1 }], null, { shipping: true });
    expect(at.transport).toEqual({ exclBtwCents: 0, btwCents: 0 });
    expect(at.totalCents).toBe(18_150);
  });

  it('ships only when asked and only sales lines; the special price counts', () => {
    expect(price([{ article: sale(9, 1000), count: 1 }], null).transport.exclBtwCents).toBe(0);
    expect(price([{ article: camera, count: 1 }], null, { shipping: true }).transport.exclBtwCents).toBe(0);
    // Listed at 160.00 but on special for 140.00: below the threshold, so it ships for 6.95.
    const special = price([{ article: sale(9, 16_000, 14_000), count: 1 }], null, { shipping: true });
    expect(special.salesLines[0]?.priceCents).toBe(14_000);
    expect(special.transport.exclBtwCents).toBe(695);
  });

  it('prices occasions as sales (sales lines, shipping) without borg or reg', () => {
    const occasion: PricedArticle = { ...sale(7, 10_000), type: 'OCCASION' };
    const p = price([{ article: occasion, count: 2 }], ['2026-11-30', '2026-12-04'], { shipping: true });
    expect(p.rentalLines).toEqual([]);
    expect(p.salesLines).toEqual([
      {
        articleId: 7,
        samId: 'SAM-7',
        type: 'OCCASION',
        count: 2,
        unitCents: 10_000,
        priceCents: 20_000,
        discountCents: 0,
        btwCents: 4200,
      },
    ]);
    expect(p.transport.exclBtwCents).toBe(0); // 200.00 ships free
    expect(p.reg.exclBtwCents).toBe(0);
  });
});

describe('the one rounding rule', () => {
  it('computes the BTW once over the subtotal; each line keeps its own BTW for showing it', () => {
    // 21% of 0.50 = 0.105 → 0.11 per line alone, but the cart's BTW is 21% of 2.52 = 0.5292 → 0.53
    // (per line it would have been 0.54: a cent a reader of the subtotal cannot find).
    const p = price(
      [
        { article: sale(1, 50), count: 1 },
        { article: sale(2, 50), count: 1 },
        { article: sale(3, 150), count: 1 },
        { article: sale(4, 2), count: 1 },
      ],
      null,
    );
    expect(p.salesLines.map((l) => l.btwCents)).toEqual([11, 11, 32, 0]); // 0.315 → 0.32; 0.0042 → 0
    expect(p.salesTotals).toEqual({ exclBtwCents: 252, btwCents: 53 });
    expect(p.totalBtwCents).toBe(53);
    expect(p.totalCents).toBe(305);
  });

  it('answers an empty cart with zeros', () => {
    const p = priceCart({ lines: [], rentalDays: 1, includeShipping: true, account: ANONYMOUS });
    expect(p.totalCents).toBe(0);
    expect(p.reg.exclBtwCents + p.transport.exclBtwCents + p.borgCents + p.discountCents).toBe(0);
  });

  it('refuses what the caller must have checked: counts, days, discounts', () => {
    const base = { rentalDays: 1, includeShipping: false, account: ANONYMOUS };
    expect(() => priceCart({ ...base, lines: [{ article: camera, count: 0 }] })).toThrow(RangeError);
    expect(() => priceCart({ ...base, lines: [{ article: camera, count: 1.5 }] })).toThrow(RangeError);
    expect(() => priceCart({ ...base, lines: [], rentalDays: 0 })).toThrow(RangeError);
    expect(() =>
      priceCart({ ...base, lines: [], account: { discountPercent: 101, trusted: false } }),
    ).toThrow(RangeError);
  });
});
