import { and, isNotNull, isNull } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Db } from '../../api/db/open-database.ts';
import { invoices } from '../../api/db/schema.ts';
import type { StartApiOptions } from '../../api/start-api.ts';
import { statusCounts } from './accounts-limits.ts';
import { counts, courseBody, formClient, openDayBody, openDays, runSpanning } from './forms-fixtures.ts';
import { checkout, orderRowCounts, placedOrder, Shopper } from './orders-fixtures.ts';

// The rate limits of the other public writes (api/accounts/README.md "Rate limits"): the
// newsletter, course and open-day registrations, placing an order, paying an order again or an
// invoice. Lowered here so a test reaches them; every request comes from one client (no
// X-Forwarded-For: the socket's address), each rule counting apart.

const TOO_MANY = { detail: 'Te veel pogingen. Probeer het over een paar minuten opnieuw.' };

export const LOWERED_WRITE_LIMITS: StartApiOptions['rateLimits'] = {
  newsletterPerClient: { limit: 3, windowS: 3600 },
  courseRegistrationPerClient: { limit: 1, windowS: 3600 },
  openDayRegistrationPerClient: { limit: 1, windowS: 3600 },
  orderPerClient: { limit: 1, windowS: 3600 },
  paymentPerClient: { limit: 2, windowS: 3600 },
};

let subscribers = 0;
const newSubscriber = () => `lezer.${Date.now()}.${++subscribers}@example.nl`;

export function writesLimitsSuite(name: string, base: () => string, db: () => Db) {
  describe(`public writes: rate limits (${name})`, () => {
    it('newsletter: 20 sign-ups at once from one client store only the limit', async () => {
      const client = await formClient(base());
      const before = await counts(db());
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => client.post('/mailinglist/', { email_address: newSubscriber() })),
      );
      expect(statusCounts(answers)).toEqual({ 201: 3, 429: 17 });
      const refused = answers.find((a) => a.status === 429);
      expect(refused?.body).toEqual(TOO_MANY);
      expect(Number(refused?.headers.get('retry-after'))).toBeGreaterThan(0);
      const after = await counts(db());
      expect([after.subscribers - before.subscribers, after.outbox - before.outbox]).toEqual([3, 3]);
      // A malformed address is a 400 that counts nothing, over the limit or not.
      expect((await client.post('/mailinglist/', { email_address: 'geen-adres' })).status).toBe(400);
    });

    it('course registration: over the limit nothing is stored or mailed', async () => {
      const client = await formClient(base());
      const target = await runSpanning(client, 0, 60);
      expect((await client.post('/courseregistration/', courseBody(target))).status).toBe(201);
      const before = await counts(db());
      const over = await client.post('/courseregistration/', courseBody(target));
      expect([over.status, over.body]).toEqual([429, TOO_MANY]);
      expect(over.headers.get('retry-after')).toBeTruthy();
      expect(await counts(db())).toEqual(before);
    });

    it('open-day registration: over the limit nothing is stored or mailed', async () => {
      const client = await formClient(base());
      const [day] = await openDays(client, true);
      if (!day) throw new Error('seed has no upcoming open day');
      const body = (n: number) => openDayBody(day, { email: `open.${Date.now()}.${n}@example.nl` });
      expect((await client.post('/opendoordayregistration/', body(1))).status).toBe(201);
      const before = await counts(db());
      const over = await client.post('/opendoordayregistration/', body(2));
      expect([over.status, over.body]).toEqual([429, TOO_MANY]);
      expect(await counts(db())).toEqual(before);
    });

    it('placing an order is limited, checking one (validate=true) is not', async () => {
      // Only the order's own post is counted: it comes from a client of its own.
      const headers = { 'x-forwarded-for': '198.51.100.7' };
      const carts = await Promise.all([1, 2].map(() => Shopper.withCart(base(), [['sony-fx30', 1]])));
      const [first, second] = carts.map((c) => c.shopper);
      if (!first || !second) throw new Error('no shoppers');
      expect((await first.order(checkout(), { headers })).status).toBe(201);
      const before = await orderRowCounts(db());
      const over = await second.order(checkout(), { headers });
      expect([over.status, over.body]).toEqual([429, TOO_MANY]);
      expect(await orderRowCounts(db())).toEqual(before);
      const check = await second.order(checkout(), { query: 'validate=true', key: null, headers });
      expect([check.status, check.body]).toEqual([200, { valid: true }]);
    });

    it('paying an order again and paying an invoice share one limit per client', async () => {
      const { shopper, order } = await placedOrder(base(), 'pay_now=true');
      const retry = () => shopper.send('POST', `/shop/orders/${order.number}/payments/`);
      expect((await retry()).status).toBe(200);
      expect((await retry()).status).toBe(200);
      const over = await retry();
      expect([over.status, over.body]).toEqual([429, TOO_MANY]);
      const [invoice] = await db()
        .select({ handle: invoices.handle })
        .from(invoices)
        .where(and(isNull(invoices.paidAt), isNotNull(invoices.psp)));
      if (!invoice) throw new Error('seed has no payable invoice');
      const pay = await shopper.send('POST', `/invoices/${invoice.handle}/payments/`);
      expect([pay.status, pay.body]).toEqual([429, TOO_MANY]);
    });
  });
}
