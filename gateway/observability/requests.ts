import { randomUUID } from 'node:crypto';
import { SpanStatusCode } from '@opentelemetry/api';
import type { Request, RequestHandler, Response } from 'express';
import { logger, requestScope } from './logger.ts';
import { recordRequest } from './metrics.ts';
import { serverSpan, tracingOn } from './tracing.ts';

// Every request, once: its id, its server span (when tracing is on), its metrics and one log line
// with method, route template, status and duration. Never the URL (a query names an e-mail, a
// path an invoice handle or a token), a header or a cookie.

/** What a request id may look like; anything else is replaced by a fresh one. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdOf(header: unknown): string {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

/** The GraphQL operation a request ran (set by graphql-server.ts), for its log line. */
const operations = new WeakMap<Response, string>();
export const noteOperation = (res: Response, operation: string): void => {
  operations.set(res, operation);
};

/** The matched route's template; the site's files and unknown paths by kind, never by path. */
function routeOf(req: Request, res: Response): string {
  if (req.route?.path && typeof req.route.path === 'string') return req.route.path;
  if (req.originalUrl.startsWith('/graphql')) return '/graphql';
  return res.statusCode === 404 ? '(unmatched)' : '(static)';
}

export function observeRequests(): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const requestId = requestIdOf(req.headers['x-request-id']);
    res.setHeader('X-Request-Id', requestId);
    const traced = tracingOn() ? serverSpan(req.method) : undefined;
    res.once('close', () => {
      const seconds = (performance.now() - started) / 1000;
      const route = routeOf(req, res);
      const status = res.statusCode;
      recordRequest(req.method, route, status, seconds);
      const span = traced?.span;
      if (span) {
        span.updateName(`${req.method} ${route}`);
        span.setAttributes({ 'http.route': route, 'http.response.status_code': status });
        if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      }
      logger.info(
        {
          method: req.method,
          route,
          status,
          ms: Math.round(seconds * 10_000) / 10,
          requestId,
          ...(span ? { traceId: span.spanContext().traceId } : {}),
          ...(operations.has(res) ? { operation: operations.get(res) } : {}),
          ...(res.writableFinished ? {} : { aborted: true }),
        },
        'request',
      );
    });
    const scope = { requestId };
    if (traced) traced.run(() => requestScope.run(scope, next));
    else requestScope.run(scope, next);
  };
}
