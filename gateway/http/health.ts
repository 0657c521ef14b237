import { type Request, type Response, Router } from 'express';
import { upstreamFetch } from '../rest/upstream-fetch.ts';

/** GET /healthz: the gateway answers, and says whether the api does. */
export function healthRoute(apiUrl: string): Router {
  return Router().get('/healthz', async (_req: Request, res: Response) => {
    const api = await upstreamFetch(`${apiUrl}/health/`, { signal: AbortSignal.timeout(2000) })
      .then((r) => (r.ok ? 'ok' : `status ${r.status}`))
      .catch(() => 'onbereikbaar');
    res.status(api === 'ok' ? 200 : 503).json({ status: api === 'ok' ? 'ok' : 'degraded', api });
  });
}
