import type { ChildProcess } from 'node:child_process';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createClock } from '../../api/clock.ts';
import type { Database } from '../../api/db/open-database.ts';
import { payments, refunds } from '../../api/db/schema.ts';
import type { DeskOrderAnswer } from '../../api/desk/order-shapes.ts';
import { createMailer } from '../../api/mail/mailer.ts';
import { createMollieProvider } from '../../api/payments/mollie-provider.ts';
import { syncRefunds } from '../../api/payments/refund-sync.ts';
import { DEMO_STAFF, DEMO_TOTP_SECRET } from '../../api/seed/demo-accounts.ts';
import { openSeededDatabase } from '../../api/seed/seeded-database.ts';
import { allowFakeCertificate, type FakeMollie, fakeMollie } from '../fakes/fake-mollie.ts';
import { freePort, killHard, startApiProcess } from './api-process.ts';
import { Desk } from './desk-fixtures.ts';
import { NOW } from './harness.ts';
import { checkout, Shopper } from './orders-fixtures.ts';

// Refunds never double, whatever fails (api/payments/refunds.ts): the api as its own process
// (`node api/server.ts`, as in production) paying at the fake Mollie, killed with SIGKILL at a
// random moment of a burst of 20 desk refunds, six rounds (CRASH_ROUNDS), started again on the same database
// each time. Then one sync: for every payment, what Mollie refunded equals what the database
// says was refunded, and no intent was refunded twice. Run by refunds-crash-pglite.test.ts and
// refunds-crash-postgres.test.ts (when TEST_DATABASE_URL is set), one file each so the two
// workers can take them side by side.

allowFakeCertificate();

const ROUNDS = Number(process.env.CRASH_ROUNDS ?? 6);
const ORDERS = 20;
const ARTICLE = 'sandisk-extreme-pro-sdxc-128-gb';
const CLOCK = createClock(NOW);

