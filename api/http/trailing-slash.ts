import type { NextFunction, Request, Response } from 'express';

// Paths keep their trailing slash (`/api/courses/`). A path without one, that is not a file
// (`openapi.json`, `x.svg`), is redirected: 301 for reads, 308 (keeps method and body) otherwise.
export function trailingSlash(req: Request, res: Response, next: NextFunction): void {
  const path = req.path;
  if (path.endsWith('/') || /\.[A-Za-z0-9]+$/.test(path)) {
    next();
    return;
  }
  const q = req.originalUrl.indexOf('?');
  const query = q < 0 ? '' : req.originalUrl.slice(q);
  const readOnly = req.method === 'GET' || req.method === 'HEAD';
  res.set('Cache-Control', 'no-store').redirect(readOnly ? 301 : 308, `${req.baseUrl}${path}/${query}`);
}
