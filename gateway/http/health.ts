import { type Request, type Response, Router } from 'express';

/** GET /healthz: the gateway answers, and says whether the api does. */
export function healthRoute(apiUrl: string): Router {
  return Router().get('/healthz', async (_req: Request, res: Response) => {
    // Not through the upstream pool: a busy pool must not make a busy api look down.
    const api = await fetch(`${apiUrl}/health/`, { signal: AbortSignal.timeout(2000) })
      .then((r) => (r.ok ? 'ok' : `status ${r.status}`))
      .catch(() => 'onbereikbaar');
    res.status(api === 'ok' ? 200 : 503).json({ status: api === 'ok' ? 'ok' : 'degraded', api });
  });
}
