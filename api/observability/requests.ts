import { randomUUID } from 'node:crypto';
import { SpanStatusCode } from '@opentelemetry/api';
import type { Request, RequestHandler } from 'express';
import { logger, requestScope } from './logger.ts';
import { recordRequest } from './metrics.ts';
import { serverSpan, tracingOn } from './tracing.ts';

// Every request, once: its id (the gateway's X-Request-Id, or a new one), its server span under
// the caller's traceparent (when tracing is on), its metrics and one log line with method, route
// template, status and duration. Never the URL (`/invoices/?email=`, an activation token or an
// invoice handle in a path), a header, a cookie or a body.

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdOf(header: unknown): string {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

/** The matched route's template under `/api` (`/api/courses/:slug/`); an unknown path is `(unmatched)`. */
function routeOf(req: Request): string {
  const path = req.route?.path;
  return typeof path === 'string' ? `/api${path}` : '(unmatched)';
}

export function observeRequests(): RequestHandler {
  return (req, res, next) => {
    const started = performance.now();
    const requestId = requestIdOf(req.headers['x-request-id']);
    res.setHeader('X-Request-Id', requestId);
    const traced = tracingOn() ? serverSpan(req.method, req.headers) : undefined;
    res.once('close', () => {
      const seconds = (performance.now() - started) / 1000;
      const route = routeOf(req);
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
