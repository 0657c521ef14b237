import type { Context } from '../../context.ts';
import type { DeskCustomerRecordResolvers } from '../../generated/resolvers-types.ts';
import type { DeskCustomerParent } from '../desk-customers-api.ts';

// A customer record of a list or of its own page. Its orders, history, phones and addresses come
// with `deskCustomer`; asked of a record of a list, the record's page is read (one GET per record,
// made once per request by the REST client).

const page = async (record: DeskCustomerParent, { desk }: Context) =>
  record.orders ? record : ((await desk.customers.get(record.id)) ?? record);

export const DeskCustomerRecord: DeskCustomerRecordResolvers = {
  firstName: async (record, _, context) => (await page(record, context)).first_name ?? '',
  lastName: async (record, _, context) => (await page(record, context)).last_name ?? '',
  companyName: (record) => record.company_name,
  isBusiness: (record) => record.is_business,
  hasAccount: (record) => record.has_account,
  orderCount: (record) => record.order_count,
  lastOrderAt: (record) => record.last_order_at,
  address: async (record, _, context) => (await page(record, context)).address ?? null,
  notes: async (record, _, context) => (await page(record, context)).notes ?? '',
  discountPercent: async (record, _, context) => (await page(record, context)).discount_percent ?? 0,
  trusted: async (record, _, context) => (await page(record, context)).trusted ?? false,
  holdLimit: async (record, _, context) => (await page(record, context)).hold_limit ?? null,
  phones: async (record, _, context) => (await page(record, context)).phones ?? [],
  addresses: async (record, _, context) => (await page(record, context)).addresses ?? [],
  orders: async (record, _, context) => (await page(record, context)).orders ?? [],
  history: async (record, _, context) => (await page(record, context)).history ?? [],
  mergedInto: async (record, _, context) => {
    const merged = (await page(record, context)).merged_into;
    return merged === null || merged === undefined ? null : String(merged);
  },
};
