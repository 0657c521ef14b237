import { sql } from 'drizzle-orm';
import { bigint } from 'drizzle-orm/pg-core';

/**
 * A list of text values for a check constraint, `${column} in (${inList(VALUES)})`, written out
 * (drizzle-kit puts a check's SQL into the migration as it is; a bound parameter has no place
 * there). Only for the code's own constants, never for input.
 */
export const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));

/**
 * An amount in integer cents: 64-bit in the database, a JavaScript number in code (every amount
 * the api computes is checked against domain/order-bounds.ts's bounds before it is stored, so it
 * is an exact integer). 32-bit cents end at € 21,5 million, which one long quote once passed.
 */
export const cents = (name: string) => bigint(name, { mode: 'number' });
