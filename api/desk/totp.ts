import { createHmac, randomBytes, randomInt } from 'node:crypto';
import { Secret, TOTP } from 'otpauth';
import { renderSVG } from 'uqr';
import { BUSINESS } from '../../domain/business.ts';

// The staff's second factor (api/desk/README.md "Signing in"): TOTP of RFC 6238 (HMAC-SHA1, 30 s,
// 6 digits, one step either side for a phone's clock) through `otpauth`, and the recovery codes
// shown once at set-up. TOTP counts on the api's clock (`Clock.now()`: the real time in production;
// a test moves its own clock a step on instead of waiting 30 s); a code is accepted once: the step
// of the last code accepted is stored, and a later code must be of a later step.

export const TOTP_PERIOD_S = 30;
export const TOTP_DIGITS = 6;
const TOTP_WINDOW = 1;
export const RECOVERY_CODE_COUNT = 10;

/** What the authenticator app shows as the account's issuer. */
const ISSUER = `${BUSINESS.name} balie`;

function totpOf(secretBase32: string, label = 'balie'): TOTP {
  return new TOTP({
    issuer: ISSUER,
    label,
    algorithm: 'SHA1',
    digits: TOTP_DIGITS,
    period: TOTP_PERIOD_S,
    secret: Secret.fromBase32(secretBase32),
  });
}

/** A new secret: 20 random bytes (160 bits, RFC 4226's advice), base32. */
export function newTotpSecret(): string {
  return new Secret({ size: 20 }).base32;
}

/** Whether `value` is a base32 secret of at least 80 bits (what we store). */
export const isTotpSecret = (value: string): boolean => /^[A-Z2-7]{16,128}$/.test(value);

/** The `otpauth://totp/…` URI an authenticator app reads from the QR code. */
export function otpauthUri(secretBase32: string, email: string): string {
  return totpOf(secretBase32, email).toString();
}

/** The QR code of `uri` as an SVG document (uqr, as the invoice's pay link). */
export function qrSvg(uri: string): string {
  return renderSVG(uri, { border: 2 });
}

/** Six digits, spaces allowed ("123 456"); null for anything else. */
export function readCode(value: string): string | null {
  const digits = value.replace(/\s+/g, '');
  return /^\d{6}$/.test(digits) ? digits : null;
}

/**
 * The 30-second step `code` belongs to when it is valid for `secret` at `nowMs` (the api's
 * `clock.now()`; one step either side), else null. Whether it was used before is the caller's to
 * decide (users.totp_last_step).
 */
export function codeStep(secretBase32: string, code: string, nowMs: number): number | null {
  const totp = totpOf(secretBase32);
  const delta = totp.validate({ token: code, timestamp: nowMs, window: TOTP_WINDOW });
  if (delta === null) return null;
  return totp.counter({ timestamp: nowMs }) + delta;
}

/** The code of `secret` at `nowMs`, by default the real time (tests and the README's demo). */
export function codeAt(secretBase32: string, nowMs: number = Date.now()): string {
  return totpOf(secretBase32).generate({ timestamp: nowMs });
}

// Recovery codes: 10 characters of an alphabet without look-alikes, shown as `xxxxx-xxxxx`.
const RECOVERY_ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';

export function newRecoveryCodes(): string[] {
  return Array.from({ length: RECOVERY_CODE_COUNT }, () => {
    let code = '';
    for (let i = 0; i < 10; i++) code += RECOVERY_ALPHABET[randomInt(RECOVERY_ALPHABET.length)];
    return `${code.slice(0, 5)}-${code.slice(5)}`;
  });
}

/** A recovery code as typed (any case, spaces or dashes anywhere), or null when it cannot be one. */
export function readRecoveryCode(value: string): string | null {
  const plain = value.toLowerCase().replace(/[\s-]+/g, '');
  return plain.length === 10 && [...plain].every((c) => RECOVERY_ALPHABET.includes(c)) ? plain : null;
}

/** How a recovery code is stored: HMAC-SHA256 with SECRET_KEY of its plain form (no dash). */
export function recoveryHash(secretKey: string, plain: string): string {
  return createHmac('sha256', secretKey)
    .update(`recovery:${plain.replace(/-/g, '')}`)
    .digest('hex');
}

/** A pending sign-in's token (32 random bytes) and how it is stored. */
export function newPendingToken(): string {
  return randomBytes(32).toString('base64url');
}

export function pendingHash(secretKey: string, token: string): string {
  return createHmac('sha256', secretKey).update(`staff-sign-in:${token}`).digest('hex');
}

export const isPendingToken = (value: string): boolean => /^[A-Za-z0-9_-]{43}$/.test(value);
