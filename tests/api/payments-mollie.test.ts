import { spawnSync } from 'node:child_process';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startRefusal } from '../../api/config.ts';
import { invoices, orders, payments, reservations } from '../../api/db/schema.ts';
import type { InvoiceItemAnswer } from '../../api/invoices/invoice-shapes.ts';
import type { PaymentAnswer } from '../../api/payments/payment-shapes.ts';
import { DEMO_USERS } from '../../api/seed/demo-accounts.ts';
import type { RunningApi } from '../../api/start-api.ts';
import { allowFakeCertificate, type FakeMollie, fakeMollie } from '../fakes/fake-mollie.ts';
import { until } from '../fakes/fake-smtp.ts';
import { Member } from './accounts-fixtures.ts';
import { Client, pgliteWith, postgresTarget, roomyStock, type Target, TEST_DATABASE_URL } from './harness.ts';
import { checkout, mailsTo, orderRowCounts, placedOrder, providerIdOf, Shopper } from './orders-fixtures.ts';

// Paying with Mollie (api/payments/mollie-provider.ts) against a local fake of Mollie's payments
// API (tests/fakes/fake-mollie.ts), which checks every request against Mollie's documented shapes:
// the create call, the webhook (a form body with only the id; the status is always fetched), and
// each outcome: paid, canceled, failed, expired, a webhook that comes late or twice, none at all.

const PUBLIC_URL = 'https://www.studiolumen.test';
// This test process talks HTTPS to the fake with its self-signed certificate.
allowFakeCertificate();
const form = (id: string) => new URLSearchParams({ id }).toString();

