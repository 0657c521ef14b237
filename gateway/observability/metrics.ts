import { Counter, Histogram } from 'prom-client';
import {
  metricsRegistry,
  requestMetric,
  serveMetrics as serveRegistry,
} from '../../observability/metrics.ts';
import type { UpstreamCall } from '../rest/rest-client.ts';

// The gateway's Prometheus metrics (prom-client), per process: a scraper sums over instances.
// They are served only by serveMetrics on a port of their own (METRICS_PORT, on 127.0.0.1 by
// default), never on the site's port. No label holds a URL or anything a visitor typed but an
// operation's name, which is bounded (below).

export const registry = metricsRegistry();

export const recordRequest = requestMetric(
  registry,
  'HTTP requests answered by the gateway, by route template and status.',
  [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
);

/** Operation names come from clients: past this many distinct names, or an odd one, they count as `other`. */
const MAX_OPERATIONS = 200;
const OPERATION_NAME = /^[A-Za-z_][A-Za-z0-9_]{0,63}$/;

const operations = new Counter({
  name: 'graphql_requests_total',
  help: 'GraphQL operations executed.',
  labelNames: ['operation'],
  registers: [registry],
});
const operationErrors = new Counter({
  name: 'graphql_errors_total',
  help: 'Operations answered with at least one error.',
  labelNames: ['operation'],
  registers: [registry],
});
const upstreamCalls = new Counter({
  name: 'graphql_upstream_calls_total',
  help: 'REST calls made to the api.',
  labelNames: ['operation'],
  registers: [registry],
});
const upstreamWaves = new Counter({
  name: 'graphql_upstream_waves_total',
  help: 'Waves of REST calls (calls that had to wait for another answer start a new wave).',
  labelNames: ['operation'],
  registers: [registry],
});
const operationSeconds = new Histogram({
  name: 'graphql_duration_seconds',
  help: 'Time spent answering operations.',
  labelNames: ['operation'],
  buckets: [0.001, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [registry],
});
const cacheLookups = new Counter({
  name: 'gateway_cache_lookups_total',
  help: 'Lookups in the response cache (GraphQL answers) and the page cache (server-rendered pages).',
  labelNames: ['cache', 'result'],
  registers: [registry],
});

/**
 * Each operation's labelled series, kept: prom-client would hash the labels on every call. As
 * bounded as the operation names.
 */
const operationSeries = new Map<
  string,
  {
    runs: ReturnType<typeof operations.labels>;
    errors: ReturnType<typeof operationErrors.labels>;
    calls: ReturnType<typeof upstreamCalls.labels>;
    waves: ReturnType<typeof upstreamWaves.labels>;
    seconds: ReturnType<typeof operationSeconds.labels>;
  }
>();
const lookupSeries = new Map<string, ReturnType<typeof cacheLookups.labels>>();

const seen = new Set<string>();

/** The operation's name as a label: bounded in number and shape. */
export function operationLabel(name: string | null | undefined): string {
  if (!name) return 'anonymous';
  if (seen.has(name)) return name;
  if (seen.size >= MAX_OPERATIONS || !OPERATION_NAME.test(name)) return 'other';
  seen.add(name);
  return name;
}

export function recordOperation(
  operation: string,
  sample: { upstreamCalls: number; upstreamWaves: number; seconds: number; failed: boolean },
): void {
  let series = operationSeries.get(operation);
  if (!series) {
    series = {
      runs: operations.labels(operation),
      errors: operationErrors.labels(operation),
      calls: upstreamCalls.labels(operation),
      waves: upstreamWaves.labels(operation),
      seconds: operationSeconds.labels(operation),
    };
    operationSeries.set(operation, series);
    // Shown at 0 from the first run on, as the skipped increments below would leave them unshown.
    series.calls.inc(0);
    series.waves.inc(0);
  }
  series.runs.inc();
  if (sample.failed) series.errors.inc();
  // A cached answer made no call: prom-client would hash the labels to add nothing.
  if (sample.upstreamCalls > 0) series.calls.inc(sample.upstreamCalls);
  if (sample.upstreamWaves > 0) series.waves.inc(sample.upstreamWaves);
  series.seconds.observe(sample.seconds);
}

export function recordCacheLookup(
  cache: 'response' | 'page',
  result: 'hit' | 'miss' | 'coalesced' | 'bypass',
): void {
  const key = `${cache} ${result}`;
  let series = lookupSeries.get(key);
  if (!series) {
    series = cacheLookups.labels(cache, result);
    lookupSeries.set(key, series);
  }
  series.inc();
}

/**
 * Upstream calls and waves of one request. A call's wave is one more than the highest wave of
 * the calls that had finished before it started: calls issued together (one DataLoader batch, or
 * sibling resolvers) share a wave, and a call that had to wait for another's answer starts a new one.
 */
export function upstreamStats(calls: readonly UpstreamCall[]): { calls: number; waves: number } {
  const waves: number[] = [];
  const sorted = [...calls].sort((a, b) => a.started - b.started);
  for (const [i, call] of sorted.entries()) {
    let wave = 1;
    for (let j = 0; j < i; j++) {
      const before = sorted[j];
      if (before && before.ended <= call.started) wave = Math.max(wave, (waves[j] ?? 0) + 1);
    }
    waves.push(wave);
  }
  return { calls: calls.length, waves: Math.max(0, ...waves) };
}

/** The gateway's `GET /metrics` on a listener of its own (METRICS_PORT, METRICS_HOST). */
export const serveMetrics = (port: number, host?: string) => serveRegistry(registry, port, host);
