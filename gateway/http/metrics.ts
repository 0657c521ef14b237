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
