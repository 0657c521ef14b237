import { Router } from 'express';
import type { Limiter } from '../limits/rate-limit.ts';
import type { PayingDeps } from '../payments/settlement.ts';
import { orderRouter } from './order.ts';
import { orderTermsRouter } from './order-terms.ts';
import { ordersRouter } from './orders.ts';
import { quoteConfirmationRouter } from './quote-confirmation.ts';

/**
 * Checkout and orders (api/orders/README.md), one router (and module) per REST resource. Placing
 * an order counts its posts with the accounts' limiter. Paying is api/payments/.
 */
export function ordersRoutes(deps: PayingDeps, limiter: Limiter): Router {
  const router = Router({ strict: true });
  for (const resource of [orderRouter, ordersRouter, quoteConfirmationRouter, orderTermsRouter]) {
    router.use(resource(deps, limiter));
  }
  return router;
}
