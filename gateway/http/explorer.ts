import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { Router } from 'express';
import { staticFiles } from './compression.ts';
import { explorerPolicy } from './security-headers.ts';

/**
 * The explorer: GraphiQL, built from npm and served at /graphql to browsers (no third-party host).
 * GraphQL clients, and any request with a query, go on to the API.
 */
export function explorerRoutes(explorerDist: string | undefined): Router {
  const router = Router();
  const index = explorerDist && join(explorerDist, 'index.html');
  router.get('/graphql', explorerPolicy, (req, res, next) => {
    if (req.query.query || req.accepts(['application/json', 'text/html']) !== 'text/html') return next();
    if (index && existsSync(index)) return res.sendFile(index);
    res.status(503).type('text').send('De explorer is nog niet gebouwd: draai `npm run build`.');
  });
  if (explorerDist)
    router.use('/graphql/explorer', explorerPolicy, staticFiles(explorerDist, { index: false }));
  return router;
}
