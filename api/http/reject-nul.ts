import type { NextFunction, Request, Response } from 'express';
import { HttpError } from './errors.ts';

// PostgreSQL text cannot hold a NUL character: a query with one would fail in the database (a
// 500). No valid slug, path or filter contains one, so such a request is refused up front.
function hasNul(value: unknown): boolean {
  if (typeof value === 'string') return value.includes('\0');
  if (Array.isArray(value)) return value.some(hasNul);
  if (value && typeof value === 'object')
    return Object.entries(value).some(([k, v]) => k.includes('\0') || hasNul(v));
  return false;
}

export function rejectNul(req: Request, _res: Response, next: NextFunction): void {
  let path: string;
  try {
    path = decodeURIComponent(req.path);
  } catch {
    throw new HttpError(400, { detail: 'Ongeldig verzoek.' });
  }
  if (path.includes('\0') || hasNul(req.query)) throw new HttpError(400, { detail: 'Ongeldig verzoek.' });
  next();
}
