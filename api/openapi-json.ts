import { type Request, type Response, Router } from 'express';
import { methodNotAllowed } from './http/errors.ts';
import { openapiDocument } from './openapi.ts';

export function openapiRouter(): Router {
  const router = Router({ strict: true });
  const body = JSON.stringify(openapiDocument);
  router
    .route('/openapi.json')
    .get((_req: Request, res: Response) => {
      res
        .set({ 'Content-Type': 'application/json; charset=utf-8', 'Cache-Control': 'public, max-age=300' })
        .send(body);
    })
    .all(methodNotAllowed);
  return router;
}
