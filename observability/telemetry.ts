import { enableTracing } from './tracing.ts';

// OpenTelemetry for `npm run start:api` and `start:gateway`: with OTEL_EXPORTER_OTLP_ENDPOINT set,
// spans are exported over OTLP/HTTP (the exporter reads that variable and
// OTEL_EXPORTER_OTLP_HEADERS itself); without it nothing is loaded or registered and tracing
// costs a flag check.

/** Starts tracing when configured; answers how to flush and stop it (a no-op when off). */
export async function startTelemetry(
  serviceName: string,
  env: NodeJS.ProcessEnv = process.env,
): Promise<() => Promise<void>> {
  if (!env.OTEL_EXPORTER_OTLP_ENDPOINT?.trim()) return async () => {};
  const [{ context, propagation, trace }, { AsyncLocalStorageContextManager }, core, sdk, otlp, resources] =
    await Promise.all([
      import('@opentelemetry/api'),
      import('@opentelemetry/context-async-hooks'),
      import('@opentelemetry/core'),
      import('@opentelemetry/sdk-trace'),
      import('@opentelemetry/exporter-trace-otlp-http'),
      import('@opentelemetry/resources'),
    ]);
  const provider = new sdk.TracerProvider({
    resource: resources.resourceFromAttributes({ 'service.name': serviceName }),
    spanProcessors: [new sdk.BatchSpanProcessor({ exporter: new otlp.OTLPTraceExporter() })],
  });
  context.setGlobalContextManager(new AsyncLocalStorageContextManager().enable());
  propagation.setGlobalPropagator(new core.W3CTraceContextPropagator());
  trace.setGlobalTracerProvider(provider);
  enableTracing();
  return () => provider.shutdown();
}
