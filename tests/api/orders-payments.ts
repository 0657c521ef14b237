import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { readConfig } from '../../api/config.ts';
import type { Db } from '../../api/db/open-database.ts';
import { payments, testProviderPayments } from '../../api/db/schema.ts';
import type { OrderAnswer } from '../../api/orders/order-shapes.ts';
import { sign } from '../../api/payments/payment-provider.ts';
import type { PaymentAnswer } from '../../api/payments/payment-shapes.ts';
import { Client } from './harness.ts';
import {
  checkout,
  type Errors,
  expectShape,
  mailsTo,
  orderRowCounts,
  providerIdOf,
  Shopper,
} from './orders-fixtures.ts';

// Payments with the built-in test provider (api/orders/README.md): its pay page's choices move a
// payment from open to paid, cancelled or failed (and a paid one its order to paid); a cancelled
// or failed order is paid again with a new payment; the provider's webhook is signed (HMAC-SHA256
// with SECRET_KEY) and idempotent: a replay, a late or a contrary call never changes a final status.

const CLOSED = { non_field_errors: ['Deze betaling is al afgerond.'] };
const RETRY_REFUSED = { non_field_errors: ['Deze bestelling wacht niet (meer) op een betaling.'] };

// The api under test reads SECRET_KEY as this does (tests/api/harness.ts passes none of its own).
const SECRET_KEY = readConfig(process.env).secretKey;

