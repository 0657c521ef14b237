import { desc, eq } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { isOrderNumber } from '../../domain/order-number.ts';
import { userOf } from '../accounts/users.ts';
import { HttpError, methodNotAllowed, notFound } from '../http/errors.ts';
import { Detail, FieldErrors, json, type Paths, pathParam, ref } from '../http/openapi.ts';
import { send } from '../http/send.ts';
import { sessionOf } from '../http/session.ts';
import { clientOf, type Limiter, TOO_MANY_DOC } from '../limits/rate-limit.ts';
import { Payment, paymentAnswer } from '../payments/payment-shapes.ts';
import { paymentByHandle, syncPayment } from '../payments/payment-store.ts';
import type { PayingDeps } from '../payments/settlement.ts';
import { payments } from '../payments/tables.ts';
import { holdsNow } from './order-holds.ts';
import { Order } from './order-shapes.ts';
import { loadOrder, readableOrder } from './order-store.ts';
import { holdForPayment, paymentToHandOut, RETRY_MESSAGE, UNAVAILABLE_AGAIN } from './payment-hold.ts';
import { orders } from './tables.ts';

// /api/shop/orders/{number}/: an order, for its owner only: the account signed in when it was
// placed, or for a guest's order the session that placed it (anyone else gets the 404 of an order
// that does not exist); and its payments/: paying again ("Opnieuw betalen") while it awaits payment.

const number = pathParam('number', 'Order number, "SL-2026-00001"', { type: 'string' });
const notYours = json(ref(Detail), "Niet gevonden: no order with this number that is this visitor's.");

export const ordersPaths: Paths = {
  '/shop/orders/{number}/': {
    get: {
      summary: "An order of this visitor's",
      description:
        'An order placed while signed in: only for that account, signed in (from any session). ' +
        "A guest's order: only for the session that placed it (or took it over when its guest " +
        'signed in). Anyone else gets a 404. Never cached.',
      parameters: [number],
      responses: { '200': json(ref(Order), 'The order'), '404': notYours },
    },
  },
  '/shop/orders/{number}/payments/': {
    post: {
      summary: 'Pay an order again',
      description:
        "Needs X-CSRFToken and the order's owner (as for reading it). For an order awaiting payment: a new open " +
        'payment (201), or its payment that is still open (200) rather than a second one. ' +
        'An order whose units were let go (its payment failed or ran out of time) holds them again ' +
        "for the payment's life when they are still free (else lines.<order line id> and " +
        `non_field_errors ["${UNAVAILABLE_AGAIN}"]) and the customer has fewer than 3 other unpaid holds. ` +
        'Any other order status: 400.',
      parameters: [number],
      responses: {
        '201': json(ref(Payment), 'The new open payment'),
        '200': json(ref(Payment), 'The payment that is still open'),
        '400': json(ref(FieldErrors), `non_field_errors: ["${RETRY_MESSAGE}"], or the units are taken`),
        '403': json(ref(Detail), 'CSRF-controle mislukt.'),
        '404': notYours,
        '429': TOO_MANY_DOC,
      },
    },
  },
};

export function ordersRouter(deps: PayingDeps, limiter: Limiter): Router {
  const { db, clock, config, provider } = deps;
  const router = Router({ strict: true });

  /** Who asks: the session and the signed-in account (either may be null). */
  const visitorOf = (req: Request) => ({
    sessionId: sessionOf(req)?.id ?? null,
    userId: userOf(req)?.id ?? null,
  });

  /** The visitor's order id with this number, or a 404. */
  async function ownOrder(req: Request<{ number: string }>): Promise<{ id: number; number: string }> {
    const visitor = visitorOf(req);
    const value = req.params.number;
    if ((!visitor.sessionId && !visitor.userId) || !isOrderNumber(value)) throw notFound();
    const [row] = await db
      .select({ id: orders.id, number: orders.number })
      .from(orders)
      .where(readableOrder(visitor, value));
    if (!row) throw notFound();
    return row;
  }

  router
    .route('/shop/orders/:number/')
    .get(async (req: Request<{ number: string }>, res: Response) => {
      const visitor = visitorOf(req);
      const value = req.params.number;
      const known = visitor.sessionId !== null || visitor.userId !== null;
      const order =
        known && isOrderNumber(value)
          ? await loadOrder(db, readableOrder(visitor, value), {
              now: clock.now(),
              quoteHoldHours: config.orderLimits.quoteHoldHours,
            })
          : null;
      if (!order) throw notFound();
      res.set('Cache-Control', 'no-store');
      send(res, Order, order);
    })
    .all(methodNotAllowed);

  router
    .route('/shop/orders/:number/payments/')
    .post(async (req: Request<{ number: string }>, res: Response) => {
      const order = await ownOrder(req);
      // Each one may ask the payment provider: counted per client (with paying an invoice).
      await limiter.hit('paymentPerClient', clientOf(req));
      // A payment still open may have been decided at the provider without its webhook reaching
      // us: ask first, so a paid order is not paid twice.
      const [latest] = await db
        .select({ handle: payments.handle })
        .from(payments)
        .where(eq(payments.orderId, order.id))
        .orderBy(desc(payments.id))
        .limit(1);
      if (latest) {
        const found = await paymentByHandle(db, latest.handle);
        if (found) await syncPayment({ ...deps, limiter }, found);
      }
      const now = clock.now();
      const result = await db.transaction(async (tx) => {
        // One retry at a time per order: a double click makes one payment.
        const [row] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
        if (row?.status !== 'awaiting_payment')
          throw new HttpError(400, { non_field_errors: [RETRY_MESSAGE] });
        // Its units were let go (a payment that failed, or ran out of time): held again for the
        // new payment's life if they are still free and the customer is within the bounds.
        const renewed = !(await holdsNow(tx, row.id, now));
        if (renewed) await holdForPayment(tx, row, config.orderLimits, { now, today: clock.today() });
        // The open payment while within its hour, else a new one for the new hold.
        return paymentToHandOut(tx, provider, { ...row, number: order.number }, renewed, {
          limits: config.orderLimits,
          publicUrl: config.publicUrl,
          now,
        });
      });
      if (result.stale) await provider.cancelPayment(result.stale);
      res.set('Cache-Control', 'no-store');
      send(res, Payment, paymentAnswer(result.payment, order.number), result.created ? 201 : 200);
    })
    .all(methodNotAllowed);

  return router;
}
