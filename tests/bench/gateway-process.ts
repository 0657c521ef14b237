import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { createGateway, type GatewayOptions } from '../../gateway/create-gateway.ts';
import { serveMetrics } from '../../gateway/observability/metrics.ts';

// The bench's gateway (child process of bench.ts), configured as gateway/server.ts runs it
// (the built site, its server render, the explorer), in one of three cache modes:
//   BENCH_CACHE=off     no answer kept (the cache's `responses: false`)
//   BENCH_CACHE=memory  the response cache in this process (what `npm start` does)
//   BENCH_CACHE=redis   the response cache in Redis at REDIS_URL

const root = join(import.meta.dirname, '..', '..');
const mode = process.env.BENCH_CACHE ?? 'off';
const caches: Record<string, NonNullable<GatewayOptions['cache']>> = {
  off: { responses: false },
  memory: {},
  redis: { redisUrl: process.env.REDIS_URL },
};
const cache = caches[mode];
if (!cache || (mode === 'redis' && !process.env.REDIS_URL))
  throw new Error(`BENCH_CACHE=${mode}: unknown mode`);

const { app, apollo } = await createGateway({
  apiUrl: process.env.API_URL ?? 'http://127.0.0.1:8000/api',
  now: process.env.NOW,
  publicUrl: 'http://localhost:4000',
  webDist: join(root, 'web', 'dist'),
  serverDist: join(root, 'web', 'dist-server'),
  explorerDist: join(root, 'gateway', 'explorer', 'dist'),
  cache,
});
// The metrics (its GraphQL errors) on a private port, as METRICS_PORT serves them.
const metrics = await serveMetrics(0);
const server = app.listen(0, '127.0.0.1', () => {
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  process.send?.({ type: 'ready', url, metricsUrl: metrics.url });
});
process.on('disconnect', () => {
  setTimeout(() => process.exit(0), 5000).unref();
  server.close();
  server.closeAllConnections();
  metrics.server.close();
  void apollo.stop().finally(() => process.exit(0));
});
