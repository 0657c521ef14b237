import { AsyncLocalStorage } from 'node:async_hooks';
import { trace } from '@opentelemetry/api';
import pino, { type DestinationStream } from 'pino';

// The api's JSON log lines (pino), one per request (observability/requests.ts) and one per
// problem. No personal data goes in: requests are logged by route template, never by URL, body,
// header or cookie; errors by class and message; and as a last guard every line is written with
// e-mail addresses masked (the one kind of personal data an error message could quote).
//   LOG_LEVEL  default `info`; the tests run `silent` unless they set it.

/** The request a line belongs to (its id), for lines logged deep inside its handling. */
export const requestScope = new AsyncLocalStorage<{ requestId: string }>();

const EMAIL = /[^\s"'<>@\\]+@[^\s"'<>@\\]+\.[a-z]{2,}/gi;

/** A line with every e-mail address masked. */
export const maskEmails = (line: string): string =>
  line.includes('@') ? line.replace(EMAIL, '[e-mail]') : line;

/**
 * A test's sink (logTo); otherwise errors go to stderr and the rest to stdout, written at once
 * (pino's default): a line is out before the process can crash, and no write waits in libuv's
 * thread pool beside the compression.
 */
let sink: DestinationStream | undefined;
let stdout: DestinationStream | undefined;
let stderr: DestinationStream | undefined;
// pino writes the level first: `{"level":50,` is an error, 60 fatal.
const isError = (line: string) => line.startsWith('{"level":5') || line.startsWith('{"level":6');
const output: DestinationStream = {
  write(line: string) {
    const masked = maskEmails(line);
    if (sink) {
      sink.write(masked);
    } else if (isError(line)) {
      stderr ??= pino.destination({ dest: 2, sync: true });
      stderr.write(masked);
    } else {
      stdout ??= pino.destination({ dest: 1, sync: true });
      stdout.write(masked);
    }
  },
};

/** An error as a line shows it: its class, code and message, never its own properties (a database error carries the query's values). */
function serializeError(error: unknown): Record<string, unknown> {
  if (!(error instanceof Error)) return { message: String(error).slice(0, 500) };
  const code = (error as { code?: unknown }).code;
  return {
    type: error.name,
    ...(typeof code === 'string' || typeof code === 'number' ? { code } : {}),
    message: error.message.slice(0, 500),
    stack: error.stack,
  };
}

const defaultLevel = () => process.env.LOG_LEVEL?.trim() || (process.env.VITEST ? 'silent' : 'info');

export const logger = pino(
  {
    base: { service: 'api' },
    level: defaultLevel(),
    timestamp: pino.stdTimeFunctions.isoTime,
    serializers: { err: serializeError },
    // The request id and trace id of whatever is running; a line's own fields win.
    mixin() {
      const requestId = requestScope.getStore()?.requestId;
      const traceId = trace.getActiveSpan()?.spanContext().traceId;
      return requestId ? (traceId ? { requestId, traceId } : { requestId }) : {};
    },
  },
  output,
);

/** Tests: send the lines to `stream` at `level` (a memory sink), or back to stdout with no stream. */
export function logTo(stream: DestinationStream | undefined, level = defaultLevel()): void {
  sink = stream;
  logger.level = level;
}

/** A process's own start (server.ts): LOG_LEVEL or `info`, also when a test runs the process. */
export function logAsProcess(): void {
  logger.level = process.env.LOG_LEVEL?.trim() || 'info';
}

/** Writes out what is buffered, before the process exits. */
export function flushLogs(): void {
  for (const stream of [stdout, stderr]) {
    try {
      (stream as { flushSync?: () => void } | undefined)?.flushSync?.();
    } catch {
      // Not open yet, or the pipe is gone: nothing more to save.
    }
  }
}
