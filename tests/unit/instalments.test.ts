import { describe, expect, it } from 'vitest';
import {
  allowedTerms,
  INSTALMENT_OPTIONS,
  instalmentPlan,
  isInstalmentTerm,
} from '../../domain/instalments.ts';

describe('instalmentPlan', () => {
  it('adds no surcharge when paid at once', () => {
    expect(instalmentPlan(149500, 'ON')).toEqual({
      term: 'ON',
      terms: 1,
      surchargeCents: 0,
      totalCents: 149500,
      perTermCents: 149500,
      firstTermCents: 149500,
    });
  });

  it('adds € 30 for three terms and € 60 for six', () => {
    expect(instalmentPlan(199500, 'TH')).toEqual({
      term: 'TH',
      terms: 3,
      surchargeCents: 3000,
      totalCents: 202500,
      perTermCents: 67500,
      firstTermCents: 67500,
    });
    expect(instalmentPlan(100000, 'SI')).toEqual({
      term: 'SI',
      terms: 6,
      surchargeCents: 6000,
      totalCents: 106000,
      perTermCents: 17666,
      firstTermCents: 17670,
    });
  });

  it('puts the rounding cents on the first term, so the terms add up', () => {
    expect(instalmentPlan(100000, 'TH')).toMatchObject({
      totalCents: 103000,
      perTermCents: 34333,
      firstTermCents: 34334,
    });
    for (const term of ['TH', 'SI'] as const) {
      for (let price = 0; price < 2000; price += 7) {
        const p = instalmentPlan(price * 101, term);
        expect(p.firstTermCents + p.perTermCents * (p.terms - 1)).toBe(p.totalCents);
        expect(p.firstTermCents - p.perTermCents).toBeGreaterThanOrEqual(0);
        expect(p.firstTermCents - p.perTermCents).toBeLessThan(p.terms);
      }
    }
  });

  it('rejects invalid prices and terms', () => {
    expect(() => instalmentPlan(-1, 'ON')).toThrow(RangeError);
    expect(() => instalmentPlan(10.5, 'TH')).toThrow(RangeError);
    // @ts-expect-error: an unknown term from outside the type system
    expect(() => instalmentPlan(1000, 'XX')).toThrow(RangeError);
    expect(isInstalmentTerm('SI')).toBe(true);
    expect(isInstalmentTerm('si')).toBe(false);
  });
});

describe('allowedTerms', () => {
  it('allows only ON for a short course', () => {
    expect(allowedTerms(0)).toEqual(['ON']);
    expect(allowedTerms(5)).toEqual(['ON']);
    expect(allowedTerms(59)).toEqual(['ON']);
  });

  it('allows TH from 60 days and SI from 150 days', () => {
    expect(allowedTerms(60)).toEqual(['ON', 'TH']);
    expect(allowedTerms(149)).toEqual(['ON', 'TH']);
    expect(allowedTerms(150)).toEqual(['ON', 'TH', 'SI']);
    expect(allowedTerms(730)).toEqual(['ON', 'TH', 'SI']);
  });

  it('rejects a negative length', () => {
    expect(() => allowedTerms(-1)).toThrow(RangeError);
  });

  it('labels the choices in Dutch', () => {
    expect(INSTALMENT_OPTIONS.ON.label).toBe('In één keer betalen');
    // Amounts with two decimals (SPEC §9), a no-break space after the euro sign as formatEuro writes it.
    expect(INSTALMENT_OPTIONS.TH.label).toBe('In 3 maandelijkse termijnen (+ €\u00a030,00)');
    expect(INSTALMENT_OPTIONS.SI.label).toBe('In 6 maandelijkse termijnen (+ €\u00a060,00)');
  });
});
