import { eq } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { validatePeriod } from '../../domain/rental-period.ts';
import { accountOf } from '../accounts/users.ts';
import type { Deps } from '../http/deps.ts';
import { methodNotAllowed } from '../http/errors.ts';
import { Detail, FieldErrors, json, type Paths, ref } from '../http/openapi.ts';
import { send } from '../http/send.ts';
import { ensureSession, sessionOf } from '../http/session.ts';
import { addPeriodErrors, Form, readBoolean, readDate, readSlotId } from './cart-input.ts';
import { Cart, CartPeriodRequest } from './cart-shapes.ts';
import { cartAnswer, ensureCart, loadCart } from './cart-store.ts';
import { cartLines, carts } from './tables.ts';

// /api/shop/pcart/: the session's cart. GET reads it (an empty one without a session, starting
// none), POST sets its rental period and sales shipping, DELETE empties it (the period stays).

const csrfRefused = json(
  ref(Detail),
  'CSRF-controle mislukt: no X-CSRFToken header equal to the csrftoken cookie.',
);
const cartAnswered = (what: string) => json(ref(Cart), what);

export const pcartPaths: Paths = {
  '/shop/pcart/': {
    get: {
      summary: "The visitor's cart, priced",
      description: 'Without a session: the empty cart (no session is started). Never cached.',
      responses: { '200': cartAnswered('The cart') },
    },
    post: {
      summary: 'Set the rental period and sales shipping',
      description:
        'Needs X-CSRFToken. Checked on the stored period merged with the given fields ' +
        '(domain/rental-period.ts); a 400 stores nothing. Starts a session when there is none.',
      requestBody: { required: true, content: { 'application/json': { schema: ref(CartPeriodRequest) } } },
      responses: {
        '200': cartAnswered('The new cart'),
        '400': json(ref(FieldErrors), 'Per field a list of Dutch messages.'),
        '403': csrfRefused,
      },
    },
    delete: {
      summary: 'Empty the cart (its period and shipping choice stay)',
      description: 'Needs X-CSRFToken. Without a session: the empty cart, nothing started.',
      responses: { '200': cartAnswered('The emptied cart'), '403': csrfRefused },
    },
  },
};

export function pcartRouter({ db, clock, config }: Deps): Router {
  const router = Router({ strict: true });

  router
    .route('/shop/pcart/')
    .get(async (req: Request, res: Response) => {
      const cart = await loadCart(db, sessionOf(req)?.id ?? null);
      res.set('Cache-Control', 'no-store');
      send(res, Cart, cartAnswer(cart, accountOf(req), config.orderLimits));
    })
    .post(async (req: Request, res: Response) => {
      const form = new Form(req.body);
      const body = req.body as unknown;
      const given = {
        startDate: readDate(form, body, 'start_date'),
        endDate: readDate(form, body, 'end_date'),
        pickupSlot: readSlotId(form, body, 'pickup_slot'),
        returnSlot: readSlotId(form, body, 'return_slot'),
      };
      const salesShipping = readBoolean(form, body, 'sales_shipping', false);
      const shippingGiven =
        body !== null && typeof body === 'object' && Object.hasOwn(body, 'sales_shipping');
      form.check();

      const stored = await loadCart(db, sessionOf(req)?.id ?? null);
      const merged = {
        startDate: given.startDate === undefined ? (stored.row?.startDate ?? null) : given.startDate,
        endDate: given.endDate === undefined ? (stored.row?.endDate ?? null) : given.endDate,
        pickupSlot: given.pickupSlot === undefined ? (stored.row?.pickupSlot ?? null) : given.pickupSlot,
        returnSlot: given.returnSlot === undefined ? (stored.row?.returnSlot ?? null) : given.returnSlot,
      };
      // Only a change of the period is checked: a stored period that has gone stale (its pickup
      // date passed) does not block choosing shipping; the next period change must fix it.
      const periodGiven = Object.values(given).some((v) => v !== undefined);
      if (periodGiven) addPeriodErrors(form, validatePeriod(merged, clock.amsterdamNow()));
      form.check();

      const session = await ensureSession(req);
      const now = clock.now();
      await db.transaction(async (tx) => {
        const id = await ensureCart(tx, session.id, now);
        await tx
          .update(carts)
          .set({
            startDate: merged.startDate,
            endDate: merged.endDate,
            pickupSlot: merged.pickupSlot,
            returnSlot: merged.returnSlot,
            ...(shippingGiven ? { salesShipping } : {}),
            updatedAt: now,
          })
          .where(eq(carts.id, id));
      });
      send(res, Cart, cartAnswer(await loadCart(db, session.id), accountOf(req), config.orderLimits));
    })
    .delete(async (req: Request, res: Response) => {
      const session = sessionOf(req);
      const cart = await loadCart(db, session?.id ?? null);
      if (cart.row && cart.lines.length > 0) {
        await db.delete(cartLines).where(eq(cartLines.cartId, cart.row.id));
      }
      send(res, Cart, cartAnswer({ row: cart.row, lines: [] }, accountOf(req), config.orderLimits));
    })
    .all(methodNotAllowed);

  return router;
}