export function ordersPaymentsSuite(base: () => string, db: () => Db) {
  /** A shopper's order of one FX30 with pay_now (or `query`), and its payment. */
  async function ordered(query = 'pay_now=true'): Promise<{ shopper: Shopper; order: OrderAnswer }> {
    const { shopper } = await Shopper.withCart(base(), [['sony-fx30', 1]]);
    return { shopper, order: await shopper.place(checkout(), query) };
  }

  const choose = (shopper: Shopper, handle: string, outcome: unknown) =>
    shopper.send<PaymentAnswer>('POST', `/payments/test-provider/${handle}/`, { outcome });

  /** The payment as anybody with its handle reads it (no cookies at all). */
  const payment = (handle: string) => new Client(base()).get<PaymentAnswer>(`/payments/${handle}/`);

  const orderOf = async (shopper: Shopper, number: string) =>
    (await shopper.get<OrderAnswer>(`/shop/orders/${number}/`)).body;

  /** POSTs `body` to the webhook as a provider would, signed unless `signature` is given. */
  function webhook(body: string, signature: string | null = sign(SECRET_KEY, body)) {
    return new Client(base()).request<PaymentAnswer>('POST', '/payments/webhook/', {
      body,
      headers: signature === null ? {} : { 'x-signature': signature },
    });
  }

  describe('orders: paying with the test provider', () => {
    it('pays: the payment is paid and the order with it', async () => {
      const { shopper, order } = await ordered();
      const handle = order.payment?.handle ?? '';
      const read = await payment(handle);
      expect(read.status).toBe(200);
      expect(read.headers.get('cache-control')).toBe('no-store');
      expect(read.body).toEqual(order.payment);
      await expectShape(base(), 'Payment', read.body);

      const paid = await choose(shopper, handle, 'paid');
      expect(paid.status).toBe(200);
      expect(paid.body).toEqual({ ...order.payment, status: 'paid' });
      await expectShape(base(), 'Payment', paid.body);
      expect((await payment(handle)).body.status).toBe('paid');
      const after = await orderOf(shopper, order.number);
      expect(after.status).toBe('paid');
      expect(after.payment?.status).toBe('paid');
      // Nothing to pay again, and the page offers nothing any more.
      expect((await shopper.send('POST', `/shop/orders/${order.number}/payments/`)).body).toEqual(
        RETRY_REFUSED,
      );
      for (const outcome of ['paid', 'cancelled', 'failed']) {
        const again = await choose(shopper, handle, outcome);
        expect(again.status).toBe(400);
        expect(again.body).toEqual(CLOSED);
      }
      expect((await payment(handle)).body.status).toBe('paid');
      // What the verify page promises: one "betaling ontvangen", whatever was asked afterwards.
      const received = (await mailsTo(base(), order.email)).filter((m) => m.subject.startsWith('Betaling'));
      expect(received.map((m) => m.subject)).toEqual([`Betaling ontvangen voor bestelling ${order.number}`]);
    });

    it('cancels or fails: the order still awaits payment and is paid again with a new payment', async () => {
      for (const outcome of ['cancelled', 'failed'] as const) {
        const { shopper, order } = await ordered();
        const first = order.payment?.handle ?? '';
        const moved = await choose(shopper, first, outcome);
        expect(moved.status).toBe(200);
        expect(moved.body.status).toBe(outcome);
        expect((await orderOf(shopper, order.number)).status).toBe('awaiting_payment');

        const before = await orderRowCounts(db());
        const retry = await shopper.send<PaymentAnswer>('POST', `/shop/orders/${order.number}/payments/`);
        expect(retry.status).toBe(201);
        await expectShape(base(), 'Payment', retry.body);
        const second = retry.body.handle;
        expect(second).not.toBe(first);
        expect(retry.body).toEqual({
          ...order.payment,
          handle: second,
          status: 'open',
          pay_url: `/testbetaling/${second}`,
          return_url: `/verify-payment/${second}`,
        });
        // A double click on "Opnieuw betalen" makes no second payment: the open one is answered.
        const twice = await shopper.send<PaymentAnswer>('POST', `/shop/orders/${order.number}/payments/`);
        expect(twice.status).toBe(200);
        expect(twice.body.handle).toBe(second);
        expect((await orderRowCounts(db())).payments).toBe(before.payments + 1);
        expect((await orderOf(shopper, order.number)).payment?.handle).toBe(second);
        // The first payment stays as it ended; the second pays the order.
        expect((await choose(shopper, first, 'paid')).body).toEqual(CLOSED);
        expect((await choose(shopper, second, 'paid')).body.status).toBe('paid');
        expect((await orderOf(shopper, order.number)).status).toBe('paid');
        expect((await payment(first)).body.status).toBe(outcome);
      }
    });

    it('lets one of two simultaneous choices win, never both', async () => {
      const { shopper, order } = await ordered();
      const handle = order.payment?.handle ?? '';
      const answers = await Promise.all([
        choose(shopper, handle, 'paid'),
        choose(shopper, handle, 'cancelled'),
        choose(shopper, handle, 'failed'),
      ]);
      const won = answers.filter((a) => a.status === 200);
      expect(won).toHaveLength(1);
      expect(answers.filter((a) => a.status === 400).map((a) => a.body)).toEqual([CLOSED, CLOSED]);
      const final = (await payment(handle)).body.status;
      expect(final).toBe(won[0]?.body.status);
      expect((await orderOf(shopper, order.number)).status).toBe(
        final === 'paid' ? 'paid' : 'awaiting_payment',
      );
    });

    it('keeps a quote without payment, and pays none', async () => {
      const { shopper, order } = await ordered('');
      expect(order.status).toBe('quote');
      expect(order.payment).toBeNull();
      const retry = await shopper.send('POST', `/shop/orders/${order.number}/payments/`);
      expect(retry.status).toBe(400);
      expect(retry.body).toEqual(RETRY_REFUSED);
    });

    it('refuses a choice that is none, an unknown payment, and a post without CSRF', async () => {
      const { shopper, order } = await ordered();
      const handle = order.payment?.handle ?? '';
      for (const outcome of ['betaald', '', null, 1, ['paid']]) {
        const answer = await choose(shopper, handle, outcome);
        expect(answer.status, String(outcome)).toBe(400);
        expect(Object.keys(answer.body as unknown as Errors)).toEqual(['outcome']);
      }
      for (const unknown of ['x'.repeat(32), 'abc', `${handle}x`, '..%2F..%2Fhealth']) {
        expect((await payment(unknown)).status, unknown).toBe(404);
        expect((await choose(shopper, unknown, 'paid')).status, unknown).toBe(404);
      }
      // Not even a path: the 400 of every malformed URL.
      expect((await payment('%00')).status).toBe(400);
      const forged = await shopper.request('POST', `/payments/test-provider/${handle}/`, {
        body: JSON.stringify({ outcome: 'paid' }),
      });
      expect(forged.status).toBe(403);
      expect((await payment(handle)).body.status).toBe('open');
      expect((await new Client(base()).request('DELETE', `/payments/${handle}/`)).status).toBe(403);
    });
  });

  describe('orders: the payment webhook', () => {
    it('needs the signature, sets no cookies, and moves the payment by what the provider says', async () => {
      const { shopper, order } = await ordered();
      const handle = order.payment?.handle ?? '';
      const providerId = await providerIdOf(db(), handle);
      const body = JSON.stringify({ id: providerId });

      for (const [what, signature] of [
        ['none', null],
        ['empty', ''],
        ['not hex', 'x'.repeat(64)],
        ['another key', sign('een-andere-sleutel-dan-de-echte', body)],
        ['another body', sign(SECRET_KEY, JSON.stringify({ id: `${providerId}x` }))],
      ] as const) {
        const refused = await webhook(body, signature);
        expect(refused.status, what).toBe(403);
        expect(refused.body, what).toEqual({ detail: 'Ongeldige handtekening.' });
      }
      // Signed, but the provider has nothing new: the payment stays open.
      const early = await webhook(body);
      expect(early.status).toBe(200);
      expect(early.headers.getSetCookie()).toEqual([]);
      expect(early.headers.get('cache-control')).toBe('no-store');
      expect(early.body).toEqual(order.payment);

      // The provider records the payment as paid (the visitor paid on its page) and calls.
      await db().insert(testProviderPayments).values({ providerId, status: 'paid', decidedAt: new Date() });
      const paid = await webhook(body);
      expect(paid.status).toBe(200);
      expect(paid.body.status).toBe('paid');
      const [stored] = await db().select().from(payments).where(eq(payments.handle, handle));
      expect((await orderOf(shopper, order.number)).status).toBe('paid');

      // Replayed, and even a provider changing its mind afterwards: nothing changes any more.
      for (let i = 0; i < 3; i++) expect((await webhook(body)).body.status).toBe('paid');
      await db()
        .update(testProviderPayments)
        .set({ status: 'cancelled' })
        .where(eq(testProviderPayments.providerId, providerId));
      expect((await webhook(body)).body.status).toBe('paid');
      expect((await payment(handle)).body.status).toBe('paid');
      const [after] = await db().select().from(payments).where(eq(payments.handle, handle));
      expect(after).toEqual(stored);
      expect((await orderOf(shopper, order.number)).status).toBe('paid');
    });

    it('handles a signed body with fields besides id, ignoring them: the status is always asked', async () => {
      const { shopper, order } = await ordered();
      const handle = order.payment?.handle ?? '';
      const providerId = await providerIdOf(db(), handle);
      await db().insert(testProviderPayments).values({ providerId, status: 'paid', decidedAt: new Date() });
      const answer = await webhook(JSON.stringify({ id: providerId, extra: 1, status: 'cancelled' }));
      expect([answer.status, answer.body.status]).toEqual([200, 'paid']);
      expect((await orderOf(shopper, order.number)).status).toBe('paid');
      // The contract says so too: the request body is an open object.
      const doc = await new Client(base()).ok<{
        components: { schemas: Record<string, Record<string, unknown>> };
      }>('/openapi.json');
      const request = doc.components.schemas.PaymentWebhookRequest;
      expect(request?.additionalProperties).toBeUndefined();
      expect(String(request?.description)).toContain('Unknown fields are ignored');
    });

    it('answers an unknown payment 404, what is no {"id"} 403, too much 413, other methods 405', async () => {
      const unknown = JSON.stringify({ id: 'test_bestaat-niet' });
      expect((await webhook(unknown)).status).toBe(404);
      for (const body of ['{"id": ', '[]', '{"id": 5}', '""', '', JSON.stringify({ id: 'a b' })]) {
        const answer = await webhook(body);
        expect(answer.status, body).toBe(403);
      }
      const big = await webhook(JSON.stringify({ id: 'x'.repeat(150_000) }));
      expect(big.status).toBe(413);
      const get = await new Client(base()).get('/payments/webhook/');
      expect(get.status).toBe(405);
      expect(get.headers.getSetCookie()).toEqual([]);
    });

    it('notices a decision whose webhook never came when the payment is read', async () => {
      const { shopper, order } = await ordered();
      const handle = order.payment?.handle ?? '';
      await db()
        .insert(testProviderPayments)
        .values({ providerId: await providerIdOf(db(), handle), status: 'cancelled', decidedAt: new Date() });
      expect((await payment(handle)).body.status).toBe('cancelled');
      expect((await orderOf(shopper, order.number)).status).toBe('awaiting_payment');
      // Paying again notices it as well, for the payment still open after a lost paid webhook.
      const retry = await shopper.send<PaymentAnswer>('POST', `/shop/orders/${order.number}/payments/`);
      expect(retry.status).toBe(201);
      await db()
        .insert(testProviderPayments)
        .values({
          providerId: await providerIdOf(db(), retry.body.handle),
          status: 'paid',
          decidedAt: new Date(),
        });
      const refused = await shopper.send('POST', `/shop/orders/${order.number}/payments/`);
      expect(refused.body).toEqual(RETRY_REFUSED);
      expect((await orderOf(shopper, order.number)).status).toBe('paid');
    });
  });
}
