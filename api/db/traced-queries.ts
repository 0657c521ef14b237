import type { PGlite, Transaction } from '@electric-sql/pglite';
import { SpanKind } from '@opentelemetry/api';
import type pg from 'pg';
import { tracingOn } from '../../observability/tracing.ts';
import { inSpan } from '../observability/tracing.ts';

// Each SQL statement as a client span, on PGlite (which has no instrumentation of its own) and on
// node-postgres alike: the statement's text with its placeholders, never its parameters (an
// e-mail address, a name, a password hash). Installed only when tracing is on as the database
// opens: without it the driver's own functions run, untouched.

const TRACED = Symbol('traced');

type Queryable = { query: (...args: never[]) => unknown; [TRACED]?: true };

function statementOf(args: unknown[]): string {
  const first = args[0];
  if (typeof first === 'string') return first;
  const text = (first as { text?: unknown } | undefined)?.text;
  return typeof text === 'string' ? text : '';
}

/** Replaces `target.query` with one that makes a span per statement (promise calls only). */
function traceQuery(target: Queryable, client: 'pglite' | 'pg'): void {
  if (target[TRACED]) return;
  target[TRACED] = true;
  const query = target.query as (...args: unknown[]) => unknown;
  target.query = function traced(this: unknown, ...args: unknown[]) {
    // A callback call (pg's older API) is passed through: nothing here awaits it.
    if (typeof args[args.length - 1] === 'function') return query.apply(this, args);
    const statement = statementOf(args);
    const operation = /^\s*(\w+)/.exec(statement)?.[1]?.toUpperCase() ?? 'SQL';
    return inSpan(
      operation,
      {
        'db.system': 'postgresql',
        'db.system.name': 'postgresql',
        'db.client': client,
        'db.operation.name': operation,
        'db.statement': statement,
        'db.query.text': statement,
      },
      () => query.apply(this, args) as Promise<unknown>,
      SpanKind.CLIENT,
    );
  } as Queryable['query'];
}

/** PGlite: its query() (after pglite-prepared.ts replaced it) and the queries of its transactions. */
export function tracePglite(client: PGlite): void {
  if (!tracingOn()) return;
  traceQuery(client as unknown as Queryable, 'pglite');
  const transaction = client.transaction.bind(client);
  client.transaction = <T>(work: (tx: Transaction) => Promise<T>) =>
    transaction((tx) => {
      traceQuery(tx as unknown as Queryable, 'pglite');
      return work(tx);
    });
}

/** node-postgres: the pool's query() and that of every client it hands out (transactions). */
export function tracePostgres(pool: pg.Pool): void {
  if (!tracingOn()) return;
  traceQuery(pool as unknown as Queryable, 'pg');
  const connect = pool.connect as (...args: unknown[]) => unknown;
  pool.connect = ((...args: unknown[]) => {
    // pg-pool's own query() connects with a callback: its client's statements are the pool's span.
    if (args.length > 0) return connect.apply(pool, args);
    return (connect.call(pool) as Promise<pg.PoolClient>).then((client) => {
      traceQuery(client as unknown as Queryable, 'pg');
      return client;
    });
  }) as pg.Pool['connect'];
}
