import { messages, type PGlite, protocol, type QueryOptions, type Results } from '@electric-sql/pglite';

// What an api call costs on PGlite is mostly its queries' way into the WebAssembly Postgres, not
// their work. PGlite's query() parses and plans every query anew, and sends parse, describe,
// bind, describe, execute and sync as six calls (the first describe only learns the parameters'
// types to choose their serializers); it then copies its table of several hundred parsers for
// every result, because drizzle passes parsers of its own. This replaces query() on one PGlite
// instance with what a networked driver does:
// - Each SQL text is parsed once into a named prepared statement, kept in a bounded LRU, so
//   Postgres skips parsing and, after a few runs, planning.
// - Bind, describe, execute and sync go in one call.
// - Results are read with a per-column parser lookup.
// This applies when every parameter is a string, number, bigint, boolean or null: for those the
// text each type's serializer sends is String(value), so knowing the types is not needed.
// Anything else (a Date, an object, bytes, a blob, a notice callback, explicit types) takes
// PGlite's own path, as do the queries of a transaction (PGlite runs those itself).
//
// It uses PGlite's mutexes (_runExclusiveTransaction, _runExclusiveQuery), so the version is
// pinned in package.json; tests/api/pglite-prepared.test.ts holds both paths to the same answers.

type Internals = PGlite & {
  _runExclusiveTransaction<T>(fn: () => Promise<T>): Promise<T>;
  _runExclusiveQuery<T>(fn: () => Promise<T>): Promise<T>;
  _checkReady(): Promise<void>;
};

type Parser = PGlite['parsers'][number];

/** Prepared statements kept per connection; the least recently used is closed beyond this. */
export const MAX_PREPARED_STATEMENTS = 200;

const serialize = protocol.serialize;

/** The text PGlite's serializer would send for a plain value; undefined for any other value. */
function textOf(value: unknown): string | null | undefined {
  if (value === null || value === undefined) return null;
  switch (typeof value) {
    case 'string':
      return value;
    case 'number':
    case 'bigint':
    case 'boolean':
      return String(value);
    default:
      return undefined;
  }
}

function concat(parts: Uint8Array[]): Uint8Array {
  let length = 0;
  for (const part of parts) length += part.length;
  const message = new Uint8Array(length);
  let offset = 0;
  for (const part of parts) {
    message.set(part, offset);
    offset += part.length;
  }
  return message;
}

const COUNTED = new Set(['INSERT', 'UPDATE', 'DELETE', 'COPY', 'MERGE']);

/** PGlite's parseResults for the one statement of an extended query (same shape, same parsers). */
function resultOf<T>(
  backend: messages.BackendMessage[],
  defaults: PGlite['parsers'],
  options: QueryOptions | undefined,
): Results<T> {
  const own = options?.parsers;
  const asArray = options?.rowMode === 'array';
  let fields: Results['fields'] = [];
  let parsers: (Parser | undefined)[] = [];
  const rows: unknown[] = [];
  for (const message of backend) {
    if (message.name === 'rowDescription') {
      fields = (message as messages.RowDescriptionMessage).fields.map((field) => ({
        name: field.name,
        dataTypeID: field.dataTypeID,
      }));
      parsers = fields.map(({ dataTypeID }) => own?.[dataTypeID] ?? defaults[dataTypeID]);
    } else if (message.name === 'dataRow') {
      const values = (message as messages.DataRowMessage).fields.map((value, i) => {
        if (value === null) return null;
        const parser = parsers[i];
        return parser ? parser(value, fields[i]?.dataTypeID ?? 0) : value;
      });
      rows.push(asArray ? values : Object.fromEntries(fields.map((field, i) => [field.name, values[i]])));
    } else if (message.name === 'commandComplete') {
      // "SELECT 2", "UPDATE 3", "INSERT 0 5": the count is the last word, when there is one.
      const words = (message as messages.CommandCompleteMessage).text.split(' ');
      const command = words[0] ?? '';
      const rowCount = Number.parseInt(words[words.length - 1] ?? '', 10);
      const result: Results<T> = {
        rows: rows as T[],
        fields,
        command,
        affectedRows: COUNTED.has(command) ? rowCount : 0,
      };
      if (!Number.isNaN(rowCount)) result.rowCount = rowCount;
      return result;
    }
  }
  return { affectedRows: 0, rows: [], fields: [] };
}

/** Replace `client.query` as described above. Call it after migrating: statements outlive DDL. */
export function preparedQueries(client: PGlite): void {
  const pg = client as Internals;
  const ownQuery = pg.query.bind(pg);
  // SQL text → statement name; a Map iterates in insertion order, so the first is the oldest.
  const statements = new Map<string, string>();
  let named = 0;

  async function run<T>(
    text: string,
    params: unknown[],
    values: (string | null)[],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    const known = statements.get(text);
    const name = known ?? `drizzle_${++named}`;
    const parts: Uint8Array[] = [];
    if (known) {
      statements.delete(text);
    } else {
      if (statements.size >= MAX_PREPARED_STATEMENTS) {
        const [oldestText, oldest] = statements.entries().next().value as [string, string];
        statements.delete(oldestText);
        parts.push(serialize.close({ type: 'S', name: oldest }));
      }
      parts.push(serialize.parse({ text, name }));
    }
    parts.push(
      serialize.bind({ values, statement: name }),
      serialize.describe({ type: 'P' }),
      serialize.execute({}),
      serialize.sync(),
    );
    let backend: messages.BackendMessage[];
    try {
      // Throws Postgres's error once the sync is through, so the session is ready for the next.
      backend = await pg.execProtocolStream(concat(parts), { syncToFs: false });
    } catch (error) {
      // The statement may or may not exist now; closing a missing one is no error. Prepared again
      // next time. Should the close fail too, the query's own error is the one to report.
      await pg
        .execProtocolStream(concat([serialize.close({ type: 'S', name }), serialize.sync()]), {
          syncToFs: false,
          throwOnError: false,
        })
        .catch(() => {});
      if (error instanceof messages.DatabaseError) {
        // As PGlite's own query() decorates it (its makePGliteError).
        Object.assign(error, { query: text, params, queryOptions: options });
      }
      throw error;
    }
    statements.set(text, name);
    await pg.syncToFs();
    return resultOf<T>(backend, pg.parsers, options);
  }

  pg.query = async function query<T>(
    text: string,
    params: unknown[] = [],
    options?: QueryOptions,
  ): Promise<Results<T>> {
    if (options?.blob || options?.onNotice || options?.paramTypes || options?.serializers) {
      return ownQuery<T>(text, params, options);
    }
    const values: (string | null)[] = [];
    for (const param of params) {
      const value = textOf(param);
      if (value === undefined) return ownQuery<T>(text, params, options);
      values.push(value);
    }
    await pg._checkReady();
    return pg._runExclusiveTransaction(() =>
      pg._runExclusiveQuery(() => run<T>(text, params, values, options)),
    );
  } as PGlite['query'];
}
