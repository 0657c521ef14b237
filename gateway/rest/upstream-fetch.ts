import { SpanKind, SpanStatusCode } from '@opentelemetry/api';
import { Agent, fetch, type Response } from 'undici';
import { requestScope } from '../../observability/logger.ts';
import { injectTraceContext, tracingOn } from '../../observability/tracing.ts';
import { inSpan } from '../observability/tracing.ts';

// Every call from the gateway to the api (but the health check) goes through one pool of kept-alive connections, at most
// UPSTREAM_CONNECTIONS at once; further calls wait their turn here. Without the bound, a crowd of
// uncached page views opened a connection per call in flight (a thousand for 200 visitors), more
// than the api's listen queue holds: the kernel dropped the surplus, and those calls waited out
// TCP's retries (1 s, 3 s, 7 s) until the visitor's page timed out. The api serves its own
// admitted requests in turn (api/http/admission.ts), so more connections would only wait there.
// Each call carries the visitor's request id (X-Request-Id) and, with tracing on, is a client span
// whose W3C traceparent the api continues.
//
// A circuit breaker per api origin: after BREAKER_FAILURES calls in a row got no answer at all
// (refused, reset, timed out), calls fail at once for BREAKER_OPEN_MS, then one call probes. A
// crowd arriving while the api is down then gets its (stale) answer at once instead of queueing
// behind 64 connections that each wait out the timeout. A 5xx is an answer: the api is there.

/** Connections the gateway keeps to the api at most (per api origin). */
export const UPSTREAM_CONNECTIONS = 64;
const BREAKER_FAILURES = 5;
const BREAKER_OPEN_MS = 3000;

const pool = new Agent({ connections: UPSTREAM_CONNECTIONS, keepAliveTimeout: 4_000 });

/** An answer of the api (undici's Response: the same API as the global one). */
export type UpstreamResponse = Response;

type UpstreamInit = Omit<NonNullable<Parameters<typeof fetch>[1]>, 'headers'> & {
  headers?: Record<string, string>;
};

/** Thrown instead of calling while the circuit is open. */
export class UpstreamCircuitOpen extends Error {
  constructor(origin: string) {
    super(`circuit open: ${origin}`);
  }
}

type Breaker = { failures: number; openUntil: number; probing: boolean };
const breakers = new Map<string, Breaker>();

const breakerOf = (origin: string): Breaker => {
  let breaker = breakers.get(origin);
  if (!breaker) {
    breaker = { failures: 0, openUntil: 0, probing: false };
    breakers.set(origin, breaker);
  }
  return breaker;
};

/** False while calls to this api fail at once (its last calls got no answer). */
export function upstreamAnswers(apiUrl: string): boolean {
  const breaker = breakers.get(new URL(apiUrl).origin);
  return !breaker || breaker.failures < BREAKER_FAILURES;
}

/**
 * True while this api's last call got no answer (refused, reset, timed out): an answer kept past
 * its max-age and served in its refresh window is then as old as a stale one, and is marked so.
 */
export function upstreamAway(apiUrl: string): boolean {
  return (breakers.get(new URL(apiUrl).origin)?.failures ?? 0) > 0;
}

/**
 * `fetch` to the api, over the gateway's bounded pool of connections, through its breaker. `route`
 * is the api's path template (`/courses/{slug}/`): the span's name, never the URL, which may hold
 * a token or an address.
 */
export async function upstreamFetch(
  url: string,
  init: UpstreamInit = {},
  route = '(api)',
): Promise<UpstreamResponse> {
  const origin = new URL(url).origin;
  const breaker = breakerOf(origin);
  let probe = false;
  if (breaker.failures >= BREAKER_FAILURES) {
    if (performance.now() < breaker.openUntil || breaker.probing) throw new UpstreamCircuitOpen(origin);
    breaker.probing = probe = true;
  }
  try {
    const response = await call(url, init, route);
    breaker.failures = 0;
    return response;
  } catch (failure) {
    breaker.failures += 1;
    if (breaker.failures >= BREAKER_FAILURES) breaker.openUntil = performance.now() + BREAKER_OPEN_MS;
    throw failure;
  } finally {
    if (probe) breaker.probing = false;
  }
}

/** One call: the visitor's request id, and with tracing on a client span carrying traceparent. */
function call(url: string, init: UpstreamInit, route: string): Promise<UpstreamResponse> {
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
