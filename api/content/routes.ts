import { Router } from 'express';
import type { Deps } from '../http/deps.ts';
import { homepageConfigRouter } from './homepage-config.ts';
import { internalPagesRouter } from './internal-pages.ts';
import { mailingListRouter } from './mailing-list.ts';
import { pagesRouter } from './pages.ts';
import { widgetsRouter } from './widgets.ts';

/**
 * Every REST resource of the content domain that reads the database or changes state, one router
 * (and module) each. Media (`media.ts`) is stateless and mounted on its own, before cookies.
 */
export function contentRouter(deps: Deps): Router {
  const router = Router({ strict: true });
  for (const resource of [
    homepageConfigRouter,
    pagesRouter,
    internalPagesRouter,
    widgetsRouter,
    mailingListRouter,
  ]) {
    router.use(resource(deps));
  }
  return router;
}
