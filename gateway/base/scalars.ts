import { GraphQLError, GraphQLScalarType, Kind } from 'graphql';
import { isIsoDate } from '../../domain/dates.ts';

function parseDate(value: unknown): string {
  if (typeof value === 'string' && isIsoDate(value)) return value;
  throw new GraphQLError('Een datum heeft de vorm JJJJ-MM-DD.', { extensions: { code: 'BAD_USER_INPUT' } });
}

export const DateScalar = new GraphQLScalarType<string, string>({
  name: 'Date',
  description: 'A calendar date `YYYY-MM-DD` in Europe/Amsterdam.',
  serialize: (value) => parseDate(value),
  parseValue: parseDate,
  parseLiteral: (ast) => parseDate(ast.kind === Kind.STRING ? ast.value : undefined),
});
