import { describe, expect, it } from 'vitest';
import {
  isCountry,
  isHouseNumber,
  normaliseHouseNumberAddition,
  normaliseKvkNumber,
  normalisePostalCode,
  normaliseVatNumber,
} from '../../domain/address.ts';

describe('countries', () => {
  it('delivers to the Netherlands, Belgium and Germany only, in capitals', () => {
    for (const c of ['NL', 'BE', 'DE']) expect(isCountry(c), c).toBe(true);
    for (const c of ['nl', 'FR', 'NLD', '', null, 1]) expect(isCountry(c), String(c)).toBe(false);
  });
});

describe('postal codes per country', () => {
  it('stores a Dutch postcode as 1234 AB', () => {
    expect(normalisePostalCode('NL', '1018pl')).toBe('1018 PL');
    expect(normalisePostalCode('NL', ' 1018  PL ')).toBe('1018 PL');
    for (const bad of ['1018', '0123 AB', '1018 SA', '1018 P', '10188 PL', 'PL 1018']) {
      expect(normalisePostalCode('NL', bad), bad).toBeNull();
    }
  });

  it('takes four digits in Belgium and five in Germany', () => {
    expect(normalisePostalCode('BE', '2000')).toBe('2000');
    expect(normalisePostalCode('BE', ' 9000 ')).toBe('9000');
    for (const bad of ['0999', '20000', '2000 AB', 'B-2000'])
      expect(normalisePostalCode('BE', bad), bad).toBeNull();
    expect(normalisePostalCode('DE', '10115')).toBe('10115');
    expect(normalisePostalCode('DE', '01067')).toBe('01067');
    for (const bad of ['1011', '101155', '00000', '01000', 'D-10115']) {
      expect(normalisePostalCode('DE', bad), bad).toBeNull();
    }
    // A Dutch postcode is no Belgian or German one, and the other way round.
    expect(normalisePostalCode('BE', '1018 PL')).toBeNull();
    expect(normalisePostalCode('NL', '10115')).toBeNull();
  });
});

describe('house numbers', () => {
  it('are 1 to 5 digits, not starting with 0', () => {
    for (const ok of ['1', '213', '99999', ' 12 ']) expect(isHouseNumber(ok), ok).toBe(true);
    for (const bad of ['0', '012', '123456', '12a', '', '-1', '1.5'])
      expect(isHouseNumber(bad), bad).toBe(false);
  });

  it('take an addition of letters and digits, a single letter in capitals', () => {
    expect(normaliseHouseNumberAddition('a')).toBe('A');
    expect(normaliseHouseNumberAddition(' 2-hoog ')).toBe('2-hoog');
    expect(normaliseHouseNumberAddition('bis')).toBe('bis');
    expect(normaliseHouseNumberAddition('III  rd')).toBe('III rd');
    for (const bad of ['', '-', 'a--b', '#3', 'elfletters1', 'a/b']) {
      expect(normaliseHouseNumberAddition(bad), bad).toBeNull();
    }
  });
});

describe('company numbers', () => {
  it('a KvK number is 8 digits', () => {
    expect(normaliseKvkNumber('81234567')).toBe('81234567');
    expect(normaliseKvkNumber('8123 4567')).toBe('81234567');
    for (const bad of ['1234567', '812345678', 'KVK81234567', ''])
      expect(normaliseKvkNumber(bad), bad).toBeNull();
  });

  it('a VAT number of NL, BE or DE, stored uppercase without spaces or dots', () => {
    expect(normaliseVatNumber('nl 8123.45.678 b01')).toBe('NL812345678B01');
    expect(normaliseVatNumber('BE0123456789')).toBe('BE0123456789');
    expect(normaliseVatNumber('BE 1234.567.890')).toBe('BE1234567890');
    expect(normaliseVatNumber('DE123456789')).toBe('DE123456789');
    for (const bad of ['NL812345678', 'NL812345678B1', 'BE2123456789', 'DE12345678', 'FR12345678901', '']) {
      expect(normaliseVatNumber(bad), bad).toBeNull();
    }
  });
});
