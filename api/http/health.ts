import { sql } from 'drizzle-orm';
import { type Request, type Response, Router } from 'express';
import { z } from 'zod';
import type { Deps } from './deps.ts';
import { methodNotAllowed } from './errors.ts';
import { json, type Paths, ref } from './openapi.ts';

export const Health = z.object({ status: z.enum(['ok']) }).meta({ id: 'Health' });
export type HealthAnswer = z.output<typeof Health>;

export const healthPaths: Paths = {
  '/health/': {
    get: {
      summary: 'Liveness, including the database',
      responses: {
        '200': json(ref(Health), 'The api and its database answer.'),
        '503': json({ type: 'object' }, 'The database does not answer.'),
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
        const ok: HealthAnswer = { status: 'ok' };
        res.json(ok);
      } catch (error) {
        console.error('api: health check failed', error);
        res.status(503).json({ status: 'error', detail: 'De database is niet bereikbaar.' });
      }
    })
    .all(methodNotAllowed);

  return router;
}
