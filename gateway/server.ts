import { join } from 'node:path';
import { parseTrustedProxies } from '../domain/trusted-proxies.ts';
import { flushLogs, logAsProcess } from '../observability/logger.ts';
import { startTelemetry } from '../observability/telemetry.ts';
import { createGateway } from './create-gateway.ts';
import { logger } from './observability/logger.ts';
import { serveMetrics } from './observability/metrics.ts';

// `npm run start:gateway`: the site, GraphQL and the explorer on PORT (default 4000); the metrics
// on METRICS_PORT (127.0.0.1, or METRICS_HOST) when set; traces to OTEL_EXPORTER_OTLP_ENDPOINT
// when set.

// Unless told otherwise (`npm run dev` says development), this is production: the server render
// then loads React's production build, which is several times faster than its development one.
process.env.NODE_ENV ??= 'production';
logAsProcess();
const port = Number(process.env.PORT ?? 4000);
const apiUrl = process.env.API_URL ?? 'http://127.0.0.1:8000/api';
const root = join(import.meta.dirname, '..');

// TRUST_PROXY: the proxies in front of the gateway whose X-Forwarded-* it believes (none by default).
const trusted = parseTrustedProxies(process.env.TRUST_PROXY);
if ('error' in trusted) {
  console.error(trusted.error);
  process.exit(1);
}
const trustProxy = trusted.proxies;
const stopTelemetry = await startTelemetry('lumen-gateway');
const { app, apollo } = await createGateway({
  apiUrl,
  now: process.env.NOW,
  timeoutMs: process.env.API_TIMEOUT_MS ? Number(process.env.API_TIMEOUT_MS) : undefined,
  publicUrl: process.env.PUBLIC_URL,
  trustProxy,
  webDist: join(root, 'web', 'dist'),
  serverDist: join(root, 'web', 'dist-server'),
  explorerDist: join(root, 'gateway', 'explorer', 'dist'),
  cache: {
    maxAgeS: process.env.CACHE_MAX_AGE_S ? Number(process.env.CACHE_MAX_AGE_S) : undefined,
    staleIfErrorS: process.env.CACHE_STALE_IF_ERROR_S
      ? Number(process.env.CACHE_STALE_IF_ERROR_S)
      : undefined,
    redisUrl: process.env.REDIS_URL || undefined,
  },
});

const metricsPort = process.env.METRICS_PORT?.trim();
const metrics = metricsPort
  ? await serveMetrics(Number(metricsPort), process.env.METRICS_HOST?.trim() || undefined)
  : undefined;

const server = app.listen(port, () => {
  const cache = process.env.REDIS_URL ? 'cache in Redis' : 'cache in memory';
  logger.info(
    { port, upstream: apiUrl, cache, metrics: metrics?.url ?? 'off' },
    `gateway: http://localhost:${port} (GraphQL /graphql, upstream ${apiUrl}, ${cache})`,
  );
});

for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.once(signal, async () => {
    // Take no new connections and answer the requests under way (at most 10 s), then stop.
    const closed = new Promise<void>((resolve) => server.close(() => resolve()));
    server.closeIdleConnections();
    metrics?.server.close();
    await Promise.race([closed, new Promise((resolve) => setTimeout(resolve, 10_000).unref())]);
    await apollo.stop();
    await stopTelemetry().catch(() => {});
    flushLogs();
    process.exit(0);
  });
}