export function crashSuite(
  name: string,
  database: () => Promise<{ env: NodeJS.ProcessEnv; drop(): Promise<void> }>,
) {
  describe(`refunds through SIGKILLs (${name})`, { timeout: 240_000 }, () => {
    let fake: FakeMollie;
    let target: { env: NodeJS.ProcessEnv; drop(): Promise<void> };
    let env: NodeJS.ProcessEnv;
    let base = '';
    let api: ChildProcess | undefined;

    beforeAll(async () => {
      fake = await fakeMollie();
      target = await database();
      const port = await freePort();
      base = `http://127.0.0.1:${port}/api`;
      env = {
        ...target.env,
        API_PORT: String(port),
        NOW,
        DEV_OUTBOX: '1',
        DEMO_ACCOUNTS: '1',
        LOG_LEVEL: 'info',
        PAYMENT_PROVIDER: 'mollie',
        MOLLIE_API_KEY: fake.apiKey,
        MOLLIE_API_ENDPOINT: fake.apiEndpoint,
        PUBLIC_URL: 'https://www.studiolumen.test',
        // Eleven starts of the same code: compiled once, read from the cache after (Node's own).
        NODE_COMPILE_CACHE: process.env.NODE_COMPILE_CACHE ?? join(tmpdir(), 'av-shop-node-compile-cache'),
        // Each shopper from an address of its own, as through the gateway (placing is limited per client).
        TRUST_PROXY: '127.0.0.1,::1',
        SMTP_URL: '',
      };
    }, 120_000);
    afterAll(async () => {
      if (api) await killHard(api);
      await fake?.close();
      await target?.drop();
    });

    it('SIGKILLs in bursts of 20 refunds: after one sync, Mollie and the database agree, nothing twice', async () => {
      api = (await startApiProcess(env)).child;
      // 20 paid orders, each paid at the fake Mollie and recorded through its webhook.
      const numbers: string[] = [];
      for (let i = 0; i < ORDERS; i++) {
        const { shopper } = await Shopper.withCart(base, [[ARTICLE, 1]], null);
        const placed = await shopper.order(checkout(), {
          query: 'pay_now=true',
          headers: { 'x-forwarded-for': `10.9.${i}.1` },
        });
        expect(placed.status, placed.text).toBe(201);
        const handle = placed.body.payment?.handle ?? '';
        const mollieId = [...fake.payments.values()].find(
          (p) => (p.metadata as { handle?: string } | undefined)?.handle === handle,
        )?.id;
        if (!mollieId) throw new Error('the payment is not at the fake Mollie');
        fake.settle(mollieId, 'paid');
        // Mollie's webhook as the gateway forwards it (the fake's goes to PUBLIC_URL).
        const hook = await fetch(`${base}/payments/webhook/`, {
          method: 'POST',
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          body: new URLSearchParams({ id: mollieId }).toString(),
        });
        expect(hook.status).toBe(200);
        numbers.push(placed.body.number);
      }
      // The demo desk account; its session outlives every restart (it is in the database).
      const desk = await Desk.signedInAt(base, DEMO_STAFF, DEMO_TOTP_SECRET, CLOCK);

      for (let round = 0; round < ROUNDS; round++) {
        if (!api) api = (await startApiProcess(env)).child;
        const pages = await Promise.all(
          numbers.map(async (n) => (await desk.get<DeskOrderAnswer>(`/desk/orders/${n}/`)).body),
        );
        const burst = pages.map((order) =>
          desk
            .post(`/desk/orders/${order.number}/refunds/`, {
              version: order.version,
              payment: order.payments[0]?.handle,
              amount: '1,00',
              reason: `Ronde ${round}`,
            })
            // The api dies under some: their answers never come.
            .catch(() => null),
        );
        // Somewhere in the burst: on even rounds at a random moment of its first 300 ms (mostly
        // before any call to Mollie), on odd ones once Mollie has made a random number of its
        // refunds (between a call made and its answer recorded).
        if (round % 2 === 0) await new Promise((resolve) => setTimeout(resolve, Math.random() * 300));
        else {
          const until = fake.refunds.length + 1 + Math.floor(Math.random() * (ORDERS - 1));
          const deadline = Date.now() + 5_000;
          while (fake.refunds.length < until && Date.now() < deadline)
            await new Promise((resolve) => setTimeout(resolve, 2));
        }
        await killHard(api);
        api = undefined;
        await Promise.all(burst);
      }

      // Opened again after the last kill (a restart), then the sync as the api runs it, for every
      // intent still waiting.
      const db: Database = await openSeededDatabase(
        target.env.DATABASE_URL
          ? { databaseUrl: target.env.DATABASE_URL, clock: CLOCK }
          : { dataDir: target.env.DATA_DIR ?? '', clock: CLOCK },
      );
      try {
        const waiting = await db.db
          .select({ id: refunds.id, key: refunds.key })
          .from(refunds)
          .where(eq(refunds.status, 'requested'));
        // Intents the api died on after Mollie made their refund (the sync must find, not make, them).
        const madeKeys = new Set(fake.refunds.map((r) => (r.metadata as { key?: string } | undefined)?.key));
        const diedAfterTheCall = waiting.filter((w) => madeKeys.has(w.key)).length;
        const provider = createMollieProvider({ apiKey: fake.apiKey, apiEndpoint: fake.apiEndpoint });
        const mailer = createMailer({ db: db.db, clock: CLOCK, publicUrl: 'https://www.studiolumen.test' });
        await syncRefunds(
          { db: db.db, clock: CLOCK, provider, mailer },
          waiting.map((r) => r.id),
        );
        await mailer.close();

        const ours = await db.db.select().from(refunds);
        expect(ours.filter((r) => r.status === 'requested')).toEqual([]);
        const paid = await db.db.select().from(payments).where(eq(payments.provider, 'mollie'));
        for (const payment of paid) {
          const atMollie = fake.refunds
            .filter((r) => r.paymentId === payment.providerId && r.status !== 'failed')
            .reduce((sum, r) => sum + Math.round(Number(r.amount.value) * 100), 0);
          const recorded = ours
            .filter((r) => r.paymentId === payment.id && r.status !== 'failed')
            .reduce((sum, r) => sum + r.amountCents, 0);
          expect({ payment: payment.providerId, atMollie }).toEqual({
            payment: payment.providerId,
            atMollie: recorded,
          });
          expect(payment.refundedCents).toBe(recorded);
        }
        // Every refund at Mollie is one intent of ours, once.
        const keys = fake.refunds.map((r) => (r.metadata as { key?: string } | undefined)?.key);
        expect(new Set(keys).size).toBe(keys.length);
        const ourKeys = new Set(ours.map((r) => r.key));
        expect(keys.filter((k) => !k || !ourKeys.has(k))).toEqual([]);
        expect(fake.problems).toEqual([]);
        // The kills came both before Mollie was asked and between its refund and our record of it.
        expect(waiting.length - diedAfterTheCall).toBeGreaterThan(0);
        expect(diedAfterTheCall).toBeGreaterThan(0);
      } finally {
        await db.close();
      }
    });
  });
}
