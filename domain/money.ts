// Money is an integer number of euro cents everywhere (DESIGN: never floats for money).
// The REST api speaks decimal strings ("1234.50"); visitors see nl-NL text ("€ 1.234,50").

const AMOUNT = /^(-)?(\d+)(?:\.(\d{1,2}))?$/;

function assertCents(cents: number): void {
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Money must be whole cents, got ${cents}`);
}

/**
 * Parses a decimal string ("12", "12.5", "12.50", "-3.20") into cents by reading the
 * digits, never by multiplying a float. Surrounding whitespace is ignored; anything
 * else (a comma, a third decimal, a sign without digits, "abc") throws a RangeError.
 */
export function parseAmount(s: string): number {
  const m = typeof s === 'string' ? AMOUNT.exec(s.trim()) : null;
  if (!m) throw new RangeError(`Invalid amount: ${JSON.stringify(s)}`);
  const euros = m[2] ?? '0';
  const fraction = (m[3] ?? '').padEnd(2, '0');
  const cents = Number(euros) * 100 + Number(fraction);
  if (!Number.isSafeInteger(cents)) throw new RangeError(`Amount too large: ${JSON.stringify(s)}`);
  // No negative zero: "-0.00" is 0.
  return m[1] && cents !== 0 ? -cents : cents;
}

/**
 * An amount as staff type it, in Dutch or plain notation, to cents: "5000", "5000,50", "5.000",
 * "5.000,50", "€ 5 000" and "5000.50" all read; anything else (two commas, a third decimal, a
 * sign, letters) is null.
 */
export function parseEuroInput(text: string): number | null {
  const plain = text.replace(/[\s\u00a0€]/g, '');
  let normal: string;
  if (/^\d{1,3}(\.\d{3})+(,\d{1,2})?$/.test(plain) || /^\d+,\d{1,2}$/.test(plain))
    normal = plain.replace(/\./g, '').replace(',', '.');
  else if (/^\d+(\.\d{1,2})?$/.test(plain)) normal = plain;
  else return null;
  try {
    return parseAmount(normal);
  } catch {
    return null;
  }
}

/** Cents to the api's decimal string: 123450 → "1234.50", -5 → "-0.05". */
export function toAmount(cents: number): string {
  assertCents(cents);
  const abs = Math.abs(cents);
  const euros = Math.floor(abs / 100);
  const rest = String(abs % 100).padStart(2, '0');
  return `${cents < 0 ? '-' : ''}${euros}.${rest}`;
}

// Intl puts a no-break space (U+00A0) between "€" and the amount. It is kept on
// purpose: the sign can never wrap onto another line than its amount.
const EURO = new Intl.NumberFormat('nl-NL', { style: 'currency', currency: 'EUR' });

/**
 * `€ 1.234,50` (with U+00A0 after €). The exact decimal string is handed to Intl, so
 * no binary fraction is ever rounded. Negative amounts read `€ -1.234,50`, as Intl
 * nl-NL writes them.
 */
export function formatEuro(cents: number): string {
  return EURO.format(toAmount(cents) as Intl.StringNumericLiteral);
}

const PERCENT = /^(-)?(\d+)(?:\.(\d{1,4}))?$/;

/**
 * `percent` % of `cents`, rounded half up to whole cents (half away from zero for
 * negative amounts, so a refund mirrors its charge): percentOf(1050, 5) = 53 (52.5 → 53).
 * The percentage may carry up to 4 decimals (12.5, 0.25); the arithmetic is exact
 * (BigInt), so nothing drifts.
 */
export function percentOf(cents: number, percent: number): number {
  assertCents(cents);
  const m = Number.isFinite(percent) ? PERCENT.exec(String(percent)) : null;
  if (!m) throw new RangeError(`Invalid percentage: ${percent}`);
  const decimals = m[3] ?? '';
  const scale = 10n ** BigInt(decimals.length);
  const numerator = BigInt(cents) * BigInt(`${m[1] ?? ''}${m[2]}${decimals}`);
  const denominator = scale * 100n;
  const abs = numerator < 0n ? -numerator : numerator;
  const rounded = (abs * 2n + denominator) / (2n * denominator);
  const result = Number(numerator < 0n ? -rounded : rounded);
  return result === 0 ? 0 : result;
}
