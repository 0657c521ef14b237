import type { Router } from 'express';
import type { Limiter } from '../limits/rate-limit.ts';
import { paymentsRouter } from './payments.ts';
import type { PayingDeps } from './settlement.ts';

/**
 * Payments of orders and invoices (api/payments/README.md): reading one, paying again, the test
 * provider's outcome. The provider's webhook is mounted apart, before cookies and CSRF.
 */
export function paymentsRoutes(deps: PayingDeps, limiter: Limiter): Router {
  return paymentsRouter(deps, limiter);
}

export { paymentWebhookRouter } from './payments.ts';
