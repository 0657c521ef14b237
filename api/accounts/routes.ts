import { Router } from 'express';
import type { Deps } from '../http/deps.ts';
import { authEmailRouter } from './auth-email.ts';
import { authProfileRouter } from './auth-profile.ts';
import { authRegisterRouter } from './auth-register.ts';
import { authSessionRouter } from './auth-session.ts';
import { invoicesRouter } from './invoices.ts';
import type { Limiter } from './rate-limit.ts';

/**
 * Users, signing in, passwords and invoices (api/accounts/README.md), one router (and module)
 * per REST resource. The signed-in user is loaded before them (users.ts `currentUser`, app.ts).
 */
export function accountsRoutes(deps: Deps, limiter: Limiter): Router {
  const router = Router({ strict: true });
  for (const resource of [authSessionRouter, authRegisterRouter, authProfileRouter, authEmailRouter]) {
    router.use(resource(deps, limiter));
  }
  router.use(invoicesRouter(deps, limiter));
  return router;
}
