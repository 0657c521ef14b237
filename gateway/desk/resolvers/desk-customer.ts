import type { DeskCustomerResolvers } from '../../generated/resolvers-types.ts';

export const DeskCustomer: DeskCustomerResolvers = {
  company: (entity) => entity.kind === 'company',
  companyName: (entity) => entity.company_name,
  vatNumber: (entity) => entity.vat_number,
  kvkNumber: (entity) => entity.kvk_number,
};
