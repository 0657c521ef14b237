import { type Request, type Response, Router } from 'express';
import { openapiDocument } from '../openapi.ts';
import { methodNotAllowed } from './errors.ts';

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
