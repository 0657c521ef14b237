import { flushLogs, logAsProcess } from '../observability/logger.ts';
import { startTelemetry } from '../observability/telemetry.ts';
import { ConfigError, startRefusal } from './config.ts';
import { DataDirLockedError } from './db/data-dir-lock.ts';
import { logger } from './observability/logger.ts';
import { serveMetrics } from './observability/metrics.ts';
import { startApi } from './start-api.ts';

// `npm run start:api`: the REST api on API_HOST:API_PORT (127.0.0.1:8000); its metrics on
// API_METRICS_PORT (127.0.0.1, or API_METRICS_HOST) when set; traces to OTEL_EXPORTER_OTLP_ENDPOINT
// when set.
logAsProcess();
const exit = (code: number) => {
  flushLogs();
  process.exit(code);
};
try {
  // A production start needs its own secret key and a real payment provider (config.ts).
  const refusal = startRefusal(process.env);
  if (refusal) throw new ConfigError(refusal);
  // Before the database opens: its queries are traced from the first.
  const stopTelemetry = await startTelemetry('lumen-api');
  // Rate limits shared through Redis when it is configured. Read here, not in startApi: the api
  // started in-process by tests keeps its counters to itself.
  const api = await startApi({ redisUrl: process.env.REDIS_URL?.trim() || undefined });
  const metricsPort = process.env.API_METRICS_PORT?.trim();
  const metrics = metricsPort
    ? await serveMetrics(Number(metricsPort), process.env.API_METRICS_HOST?.trim() || undefined)
    : undefined;
  logger.info(
    { database: api.database, metrics: metrics?.url ?? 'off' },
    `api: listening on ${api.url}/ (${api.database})`,
  );
  const stop = (signal: string) => {
    logger.info(`api: ${signal}, shutting down`);
    // A second signal while closing: give up waiting.
    process.once(signal, () => exit(1));
    metrics?.server.close();
    api
      .close()
      .then(() => stopTelemetry().catch(() => {}))
      .then(
        () => exit(0),
        (error) => {
          logger.error({ err: error }, 'api: error while closing');
          exit(1);
        },
      );
  };
  process.once('SIGINT', () => stop('SIGINT'));
  process.once('SIGTERM', () => stop('SIGTERM'));
} catch (error) {
  if (error instanceof DataDirLockedError || error instanceof ConfigError) {
    logger.error(`api: ${error.message}`);
  } else {
    logger.error({ err: error }, 'api: could not start');
  }
  exit(1);
}
