import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createLogger, logTo } from '../../observability/logger.ts';

// A database error's message and the first line of its stack quote the statement's parameters:
// a customer's e-mail, phone and address when an order's insert fails. Its log line says only what
// went wrong (class, SQLSTATE, constraint, table, column), never those values (issue 35, 36).

const lines: string[] = [];
const logger = createLogger('api');
const client = new PGlite('memory://');
const db = drizzle(client);

beforeAll(async () => {
  logTo({ write: (line: string) => void lines.push(line) }, 'trace');
  await client.exec(`create table orders_probe (email text not null, phone text, total_cents integer not null,
    constraint orders_probe_total_check check (total_cents >= 0))`);
});
afterAll(async () => {
  logTo(undefined);
  await client.close();
});

const MARKS = ['floortje.zwanenburg@voorbeeld.nl', '06-98765432', 'Lijnbaansgracht 271'];

async function logged(statement: ReturnType<typeof sql>): Promise<Record<string, unknown>> {
  lines.length = 0;
  const error = await db.execute(statement).then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(Error);
  expect(String((error as Error).message)).toContain(MARKS[0]);
  logger.error({ err: error }, 'api: unexpected error');
  const [line = ''] = lines;
  for (const mark of MARKS) expect(line).not.toContain(mark);
  return (JSON.parse(line) as { err: Record<string, unknown> }).err;
}

describe('a database error in the log', () => {
  it('an amount past 32 bits: the class and SQLSTATE, no parameter', async () => {
    const err = await logged(
      sql`insert into orders_probe (email, phone, total_cents) values (${MARKS[0]}, ${`${MARKS[1]} ${MARKS[2]}`}, ${2 ** 31})`,
    );
    expect(err).toMatchObject({ code: '22003' });
    expect(err.message).toBeUndefined();
    expect(String(err.stack)).toMatch(/^\s+at /);
  });

  it('a check constraint: its name, no parameter', async () => {
    const err = await logged(
      sql`insert into orders_probe (email, phone, total_cents) values (${MARKS[0]}, ${MARKS[1]}, ${-1})`,
    );
    expect(err).toMatchObject({ code: '23514', constraint: 'orders_probe_total_check' });
  });

  it('any other error keeps its message', () => {
    lines.length = 0;
    logger.error({ err: new RangeError('Invalid Amsterdam time') }, 'api: unexpected error');
    expect(JSON.parse(lines[0] ?? '{}').err).toMatchObject({
      type: 'RangeError',
      message: 'Invalid Amsterdam time',
    });
  });
});
