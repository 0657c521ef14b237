import { AsyncLocalStorage } from 'node:async_hooks';
import { trace } from '@opentelemetry/api';
import pino, { type DestinationStream, type Logger } from 'pino';
import { censorPersonal, maskEmails, serializeError } from './log-privacy.ts';

// JSON log lines (pino) of the api and the gateway: one per request (requests.ts) and one per
// problem. No personal data goes in (log-privacy.ts): requests are logged by route template, never
// by URL, body, header or cookie; errors by class, code and a message scrubbed of what it quotes;
// fields that could hold personal data are redacted wherever a line carries them; and as a last
// guard every line is written with e-mail addresses masked.
//   LOG_LEVEL  default `info`; the tests run `silent` unless they set it.

/** The request a line belongs to (its id), for lines logged deep inside its handling. */
export const requestScope = new AsyncLocalStorage<{ requestId: string }>();

/**
 * Where lines go. Errors are written to stderr at once. Other lines are gathered during one turn
 * of the event loop and written together when it ends (or at 64 kB): under a crowd a turn answers
 * a hundred requests, and one write a line cost more than the lines themselves. A line waits at
 * most that turn; the process's exit writes what is left (also after an uncaught exception).
 */
let sink: DestinationStream | undefined;
let stdout: DestinationStream | undefined;
let stderr: DestinationStream | undefined;
let pending: string[] = [];
let pendingBytes = 0;
let scheduled = false;
const FLUSH_BYTES = 64 * 1024;

/** Writes the gathered lines out now. */
export function flushLogs(): void {
  scheduled = false;
  if (pending.length === 0) return;
  const text = pending.join('');
  pending = [];
  pendingBytes = 0;
  try {
    stdout ??= pino.destination({ dest: 1, sync: true });
    stdout.write(text);
  } catch {
    // stdout is gone (a closed pipe): nothing more to save.
  }
}

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
      pending.push(masked);
      pendingBytes += masked.length;
      if (pendingBytes >= FLUSH_BYTES) flushLogs();
      else if (!scheduled) {
        scheduled = true;
        setImmediate(flushLogs);
      }
    }
  },
};
process.on('exit', flushLogs);

/**
 * `,"time":"2026-11-26T14:42:29.322Z"` as pino's isoTime writes it, with the date formatted once a
 * second instead of once a line.
 */
let second = Number.NaN;
let secondPrefix = '';
function isoTime(): string {
  const now = Date.now();
  const ms = now % 1000;
  if (now - ms !== second) {
    second = now - ms;
    secondPrefix = new Date(second).toISOString().slice(0, 20);
  }
  return `,"time":"${secondPrefix}${ms < 10 ? '00' : ms < 100 ? '0' : ''}${ms}Z"`;
}

const defaultLevel = () => process.env.LOG_LEVEL?.trim() || (process.env.VITEST ? 'silent' : 'info');

const loggers: Logger[] = [];
/** The level logTo or logAsProcess set, for loggers made after it too. */
let chosenLevel: string | undefined;

/** The logger of one service (`api`, `gateway`): its name is in every line. */
export function createLogger(service: string): Logger {
  const logger = pino(
    {
      base: { service },
      level: chosenLevel ?? defaultLevel(),
      timestamp: isoTime,
      // An error logged under another name gets the same treatment as `err`.
      serializers: { err: serializeError, error: serializeError, cause: serializeError },
      // Fields that hold personal data, at the top of a line or inside its objects: censored.
      formatters: { log: censorPersonal },
      // `logger.error(error)` alone would make the error's raw message the line's `msg`.
      hooks: {
        logMethod(args, method) {
          const [first, ...rest] = args as unknown[];
          if (!(first instanceof Error)) return method.apply(this, args);
          const text = typeof rest[0] === 'string' ? rest : [first.name];
          return method.apply(this, [{ err: first }, ...text] as Parameters<typeof method>);
        },
      },
      // The request id and trace id of whatever is running; a line's own fields win.
      mixin() {
        const requestId = requestScope.getStore()?.requestId;
        const traceId = trace.getActiveSpan()?.spanContext().traceId;
        return requestId ? (traceId ? { requestId, traceId } : { requestId }) : {};
      },
    },
    output,
  );
  loggers.push(logger);
  return logger;
}

/** Tests: send every logger's lines to `stream` at `level` (a memory sink), or back to stdout with no stream. */
export function logTo(stream: DestinationStream | undefined, level = defaultLevel()): void {
  sink = stream;
  chosenLevel = stream ? level : undefined;
  for (const logger of loggers) logger.level = level;
}

/** A process's own start (server.ts): LOG_LEVEL or `info`, also when a test runs the process. */
export function logAsProcess(): void {
  chosenLevel = process.env.LOG_LEVEL?.trim() || 'info';
  for (const logger of loggers) logger.level = chosenLevel;
}
