import type { StaffResolvers } from '../../generated/resolvers-types.ts';

export const Staff: StaffResolvers = {
  firstName: (staff) => staff.first_name,
  lastName: (staff) => staff.last_name,
};
