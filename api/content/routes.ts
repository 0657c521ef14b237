import { type NextFunction, type Request, type Response, Router } from 'express';
import type { Deps } from '../http/deps.ts';
import type { Limiter } from '../limits/rate-limit.ts';
import { contactRouter } from './contact.ts';
import { duplicationRouter } from './duplication.ts';
import { editorRouter } from './editor.ts';
import { homepageConfigRouter } from './homepage-config.ts';
import { internalPagesRouter } from './internal-pages.ts';
import { mailingListRouter } from './mailing-list.ts';
import { pagesRouter } from './pages.ts';
import { revisionsRouter } from './revisions.ts';
import { widgetsRouter } from './widgets.ts';

/** The reads an editor's save changes: never answered from a cache without asking (ETag → 304). */
export const EDITABLE_READS = ['/main/pages/', '/main/internalpages/', '/main/widgets/'];

function revalidateEditable(req: Request, res: Response, next: NextFunction): void {
  if ((req.method === 'GET' || req.method === 'HEAD') && EDITABLE_READS.some((p) => req.path.startsWith(p))) {
    res.set('Cache-Control', 'private, no-cache');
  }
  next();
}

/**
 * Every REST resource of the content domain that reads the database or changes state, one router
 * (and module) each. Media (`media.ts`) needs no session and is mounted on its own, before cookies.
 */
export function contentRouter(deps: Deps, limiter: Limiter): Router {
  const router = Router({ strict: true });
  router.use(revalidateEditable);
  for (const resource of [
    homepageConfigRouter,
    pagesRouter,
    internalPagesRouter,
    editorRouter,
    widgetsRouter,
    revisionsRouter,
    duplicationRouter,
  ]) {
    router.use(resource(deps));
  }
  // The forms count their posts with the accounts' limiter (shared through Redis).
  router.use(mailingListRouter(deps, limiter));
  router.use(contactRouter(deps, limiter));
  return router;
}
