import type { NextFunction, Request, Response } from 'express';
import { HttpError } from './errors.ts';

// A URL no client of ours would send is refused up front with a Dutch 400, before any route or
// the database sees it: a path or query parameter that is not valid percent-encoded UTF-8
// (`%E0%A4%A`, `%FF`), or one holding a NUL character (PostgreSQL text cannot hold one: the query
// would fail in the database, a 500). No valid slug, path or filter contains either.

const BAD_REQUEST = { detail: 'Ongeldig verzoek.' };

function decodes(text: string): boolean {
  try {
    return !decodeURIComponent(text.replace(/\+/g, ' ')).includes('\0');
  } catch {
    return false;
  }
}

export function rejectMalformedUrl(req: Request, _res: Response, next: NextFunction): void {
  const url = req.originalUrl;
  const q = url.indexOf('?');
  const path = q < 0 ? url : url.slice(0, q);
  const query = q < 0 ? '' : url.slice(q + 1);
  // Each name=value pair is checked as sent: the query parser would quietly keep a broken escape.
  if (!decodes(path) || !query.split(/[&=]/).every(decodes)) throw new HttpError(400, BAD_REQUEST);
  next();
}
