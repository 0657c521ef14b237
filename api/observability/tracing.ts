import {
  type Attributes,
  context,
  propagation,
  ROOT_CONTEXT,
  type Span,
  SpanKind,
  SpanStatusCode,
  trace,
} from '@opentelemetry/api';

// The api's spans, made by hand where they matter (the request, each SQL statement, Redis): the
// same in `npm start` and in the in-process tests, and no module hooks to load first. Off (the
// default), each helper is a flag check and a direct call.

const tracer = trace.getTracer('lumen-api');
let enabled = false;

/** Spans are made from now on; the caller has registered a tracer provider (telemetry.ts, tests). */
export function enableTracing(on = true): void {
  enabled = on;
}

export const tracingOn = (): boolean => enabled;

/** Runs `work` in a new active span, ended (with its error's class) when the work settles. */
export function inSpan<T>(
  name: string,
  attributes: Attributes,
  work: (span: Span) => Promise<T>,
  kind: SpanKind = SpanKind.INTERNAL,
): Promise<T> {
  return tracer.startActiveSpan(name, { kind, attributes }, async (span) => {
    try {
      return await work(span);
    } catch (error) {
      // The class only: a database error's message may quote a value.
      span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : 'error' });
      throw error;
    } finally {
      span.end();
    }
  });
}

/**
 * A server span for an incoming request, continuing the caller's W3C `traceparent` (the
 * gateway's upstream call), and a way to run the request's handlers under it; the caller ends it.
 */
export function serverSpan(
  method: string,
  headers: Record<string, string | string[] | undefined>,
): { span: Span; run: <T>(fn: () => T) => T } {
  const parent = propagation.extract(ROOT_CONTEXT, headers);
  const span = tracer.startSpan(
    method,
    { kind: SpanKind.SERVER, attributes: { 'http.request.method': method } },
    parent,
  );
  const active = trace.setSpan(parent, span);
  return { span, run: (fn) => context.with(active, fn) };
}
