import type { Router } from 'express';
import type { Limiter } from '../accounts/rate-limit.ts';
import type { Deps } from '../http/deps.ts';
import { paymentsRouter } from './payments.ts';

/**
 * Payments of orders and invoices (api/payments/README.md): reading one, paying again, the test
 * provider's outcome. The provider's webhook is mounted apart, before cookies and CSRF.
 */
export function paymentsRoutes(deps: Deps, limiter: Limiter): Router {
  return paymentsRouter(deps, limiter);
}

export { paymentWebhookRouter } from './payments.ts';
