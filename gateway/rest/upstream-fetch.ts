import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { Agent, fetch, type Response } from 'undici';
import { requestScope } from '../observability/logger.ts';
import { injectTraceContext, inSpan, tracingOn } from '../observability/tracing.ts';

// Every call from the gateway to the api (but the health check) goes through one pool of kept-alive connections, at most
// UPSTREAM_CONNECTIONS at once; further calls wait their turn here. Without the bound, a crowd of
// uncached page views opened a connection per call in flight (a thousand for 200 visitors), more
// than the api's listen queue holds: the kernel dropped the surplus, and those calls waited out
// TCP's retries (1 s, 3 s, 7 s) until the visitor's page timed out. The api serves its own
// admitted requests in turn (api/http/admission.ts), so more connections would only wait there.
// Each call carries the visitor's request id (X-Request-Id) and, with tracing on, is a client span
// whose W3C traceparent the api continues.

/** Connections the gateway keeps to the api at most (per api origin). */
export const UPSTREAM_CONNECTIONS = 64;

const pool = new Agent({ connections: UPSTREAM_CONNECTIONS, keepAliveTimeout: 4_000 });

/** An answer of the api (undici's Response: the same API as the global one). */
export type UpstreamResponse = Response;

type UpstreamInit = Omit<NonNullable<Parameters<typeof fetch>[1]>, 'headers'> & {
  headers?: Record<string, string>;
};

/**
 * `fetch` to the api, over the gateway's bounded pool of connections. `route` is the api's path
 * template (`/courses/{slug}/`): the span's name, never the URL, which may hold a token or an address.
 */
export function upstreamFetch(
  url: string,
  init: UpstreamInit = {},
  route = '(api)',
): Promise<UpstreamResponse> {
  const headers: Record<string, string> = { ...init.headers };
  const requestId = requestScope.getStore()?.requestId;
  if (requestId) headers['x-request-id'] = requestId;
  if (!tracingOn()) return fetch(url, { ...init, headers, dispatcher: pool });
  const method = init.method ?? 'GET';
  return inSpan(
    `${method} ${route}`,
    { 'http.request.method': method, 'url.template': route },
    async (span) => {
      injectTraceContext(headers);
      const response = await fetch(url, { ...init, headers, dispatcher: pool });
      span.setAttribute('http.response.status_code', response.status);
      if (response.status >= 500) span.setStatus({ code: SpanStatusCode.ERROR });
      return response;
    },
    SpanKind.CLIENT,
  );
}
