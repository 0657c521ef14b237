import type { RequestHandler } from 'express';

// A path that starts with two slashes (or a slash and a backslash, which browsers read as one)
// is no page of ours: a URL parser reads `//x` as the host x and `//` as no URL at all, which
// the server render could not handle. A GET or HEAD is sent once to the same path with one
// slash (`//` → `/`, `///?a=1` → `/?a=1`); the new Location starts with one `/` followed by
// neither `/` nor `\`, so it can only lead to this site. Any other method: not found.

const LEADING = /^[/\\]{2,}/;

export const leadingSlashes: RequestHandler = (req, res, next) => {
  if (!LEADING.test(req.originalUrl)) {
    next();
    return;
  }
  res.set('Cache-Control', 'no-store');
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    res.status(404).json({ detail: 'Niet gevonden.' });
    return;
  }
  res.redirect(301, `/${req.originalUrl.replace(LEADING, '')}`);
};
