import { Router } from 'express';
import type { Deps } from '../http/deps.ts';
import { articlesRouter } from './articles.ts';
import { categoryDumpRouter } from './categories.ts';
import { salesRouter } from './sales.ts';
import { searchRouter } from './search.ts';

/** Every REST resource of the catalogue, one router (and module) each. */
export function catalogueRouter(deps: Deps): Router {
  const router = Router({ strict: true });
  for (const resource of [categoryDumpRouter, searchRouter, articlesRouter, salesRouter]) {
    router.use(resource(deps));
  }
  return router;
}
