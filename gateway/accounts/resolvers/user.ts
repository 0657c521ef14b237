import type { UserResolvers } from '../../generated/resolvers-types.ts';

// The REST User (api/accounts) under the schema's names.
export const User: UserResolvers = {
  firstName: (user) => user.first_name,
  lastName: (user) => user.last_name,
  isEditor: (user) => user.is_editor,
  discountPercent: (user) => user.discount_percent,
};
