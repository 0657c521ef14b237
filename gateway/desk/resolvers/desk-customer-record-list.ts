import type { DeskCustomerRecordListResolvers } from '../../generated/resolvers-types.ts';

// One page of customer records (deskCustomers).
export const DeskCustomerRecordList: DeskCustomerRecordListResolvers = {
  totalCount: (list) => list.count,
  pageCount: (list) => Math.max(1, Math.ceil(list.count / list.pageSize)),
  customers: (list) => list.results,
};
