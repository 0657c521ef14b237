import { payload } from '../../base/field-errors.ts';
import type { MutationResolvers } from '../../generated/resolvers-types.ts';

export const contentMutations: MutationResolvers = {
  subscribeToNewsletter: async (_, { email }, { content }) =>
    payload(await content.api.subscribeToNewsletter(email), { email_address: 'email' }),
};
