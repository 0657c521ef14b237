import { sql } from 'drizzle-orm';

/**
 * A list of text values for a check constraint, `${column} in (${inList(VALUES)})`, written out
 * (drizzle-kit puts a check's SQL into the migration as it is; a bound parameter has no place
 * there). Only for the code's own constants, never for input.
 */
export const inList = (values: readonly string[]) => sql.raw(values.map((v) => `'${v}'`).join(', '));
