import { describe, expect, it } from 'vitest';
import { isRegistrationOpen, runLengthDays, runPaymentOptions, runPaymentTerms } from '../../domain/runs.ts';

describe('isRegistrationOpen', () => {
  it('is open up to and including the start date, closed from the day after', () => {
    expect(isRegistrationOpen('2026-11-24', '2026-11-23')).toBe(true);
    expect(isRegistrationOpen('2026-11-23', '2026-11-23')).toBe(true);
    expect(isRegistrationOpen('2026-11-22', '2026-11-23')).toBe(false);
    expect(isRegistrationOpen('2025-12-31', '2026-01-01')).toBe(false);
  });

  it('refuses a date that is not YYYY-MM-DD', () => {
    expect(() => isRegistrationOpen('23-11-2026', '2026-11-23')).toThrow(RangeError);
  });
});

describe('runLengthDays', () => {
  it('counts from the first to the last lesson date, in any order', () => {
    expect(runLengthDays('2026-01-05', ['2026-01-05', '2026-01-12', '2026-03-30'])).toBe(84);
    expect(runLengthDays('2026-01-05', ['2026-03-30', '2026-01-05', '2026-01-12'])).toBe(84);
  });

  it('is 0 for one lesson day or none', () => {
    expect(runLengthDays('2026-01-05', ['2026-01-05'])).toBe(0);
    expect(runLengthDays('2026-01-05', [])).toBe(0);
  });
});

describe('runPaymentTerms', () => {
  it('offers ON only under 60 days, TH from 60, SI from 150', () => {
    expect(runPaymentTerms('2026-01-01', ['2026-01-01', '2026-03-01'])).toEqual(['ON']); // 59 days
    expect(runPaymentTerms('2026-01-01', ['2026-01-01', '2026-03-02'])).toEqual(['ON', 'TH']); // 60
    expect(runPaymentTerms('2026-01-01', ['2026-01-01', '2026-05-30'])).toEqual(['ON', 'TH']); // 149
    expect(runPaymentTerms('2026-01-01', ['2026-01-01', '2026-05-31'])).toEqual(['ON', 'TH', 'SI']); // 150
  });
});

describe('runPaymentOptions', () => {
  it('gives each allowed term its label and plan; the first term carries the rounding cents', () => {
    // The labels write U+00A0 after €, as formatEuro does.
    const options = runPaymentOptions(100000, '2026-01-01', ['2026-01-01', '2026-12-01']);
    expect(
      options.map((o) => [o.term, o.label, o.terms, o.totalCents, o.firstTermCents, o.perTermCents]),
    ).toEqual([
      ['ON', 'In één keer betalen', 1, 100000, 100000, 100000],
      ['TH', 'In 3 maandelijkse termijnen (+ €\u00a030,00)', 3, 103000, 34334, 34333],
      ['SI', 'In 6 maandelijkse termijnen (+ €\u00a060,00)', 6, 106000, 17670, 17666],
    ]);
  });

  it('offers a short run at once only', () => {
    const options = runPaymentOptions(29500, '2026-01-05', ['2026-01-05', '2026-01-12']);
    expect(options).toHaveLength(1);
    expect(options[0]).toMatchObject({ term: 'ON', totalCents: 29500, firstTermCents: 29500 });
  });
});
