import { Router } from 'express';
import type { Deps } from '../http/deps.ts';
import { orderRouter } from './order.ts';
import { ordersRouter } from './orders.ts';
import { paymentsRouter } from './payments.ts';

/**
 * Checkout, orders and payments (api/orders/README.md), one router (and module) per REST
 * resource. The provider's webhook is mounted apart, before cookies and CSRF (payments.ts).
 */
export function ordersRoutes(deps: Deps): Router {
  const router = Router({ strict: true });
  for (const resource of [orderRouter, ordersRouter, paymentsRouter]) {
    router.use(resource(deps));
  }
  return router;
}

export { paymentWebhookRouter } from './payments.ts';
