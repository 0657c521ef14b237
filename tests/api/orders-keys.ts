import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { countWhere } from '../../api/db/count.ts';
import type { Db } from '../../api/db/open-database.ts';
import { articles, orders, sessions } from '../../api/db/schema.ts';
import { TEST_DATABASE_URL } from './harness.ts';
import {
  checkout,
  copyArticle,
  type Errors,
  mailsTo,
  newKey,
  orderRowCounts,
  PERIOD,
  Shopper,
} from './orders-fixtures.ts';

// One order per Idempotency-Key, however often and however simultaneously it is sent; an order
// is its session's only; articles leaving the catalogue before or while an order is placed.

async function currentDatabase(db: Db): Promise<string> {
  const result = await db.execute<{ name: string }>(sql`select current_database() as name`);
  return (result as unknown as { rows: { name: string }[] }).rows[0]?.name ?? '';
}

export function ordersKeysSuite(base: () => string, db: () => Db, options: { server: boolean }) {
  describe('orders: one per Idempotency-Key', () => {
    it('makes one order of 20 simultaneous requests with one key, and answers it to all', async () => {
      const { shopper } = await Shopper.withCart(base(), [
        ['sony-fx30', 2],
        ['sony-fx6', 1],
      ]);
      const body = checkout();
      const key = newKey();
      const before = await orderRowCounts(db());
      const answers = await Promise.all(
        Array.from({ length: 20 }, () => shopper.order(body, { key, query: 'pay_now=true' })),
      );
      const statuses = answers.map((a) => a.status);
      expect(statuses.filter((s) => s === 201)).toHaveLength(1);
      expect(statuses.filter((s) => s === 200)).toHaveLength(19);
      const created = answers.filter((a) => a.status === 201);
      expect(created).toHaveLength(1);
      const number = created[0]?.body.number;
      for (const answer of answers) {
        expect(answer.body.number).toBe(number);
        expect(answer.body.payment?.handle).toBe(created[0]?.body.payment?.handle);
        expect(answer.headers.get('idempotent-replayed')).toBe(answer.status === 200 ? 'true' : null);
      }
      // One order, one payment, one mail; the cart emptied once.
      expect(await orderRowCounts(db())).toEqual({
        ...before,
        cartLines: before.cartLines - 2,
        orders: before.orders + 1,
        orderLines: before.orderLines + 2,
        payments: before.payments + 1,
        mails: before.mails + 1,
      });
      expect(await mailsTo(base(), String(body.email))).toHaveLength(1);
    });

    it('answers a repeat with the first order, whatever body or cart comes with it', async () => {
      const {
        shopper,
        articles: [fx30],
      } = await Shopper.withCart(base(), [['sony-fx30', 1]]);
      const key = newKey();
      const first = await shopper.order(checkout(), { key });
      expect(first.status).toBe(201);
      // Another body (even an invalid one) and a filled cart again: still the first order, and the
      // new cart is left alone.
      await shopper.add(fx30?.id ?? 0, 3);
      const before = await orderRowCounts(db());
      for (const body of [checkout({ email: 'ander@example.nl' }), { email: 'kapot' }, []]) {
        const again = await shopper.order(body, { key, query: 'pay_now=true' });
        expect(again.status).toBe(200);
        expect(again.headers.get('idempotent-replayed')).toBe('true');
        expect(again.body).toEqual(first.body);
      }
      expect(await orderRowCounts(db())).toEqual(before);
      expect((await shopper.cart()).body.total_articles).toBe(3);
      // A new key is a new order.
      const next = await shopper.order(checkout(), { key: newKey() });
      expect(next.status).toBe(201);
      expect(next.body.number).not.toBe(first.body.number);
    });

    it('keeps keys per session: the same key in another session is another order', async () => {
      const key = newKey();
      const a = await Shopper.withCart(base(), [['sony-fx30', 1]]);
      const b = await Shopper.withCart(base(), [['sony-fx30', 1]]);
      const [first, second] = await Promise.all([
        a.shopper.order(checkout(), { key }),
        b.shopper.order(checkout(), { key }),
      ]);
      expect([first.status, second.status]).toEqual([201, 201]);
      expect(first.body.number).not.toBe(second.body.number);
    });
  });

  describe('orders: privacy', () => {
    it('shows an order to the session that placed it, to nobody else', async () => {
      const { shopper: owner } = await Shopper.withCart(base(), [['sony-fx30', 1]]);
      const order = await owner.place(checkout(), 'pay_now=true');
      const other = (await Shopper.withCart(base(), [['sony-fx6', 1]])).shopper;
      const stranger = await Shopper.enter(base());
      for (const visitor of [other, stranger]) {
        const read = await visitor.get(`/shop/orders/${order.number}/`);
        expect(read.status).toBe(404);
        expect(read.body).toEqual({ detail: 'Niet gevonden.' });
        const retry = await visitor.send('POST', `/shop/orders/${order.number}/payments/`);
        expect(retry.status).toBe(404);
      }
      for (const number of [
        'SL-2026-0000',
        'sl-2026-00001',
        'SL-2026-00001x',
        '1',
        '%00',
        'SL-2026-999999999999',
      ]) {
        expect((await owner.get(`/shop/orders/${number}/`)).status, number).toBeLessThan(500);
        expect((await owner.get(`/shop/orders/${number}/`)).status, number).not.toBe(200);
      }
      expect((await owner.get(`/shop/orders/${order.number}/`)).status).toBe(200);

      // The session expires and is purged: the order stays, read by nobody through the shop.
      await db()
        .delete(sessions)
        .where(eq(sessions.id, owner.jar.get('sessionid') ?? ''));
      expect((await owner.get(`/shop/orders/${order.number}/`)).status).toBe(404);
      const [kept] = await db().select().from(orders).where(eq(orders.number, order.number));
      expect(kept?.sessionId).toBeNull();
      expect(kept?.totalCents).toBe(27951);
    });
  });

  describe('orders: articles that left the catalogue', () => {
    it('orders what is left of the cart, and refuses a cart left empty', async () => {
      const copy = await copyArticle(db(), 'sony-fx30', `order-${Date.now()}`);
      try {
        const { shopper } = await Shopper.withCart(base(), [['sony-fx6', 1]]);
        await shopper.add(copy, 2);
        const alone = await Shopper.withCart(base(), [], PERIOD);
        await alone.shopper.add(copy, 1);
        await db().delete(articles).where(eq(articles.id, copy));
        const order = await shopper.place(checkout());
        expect(order.lines.map((l) => l.name)).toEqual(['Sony FX6']);
        const refused = await alone.shopper.order<Errors>(checkout());
        expect(refused.status).toBe(400);
        expect(refused.body).toEqual({ non_field_errors: ['Je winkelwagen is leeg.'] });
      } finally {
        await db().delete(articles).where(eq(articles.id, copy));
      }
      expect(await countWhere(db(), articles, eq(articles.id, copy))).toBe(0);
    });

    // Two connections at once: PGlite has one, so this race exists (and is tested) on a server only.
    if (options.server)
      it('refuses, by name, an article removed while the order waits for it', async () => {
        const name = await currentDatabase(db());
        expect(name).toMatch(/^api_test_/);
        const copy = await copyArticle(db(), 'sony-fx30', `race-${Date.now()}`);
        const { shopper } = await Shopper.withCart(base(), [['sony-fx6', 1]]);
        await shopper.add(copy, 1);
        const url = new URL(TEST_DATABASE_URL ?? '');
        url.pathname = `/${name}`;
        const remover = new pg.Client({ connectionString: url.toString() });
        await remover.connect();
        try {
          // The catalogue drops the article but has not committed when the order comes in.
          await remover.query('begin');
          await remover.query('delete from articles where id = $1', [copy]);
          const key = newKey();
          const placing = shopper.order<Errors>(checkout(), { key });
          // The order waits for the article (its KEY SHARE lock), not the other way round.
          for (let i = 0; i < 100; i++) {
            const { rows } = await remover.query<{ n: number }>(
              "select count(*)::int as n from pg_stat_activity where datname = $1 and wait_event_type = 'Lock'",
              [name],
            );
            if ((rows[0]?.n ?? 0) > 0) break;
            await new Promise((resolve) => setTimeout(resolve, 50));
          }
          await remover.query('commit');
          const refused = await placing;
          expect(refused.status).toBe(400);
          expect(refused.body).toEqual({
            non_field_errors: ['Sony FX30 (proef) is niet meer leverbaar; bekijk je winkelwagen opnieuw.'],
          });
          // What is left of the cart can be ordered, under the same key.
          const order = await shopper.order(checkout(), { key });
          expect(order.status).toBe(201);
          expect(order.body.lines.map((l) => l.name)).toEqual(['Sony FX6']);
        } finally {
          await remover.end();
          await db().delete(articles).where(eq(articles.id, copy));
        }
      });
  });
}
