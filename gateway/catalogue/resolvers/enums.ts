import type { RestArticleSummary } from '../../generated/rest-types.ts';

// The api's code of each value of the catalogue enums. One table, read twice: as the enum
// resolvers (the schema maps values at run time) and by codegen's `enumValues` (so resolvers are
// typed with the api's codes: IN_STOCK arrives as `in_stock`, the IN_STORE filter as `in_stock`).

type StockCode = RestArticleSummary['stock_status'];

export const StockStatus = {
  IN_STOCK: 'in_stock',
  EXT_STOCK: 'ext_stock',
  OUT_OF_STOCK: 'out_of_stock',
  UNKNOWN: 'unknown',
} as const satisfies Record<string, StockCode>;

/**
 * What a StockStatus field resolves to (codegen `mappers`): codegen types an enum mapped by
 * `enumValues` as null in its resolvers' return types, so the codes are named here.
 */
export type StockStatusCode = (typeof StockStatus)[keyof typeof StockStatus];

/** The list's stock filter is the api's `stock:{code}` facet: in the store, or at the supplier. */
export const StockFilter = {
  IN_STORE: 'in_stock',
  ONLINE: 'ext_stock',
} as const satisfies Record<string, StockCode>;
