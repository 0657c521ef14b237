import { Router } from 'express';
import type { Deps } from '../http/deps.ts';
import { availabilityRouter } from './availability.ts';
import { pcartRouter } from './pcart.ts';
import { pcartLinesRouter } from './pcart-lines.ts';
import { pricesRouter } from './prices.ts';

/** The cart, its prices and rental availability (api/shop/README.md), one router (and module) per REST resource. */
export function shopRouter(deps: Deps): Router {
  const router = Router({ strict: true });
  for (const resource of [pcartRouter, pcartLinesRouter, pricesRouter, availabilityRouter]) {
    router.use(resource(deps));
  }
  return router;
}
