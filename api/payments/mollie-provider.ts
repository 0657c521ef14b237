import {
  createMollieClient,
  Locale,
  MollieApiError,
  RefundStatus as MollieRefundStatus,
  PaymentStatus as MollieStatus,
  type Payment,
  type Refund,
} from '@mollie/api-client';
import { toAmount } from '../../domain/money.ts';
import type { MollieConfig } from '../config.ts';
import { logger } from '../observability/logger.ts';
import {
  type PaymentProvider,
  type ProviderRefund,
  ProviderRefusedError,
  ProviderUnavailableError,
} from './payment-provider.ts';
import type { PaymentStatus, ProviderRefundStatus } from './tables.ts';

// Mollie (https://docs.mollie.com/reference/payments-api), the usual provider of Dutch shops:
// iDEAL, Bancontact, cards. Through its official Node client. A payment is created with our
// amount, description, the verify page as redirect and the webhook URL; the visitor pays on
// Mollie's checkout page. Mollie's webhook carries only `id=tr_…` (a form body, unsigned): it is
// a hint, never a fact: the status is always fetched from Mollie with our API key, so a forged
// call can at most make us ask.

/** How long one call to Mollie may take before the visitor gets a Dutch 503 (MollieConfig's). */
const CALL_TIMEOUT_MS = 10_000;

/** Mollie's payment ids: `tr_` and a short alphanumeric id. */
const MOLLIE_ID = /^tr_[A-Za-z0-9]{4,64}$/;

/** Mollie's statuses as ours: only paid, canceled, expired and failed are final. */
export function statusOf(status: MollieStatus | string): PaymentStatus {
  switch (status) {
    case MollieStatus.paid:
      return 'paid';
    case MollieStatus.canceled:
      return 'cancelled';
    case MollieStatus.expired:
      return 'expired';
    case MollieStatus.failed:
      return 'failed';
    default:
      // open, pending, authorized: the visitor or the bank is still busy.
      return 'open';
  }
}

/** Mollie's refund statuses as ours: queued, pending and processing are on their way. */
export function refundStatusOf(status: MollieRefundStatus | string): ProviderRefundStatus {
  switch (status) {
    case MollieRefundStatus.refunded:
      return 'refunded';
    case MollieRefundStatus.failed:
    case MollieRefundStatus.canceled:
      return 'failed';
    default:
      return 'pending';
  }
}

async function withTimeout<T>(work: Promise<T>, what: string, timeoutMs: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new Error(`${what}: no answer within ${timeoutMs} ms`)), timeoutMs);
      }),
    ]);
  } catch (error) {
    // Mollie answered 4xx (a refund above what is refundable, say): asking again changes nothing.
    // 429 and 5xx are Mollie being away, as a timeout is.
    const status = error instanceof MollieApiError ? (error.statusCode ?? 0) : 0;
    if (status >= 400 && status < 500 && status !== 429)
      throw new ProviderRefusedError(`mollie: ${what}`, `${status} ${(error as Error).message}`);
    throw new ProviderUnavailableError(`mollie: ${what}`, error);
  } finally {
    clearTimeout(timer);
  }
}

/** Our key in a refund's metadata (RefundInput's `key`), when it carries one. */
function keyOf(metadata: unknown): string | null {
  const key = metadata !== null && typeof metadata === 'object' ? (metadata as { key?: unknown }).key : null;
  return typeof key === 'string' ? key : null;
}

const centsOf = (value: string) => Math.round(Number(value) * 100);

export function createMollieProvider(config: MollieConfig): PaymentProvider {
  const client = createMollieClient({
    apiKey: config.apiKey,
    apiEndpoint: config.apiEndpoint,
    versionStrings: 'StudioLumen/1.0',
  });
  const timeoutMs = config.timeoutMs ?? CALL_TIMEOUT_MS;
  const call = <T>(work: Promise<T>, what: string) => withTimeout(work, what, timeoutMs);
  return {
    name: 'mollie',
    async createPayment({ handle, amountCents, description, returnUrl, webhookUrl }) {
      const payment: Payment = await call(
        client.payments.create({
          amount: { currency: 'EUR', value: toAmount(amountCents) },
          // Mollie shows it on the checkout page and the bank statement (at most 255 characters).
          description: description.slice(0, 255),
          redirectUrl: returnUrl,
          cancelUrl: returnUrl,
          webhookUrl,
          locale: Locale.nl_NL,
          metadata: { handle },
        }),
        'create payment',
      );
      const payUrl = payment.getCheckoutUrl();
      if (!payUrl)
        throw new ProviderUnavailableError('mollie: the new payment has no checkout URL', payment.id);
      return { providerId: payment.id, payUrl };
    },
    async cancelPayment(providerId) {
      try {
        // DELETE /v2/payments/{id}: only while Mollie says it is cancelable (a bank transfer,
        // say); an iDEAL payment left open simply expires at Mollie.
        const payment: Payment = await call(client.payments.get(providerId), 'get payment');
        if (payment.isCancelable) await call(client.payments.cancel(providerId), 'cancel payment');
      } catch (error) {
        logger.warn(
          { err: error, payment: providerId },
          'api: an old payment could not be cancelled at Mollie',
        );
      }
    },
    async fetchStatus(providerId) {
      const payment: Payment = await call(client.payments.get(providerId), 'get payment');
      return statusOf(payment.status);
    },
    async refund({ providerId, amountCents, description, key }) {
      // payments.refunds (POST /v2/payments/{id}/refunds); Mollie refuses more than is refundable.
      const refund: Refund = await call(
        client.paymentRefunds.create({
          paymentId: providerId,
          amount: { currency: 'EUR', value: toAmount(amountCents) },
          description: description.slice(0, 255),
          // The key twice: Mollie's idempotency (a retry within its window makes no second
          // refund), and in the refund itself, where listRefunds finds it after any outage.
          metadata: { key },
          idempotencyKey: key,
        }),
        'create refund',
      );
      return { refundId: refund.id, status: refundStatusOf(refund.status) };
    },
    async listRefunds(providerId) {
      const found: ProviderRefund[] = [];
      // GET /v2/payments/{id}/refunds, page by page (a payment has few).
      const all = await call(
        (async () => {
          const refunds: Refund[] = [];
          for await (const refund of client.paymentRefunds.iterate({ paymentId: providerId }))
            refunds.push(refund);
          return refunds;
        })(),
        'list refunds',
      );
      for (const refund of all)
        found.push({
          refundId: refund.id,
          status: refundStatusOf(refund.status),
          amountCents: centsOf(refund.amount.value),
          key: keyOf(refund.metadata),
        });
      return found;
    },
    verifyWebhook(_headers, body) {
      // `id=tr_…` as application/x-www-form-urlencoded; anything else is not Mollie's call.
      const id = new URLSearchParams(body.toString('utf8')).get('id');
      return id !== null && MOLLIE_ID.test(id) ? id : null;
    },
  };
}
