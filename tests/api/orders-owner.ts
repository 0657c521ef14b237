import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { UserAnswer } from '../../api/accounts/users.ts';
import type { Db } from '../../api/db/open-database.ts';
import { orders, sessions, users } from '../../api/db/schema.ts';
import type { OrderAnswer } from '../../api/orders/order-shapes.ts';
import { DEMO_PASSWORD, DEMO_USERS } from '../../api/seed/demo-accounts.ts';
import { checkout, Shopper } from './orders-fixtures.ts';
import { articlesBySlug } from './shop-fixtures.ts';

// Whose order it is (api/orders/README.md "Whose order it is"): an order placed while signed in
// is the account's and is read by that account only, from any browser; a guest's order by its
// session, which takes it along when its guest signs in. Signing in never hands one account's
// orders or cart to another.

const NOT_FOUND = { detail: 'Niet gevonden.' };

/** `shopper` signs in as `email` (the session rotates). */
async function signIn(shopper: Shopper, email: string): Promise<void> {
  const answer = await shopper.request<{ user: UserAnswer }>('POST', '/auth/login/', {
    body: JSON.stringify({ email, password: DEMO_PASSWORD }),
    csrf: true,
  });
  expect(answer.status, answer.text).toBe(200);
}

/** A shopper signed in as `email` with two Sony FX30 in the cart. */
async function signedInWithCart(base: string, email: string): Promise<Shopper> {
  const shopper = await Shopper.enter(base);
  await signIn(shopper, email);
  const [fx30] = await articlesBySlug(base, 'sony-fx30');
  await shopper.setPeriod({
    start_date: '2026-11-24',
    end_date: '2026-11-30',
    pickup_slot: 0,
    return_slot: 3,
  });
  await shopper.add(fx30?.id ?? 0, 2);
  return shopper;
}

const read = (shopper: Shopper, number: string) => shopper.get<OrderAnswer>(`/shop/orders/${number}/`);

async function userId(db: Db, email: string): Promise<number> {
  const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!row) throw new Error(`no user ${email}`);
  return row.id;
}

export function ordersOwnerSuite(base: () => string, db: () => Db) {
  describe('orders: whose order it is', () => {
    it('an order placed signed in is the account’s: another account signing in on that browser gets neither it nor the cart', async () => {
      const browser = await signedInWithCart(base(), DEMO_USERS.demo);
      const order = await browser.place(checkout(), 'pay_now=true');
      const [row] = await db()
        .select({ userId: orders.userId })
        .from(orders)
        .where(eq(orders.number, order.number));
      expect(row?.userId).toBe(await userId(db(), DEMO_USERS.demo));
      // Something in the cart again, then the student signs in on the same browser, without signing out.
      const [fx30] = await articlesBySlug(base(), 'sony-fx30');
      await browser.add(fx30?.id ?? 0, 1);
      await signIn(browser, DEMO_USERS.student);
      const stolen = await read(browser, order.number);
      expect([stolen.status, stolen.body]).toEqual([404, NOT_FOUND]);
      expect((await browser.cart()).body.lines).toEqual([]);
      const retry = await browser.request('POST', `/shop/orders/${order.number}/payments/`, { csrf: true });
      expect([retry.status, retry.body]).toEqual([404, NOT_FOUND]);
      // The account reads it from any browser it signs in on; a guest does not.
      const elsewhere = await Shopper.enter(base());
      expect((await read(elsewhere, order.number)).status).toBe(404);
      await signIn(elsewhere, DEMO_USERS.demo);
      const mine = await read(elsewhere, order.number);
      expect([mine.status, mine.body.number, mine.body.status]).toEqual([
        200,
        order.number,
        'awaiting_payment',
      ]);
      const again = await elsewhere.request('POST', `/shop/orders/${order.number}/payments/`, { csrf: true });
      expect(again.status).toBe(200);
    });

    it('after signing out, the next account on that browser reads nothing of the first', async () => {
      const browser = await signedInWithCart(base(), DEMO_USERS.demo);
      const order = await browser.place(checkout());
      const out = await browser.request('POST', '/auth/logout/', { csrf: true });
      expect(out.status).toBe(200);
      expect((await read(browser, order.number)).status).toBe(404);
      await signIn(browser, DEMO_USERS.editor);
      expect((await read(browser, order.number)).status).toBe(404);
      expect((await browser.cart()).body.lines).toEqual([]);
    });

    it("a guest's order comes along when its guest signs in, and stays the session's", async () => {
      const { shopper } = await Shopper.withCart(base(), [['sony-fx30', 1]]);
      const order = await shopper.place(checkout());
      const [row] = await db()
        .select({ userId: orders.userId })
        .from(orders)
        .where(eq(orders.number, order.number));
      expect(row?.userId).toBeNull();
      await signIn(shopper, DEMO_USERS.student);
      expect((await read(shopper, order.number)).status).toBe(200);
      // Not claimed by the account: another browser signed in to it does not read it.
      const other = await Shopper.enter(base());
      await signIn(other, DEMO_USERS.student);
      expect((await read(other, order.number)).status).toBe(404);
      // Another account signing in where the student still is takes nothing along.
      await signIn(shopper, DEMO_USERS.editor);
      expect((await read(shopper, order.number)).status).toBe(404);
    });

    it("a browser signed out by a password change elsewhere keeps nothing of the account's", async () => {
      const first = await signedInWithCart(base(), DEMO_USERS.editor);
      const before = first.jar.get('sessionid') ?? '';
      const second = await Shopper.enter(base());
      await signIn(second, DEMO_USERS.editor);
      // The password is changed and set back, on the second browser.
      for (const [from, to] of [
        [DEMO_PASSWORD, 'Tijdelijk-Ander-Woord-5'],
        ['Tijdelijk-Ander-Woord-5', DEMO_PASSWORD],
      ]) {
        const changed = await second.request('POST', '/auth/change-password/', {
          body: JSON.stringify({ old_password: from, password: to, password2: to }),
          csrf: true,
        });
        expect(changed.status, changed.text).toBe(200);
      }
      expect(await db().select().from(sessions).where(eq(sessions.id, before))).toEqual([]);
      expect((await first.cart()).body.lines).toEqual([]);
      await signIn(first, DEMO_USERS.demo);
      expect((await first.cart()).body.lines).toEqual([]);
    });
  });
}
