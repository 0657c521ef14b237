// Every table of the api, for drizzle-kit (`npm run db:generate`, drizzle.config.ts) and the
// typed database handle. Each table is defined with its domain; this file only gathers them.

export * from '../accounts/tables.ts';
export * from '../catalogue/tables.ts';
export * from '../content/tables.ts';
export * from '../customers/tables.ts';
export * from '../desk/tables.ts';
export * from '../education/tables.ts';
export * from '../http/tables.ts';
export * from '../mail/tables.ts';
export * from '../orders/tables.ts';
export * from '../payments/tables.ts';
export * from '../shop/tables.ts';
