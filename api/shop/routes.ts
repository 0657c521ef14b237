import { Router } from 'express';
import type { Deps } from '../http/deps.ts';
import { pcartRouter } from './pcart.ts';
import { pcartLinesRouter } from './pcart-lines.ts';
import { pricesRouter } from './prices.ts';

/** The cart and its prices (api/shop/README.md), one router (and module) per REST resource. */
export function shopRouter(deps: Deps): Router {
  const router = Router({ strict: true });
  for (const resource of [pcartRouter, pcartLinesRouter, pricesRouter]) {
    router.use(resource(deps));
  }
  return router;
}
