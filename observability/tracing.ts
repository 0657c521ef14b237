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

// Spans made by hand where they matter (a request, a GraphQL operation, a DataLoader batch, an
// upstream call, each SQL statement, Redis): the same in `npm start` and in the in-process tests,
// and no module hooks to load before anything else. Off (the default), every helper is a flag
// check and a direct call: no span, no context, no propagation. One switch per process: the api
// and the gateway of an in-process test trace together, as one deployment would.

let enabled = false;

/** Spans are made from now on; the caller has registered a tracer provider (telemetry.ts, tests). */
export function enableTracing(on = true): void {
  enabled = on;
}

export const tracingOn = (): boolean => enabled;

export function failed(span: Span, error: unknown): void {
  // The error's class only: a message may quote what a visitor typed, a database error a value.
  span.setStatus({ code: SpanStatusCode.ERROR, message: error instanceof Error ? error.name : 'error' });
}

/** The W3C `traceparent` (and `tracestate`) of the active span, added to `headers`. */
export function injectTraceContext(headers: Record<string, string>): void {
  propagation.inject(context.active(), headers);
}

export type Tracing = ReturnType<typeof tracingFor>;

/** The span helpers of one service, under its tracer (`lumen-api`, `lumen-gateway`). */
export function tracingFor(scope: string) {
  const tracer = trace.getTracer(scope);

  /** Runs `work` in a new active span, ended (with its error's class) when the work settles. */
  function inSpan<T>(
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

  return {
    inSpan,

    /**
     * A server span for an incoming request and a way to run its handlers under it; the caller
     * ends it. With `headers`, it continues the caller's W3C `traceparent` (the api under the
     * gateway); without, a trace starts here (the gateway believes no browser's traceparent).
     */
    serverSpan(
      method: string,
      headers?: Record<string, string | string[] | undefined>,
    ): { span: Span; run: <T>(fn: () => T) => T } {
      const parent = headers ? propagation.extract(ROOT_CONTEXT, headers) : ROOT_CONTEXT;
      const span = tracer.startSpan(
        method,
        { kind: SpanKind.SERVER, attributes: { 'http.request.method': method } },
        parent,
      );
      const active = trace.setSpan(parent, span);
      return { span, run: (fn) => context.with(active, fn) };
    },

    /** A span around a GraphQL operation; the plugin names it once the operation is known. */
    graphqlSpan<T>(work: () => Promise<T>): Promise<T> {
      return enabled ? inSpan('graphql', {}, work) : work();
    },

    /** A DataLoader batch function whose every batch is a span (when tracing is on). */
    tracedBatch<K, V>(
      name: string,
      batch: (keys: readonly K[]) => Promise<ArrayLike<V | Error>>,
    ): (keys: readonly K[]) => Promise<ArrayLike<V | Error>> {
      return (keys) =>
        enabled
          ? inSpan(`dataloader.batch ${name}`, { 'dataloader.batch_size': keys.length }, () => batch(keys))
          : batch(keys);
    },
  };
}
