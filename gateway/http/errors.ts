import type { ErrorRequestHandler, RequestHandler } from 'express';
import { logger } from '../observability/logger.ts';

/** Anything no route answered. */
export const notFound: RequestHandler = (_req, res) => {
  res.status(404).json({ detail: 'Niet gevonden.' });
};

/**
 * The last handler: never Express's HTML page with a stack trace. A client's mistake (a malformed
 * URL, a bad body) keeps its 4xx; anything else is logged and answered as a plain 500.
 */
export const errorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  const status = (error as { status?: number; statusCode?: number }).status ?? 500;
  if (status >= 500) logger.error({ err: error }, 'gateway: unexpected error');
  if (res.headersSent) return;
  const client = status >= 400 && status < 500;
  res
    .status(client ? status : 500)
    .json({ detail: client ? 'Ongeldig verzoek.' : 'Er ging iets mis op de server.' });
};
