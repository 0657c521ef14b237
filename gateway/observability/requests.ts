import type { Request, RequestHandler, Response } from 'express';
import { observeRequests } from '../../observability/requests.ts';
import { logger } from './logger.ts';
import { recordRequest } from './metrics.ts';
import { tracing } from './tracing.ts';

/** The matched route's template; the site's files and unknown paths by kind, never by path. */
function routeOf(req: Request, res: Response): string {
  if (req.route?.path && typeof req.route.path === 'string') return req.route.path;
  if (req.originalUrl.startsWith('/graphql')) return '/graphql';
  return res.statusCode === 404 ? '(unmatched)' : '(static)';
}

/**
 * Each gateway request's id, span, metrics and log line (observability/requests.ts). A browser's
 * `traceparent` is not believed: a trace starts here.
 */
export const observeGatewayRequests = (): RequestHandler =>
  observeRequests({ logger, tracing, routeOf, record: recordRequest, continueTrace: false });
