import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock } from '../../api/clock.ts';
import { payments, refunds } from '../../api/db/schema.ts';
import type { DeskOrderAnswer } from '../../api/desk/order-shapes.ts';
import { createMailer } from '../../api/mail/mailer.ts';
import { createMollieProvider } from '../../api/payments/mollie-provider.ts';
import type { PaymentAnswer } from '../../api/payments/payment-shapes.ts';
import { syncRefunds } from '../../api/payments/refund-sync.ts';
import { requestRefund, sendRefunds } from '../../api/payments/refunds.ts';
import type { RunningApi } from '../../api/start-api.ts';
import { allowFakeCertificate, type FakeMollie, fakeMollie } from '../fakes/fake-mollie.ts';
import { auditOf, type Desk, staffDesk } from './desk-fixtures.ts';
import { NOW, pgliteWith, postgresTarget, roomyStock, type Target, TEST_DATABASE_URL } from './harness.ts';
import { mailsTo, placedOrder, providerIdOf } from './orders-fixtures.ts';

// Refunds at Mollie (payments.refunds of @mollie/api-client) through the desk, against the fake of
// Mollie's API (tests/fakes/fake-mollie.ts), which refuses, as Mollie does, a refund above what is
// refundable and records it as a problem: partial and full refunds, a cancelled paid order, and
// 20 refunds of one payment at once. On PGlite always, on PostgreSQL when TEST_DATABASE_URL is set.

allowFakeCertificate();

// The api's clock, NOW standing still: the desk's sign-in code is computed from it.
const CLOCK = createClock(NOW);

