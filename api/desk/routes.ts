import { Router } from 'express';
import type { Limiter } from '../limits/rate-limit.ts';
import type { PayingDeps } from '../payments/settlement.ts';
import { auditRouter } from './audit.ts';
import { availabilityLookupRouter } from './availability-lookup.ts';
import { counterOrdersRouter } from './counter-orders.ts';
import { customersRouter } from './customers.ts';
import { handoversRouter } from './handovers.ts';
import { orderChangesRouter } from './order-changes.ts';
import { deskOrdersRouter } from './orders.ts';
import { plannerRouter } from './planner.ts';
import { recoveryCodesRouter } from './recovery-codes.ts';
import { staffAuthRouter } from './staff-auth.ts';
import { unitsRouter } from './units.ts';

/**
 * The rental desk (api/desk/README.md): staff only, checked here in the api on every call
 * (staff.ts `requireStaff`), one router (and module) per REST resource.
 */
export function deskRoutes(deps: PayingDeps, limiter: Limiter): Router {
  const router = Router({ strict: true });
  router.use(staffAuthRouter(deps, limiter));
  router.use(recoveryCodesRouter(deps, limiter));
  // Before the orders' router: its /desk/orders/ answers GET only (and 405 to anything else).
  router.use(counterOrdersRouter(deps));
  router.use(orderChangesRouter(deps));
  router.use(deskOrdersRouter(deps));
  router.use(auditRouter(deps));
  router.use(unitsRouter(deps));
  router.use(handoversRouter(deps));
  router.use(plannerRouter(deps));
  router.use(customersRouter(deps));
  router.use(availabilityLookupRouter(deps));
  return router;
}
