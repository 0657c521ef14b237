import { type SQL, sql } from 'drizzle-orm';

// A nested part of an answer as a correlated subquery that aggregates the owner's rows into a JSON
// array, selected as a column of the owner's own query: the owner with its parts is one query, and
// the database builds the arrays. Both drivers (PGlite, node-postgres) parse `json`.

/** A JSON array of `rows` in `order`, `[]` (not null) when `from` finds none. */
export const jsonArray = <T>(rows: SQL, order: SQL, from: SQL) =>
  sql<T[]>`(select coalesce(json_agg(${rows} order by ${order}), '[]'::json) ${from})`;
