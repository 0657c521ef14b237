import { describe, expect, it } from 'vitest';
import { formatEuro, parseAmount, parseEuroInput, percentOf, toAmount } from '../../domain/money.ts';

const NBSP = '\u00a0';

describe('parseAmount', () => {
  it('reads decimal strings into cents', () => {
    expect(parseAmount('1234.50')).toBe(123450);
    expect(parseAmount('1234.5')).toBe(123450);
    expect(parseAmount('12')).toBe(1200);
    expect(parseAmount('12.5')).toBe(1250);
    expect(parseAmount('12.50')).toBe(1250);
    expect(parseAmount('0')).toBe(0);
    expect(parseAmount('0.07')).toBe(7);
    expect(parseAmount('-3.20')).toBe(-320);
    expect(parseAmount(' 6.95 ')).toBe(695);
  });

  it('never drifts where float multiplication would', () => {
    // 1.005 * 100 = 100.49999999999999 and 4.35 * 100 = 434.99999999999994 in floats.
    expect(parseAmount('4.35')).toBe(435);
    expect(parseAmount('0.29')).toBe(29);
    expect(parseAmount('1234567.89')).toBe(123456789);
  });

  it('gives no negative zero', () => {
    expect(Object.is(parseAmount('-0.00'), 0)).toBe(true);
  });

  it('rejects garbage', () => {
    for (const bad of [
      '12.345',
      'abc',
      '',
      '12,50',
      '12.',
      '.5',
      '+12',
      '1e3',
      '€ 12',
      '12 50',
      '-',
      'NaN',
    ]) {
      expect(() => parseAmount(bad), bad).toThrow(RangeError);
    }
    expect(() => parseAmount('99999999999999999')).toThrow(RangeError);
  });
});

describe('parseEuroInput', () => {
  it('reads what staff type, in Dutch or plain notation', () => {
    for (const [text, cents] of [
      ['5000', 500000],
      ['5000,5', 500050],
      ['5.000', 500000],
      ['25.000,00', 2500000],
      ['€ 1 250,75', 125075],
      ['5000.50', 500050],
      ['0', 0],
    ] as const)
      expect(parseEuroInput(text), text).toBe(cents);
  });
  it('refuses anything else', () => {
    for (const text of ['', '-5', '5,000,00', '5.0000', '12,345', '1e3', 'vijf', '5.00.00', '12.5.0'])
      expect(parseEuroInput(text), text).toBeNull();
  });
});

describe('toAmount', () => {
  it('writes cents as the api decimal string', () => {
    expect(toAmount(123450)).toBe('1234.50');
    expect(toAmount(0)).toBe('0.00');
    expect(toAmount(5)).toBe('0.05');
    expect(toAmount(-5)).toBe('-0.05');
    expect(toAmount(-123450)).toBe('-1234.50');
  });

  it('round-trips with parseAmount', () => {
    for (const cents of [0, 1, 99, 100, 695, 123450, -320, 349500, 987654321]) {
      expect(parseAmount(toAmount(cents))).toBe(cents);
    }
  });

  it('rejects fractional cents', () => {
    expect(() => toAmount(12.5)).toThrow(RangeError);
    expect(() => toAmount(Number.NaN)).toThrow(RangeError);
  });
});

describe('formatEuro', () => {
  it('formats nl-NL with a no-break space after the euro sign', () => {
    expect(formatEuro(123450)).toBe(`€${NBSP}1.234,50`);
    expect(formatEuro(0)).toBe(`€${NBSP}0,00`);
    expect(formatEuro(695)).toBe(`€${NBSP}6,95`);
    expect(formatEuro(123456789)).toBe(`€${NBSP}1.234.567,89`);
    expect(formatEuro(-123450)).toBe(`€${NBSP}-1.234,50`);
    expect(formatEuro(123450)).not.toContain(' ');
  });
});

describe('percentOf', () => {
  it('rounds half up to whole cents', () => {
    expect(percentOf(10000, 21)).toBe(2100);
    expect(percentOf(1050, 5)).toBe(53); // 52.5
    expect(percentOf(1049, 5)).toBe(52); // 52.45
    expect(percentOf(1, 50)).toBe(1); // 0.5
    expect(percentOf(1, 49)).toBe(0);
    expect(percentOf(333, 25)).toBe(83); // 83.25
    expect(percentOf(350, 25)).toBe(88); // 87.5
    expect(percentOf(1000, 12.5)).toBe(125);
    expect(percentOf(123, 0)).toBe(0);
  });

  it('mirrors negative amounts', () => {
    expect(percentOf(-1050, 5)).toBe(-53);
    expect(Object.is(percentOf(-1, 10), 0)).toBe(true);
  });

  it('rejects bad input', () => {
    expect(() => percentOf(10.5, 5)).toThrow(RangeError);
    expect(() => percentOf(100, Number.NaN)).toThrow(RangeError);
    expect(() => percentOf(100, 1.23456)).toThrow(RangeError);
  });
});
