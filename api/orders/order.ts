import { type Request, type Response, Router } from 'express';
import { accountOf, userOf } from '../accounts/users.ts';
import { HttpError, methodNotAllowed } from '../http/errors.ts';
import { Form } from '../http/form.ts';
import { boolQuery, Detail, FieldErrors, json, type Paths, queryParam, ref } from '../http/openapi.ts';
import { boolParam } from '../http/params.ts';
import { send } from '../http/send.ts';
import { sessionOf } from '../http/session.ts';
import { clientOf, type Limiter, TOO_MANY_DOC } from '../limits/rate-limit.ts';
import type { PayingDeps } from '../payments/settlement.ts';
import { cartPrices, loadCart } from '../shop/cart-store.ts';
import { idempotencyKey, readCheckout } from './checkout-input.ts';
import { checkCart } from './checkout-rules.ts';
import { checkOrderBounds } from './order-bounds.ts';
import { clientKeys } from './order-holds.ts';
import { CheckoutRequest, CheckoutValid, Order } from './order-shapes.ts';
import { bySessionKey, loadOrder, placeOrder } from './order-store.ts';
import { checkAvailability } from './reservations.ts';

// POST /api/shop/order/: check the checkout (validate=true: nothing stored) or place the order
// from the session's cart under an Idempotency-Key (order-store.ts). A second request with the
// same key, whenever it comes and whatever it carries, answers the order the first one made.

export const KEY_MESSAGE = 'Idempotency-Key ontbreekt of is ongeldig.';

export const orderPaths: Paths = {
  '/shop/order/': {
    post: {
      summary: "Check the checkout, or place the order from the session's cart",
      description:
        'Needs X-CSRFToken and the session whose cart it orders (no session: an empty cart). ' +
        'Every failing field is reported at once, nested fields with dots ' +
        "(billing_address.postal_code); the cart's problems under non_field_errors (and the period " +
        "fields). Prices are the cart's at this moment (domain/pricing.ts); prices in the body are " +
        'ignored. Placing needs header Idempotency-Key: the same key answers the same order (200, ' +
        'Idempotent-Replayed: true). A placed order empties the cart (its period stays) and records ' +
        'the Dutch confirmation mail and reserves its rental lines for the period (quotes for 14 ' +
        'days); a line more than is free then is refused. A 400 stores nothing.',
      parameters: [
        queryParam(
          'validate',
          'true: only check; 200 {"valid": true} or the 400; nothing stored, no key needed.',
          boolQuery,
        ),
        queryParam(
          'pay_now',
          'true: the order gets a payment (status awaiting_payment) with its pay_url.',
          boolQuery,
        ),
        {
          name: 'Idempotency-Key',
          in: 'header',
          required: false,
          description:
            'Required unless validate=true: 8-100 characters of [A-Za-z0-9_-], unique per session.',
          schema: { type: 'string', pattern: '^[A-Za-z0-9_-]{8,100}$' },
        },
      ],
      requestBody: { required: true, content: { 'application/json': { schema: ref(CheckoutRequest) } } },
      responses: {
        '201': json(ref(Order), 'The placed order (a quote, or awaiting payment with its payment)'),
        '200': json(
          { oneOf: [ref(CheckoutValid), ref(Order)] },
          'validate=true: {"valid": true}; or the order this Idempotency-Key already placed (Idempotent-Replayed: true)',
        ),
        '400': json(
          { oneOf: [ref(FieldErrors), ref(Detail)] },
          'Per field a list of Dutch messages (a rental line that would overbook its article in the ' +
            'period: lines.<cart line id>, "… nog 1 van 3 vrij."); or {"detail"} for a missing or ' +
            'malformed Idempotency-Key.',
        ),
        '403': json(ref(Detail), 'CSRF-controle mislukt.'),
        '429': TOO_MANY_DOC,
      },
    },
  },
};

export function orderRouter({ db, clock, config, mailer, provider }: PayingDeps, limiter: Limiter): Router {
  const router = Router({ strict: true });

  router
    .route('/shop/order/')
    .post(async (req: Request, res: Response) => {
      const validateOnly = boolParam(req, 'validate') === true;
      const payNow = boolParam(req, 'pay_now') === true;
      const session = sessionOf(req);
      const form = new Form(req.body);
      const { delivery, checkout } = readCheckout(form, req.body);

      const client = clientKeys(config.secretKey, req.ip);
      const userId = userOf(req)?.id ?? null;
      if (validateOnly) {
        const cart = await loadCart(db, session?.id ?? null);
        checkCart(form, cart, delivery, clock.amsterdamNow());
        // The same bounds as placing (README "Holds and bounds"), counted without locks.
        await checkOrderBounds(db, form, {
          cart,
          prices: cartPrices(cart, accountOf(req)),
          holder: { email: checkout?.email ?? null, ...client, userId },
          limits: config.orderLimits,
          now: clock.now(),
        });
        // Free at this moment (no locks: placing counts again under them).
        await checkAvailability(db, form, cart, clock.now());
        form.check();
        res.set('Cache-Control', 'no-store');
        send(res, CheckoutValid, { valid: true });
        return;
      }

      const key = idempotencyKey(req.get('idempotency-key'));
      if (key === null) throw new HttpError(400, { detail: KEY_MESSAGE });
      if (!session) {
        // No session, no cart: nothing to order, and nothing this key could have placed.
        checkCart(form, { row: null, lines: [] }, delivery, clock.amsterdamNow());
        form.check();
        throw new Error('an empty cart passed the checks');
      }
      // Placing (not checking) is counted per client: each may mail and ask the payment provider.
      await limiter.hit('orderPerClient', clientOf(req));

      let placed: Awaited<ReturnType<typeof placeOrder>>;
      try {
        placed = await placeOrder(
          { db, clock, mailer, provider, config },
          {
            sessionId: session.id,
            key,
            checkout,
            form,
            payNow,
            account: accountOf(req),
            userId,
            clientKey: client.clientKey,
            wideKey: client.wideKey,
          },
        );
      } catch (error) {
        // Refused now, but maybe because this key's order was placed a moment ago (it emptied
        // the cart): then that order is the answer, as for any repeat of the key.
        if (error instanceof HttpError && error.status === 400) {
          const earlier = await loadOrder(db, bySessionKey(session.id, key), {
            now: clock.now(),
            quoteHoldHours: config.orderLimits.quoteHoldHours,
          });
          if (earlier) {
            res.set({ 'Cache-Control': 'no-store', 'Idempotent-Replayed': 'true' });
            send(res, Order, earlier);
            return;
          }
        }
        throw error;
      }
      if (placed.created) mailer.deliver(placed.mailIds);
      const order = await loadOrder(db, bySessionKey(session.id, key), {
        now: clock.now(),
        quoteHoldHours: config.orderLimits.quoteHoldHours,
      });
      if (!order) throw new Error(`order of key ${key} not found after placing it`);
      res.set('Cache-Control', 'no-store');
      if (!placed.created) res.set('Idempotent-Replayed', 'true');
      send(res, Order, order, placed.created ? 201 : 200);
    })
    .all(methodNotAllowed);

  return router;
}
