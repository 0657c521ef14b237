import { describe, expect, it } from 'vitest';
import {
  birthDateProblem,
  formatIban,
  isEmail,
  isPhone,
  isValidIban,
  maskIban,
  normaliseEmail,
  normaliseIban,
  normalisePostcode,
} from '../../domain/validation.ts';

describe('isEmail', () => {
  it('accepts ordinary addresses', () => {
    for (const email of [
      'jan@example.nl',
      'j.de.vries+cursus@mail.studiolumen.nl',
      ' a@b.co ',
      'X_Y@Ex-ample.COM',
    ]) {
      expect(isEmail(email), email).toBe(true);
    }
  });

  it('refuses what cannot be an address', () => {
    for (const email of [
      '',
      'jan',
      'jan@',
      '@example.nl',
      'jan@example',
      'jan@@example.nl',
      'jan de vries@example.nl',
      'jan@exa mple.nl',
      'jan@-example.nl',
      'jan@example.n',
      '.jan@example.nl',
      'jan..de@example.nl',
      `${'a'.repeat(65)}@example.nl`,
      `a@${'b'.repeat(250)}.nl`,
    ]) {
      expect(isEmail(email), email).toBe(false);
    }
  });

  it('normalises a mailing-list address to trimmed lowercase', () => {
    expect(normaliseEmail('  Jan@Example.NL ')).toBe('jan@example.nl');
  });
});

describe('isPhone', () => {
  it('accepts Dutch and international numbers with spaces, dashes and parentheses', () => {
    for (const phone of [
      '0207604210',
      '020 - 760 42 10',
      '06-12345678',
      '+31 (0)20 7604210',
      '+31612345678',
      '+44 20 7946 0958',
    ]) {
      expect(isPhone(phone), phone).toBe(true);
    }
  });

  it('refuses too few or too many digits, letters and a plus in the middle', () => {
    for (const phone of [
      '',
      '12345',
      '020 760 421',
      '+31 6 1234 5678 9012 3',
      '06-1234abcd',
      '06+12345678',
      '06.12345678',
    ]) {
      expect(isPhone(phone), phone).toBe(false);
    }
  });
});

describe('normalisePostcode', () => {
  it('writes a Dutch postcode as 1234 AB', () => {
    expect(normalisePostcode('1018pl')).toBe('1018 PL');
    expect(normalisePostcode('1018 PL')).toBe('1018 PL');
    expect(normalisePostcode(' 1018  pl ')).toBe('1018 PL');
  });

  it('refuses anything else, including a leading zero and the unused letter pairs', () => {
    for (const code of [
      '',
      '0123 AB',
      '123 AB',
      '12345 AB',
      '1234 A',
      '1234 ABC',
      '1234-AB',
      '1234 SS',
      'ABCD 12',
    ]) {
      expect(normalisePostcode(code), code).toBeNull();
    }
  });
});

describe('IBAN', () => {
  it('accepts valid IBANs in any case and with spaces', () => {
    for (const iban of [
      'NL91ABNA0417164300',
      'nl91 abna 0417 1643 00',
      'GB82 WEST 1234 5698 7654 32',
      'DE89370400440532013000',
      'BE68539007547034',
    ]) {
      expect(isValidIban(iban), iban).toBe(true);
    }
  });

  it('refuses a wrong checksum, a wrong length for the country and a wrong shape', () => {
    for (const iban of [
      'NL91ABNA0417164301',
      'NL91ABNA041716430',
      'NL91ABNA04171643000',
      '91NLABNA0417164300',
      '',
      'NL',
    ]) {
      expect(isValidIban(iban), iban).toBe(false);
    }
  });

  it('normalises, formats and masks', () => {
    expect(normaliseIban(' nl91 abna 0417 1643 00')).toBe('NL91ABNA0417164300');
    expect(formatIban('NL91ABNA0417164300')).toBe('NL91 ABNA 0417 1643 00');
    expect(maskIban('nl91abna0417164300')).toBe('NL…4300');
    expect(maskIban('NL91ABNA0417164300')).not.toContain('ABNA');
  });
});

describe('birthDateProblem', () => {
  const today = '2026-11-23';
  it('accepts real dates from 1940-01-01 up to today', () => {
    for (const date of ['1940-01-01', '1990-02-28', '2000-02-29', today]) {
      expect(birthDateProblem(date, today), date).toBeNull();
    }
  });

  it('names what is wrong', () => {
    expect(birthDateProblem('1939-12-31', today)).toBe('too-early');
    expect(birthDateProblem('2026-11-24', today)).toBe('in-future');
    expect(birthDateProblem('2001-02-29', today)).toBe('invalid');
    expect(birthDateProblem('23-11-1990', today)).toBe('invalid');
    expect(birthDateProblem('', today)).toBe('invalid');
  });
});
