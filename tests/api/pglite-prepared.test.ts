import { PGlite, type QueryOptions, types } from '@electric-sql/pglite';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { MAX_PREPARED_STATEMENTS, preparedQueries } from '../../api/db/pglite-prepared.ts';

// The api's PGlite answers queries through prepared statements in one call (api/db/pglite-prepared.ts).
// Whatever a query returns or throws must be what PGlite's own query() gives.

const SETUP = `
  create table item (
    id serial primary key,
    slug text not null unique,
    price numeric(8,2),
    active boolean not null default true,
    starts date,
    at timestamptz,
    data jsonb,
    tags text[]
  );
  insert into item (slug, price, active, starts, at, data, tags) values
    ('a', 10.50, true, '2026-11-23', '2026-11-23 10:00+01', '{"x":1}', '{één,twee}'),
    ('b', null, false, null, null, null, null);
`;

// drizzle's pglite driver passes parsers of its own: dates and timestamps stay strings.
const DRIZZLE: QueryOptions = {
  rowMode: 'array',
  parsers: {
    [types.TIMESTAMPTZ]: (value: string) => value,
    [types.DATE]: (value: string) => value,
  },
};

let own: PGlite;
let prepared: PGlite;

beforeAll(async () => {
  own = await PGlite.create('memory://');
  prepared = await PGlite.create('memory://');
  for (const db of [own, prepared]) await db.exec(SETUP);
  preparedQueries(prepared);
});

afterAll(async () => {
  await own.close();
  await prepared.close();
});

/** Runs the same query on both and returns both outcomes: a result or the thrown error's fields. */
async function both(text: string, params: unknown[] = [], options?: QueryOptions) {
  const outcome = (db: PGlite) =>
    db.query(text, params, options).then(
      (result) => ({ result }),
      (error: {
        code?: string;
        message?: string;
        query?: string;
        params?: unknown[];
        constructor: { name: string };
      }) => ({
        error: {
          type: error.constructor.name,
          code: error.code,
          message: error.message,
          query: error.query,
          params: error.params,
        },
      }),
    );
  return { own: await outcome(own), prepared: await outcome(prepared) };
}

async function statementCount(): Promise<number> {
  const result = await prepared.query<{ n: number }>(
    "select count(*)::int as n from pg_prepared_statements where name like 'drizzle_%'",
  );
  return result.rows[0]?.n ?? 0;
}

describe('PGlite through prepared statements answers as PGlite itself', () => {
  test.each([
    [
      'rows as objects',
      'select * from item where slug = $1 or active = $2 order by id',
      ['a', false],
      undefined,
    ],
    ['rows as arrays, drizzle parsers', 'select * from item order by id', [], DRIZZLE],
    [
      'numbers and null',
      'select $1::int + 1 as n, $2::text as t, $3::numeric as d',
      [41, null, 2.5],
      undefined,
    ],
    ['bigint', 'select $1::bigint * 2 as n', [9_007_199_254_740_993n], undefined],
    ['no rows', 'select id from item where slug = $1', ['none'], undefined],
    [
      'insert returning',
      'insert into item (slug) values ($1), ($2) returning id, slug',
      ['c', 'd'],
      undefined,
    ],
    ['update', 'update item set active = $1 where slug in ($2, $3)', [false, 'c', 'd'], undefined],
    ['delete', 'delete from item where slug like $1', ['c%'], undefined],
    ['a statement without result', "set local statement_timeout = '5s'", [], undefined],
  ] as const)('%s', async (_, text, params, options) => {
    const { own: expected, prepared: actual } = await both(text, [...params], options);
    expect(actual).toEqual(expected);
    expect('result' in actual).toBe(true);
    // The second time goes through the kept statement.
    const second = await both(text, [...params], options);
    expect(second.prepared).toEqual(second.own);
  });

  test('a Date, an object or an array takes PGlite’s own path and gives the same', async () => {
    const text = 'select $1::timestamptz as at, $2::jsonb as data, $3::text[] as tags';
    const params = [new Date('2026-11-23T09:00:00Z'), { y: [1, 2] }, ['x', 'y']];
    const { own: expected, prepared: actual } = await both(text, params);
    expect(actual).toEqual(expected);
    expect('result' in actual).toBe(true);
  });

  test('errors are Postgres’s errors, and the connection goes on', async () => {
    const cases: [string, unknown[], string][] = [
      ['selec 1', [], '42601'],
      ['select $1::int as n', ['12a'], '22P02'],
      ['insert into item (slug) values ($1)', ['a'], '23505'],
      ['select $1::int / 0 as n', [1], '22012'],
    ];
    for (const [text, params, code] of cases) {
      const { own: expected, prepared: actual } = await both(text, params);
      expect(actual).toEqual(expected);
      expect(actual).toMatchObject({ error: { code } });
    }
    // The failed statements are not kept broken: the same texts work with good values.
    const again = await prepared.query<{ n: number }>('select $1::int as n', ['12']);
    expect(again.rows).toEqual([{ n: 12 }]);
    const inserted = await prepared.query('insert into item (slug) values ($1)', ['e']);
    expect(inserted.affectedRows).toBe(1);
  });

  test('one SQL text is one prepared statement, and their number is bounded', async () => {
    const before = await statementCount();
    for (let i = 0; i < 5; i++) await prepared.query('select slug from item where id = $1', [i]);
    expect(await statementCount()).toBe(before + 1);
    for (let i = 0; i < MAX_PREPARED_STATEMENTS + 20; i++) {
      await prepared.query(`select ${i} as n, $1::text as t`, ['x']);
    }
    expect(await statementCount()).toBeLessThanOrEqual(MAX_PREPARED_STATEMENTS);
  });

  test('a transaction and a query outside it still take turns', async () => {
    const order: string[] = [];
    const transaction = prepared.transaction(async (tx) => {
      await tx.query("update item set price = 1 where slug = 'b'");
      await new Promise((resolve) => setTimeout(resolve, 20));
      order.push('transaction');
    });
    const outside = prepared
      .query<{ price: string }>('select price from item where slug = $1', ['b'])
      .then((result) => order.push(`outside saw ${result.rows[0]?.price}`));
    await Promise.all([transaction, outside]);
    expect(order).toEqual(['transaction', 'outside saw 1.00']);
  });
});
