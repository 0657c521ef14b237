import { Router } from 'express';
import type { UpstreamCall } from '../rest/rest-client.ts';

// In-process counters per GraphQL operation, exposed at /metrics in Prometheus' text format.
// Per gateway instance: a scraper sums over instances.

/** Operation names come from clients: past this many distinct names, the rest count as `other`. */
const MAX_OPERATIONS = 200;

type OperationStats = { requests: number; errors: number; upstreamCalls: number; seconds: number };

export class Metrics {
  private readonly operations = new Map<string, OperationStats>();

  record(name: string, sample: { upstreamCalls: number; seconds: number; failed: boolean }): void {
    const operation = this.operations.has(name) || this.operations.size < MAX_OPERATIONS ? name : 'other';
    const stats = this.operations.get(operation) ?? { requests: 0, errors: 0, upstreamCalls: 0, seconds: 0 };
    stats.requests += 1;
    stats.errors += sample.failed ? 1 : 0;
    stats.upstreamCalls += sample.upstreamCalls;
    stats.seconds += sample.seconds;
    this.operations.set(operation, stats);
  }

  text(): string {
    const lines: string[] = [];
    const metric = (name: string, help: string, value: (s: OperationStats) => number) => {
      lines.push(`# HELP ${name} ${help}`, `# TYPE ${name} counter`);
      for (const [operation, stats] of this.operations) {
        lines.push(`${name}{operation="${operation.replace(/["\\\n]/g, '_')}"} ${value(stats)}`);
      }
    };
    metric('graphql_requests_total', 'GraphQL operations executed.', (s) => s.requests);
    metric('graphql_errors_total', 'Operations answered with at least one error.', (s) => s.errors);
    metric('graphql_upstream_calls_total', 'REST calls made to the api.', (s) => s.upstreamCalls);
    metric('graphql_duration_seconds_total', 'Time spent answering operations.', (s) => s.seconds);
    return `${lines.join('\n')}\n`;
  }
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

/** GET /metrics: the counters in Prometheus' text format. */
export function metricsRoute(metrics: Metrics): Router {
  return Router().get('/metrics', (_req, res) => {
    res.type('text/plain; version=0.0.4').send(metrics.text());
  });
}
