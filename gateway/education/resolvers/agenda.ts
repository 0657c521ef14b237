import { GraphQLError } from 'graphql';
import { isSlug } from '../../../domain/slug.ts';
import { pageSize } from '../../base/page-size.ts';
import type { QueryResolvers } from '../../generated/resolvers-types.ts';
import type { RestRun } from '../../generated/rest-types.ts';

// Cursors are opaque to clients: the base64url of the edge's position in the filtered list.
const encodeCursor = (position: number) => Buffer.from(`agenda:${position}`).toString('base64url');

function decodeCursor(cursor: string): number {
  const match = /^agenda:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw new GraphQLError('Ongeldige cursor.', { extensions: { code: 'BAD_USER_INPUT' } });
  return Number(match[1]);
}

export const agendaQueries: Pick<QueryResolvers, 'agenda' | 'upcomingRuns' | 'run'> = {
  agenda: async (_, { category, from, to, first, after }, { education, today }) => {
    const limit = pageSize(first);
    const offset = after ? decodeCursor(after) + 1 : 0;
    const start = from ?? today;
    if (to && to < start) {
      throw new GraphQLError('`to` ligt niet vóór `from`.', { extensions: { code: 'BAD_USER_INPUT' } });
    }
    // A category that is no slug names nothing: an empty agenda, without asking the api.
    if (category && !isSlug(category)) {
      return { edges: [], totalCount: 0, pageInfo: { hasNextPage: false, endCursor: null } };
    }
    const page = await education.api.agendaRuns({ from: start, to, category, offset, limit });
    // Prime the run loader: a client asking `run(id)` in the same operation costs no call.
    for (const run of page.results) education.loaders.runById.prime(run.id, run);
    const edges = page.results.map((node: RestRun, i: number) => ({
      cursor: encodeCursor(offset + i),
      node,
    }));
    return {
      edges,
      totalCount: page.count,
      pageInfo: { hasNextPage: offset + edges.length < page.count, endCursor: edges.at(-1)?.cursor ?? null },
    };
  },
  upcomingRuns: async (_, { first }, { education, today }) =>
    (await education.api.agendaRuns({ from: today, offset: 0, limit: pageSize(first, 4, 20) })).results,
  run: (_, { id }, { education }) => {
    const runId = Number(id);
    return Number.isSafeInteger(runId) && runId > 0 ? education.loaders.runById.load(runId) : null;
  },
};
