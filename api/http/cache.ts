import type { NextFunction, Request, Response } from 'express';

// Catalogue answers are the same for everyone, but an answer may carry Set-Cookie (a new session
// or CSRF token). A shared cache (CDN, proxy) storing such an answer would hand one visitor's
// session to the next, so catalogue GETs are `private`: only the visitor's own browser keeps them,
// for a minute. Sharing across visitors is the gateway's job (it strips cookies before caching).
// Media and the OpenAPI document set no cookies and may be cached publicly (see their routes);
// anything that changes state, and every error, is `no-store`.
export function cacheControl(req: Request, res: Response, next: NextFunction): void {
  const readOnly = req.method === 'GET' || req.method === 'HEAD';
  res.set('Cache-Control', readOnly ? 'private, max-age=60' : 'no-store');
  next();
}

/** An answer no cache may keep (what changes state, or is the visitor's own). */
export const noStore = (res: Response): Response => res.set('Cache-Control', 'no-store');

/** An answer only for this visitor, kept by no cache at all (an editor's or invoice-holder's). */
export const privately = (res: Response): Response => res.set('Cache-Control', 'private, no-store');
