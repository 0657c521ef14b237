import { sql } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import type { Deps } from './deps.ts';
import { methodNotAllowed } from './errors.ts';

// For load balancers and the gateway's /healthz: answers only when the database does.
export function healthRouter({ db }: Deps): Router {
  const router = Router({ strict: true });

  router
    .route('/health/')
    .get(async (_req: Request, res: Response) => {
      res.set('Cache-Control', 'no-store');
      try {
        await db.execute(sql`select 1`);
        res.json({ status: 'ok' });
      } catch (error) {
        console.error('api: health check failed', error);
        res.status(503).json({ status: 'error', detail: 'De database is niet bereikbaar.' });
      }
    })
    .all(methodNotAllowed);

  return router;
}
