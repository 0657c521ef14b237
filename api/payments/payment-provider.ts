import { createHmac, timingSafeEqual } from 'node:crypto';
import type { PaymentProviderName } from '../config.ts';
import { HttpError } from '../http/errors.ts';
import { logger } from '../observability/logger.ts';
import type { PaymentStatus, ProviderRefundStatus } from './tables.ts';

// The payment provider behind the shop's payments (api/orders/README.md). The api talks to it
// through this interface only, so a real provider (Mollie, Buckaroo) is a new implementation
// chosen with PAYMENT_PROVIDER, without touching orders or payments. The built-in `test` provider
// (test-provider.ts) plays one inside the site.

export type CreatePaymentInput = {
  /** Our handle of the payment (its reference at the provider, e.g. Mollie's metadata). */
  handle: string;
  amountCents: number;
  description: string;
  /** Absolute URL (PUBLIC_URL) the provider sends the visitor back to: the verify page. */
  returnUrl: string;
  /** Absolute URL the provider calls when the status changes: POST /api/payments/webhook/. */
  webhookUrl: string;
};

export type RefundInput = {
  /** The provider's id of the paid payment. */
  providerId: string;
  amountCents: number;
  /** What the customer's bank statement may show ("Terugbetaling bestelling SL-…"). */
  description: string;
  /**
   * Ours, one per refund intent (`refunds.key`): a repeated call (a retry) makes no second refund
   * at the provider, and the provider keeps it with the refund, so `listRefunds` finds it again.
   */
  key: string;
};

/** A refund as the provider keeps it; `key` is ours (RefundInput's), when it carries one. */
export type ProviderRefund = {
  refundId: string;
  status: ProviderRefundStatus;
  amountCents: number;
  key: string | null;
};

export type PaymentProvider = {
  /** Stored with each payment (`payments.provider`): which provider its providerId belongs to. */
  readonly name: PaymentProviderName;
  /** Starts a payment at the provider: its id there and where the visitor pays. */
  createPayment(input: CreatePaymentInput): Promise<{ providerId: string; payUrl: string }>;
  /** The payment's status as the provider knows it now. */
  fetchStatus(providerId: string): Promise<PaymentStatus>;
  /**
   * Cancels an open payment the shop no longer wants paid (its hold ran out and a new payment
   * replaces it), where its method allows; best effort: never throws. The status moves as usual
   * (webhook, sync); a payment that could not be cancelled and is paid after all is a late payment.
   */
  cancelPayment(providerId: string): Promise<void>;
  /**
   * The provider's payment id a webhook call is about, when the call is authentic (its signature
   * checks out); null otherwise. `body` is the request body exactly as received.
   */
  verifyWebhook(headers: Record<string, string | undefined>, body: Buffer): string | null;
  /**
   * Pays `amountCents` of a paid payment back to the customer: the provider's id of the refund
   * and its status then (a bank transfer is usually `pending` first). Never more than the caller
   * checked was still refundable (api/payments/refunds.ts); the provider checks it again.
   */
  refund(input: RefundInput): Promise<{ refundId: string; status: ProviderRefundStatus }>;
  /** Every refund the provider has made of the payment `providerId` (the refund sync reads them). */
  listRefunds(providerId: string): Promise<ProviderRefund[]>;
};

export const PROVIDER_UNAVAILABLE =
  'De betaalprovider is nu niet bereikbaar. Probeer het over een paar minuten opnieuw.';

/**
 * The provider did not answer (in time) or answered nonsense: the visitor gets a Dutch 503 and
 * nothing is stored (the caller's transaction rolls back); the cause goes to the log only.
 */
export class ProviderUnavailableError extends HttpError {
  constructor(what: string, cause: unknown) {
    super(503, { detail: PROVIDER_UNAVAILABLE }, { 'Retry-After': '30' });
    logger.error({ err: cause, call: what }, 'api: payment provider unavailable');
  }
}

/**
 * The provider answered, and refused: a refund it will not make (already refunded there, a
 * payment it cannot refund). Unlike ProviderUnavailableError, asking again changes nothing.
 */
export class ProviderRefusedError extends Error {
  readonly detail: string;
  constructor(what: string, detail: string) {
    super(`${what}: refused: ${detail}`);
    this.detail = detail;
  }
}

export const SIGNATURE_HEADER = 'x-signature';

/** HMAC-SHA256 of `body` with the secret key, hex: what a signed webhook carries in X-Signature. */
export function sign(secretKey: string, body: Buffer | string): string {
  return createHmac('sha256', secretKey).update(body).digest('hex');
}

/** Whether `signature` is the HMAC of `body` (compared in constant time). */
export function hasValidSignature(secretKey: string, body: Buffer, signature: string | undefined): boolean {
  if (signature === undefined || !/^[0-9a-f]{64}$/i.test(signature.trim())) return false;
  const expected = Buffer.from(sign(secretKey, body), 'hex');
  return timingSafeEqual(expected, Buffer.from(signature.trim(), 'hex'));
}

/** The webhook's body `{"id": providerId}`, or null when it is not that. */
export function webhookPaymentId(body: Buffer): string | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(body.toString('utf8'));
  } catch {
    return null;
  }
  const id = parsed !== null && typeof parsed === 'object' ? (parsed as { id?: unknown }).id : undefined;
  return typeof id === 'string' && /^[A-Za-z0-9_-]{1,100}$/.test(id) ? id : null;
}
