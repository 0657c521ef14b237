import { and, count, eq, isNotNull, isNull } from 'drizzle-orm';
import { Counter, Gauge } from 'prom-client';
import {
  metricsRegistry,
  requestMetric,
  serveMetrics as serveRegistry,
} from '../../observability/metrics.ts';
import type { Db } from '../db/open-database.ts';
import { outbox } from '../mail/tables.ts';
import { payments } from '../payments/tables.ts';

// The api's Prometheus metrics (prom-client), per process. Served only by serveMetrics on a port
// of its own (API_METRICS_PORT, on 127.0.0.1 by default), never under /api. Labels are route
// templates, statuses, rule and job names: nothing a visitor typed.

export const registry = metricsRegistry();

export const recordRequest = requestMetric(
  registry,
  'HTTP requests answered by the api, by route template and status.',
  [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
);
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

export const recordRefusal = (rule: string): void => {
  refusals.labels(rule).inc();
};

export const recordJobFailure = (job: string): void => {
  jobFailures.labels(job).inc();
};

/** The api's `GET /metrics` on a listener of its own (API_METRICS_PORT, API_METRICS_HOST). */
export const serveMetrics = (port: number, host?: string) => serveRegistry(registry, port, host);
