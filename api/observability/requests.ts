import type { Request, RequestHandler } from 'express';
import { observeRequests } from '../../observability/requests.ts';
import { logger } from './logger.ts';
import { recordRequest } from './metrics.ts';
import { tracing } from './tracing.ts';

/** The matched route's template under `/api` (`/api/courses/:slug/`); an unknown path is `(unmatched)`. */
function routeOf(req: Request): string {
  const path = req.route?.path;
  return typeof path === 'string' ? `/api${path}` : '(unmatched)';
}

/**
 * Each api request's id, span, metrics and log line (observability/requests.ts). Its span continues
 * the gateway's `traceparent`: the api is reached through the gateway only.
 */
export const observeApiRequests = (): RequestHandler =>
  observeRequests({ logger, tracing, routeOf, record: recordRequest, continueTrace: true });
