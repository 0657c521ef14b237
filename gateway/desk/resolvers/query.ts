import { GraphQLError } from 'graphql';
import { toId } from '../../base/field-errors.ts';
import type { DeskOrderFilter, QueryResolvers } from '../../generated/resolvers-types.ts';
import type { DeskOrderQuery } from '../desk-api.ts';
import { AUDIT_ACTIONS } from './desk-audit-entry.ts';

// The desk's queries (schema/desk.graphql). The api decides who may (401/403 reach the browser as
// UNAUTHENTICATED / FORBIDDEN in its words); a page or size out of bounds is BAD_USER_INPUT
// without a call, an order number that is none null without one.

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

/** `page` (from 1) and `pageSize` (1 to 100), else BAD_USER_INPUT. */
export function pageOf(page: number | null | undefined, pageSize: number | null | undefined) {
  const p = page ?? 1;
  const size = pageSize ?? 25;
  if (!Number.isInteger(p) || p < 1 || p > 100_000) throw badInput('`page` is een geheel getal vanaf 1.');
  if (!Number.isInteger(size) || size < 1 || size > 100) throw badInput('`pageSize` ligt tussen 1 en 100.');
  return { page: p, pageSize: size };
}

/** A filter's text, trimmed; empty is none. */
const text = (value: string | null | undefined) => value?.trim() || undefined;

/** The list's filter as the api's query parameters. */
export function orderQuery(filter: DeskOrderFilter | null | undefined): DeskOrderQuery {
  if (!filter) return {};
  const statuses = filter.statuses ?? [];
  return {
    q: text(filter.q),
    email: text(filter.email),
    article: text(filter.article),
    status: statuses.length > 0 ? [...new Set(statuses)].join(',') : undefined,
    period_from: filter.periodFrom ?? undefined,
    period_to: filter.periodTo ?? undefined,
    created_from: filter.createdFrom ?? undefined,
    created_to: filter.createdTo ?? undefined,
  };
}

export const deskQueries: QueryResolvers = {
  deskSession: (_, __, { desk }) => desk.api.session(),
  deskOrders: (_, { filter, page, pageSize }, { desk }) => {
    const paging = pageOf(page, pageSize);
    return desk.api.orders(orderQuery(filter), paging.page, paging.pageSize);
  },
  deskOrder: (_, { number }, { desk }) => desk.api.order(number.trim()),
  // A fixed list, but the desk's like every desk field: staff only, as the api's session check says.
  deskAuditActions: async (_, __, { desk }) => {
    await desk.api.staffOnly();
    return Object.entries(AUDIT_ACTIONS).map(([code, description]) => ({ code, description }));
  },
  deskStaffMembers: (_, __, { desk }) => desk.api.staffMembers(),
  deskAudit: (_, { staffId, orderNumber, action, page, pageSize }, { desk }) => {
    const paging = pageOf(page, pageSize);
    const staff = staffId ? toId(staffId) : undefined;
    if (staff === null) throw badInput('`staffId` is geen medewerker.');
    return desk.api.audit(
      { staff, order: text(orderNumber), action: text(action) },
      paging.page,
      paging.pageSize,
    );
  },
};
