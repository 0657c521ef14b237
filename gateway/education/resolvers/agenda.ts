import { GraphQLError } from 'graphql';
import type { QueryResolvers } from '../generated/resolvers-types.ts';
import type { RunModel } from '../models.ts';

// Cursors are opaque to clients: the base64url of the edge's position in the filtered list.
const encodeCursor = (position: number) => Buffer.from(`agenda:${position}`).toString('base64url');

function decodeCursor(cursor: string): number {
  const match = /^agenda:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString());
  if (!match) throw new GraphQLError('Ongeldige cursor.', { extensions: { code: 'BAD_USER_INPUT' } });
  return Number(match[1]);
}

function pageSize(first: number | null | undefined): number {
  const size = first ?? 20;
  if (!Number.isInteger(size) || size < 1 || size > 100) {
    throw new GraphQLError('`first` ligt tussen 1 en 100.', { extensions: { code: 'BAD_USER_INPUT' } });
  }
  return size;
}

export const agendaQueries: Pick<QueryResolvers, 'agenda' | 'upcomingRuns' | 'run'> = {
  agenda: async (_, { category, from, to, first, after }, { api, loaders, today }) => {
    const limit = pageSize(first);
    const offset = after ? decodeCursor(after) + 1 : 0;
    const start = from ?? today;
    if (to && to < start) {
      throw new GraphQLError('`to` ligt niet vóór `from`.', { extensions: { code: 'BAD_USER_INPUT' } });
    }
    const page = await api.agendaRuns({ from: start, to, category, offset, limit });
    // Prime the run loader: a client asking `run(id)` in the same operation costs no call.
    for (const run of page.results) loaders.runById.prime(run.id, run);
    const edges = page.results.map((node: RunModel, i: number) => ({
      cursor: encodeCursor(offset + i),
      node,
    }));
    return {
      edges,
      totalCount: page.count,
      pageInfo: { hasNextPage: offset + edges.length < page.count, endCursor: edges.at(-1)?.cursor ?? null },
    };
  },
  upcomingRuns: async (_, { first }, { api, today }) =>
    (await api.agendaRuns({ from: today, offset: 0, limit: pageSize(first ?? 4) })).results,
  run: (_, { id }, { loaders }) => {
    const runId = Number(id);
    return Number.isSafeInteger(runId) && runId > 0 ? loaders.runById.load(runId) : null;
  },
};
