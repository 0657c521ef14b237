import { randomUUID } from 'node:crypto';
import { SpanStatusCode } from '@opentelemetry/api';
import type { Request, RequestHandler, Response } from 'express';
import type { Logger } from 'pino';
import { requestScope } from './logger.ts';
import { type Tracing, tracingOn } from './tracing.ts';

// Every request, once: its id (the caller's X-Request-Id when it looks like one, else a new one),
// its server span (when tracing is on), its metrics and one log line with method, route template,
// status and duration. Never the URL (a query names an e-mail, a path an invoice handle or a
// token), a header, a cookie or a body.

/** What a request id may look like; anything else is replaced by a fresh one. */
const REQUEST_ID = /^[A-Za-z0-9._:-]{1,64}$/;

export function requestIdOf(header: unknown): string {
  return typeof header === 'string' && REQUEST_ID.test(header) ? header : randomUUID();
}

/** The GraphQL operation a request ran (the gateway's graphql-server.ts), for its log line. */
const operations = new WeakMap<Response, string>();
export const noteOperation = (res: Response, operation: string): void => {
  operations.set(res, operation);
};

export function observeRequests(options: {
  logger: Logger;
  tracing: Tracing;
  /** The route's template (never the path a client sent), once the request is answered. */
  routeOf: (req: Request, res: Response) => string;
  record: (method: string, route: string, status: number, seconds: number) => void;
  /** Continue the caller's `traceparent` (the api under the gateway), else start a trace here. */
  continueTrace: boolean;
}): RequestHandler {
  const { logger, tracing, routeOf, record, continueTrace } = options;
  return (req, res, next) => {
    const started = performance.now();
    const requestId = requestIdOf(req.headers['x-request-id']);
    res.setHeader('X-Request-Id', requestId);
    const traced = tracingOn()
      ? tracing.serverSpan(req.method, continueTrace ? req.headers : undefined)
      : undefined;
    res.once('close', () => {
      const seconds = (performance.now() - started) / 1000;
      const route = routeOf(req, res);
      const status = res.statusCode;
      record(req.method, route, status, seconds);
      const span = traced?.span;
      if (span) {
        span.updateName(`${req.method} ${route}`);
        span.setAttributes({ 'http.route': route, 'http.response.status_code': status });
        if (status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
        span.end();
      }
      const operation = operations.get(res);
      logger.info(
        {
          method: req.method,
          route,
          status,
          ms: Math.round(seconds * 10_000) / 10,
          requestId,
          ...(span ? { traceId: span.spanContext().traceId } : {}),
          ...(operation ? { operation } : {}),
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
