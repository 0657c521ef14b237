import { GraphQLError } from 'graphql';
import { toId } from '../../base/field-errors.ts';
import type { QueryDeskPlannerArgs, QueryResolvers } from '../../generated/resolvers-types.ts';
import type { DeskPlannerQuery } from '../desk-api.ts';

// The planner's query (schema/desk.graphql "Planner"). Its bounds are the api's (api/desk/planner.ts),
// checked here first so a bad argument is BAD_USER_INPUT in Dutch without a call.

const MAX_WEEKS = 12;
const MAX_ARTICLES = 50;

const badInput = (message: string) => new GraphQLError(message, { extensions: { code: 'BAD_USER_INPUT' } });

/** The arguments as the api's query and page, else BAD_USER_INPUT. */
export function plannerArgs(args: QueryDeskPlannerArgs): {
  query: DeskPlannerQuery;
  page: number;
  pageSize: number;
} {
  const page = args.page ?? 1;
  const pageSize = args.pageSize ?? 25;
  const weeks = args.weeks ?? 8;
  if (!Number.isInteger(page) || page < 1 || page > 100_000)
    throw badInput('`page` is een geheel getal vanaf 1.');
  if (!Number.isInteger(pageSize) || pageSize < 1 || pageSize > MAX_ARTICLES)
    throw badInput(`\`pageSize\` ligt tussen 1 en ${MAX_ARTICLES}.`);
  if (!Number.isInteger(weeks) || weeks < 1 || weeks > MAX_WEEKS)
    throw badInput(`\`weeks\` ligt tussen 1 en ${MAX_WEEKS}.`);
  const from = args.from ?? undefined;
  if (from !== undefined && (from < '2000-01-01' || from > '2100-12-31'))
    throw badInput('`from` ligt tussen 2000 en 2100.');
  const q = args.q?.trim() || undefined;
  if (q !== undefined && q.length > 100) throw badInput('`q` is hoogstens 100 tekens.');
  let articles: number[] | undefined;
  if (args.articleIds) {
    const ids = [...new Set(args.articleIds.map(toId))];
    if (ids.some((id) => id === null || id > 2_147_483_647))
      throw badInput('`articleIds` bevat een id dat geen artikel is.');
    if (ids.length > MAX_ARTICLES)
      throw badInput(`\`articleIds\` bevat hoogstens ${MAX_ARTICLES} artikelen.`);
    articles = ids as number[];
  }
  return { query: { from, weeks, q, articles, conflicts: args.conflictsOnly === true }, page, pageSize };
}

export const plannerQueries: QueryResolvers = {
  deskPlanner: (_, args, { desk }) => {
    const { query, page, pageSize } = plannerArgs(args);
    return desk.api.planner(query, page, pageSize);
  },
};
