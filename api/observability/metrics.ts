import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { Counter, collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Db } from '../db/open-database.ts';
import { outbox } from '../mail/tables.ts';
import { payments } from '../payments/tables.ts';

// The api's Prometheus metrics (prom-client), per process. Served only by serveMetrics on a port
// of its own (API_METRICS_PORT, on 127.0.0.1 by default), never under /api. Labels are route
// templates, statuses, rule and job names: nothing a visitor typed.

export const registry = new Registry();
collectDefaultMetrics({ register: registry });

const requests = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'HTTP requests answered by the api, by route template and status.',
  labelNames: ['method', 'route', 'status'],
  buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});
const refusals = new Counter({
  name: 'api_rate_limit_refusals_total',
  help: 'Attempts refused by a rate limit (a 429, or a silent refusal), by rule.',
  labelNames: ['rule'],
  registers: [registry],
});
const jobFailures = new Counter({
  name: 'api_job_failures_total',
  help: 'Runs of a background job that failed (tried again at its next turn).',
  labelNames: ['job'],
  registers: [registry],
});

/** The database whose backlog is reported (the last api started in this process). */
let watched: Db | undefined;

new Gauge({
  name: 'api_job_backlog',
  help: 'Work waiting for a background job: unsent mails (outbox) and open payments still to be checked (payment_sync).',
  labelNames: ['job'],
  registers: [registry],
  async collect() {
    const db = watched;
    if (!db) return;
    const [[mails], [open]] = await Promise.all([
      db
        .select({ n: count() })
        .from(outbox)
        .where(and(isNull(outbox.sentAt), isNull(outbox.failedAt))),
      db
        .select({ n: count() })
        .from(payments)
        .where(and(eq(payments.status, 'open'), isNotNull(payments.nextCheckAt))),
    ]);
    this.set({ job: 'outbox' }, mails?.n ?? 0);
    this.set({ job: 'payment_sync' }, open?.n ?? 0);
  },
});

new Gauge({
  name: 'api_outbox_given_up',
  help: 'Mails the SMTP server refused for good (never sent).',
  registers: [registry],
  async collect() {
    const db = watched;
    if (!db) return;
    const [row] = await db.select({ n: count() }).from(outbox).where(isNotNull(outbox.failedAt));
    this.set(row?.n ?? 0);
  },
});

/** Report this database's job backlog (startApi). */
export function watchBacklog(db: Db): void {
  watched = db;
}

/** Stop reporting it (its api closes), unless another api's is watched by now. */
export function unwatchBacklog(db: Db): void {
  if (watched === db) watched = undefined;
}

export function recordRequest(method: string, route: string, status: number, seconds: number): void {
  requests.labels(method, route, String(status)).observe(seconds);
}

export const recordRefusal = (rule: string): void => {
  refusals.labels(rule).inc();
};

export const recordJobFailure = (job: string): void => {
  jobFailures.labels(job).inc();
};

/**
 * `GET /metrics` in Prometheus' text format on a listener of its own (API_METRICS_PORT,
 * API_METRICS_HOST default 127.0.0.1); every other path is 404. Resolves with its URL.
 */
export function serveMetrics(port: number, host = '127.0.0.1'): Promise<{ url: string; server: Server }> {
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
