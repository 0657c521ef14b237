import { Router } from 'express';
import type { Limiter } from '../accounts/rate-limit.ts';
import type { Deps } from '../http/deps.ts';
import { orderRouter } from './order.ts';
import { ordersRouter } from './orders.ts';
import { paymentsRouter } from './payments.ts';

/**
 * Checkout, orders and payments (api/orders/README.md), one router (and module) per REST
 * resource. The provider's webhook is mounted apart, before cookies and CSRF (payments.ts).
 * Placing an order and paying one again count their posts with the accounts' limiter.
 */
export function ordersRoutes(deps: Deps, limiter: Limiter): Router {
  const router = Router({ strict: true });
  for (const resource of [orderRouter, ordersRouter, paymentsRouter]) {
    router.use(resource(deps, limiter));
  }
  return router;
}

export { paymentWebhookRouter } from './payments.ts';
