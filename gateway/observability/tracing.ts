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

// The gateway's spans, made by hand at the few places that matter (the request, the GraphQL
// operation, each DataLoader batch, each upstream call, Redis): the same in `npm start` and in the
// in-process tests, and no module hooks to load before anything else. Off (the default), every
// helper is a flag check and a direct call: no span, no context, no propagation.

const tracer = trace.getTracer('lumen-gateway');
let enabled = false;

/** Spans are made from now on; the caller has registered a tracer provider (telemetry.ts, tests). */
export function enableTracing(on = true): void {
  enabled = on;
}

export const tracingOn = (): boolean => enabled;

/** Runs `work` in a new active span, ended (with its error) when the work settles. */
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
      failed(span, error);
      throw error;
    } finally {
      span.end();
    }
  });
}

export function failed(span: Span, error: unknown): void {
  // The error's class only: a message may quote what a visitor typed.
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : 'error' });
}

/**
 * A server span for an incoming request and a way to run the request's handlers under it; the
 * caller ends it. A browser's `traceparent` is not believed: a trace starts at the gateway.
 */
export function serverSpan(method: string): { span: Span; run: <T>(fn: () => T) => T } {
  const span = tracer.startSpan(
    method,
    { kind: SpanKind.SERVER, attributes: { 'http.request.method': method } },
    ROOT_CONTEXT,
  );
  const active = trace.setSpan(ROOT_CONTEXT, span);
  return { span, run: (fn) => context.with(active, fn) };
}

/** A span around a GraphQL operation; the plugin names it once the operation is known. */
export function graphqlSpan<T>(work: () => Promise<T>): Promise<T> {
  return enabled ? inSpan('graphql', {}, work) : work();
}

/** A DataLoader batch function whose every batch is a span (when tracing is on). */
export function tracedBatch<K, V>(
  name: string,
  batch: (keys: readonly K[]) => Promise<ArrayLike<V | Error>>,
): (keys: readonly K[]) => Promise<ArrayLike<V | Error>> {
  return (keys) =>
    enabled
      ? inSpan(`dataloader.batch ${name}`, { 'dataloader.batch_size': keys.length }, () => batch(keys))
      : batch(keys);
}

/** The W3C `traceparent` (and `tracestate`) of the active span, added to `headers`. */
export function injectTraceContext(headers: Record<string, string>): void {
  propagation.inject(context.active(), headers);
}
