import type { TokenCheckResolvers } from '../../generated/resolvers-types.ts';

// `purpose` and `email` only for a valid token (the api leaves them out otherwise).
export const TokenCheck: TokenCheckResolvers = {
  purpose: (check) => (check.valid ? (check.purpose ?? null) : null),
  email: (check) => (check.valid ? (check.email ?? null) : null),
};