function suite(name: string, targetOf: (fake: FakeMollie) => Target) {
  describe(`payments with Mollie (${name})`, { timeout: 60_000 }, () => {
    let fake: FakeMollie;
    let api: RunningApi;
    const base = () => api.url;

    beforeAll(async () => {
      fake = await fakeMollie();
      api = await targetOf(fake).start();
      await roomyStock(api.db);
    }, 120_000);
    afterAll(async () => {
      await api?.close();
      await fake?.close();
    });

    /** The webhook as the gateway forwards Mollie's call: the form body, byte for byte. */
    const webhook = (body: string, type = 'application/x-www-form-urlencoded') =>
      fetch(`${base()}/payments/webhook/`, { method: 'POST', headers: { 'content-type': type }, body });
    /** The units an order holds now (its reservations; none expire within a test). */
    const heldBy = async (number: string) => {
      const [row] = await api.db.select({ id: orders.id }).from(orders).where(eq(orders.number, number));
      const rows = await api.db
        .select()
        .from(reservations)
        .where(eq(reservations.orderId, row?.id ?? 0));
      return rows.reduce((n, r) => n + r.count, 0);
    };
    const paidMails = async (email: string) =>
      (await mailsTo(base(), email)).filter((m) => m.subject.startsWith('Betaling ontvangen'));

    it('creates the payment at Mollie as documented and sends the visitor to its checkout', async () => {
      const { order } = await placedOrder(base());
      const payment = order.payment as PaymentAnswer;
      const id = await providerIdOf(api.db, payment.handle);
      expect(id).toMatch(/^tr_/);
      expect(payment.pay_url).toBe(`${fake.origin}/checkout/${id}`);
      expect(payment.return_url).toBe(`/verify-payment/${payment.handle}`);
      expect(fake.created.at(-1)).toEqual({
        amount: { currency: 'EUR', value: order.prices.total },
        description: `Bestelling ${order.number}`,
        redirectUrl: `${PUBLIC_URL}/verify-payment/${payment.handle}`,
        cancelUrl: `${PUBLIC_URL}/verify-payment/${payment.handle}`,
        webhookUrl: `${PUBLIC_URL}/api/payments/webhook/`,
        locale: 'nl_NL',
        metadata: { handle: payment.handle },
      });
      expect(fake.problems).toEqual([]);
      // The test provider's page is not there with a real provider.
      const visitor = await Member.arrive(base());
      const test = await visitor.post(`/payments/test-provider/${payment.handle}/`, { outcome: 'paid' });
      expect(test.status).toBe(404);
    });

    it('paid: the webhook moves payment and order, one "betaling ontvangen" mail, a second webhook changes nothing', async () => {
      const { order } = await placedOrder(base());
      const payment = order.payment as PaymentAnswer;
      const id = await providerIdOf(api.db, payment.handle);
      // A webhook while Mollie still says open changes nothing.
      expect((await webhook(form(id))).status).toBe(200);
      expect((await new Client(base()).get<PaymentAnswer>(`/payments/${payment.handle}/`)).body.status).toBe(
        'open',
      );

      fake.settle(id, 'paid');
      const first = await webhook(form(id));
      expect(first.status).toBe(200);
      expect(((await first.json()) as PaymentAnswer).status).toBe('paid');
      const [row] = await api.db
        .select({ status: orders.status })
        .from(orders)
        .where(eq(orders.number, order.number));
      expect(row?.status).toBe('paid');
      // Mollie calls again (it retries until it gets a 200, and on every change).
      expect((await webhook(form(id))).status).toBe(200);
      const mails = await paidMails(order.email);
      expect(mails.map((m) => m.subject)).toEqual([`Betaling ontvangen voor bestelling ${order.number}`]);
      expect(mails[0]?.text).toContain(
        `We hebben je betaling van €\u00a0${order.prices.total.replace('.', ',')} voor bestelling ${order.number} ontvangen.`,
      );
      expect(fake.problems).toEqual([]);
    });

    it('canceled, failed, expired: the payment says so, the order still awaits payment, no mail', async () => {
      for (const [outcome, ours] of [
        ['canceled', 'cancelled'],
        ['failed', 'failed'],
        ['expired', 'expired'],
      ] as const) {
        const { order } = await placedOrder(base());
        expect(await heldBy(order.number)).toBe(2);
        const payment = order.payment as PaymentAnswer;
        const id = await providerIdOf(api.db, payment.handle);
        fake.settle(id, outcome);
        const answer = await webhook(form(id));
        expect(((await answer.json()) as PaymentAnswer).status).toBe(ours);
        const [row] = await api.db
          .select({ status: orders.status })
          .from(orders)
          .where(eq(orders.number, order.number));
        expect(row?.status).toBe('awaiting_payment');
        expect(await paidMails(order.email)).toEqual([]);
        // What the order held is free again at once, not an hour later.
        expect(await heldBy(order.number)).toBe(0);
      }
    });

    it('a webhook that comes late: the verify page already asked Mollie; the late call changes nothing', async () => {
      const { order } = await placedOrder(base());
      const payment = order.payment as PaymentAnswer;
      const id = await providerIdOf(api.db, payment.handle);
      fake.settle(id, 'paid');
      const read = await new Client(base()).get<PaymentAnswer>(`/payments/${payment.handle}/`);
      expect(read.body.status).toBe('paid');
      fake.settle(id, 'paid');
      expect((await webhook(form(id))).status).toBe(200);
      expect(await paidMails(order.email)).toHaveLength(1);
    });

    it('no webhook and nobody reading: the payment sync asks Mollie and records it, with the mail', async () => {
      const { order } = await placedOrder(base());
      const payment = order.payment as PaymentAnswer;
      const id = await providerIdOf(api.db, payment.handle);
      fake.settle(id, 'paid');
      // Its first check is due (normally 5 minutes after the payment was made).
      await api.db.update(payments).set({ nextCheckAt: new Date() }).where(eq(payments.providerId, id));
      await until(async () => {
        const [row] = await api.db
          .select({ status: orders.status })
          .from(orders)
          .where(eq(orders.number, order.number));
        return row?.status === 'paid' ? true : undefined;
      }, 'the sync to find it paid');
      expect(await paidMails(order.email)).toHaveLength(1);
    });

    it('nobody can spend our quota through the verify page: its reads ask Mollie 30 times in 15 minutes at most', async () => {
      const { order } = await placedOrder(base());
      const payment = order.payment as PaymentAnswer;
      const id = await providerIdOf(api.db, payment.handle);
      const reader = new Client(base());
      for (let i = 0; i < 40; i++)
        expect((await reader.get(`/payments/${payment.handle}/`)).status).toBe(200);
      expect(fake.fetched.filter((f) => f === id)).toHaveLength(30);
      // Past it the stored status is answered to readers; the payment sync, on its own schedule, still asks.
      fake.settle(id, 'paid');
      expect((await reader.get<PaymentAnswer>(`/payments/${payment.handle}/`)).body.status).toBe('open');
      await api.db.update(payments).set({ nextCheckAt: new Date() }).where(eq(payments.providerId, id));
      await until(async () => {
        const answer = await reader.get<PaymentAnswer>(`/payments/${payment.handle}/`);
        return answer.body.status === 'paid' ? true : undefined;
      }, 'the sync to find it paid');
    });

    it("Mollie's webhook is always heard, even after the readers' asks ran out; calls at once ask once", async () => {
      const { order } = await placedOrder(base());
      const payment = order.payment as PaymentAnswer;
      const id = await providerIdOf(api.db, payment.handle);
      const reader = new Client(base());
      for (let i = 0; i < 35; i++) await reader.get(`/payments/${payment.handle}/`);
      const asked = () => fake.fetched.filter((f) => f === id).length;
      expect(asked()).toBe(30);
      // Ten calls at once while Mollie is slow to answer: one ask between them.
      fake.readDelayMs = 300;
      try {
        const calls = await Promise.all(Array.from({ length: 10 }, () => webhook(form(id))));
        expect(calls.map((c) => c.status)).toEqual(Array(10).fill(200));
      } finally {
        fake.readDelayMs = 0;
      }
      expect(asked()).toBe(31);
      // Paid at Mollie: its webhook records it at once, with the mail.
      fake.settle(id, 'paid');
      const started = Date.now();
      const paid = await webhook(form(id));
      expect(((await paid.json()) as PaymentAnswer).status).toBe('paid');
      expect(Date.now() - started).toBeLessThan(1000);
      expect((await reader.get<PaymentAnswer>(`/payments/${payment.handle}/`)).body.status).toBe('paid');
      expect(await paidMails(order.email)).toHaveLength(1);
    });

    it("refuses what is not Mollie's call: no id, another body, an unknown id", async () => {
      expect((await webhook('')).status).toBe(403);
      expect((await webhook(JSON.stringify({ id: 'tr_abcdef' }), 'application/json')).status).toBe(403);
      expect((await webhook(form('tr_x"; drop'))).status).toBe(403);
      expect((await webhook(form('tr_unknown1234'))).status).toBe(404);
    });

    it('Mollie down: a Dutch 503, no order stored, the cart kept for another try', async () => {
      const { shopper } = await Shopper.withCart(base(), [['sony-fx30', 1]]);
      const before = await orderRowCounts(api.db);
      fake.failWith = 503;
      try {
        const answer = await shopper.order(checkout(), { query: 'pay_now=true' });
        expect(answer.status).toBe(503);
        expect(answer.body).toEqual({
          detail: 'De betaalprovider is nu niet bereikbaar. Probeer het over een paar minuten opnieuw.',
        });
        expect(answer.headers.get('retry-after')).toBe('30');
      } finally {
        fake.failWith = null;
      }
      expect(await orderRowCounts(api.db)).toEqual(before);
      expect((await shopper.place(checkout(), 'pay_now=true')).status).toBe('awaiting_payment');
    });

    it('an invoice paid with Mollie: the invoice paid, and a "betaling ontvangen" mail to its address', async () => {
      const demo = await Member.signedIn(base(), DEMO_USERS.demo);
      const unpaid = (await demo.get<InvoiceItemAnswer[]>('/myinvoices/')).body.find(
        (i) => !i.invoice.paid && i.transaction,
      );
      if (!unpaid) throw new Error('no unpaid invoice');
      const created = await demo.post<PaymentAnswer>(`/invoices/${unpaid.handle}/payments/`);
      expect(created.status).toBe(201);
      expect(created.body.pay_url).toMatch(new RegExp(`^${fake.origin}/checkout/tr_`));
      const id = await providerIdOf(api.db, created.body.handle);
      fake.settle(id, 'paid');
      expect((await webhook(form(id))).status).toBe(200);
      const after = (await demo.get<InvoiceItemAnswer[]>('/myinvoices/')).body.find(
        (i) => i.handle === unpaid.handle,
      );
      expect(after?.invoice.paid).toBe(true);
      const [invoice] = await api.db
        .select({ email: invoices.email })
        .from(invoices)
        .where(eq(invoices.handle, unpaid.handle));
      const mails = await paidMails(invoice?.email ?? '');
      expect(mails.map((m) => m.subject)).toEqual([
        `Betaling ontvangen voor factuur ${unpaid.invoice.number}`,
      ]);
      expect(fake.problems).toEqual([]);
    });
  });
}

