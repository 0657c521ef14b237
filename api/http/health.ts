import { sql } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import { logger } from '../observability/logger.ts';
import type { Deps } from './deps.ts';
import { methodNotAllowed } from './errors.ts';
import { inline, json, type Paths, ref } from './openapi.ts';
import { send } from './send.ts';

export const Health = z.object({ status: z.enum(['ok']) }).meta({ id: 'Health' });
/** The 503 of a database that does not answer; written in place, no component. */
export const HealthDown = z.object({ status: z.enum(['error']), detail: z.string() });

export const healthPaths: Paths = {
  '/health/': {
    get: {
      summary: 'Liveness, including the database',
      responses: {
        '200': json(ref(Health), 'The api and its database answer.'),
        '503': json(inline(HealthDown), 'The database does not answer.'),
      },
    },
  },
};

// For load balancers and the gateway's /healthz: answers only when the database does.
export function healthRouter({ db }: Deps): Router {
  const router = Router({ strict: true });

  router
    .route('/health/')
    .get(async (_req: Request, res: Response) => {
      res.set('Cache-Control', 'no-store');
      try {
        await db.execute(sql`select 1`);
        send(res, Health, { status: 'ok' });
      } catch (error) {
        logger.error({ err: error }, 'api: health check failed');
        send(res, HealthDown, { status: 'error', detail: 'De database is niet bereikbaar.' }, 503);
      }
    })
    .all(methodNotAllowed);

  return router;
}
