import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { type RequestHandler, Router } from 'express';
import { staticFiles } from './compression.ts';
import { scriptAndStyleHeaders } from './security-headers.ts';

/**
 * The built site (web/dist): hashed assets cached for a year, other files for an hour, each sent
 * as its pre-compressed copy (.br/.gz) when the browser takes one (compression.ts); every
 * other GET that wants HTML gets its page rendered on the server (`render`), or, when the server
 * entry is not built, the app shell, where the router takes over (clean paths).
 */
export function siteRoutes(webDist: string | undefined, render?: RequestHandler): Router {
  const router = Router();
  if (!webDist || !existsSync(join(webDist, 'index.html'))) return router;
  const index = join(webDist, 'index.html');
  router.use(
    '/assets',
    scriptAndStyleHeaders,
    // Hashed names never change content: no Last-Modified to revalidate by.
    staticFiles(join(webDist, 'assets'), { immutable: true, maxAge: '1y', lastModified: false }),
  );
  router.use(staticFiles(webDist, { index: false, maxAge: '1h' }));
  router.get('/{*path}', (req, res, next) => {
    // A missing file (an old hashed asset after a deploy) is a 404, never the HTML shell.
    const isFile = req.path.startsWith('/assets/') || /\.[a-z0-9]+$/i.test(req.path);
    if (req.path.startsWith('/api/') || isFile || !req.accepts('html')) return next();
    if (render) return render(req, res, next);
    // index.html always revalidates so a deploy shows at once.
    res.set('Cache-Control', 'no-cache').sendFile(index);
  });
  return router;
}