const options = (fake: FakeMollie) => ({
  publicUrl: PUBLIC_URL,
  demoAccounts: true,
  paymentProvider: 'mollie' as const,
  mollie: { apiKey: fake.apiKey, apiEndpoint: fake.apiEndpoint },
  jobIntervalsMs: { outbox: 60_000, paymentSync: 100 },
});

suite('PGlite', (fake) => pgliteWith(options(fake)));
const serverUrl = TEST_DATABASE_URL;
if (serverUrl) suite('PostgreSQL', (fake) => postgresTarget(serverUrl, options(fake)));

describe('a production start', () => {
  const production = { SECRET_KEY: 'a-long-enough-production-key', SMTP_URL: 'smtp://mail.example.nl:587' };
  it('refuses the test provider, by default or by name, unless ALLOW_TEST_PAYMENTS=1', () => {
    expect(startRefusal(production)).toMatch(/PAYMENT_PROVIDER is not set/);
    expect(startRefusal({ ...production, PAYMENT_PROVIDER: 'test' })).toMatch(/ALLOW_TEST_PAYMENTS=1/);
    expect(startRefusal({ ...production, PAYMENT_PROVIDER: 'test', ALLOW_TEST_PAYMENTS: '1' })).toBeNull();
    // ALLOW_TEST_PAYMENTS alone does not pick the test provider by default.
    expect(startRefusal({ ...production, ALLOW_TEST_PAYMENTS: '1' })).toMatch(/PAYMENT_PROVIDER is not set/);
    expect(startRefusal({ ...production, PAYMENT_PROVIDER: 'mollie' })).toBeNull();
    expect(startRefusal({ PAYMENT_PROVIDER: 'mollie' })).toMatch(/SECRET_KEY is not set/);
    // No mail server: confirmations would only be recorded, never sent.
    expect(startRefusal({ ...production, PAYMENT_PROVIDER: 'mollie', SMTP_URL: '' })).toMatch(
      /SMTP_URL is not set/,
    );
  });
  it('npm run start:api refuses it before touching anything', () => {
    const run = spawnSync(process.execPath, ['api/server.ts'], {
      env: { PATH: process.env.PATH, ...production, DATA_DIR: 'memory://', API_PORT: '0' },
      encoding: 'utf8',
      timeout: 20_000,
    });
    expect(run.status).toBe(1);
    // One JSON log line at error level on stderr.
    const line = JSON.parse(run.stderr.trim().split('\n')[0] ?? '{}');
    expect(line).toMatchObject({ level: 50, service: 'api' });
    expect(line.msg).toMatch(/^api: PAYMENT_PROVIDER is not set/);
  });
  it('a demo or development run keeps the test provider and the development key', () => {
    expect(startRefusal({ DEMO_ACCOUNTS: '1' })).toBeNull();
    expect(startRefusal({ DEV_OUTBOX: '1' })).toBeNull();
  });
});
