import { GraphQLError } from 'graphql';

/** `first` within its bounds (1 to `max`), else a BAD_USER_INPUT error. */
export function pageSize(first: number | null | undefined, fallback = 20, max = 100): number {
  const size = first ?? fallback;
  if (!Number.isInteger(size) || size < 1 || size > max) {
    throw new GraphQLError(`\`first\` ligt tussen 1 en ${max}.`, { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return size;
}
