import { toId } from '../../base/field-errors.ts';
import type { QueryResolvers } from '../../generated/resolvers-types.ts';
import { pageOf } from './query.ts';

// The desk's customer records (schema/desk-customers.graphql). As for every desk call the api
// decides who may; a search it refuses is its 400 (BAD_USER_INPUT in its words), a page out of
// bounds BAD_USER_INPUT without a call, an id that is none null without one.

export const deskCustomerQueries: QueryResolvers = {
  deskCustomers: (_, { q, business, page, pageSize }, { desk }) => {
    const paging = pageOf(page, pageSize);
    return desk.customers.list(
      { q: q?.trim() || undefined, business: business ?? undefined },
      paging.page,
      paging.pageSize,
    );
  },
  deskCustomer: (_, { id }, { desk }) => {
    const customer = toId(id);
    return customer === null ? null : desk.customers.get(customer);
  },
};
