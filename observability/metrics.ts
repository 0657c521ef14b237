import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { collectDefaultMetrics, Histogram, Registry } from 'prom-client';

// What the api's and the gateway's Prometheus metrics (prom-client) share: a registry with the
// process's default metrics (event-loop lag, memory, CPU), the request histogram, and the private
// listener that serves them. Each service's own metrics.ts adds its counters.

export function metricsRegistry(): Registry {
  const registry = new Registry();
  collectDefaultMetrics({ register: registry });
  return registry;
}

/**
 * `http_request_duration_seconds` by method, route template and status, and how to record one.
 * The labelled series are kept by their labels: prom-client would hash the labels every time.
 */
export function requestMetric(
  registry: Registry,
  help: string,
  buckets: number[],
): (method: string, route: string, status: number, seconds: number) => void {
  const histogram = new Histogram({
    name: 'http_request_duration_seconds',
    help,
    labelNames: ['method', 'route', 'status'],
    buckets,
    registers: [registry],
  });
  const series = new Map<string, ReturnType<typeof histogram.labels>>();
  return (method, route, status, seconds) => {
    // Methods, route templates and statuses are few: the map stays small.
    const key = `${method} ${status} ${route}`;
    let labelled = series.get(key);
    if (!labelled) {
      labelled = histogram.labels(method, route, String(status));
      series.set(key, labelled);
    }
    labelled.observe(seconds);
  };
}

/**
 * `GET /metrics` in Prometheus' text format on a listener of its own (METRICS_PORT or
 * API_METRICS_PORT, on 127.0.0.1 by default), never on the site's port; every other path is 404.
 * Resolves with its URL once it listens.
 */
export function serveMetrics(
  registry: Registry,
  port: number,
  host = '127.0.0.1',
): Promise<{ url: string; server: Server }> {
  const server = createServer((req, res) => {
    if (req.method !== 'GET' || req.url?.split('?')[0] !== '/metrics') {
      res.writeHead(404, { 'content-type': 'text/plain' }).end('Not found\n');
      return;
    }
    registry.metrics().then(
      (text) => res.writeHead(200, { 'content-type': registry.contentType }).end(text),
      () => res.writeHead(500).end(),
    );
  });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      const address = server.address() as AddressInfo;
      const shown = address.family === 'IPv6' ? `[${address.address}]` : address.address;
      resolve({ url: `http://${shown}:${address.port}/metrics`, server });
    });
  });
}