function suite(name: string, targetOf: (fake: FakeMollie) => Target) {
  describe(`desk refunds at Mollie (${name})`, { timeout: 60_000 }, () => {
    let fake: FakeMollie;
    let api: RunningApi;
    let desk: Desk;
    let staffId = 0;
    const base = () => api.url;

    beforeAll(async () => {
      fake = await fakeMollie();
      api = await targetOf(fake).start();
      await roomyStock(api.db);
      const signed = await staffDesk(api.url, api.db, CLOCK);
      desk = signed.desk;
      staffId = signed.staff.id;
    }, 120_000);
    afterAll(async () => {
      await api?.close();
      await fake?.close();
    });

    /** An order of two Sony FX30 paid at the fake Mollie (its webhook told us). */
    async function paidOrder() {
      const { order } = await placedOrder(base());
      const payment = order.payment as PaymentAnswer;
      const id = await providerIdOf(api.db, payment.handle);
      fake.settle(id, 'paid');
      // Mollie's webhook as the gateway forwards it: the form body, byte for byte.
      const hook = await fetch(`${base()}/payments/webhook/`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ id }).toString(),
      });
      expect(hook.status).toBe(200);
      return { order, handle: payment.handle, mollieId: id };
    }
    const page = async (number: string) =>
      (await desk.get<DeskOrderAnswer>(`/desk/orders/${number}/`)).body as DeskOrderAnswer;
    const act = (number: string, what: string, body: unknown) =>
      desk.post<DeskOrderAnswer & Record<string, string[]>>(`/desk/orders/${number}/${what}/`, body);

    it('refunds part at Mollie, then the rest by cancelling: recorded, mailed, audited', async () => {
      const { order, handle, mollieId } = await paidOrder();
      const version = (await page(order.number)).version;
      const part = await act(order.number, 'refunds', {
        version,
        payment: handle,
        amount: '25.00',
        reason: 'Accu ontbrak',
      });
      expect(part.status, part.text).toBe(200);
      expect(fake.refunds.filter((r) => r.paymentId === mollieId).map((r) => r.amount)).toEqual([
        { currency: 'EUR', value: '25.00' },
      ]);
      expect(part.body.payments[0]?.refunds[0]).toMatchObject({
        amount: '25.00',
        status: 'pending',
        reason: 'Accu ontbrak',
      });
      const cancelled = await act(order.number, 'cancel', {
        version: part.body.version,
        reason: 'Geannuleerd door klant',
      });
      expect(cancelled.status, cancelled.text).toBe(200);
      const rest = (Math.round(Number(order.prices.total) * 100) - 2500) / 100;
      expect(fake.refunds.filter((r) => r.paymentId === mollieId).map((r) => r.amount.value)).toEqual([
        '25.00',
        rest.toFixed(2),
      ]);
      expect(cancelled.body.payments[0]).toMatchObject({ refunded: order.prices.total, refundable: '0.00' });
      const subjects = (await mailsTo(base(), order.email)).map((m) => m.subject);
      expect(subjects.filter((s) => s === `Terugbetaling voor bestelling ${order.number}`)).toHaveLength(2);
      const [row] = await api.db
        .select({ id: payments.id })
        .from(payments)
        .where(eq(payments.handle, handle));
      const stored = await api.db
        .select()
        .from(refunds)
        .where(eq(refunds.paymentId, row?.id ?? 0));
      expect(stored.map((r) => [r.staffId, r.provider, r.providerRefundId?.startsWith('re_')])).toEqual([
        [staffId, 'mollie', true],
        [staffId, 'mollie', true],
      ]);
      expect(fake.problems).toEqual([]);
    });

    /** The sync as the api runs it, now, for the intents still waiting (not for their due time). */
    async function syncNow() {
      const waiting = await api.db
        .select({ id: refunds.id })
        .from(refunds)
        .where(eq(refunds.status, 'requested'));
      await syncRefunds(
        deps(),
        waiting.map((r) => r.id),
      );
    }
    const deps = () => ({
      db: api.db,
      clock: CLOCK,
      provider: createMollieProvider({ apiKey: fake.apiKey, apiEndpoint: fake.apiEndpoint, timeoutMs: 300 }),
      mailer: createMailer({ db: api.db, clock: CLOCK, publicUrl: 'http://localhost:4000' }),
    });
    const refundMails = async (order: { email: string; number: string }) =>
      (await mailsTo(base(), order.email)).filter(
        (m) => m.subject === `Terugbetaling voor bestelling ${order.number}`,
      );

    it('Mollie down: the refund is recorded "in behandeling", not refundable again, and settled once Mollie is back', async () => {
      const { order, handle, mollieId } = await paidOrder();
      const before = await page(order.number);
      fake.failWith = 503;
      let answer: Awaited<ReturnType<typeof act>>;
      try {
        answer = await act(order.number, 'refunds', {
          version: before.version,
          payment: handle,
          reason: 'Kapot',
        });
        expect(answer.status, answer.text).toBe(200);
        expect(answer.body.payments[0]).toMatchObject({ refunded: order.prices.total, refundable: '0.00' });
        expect(answer.body.payments[0]?.refunds).toMatchObject([
          { status: 'requested', amount: order.prices.total },
        ]);
        // The desk's retry (the message used to invite one) finds nothing left to refund.
        const again = await act(order.number, 'refunds', {
          version: answer.body.version,
          payment: handle,
          reason: 'Nog een keer',
        });
        expect(again.status).toBe(400);
        expect(again.body.amount).toEqual(['Deze betaling is al helemaal terugbetaald.']);
        await syncNow(); // Mollie still down: it stays waiting.
      } finally {
        fake.failWith = null;
      }
      expect((await page(order.number)).payments[0]?.refunds).toMatchObject([{ status: 'requested' }]);
      expect(await auditOf(api.db, { action: 'refund' })).toContainEqual(
        expect.objectContaining({
          after: expect.objectContaining({ amount: order.prices.total, payment: handle }),
        }),
      );
      expect(await refundMails(order)).toHaveLength(0);
      await syncNow();
      await syncNow();
      expect(fake.refunds.filter((r) => r.paymentId === mollieId).map((r) => r.amount.value)).toEqual([
        order.prices.total,
      ]);
      expect((await page(order.number)).payments[0]?.refunds).toMatchObject([{ status: 'pending' }]);
      expect(await refundMails(order)).toHaveLength(1);
      expect(fake.problems).toEqual([]);
    });

    it('Mollie slower than the timeout: made there, found again by its key, never made twice', async () => {
      const { order, handle, mollieId } = await paidOrder();
      const before = await page(order.number);
      // Mollie makes the refund and answers after the api gave up (its timeout, 500 ms here); the
      // old way answered 503 and refunded again on the retry the message invited.
      fake.refundDelayMs = 1_500;
      try {
        const answer = await act(order.number, 'refunds', {
          version: before.version,
          payment: handle,
          amount: '10,00',
          reason: 'Traag',
        });
        expect(answer.status, answer.text).toBe(200);
        expect(answer.body.payments[0]?.refunds).toMatchObject([{ status: 'requested', amount: '10.00' }]);
        expect(fake.refunds.filter((r) => r.paymentId === mollieId)).toHaveLength(1);
        // The sync, while Mollie is still slow at making refunds, reads the list and finds it.
        await syncNow();
      } finally {
        fake.refundDelayMs = 0;
      }
      await syncNow();
      expect(fake.refunds.filter((r) => r.paymentId === mollieId).map((r) => r.amount.value)).toEqual([
        '10.00',
      ]);
      const after = await page(order.number);
      expect(after.payments[0]).toMatchObject({ refunded: '10.00' });
      expect(after.payments[0]?.refunds).toMatchObject([{ status: 'pending', amount: '10.00' }]);
      expect(await refundMails(order)).toHaveLength(1);
      expect(fake.problems).toEqual([]);
    });

    it('Mollie refuses: the intent fails and the amount is refundable again; no mail', async () => {
      const { order, handle, mollieId } = await paidOrder();
      // Refunded elsewhere (Mollie's dashboard): Mollie refuses ours as more than is refundable.
      fake.refunds.push({
        id: 're_dashboard1',
        paymentId: mollieId,
        amount: { currency: 'EUR', value: order.prices.total },
        description: 'In het dashboard',
        status: 'refunded',
        createdAt: new Date().toISOString(),
      });
      const before = await page(order.number);
      const answer = await act(order.number, 'refunds', {
        version: before.version,
        payment: handle,
        reason: 'x',
      });
      expect(answer.status, answer.text).toBe(200);
      expect(answer.body.payments[0]).toMatchObject({ refunded: '0.00', refundable: order.prices.total });
      expect(answer.body.payments[0]?.refunds).toMatchObject([{ status: 'failed' }]);
      expect(await refundMails(order)).toHaveLength(0);
      fake.problems.length = 0;
    });

    it('20 refunds of one payment at once: Mollie is asked for no more than was paid', async () => {
      const { order, handle, mollieId } = await paidOrder();
      const [payment] = await api.db.select().from(payments).where(eq(payments.handle, handle));
      if (!payment) throw new Error('no payment');
      const share = Math.floor(payment.amountCents / 4) + 1;
      const results = await Promise.allSettled(
        Array.from({ length: 20 }, () =>
          api.db.transaction((tx) =>
            requestRefund(
              tx,
              { name: 'mollie' },
              {
                paymentId: payment.id,
                amountCents: share,
                reason: 'Gelijktijdig',
                staffId,
                now: new Date(),
              },
            ),
          ),
        ),
      );
      const made = results.flatMap((r) => (r.status === 'fulfilled' ? [r.value.refundId] : []));
      expect(made).toHaveLength(3);
      await Promise.all([sendRefunds(deps(), made), syncRefunds(deps(), made)]);
      const atMollie = fake.refunds.filter((r) => r.paymentId === mollieId);
      expect(atMollie).toHaveLength(3);
      const [after] = await api.db.select().from(payments).where(eq(payments.id, payment.id));
      expect(after?.refundedCents).toBe(3 * share);
      expect(fake.problems).toEqual([]);
      expect(order.number).toMatch(/^SL-/);
    });
  });
}

const options = (fake: FakeMollie) => ({
  clock: CLOCK,
  publicUrl: 'https://www.studiolumen.test',
  demoAccounts: true,
  paymentProvider: 'mollie' as const,
  // Mollie's calls time out after 500 ms here (10 s in production), for the slow Mollie below.
  mollie: { apiKey: fake.apiKey, apiEndpoint: fake.apiEndpoint, timeoutMs: 500 },
  jobIntervalsMs: { outbox: 60_000, paymentSync: 60_000, refundSync: 60_000 },
});

suite('PGlite', (fake) => pgliteWith(options(fake)));
const serverUrl = TEST_DATABASE_URL;
if (serverUrl) suite('PostgreSQL', (fake) => postgresTarget(serverUrl, options(fake)));
