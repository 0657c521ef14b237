import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { paths } from '../../domain/paths.ts';
import type { Db } from '../db/open-database.ts';
import {
  hasValidSignature,
  type PaymentProvider,
  SIGNATURE_HEADER,
  sign,
  webhookPaymentId,
} from './payment-provider.ts';
import { testProviderPayments } from './tables.ts';

// The built-in test payment provider (DESIGN.md "Payments"): it stands where iDEAL or a card
// provider would. Its pay page is a page of the site, `/testbetaling/{handle}`, where the visitor
// chooses "Betalen", "Annuleren" or "Mislukt laten gaan"; the choice is recorded in its own books
// (table test_provider_payments, once per payment), and it then notifies the api the way a real
// provider does: a webhook call `{"id": providerId}` signed with HMAC-SHA256 (SECRET_KEY).

export type TestOutcome = 'paid' | 'cancelled' | 'failed';
export const TEST_OUTCOMES: readonly TestOutcome[] = ['paid', 'cancelled', 'failed'];

export type TestProvider = PaymentProvider & {
  readonly name: 'test';
  /** Records the visitor's choice; false when this payment was already decided. */
  recordOutcome(providerId: string, outcome: TestOutcome, now: Date): Promise<boolean>;
  /** The webhook call it makes about `providerId`: headers and body, signed. */
  webhookCall(providerId: string): { headers: Record<string, string>; body: Buffer };
};

export function createTestProvider(db: Db, secretKey: string): TestProvider {
  return {
    name: 'test',
    async createPayment({ handle }) {
      return {
        providerId: `test_${randomBytes(18).toString('base64url')}`,
        // A page of the site itself: root-relative, like every URL of the site the api answers.
        payUrl: paths.testPayment(handle),
      };
    },
    async fetchStatus(providerId) {
      const [row] = await db
        .select({ status: testProviderPayments.status })
        .from(testProviderPayments)
        .where(eq(testProviderPayments.providerId, providerId));
      return row?.status ?? 'open';
    },
    async cancelPayment(providerId) {
      // Decided as if the visitor chose "Annuleren" (unless they chose first).
      await db
        .insert(testProviderPayments)
        .values({ providerId, status: 'cancelled', decidedAt: new Date() })
        .onConflictDoNothing();
    },
    verifyWebhook(headers, body) {
      return hasValidSignature(secretKey, body, headers[SIGNATURE_HEADER]) ? webhookPaymentId(body) : null;
    },
    async refund({ key }) {
      // No money moved, none to move back: the refund is done at once, and the same intent (its
      // key) is the same refund, as a provider's idempotency makes it.
      return { refundId: `testrf_${key}`, status: 'refunded' as const };
    },
    async listRefunds() {
      // It keeps no books of refunds: the sync asks `refund` again with the intent's key.
      return [];
    },
    async recordOutcome(providerId, outcome, now) {
      // Once decided, a payment stays decided: the first choice wins, also when two race.
      const rows = await db
        .insert(testProviderPayments)
        .values({ providerId, status: outcome, decidedAt: now })
        .onConflictDoNothing()
        .returning({ providerId: testProviderPayments.providerId });
      return rows.length === 1;
    },
    webhookCall(providerId) {
      const body = Buffer.from(JSON.stringify({ id: providerId }));
      return {
        headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: sign(secretKey, body) },
        body,
      };
    },
  };
}
