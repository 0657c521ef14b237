import type { DeskAuditListResolvers, DeskOrderListResolvers } from '../../generated/resolvers-types.ts';

const pageCount = (page: { count: number; pageSize: number }) =>
  Math.max(1, Math.ceil(page.count / page.pageSize));

// One page of a desk list: the api's count and results, with the page that was asked.
export const DeskOrderList: DeskOrderListResolvers = {
  totalCount: (page) => page.count,
  pageCount,
  orders: (page) => page.results,
};

export const DeskAuditList: DeskAuditListResolvers = {
  totalCount: (page) => page.count,
  pageCount,
  entries: (page) => page.results,
};
