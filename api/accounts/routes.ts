import { Router } from 'express';
import type { Deps } from '../http/deps.ts';
import type { Limiter } from '../limits/rate-limit.ts';
import { authEmailRouter } from './auth-email.ts';
import { authProfileRouter } from './auth-profile.ts';
import { authRegisterRouter } from './auth-register.ts';
import { authSessionRouter } from './auth-session.ts';

/**
 * Users, signing in and passwords (api/accounts/README.md), one router (and module)
 * per REST resource. The signed-in user is loaded before them (users.ts `currentUser`, app.ts).
 */
export function accountsRoutes(deps: Deps, limiter: Limiter): Router {
  const router = Router({ strict: true });
  for (const resource of [authSessionRouter, authRegisterRouter, authProfileRouter, authEmailRouter]) {
    router.use(resource(deps, limiter));
  }
  return router;
}
