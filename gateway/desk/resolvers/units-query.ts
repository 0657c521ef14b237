import { GraphQLError } from 'graphql';
import { toId } from '../../base/field-errors.ts';
import type { QueryResolvers } from '../../generated/resolvers-types.ts';
import { pageOf } from './query.ts';

// The desk's day and its units (schema/desk.graphql "Units, pickup and return"). As for every desk
// call, the api decides who may; a bad date or search is the api's 400 (BAD_USER_INPUT in its
// words), a page out of bounds or an article id that is none BAD_USER_INPUT without a call.

export const deskUnitQueries: QueryResolvers = {
  deskHandovers: (_, { date }, { desk }) => desk.api.handovers(date ?? undefined),
  deskUnits: (_, { articleId, statuses, q, page, pageSize }, { desk }) => {
    const paging = pageOf(page, pageSize);
    const article = articleId ? toId(articleId) : undefined;
    if (article === null)
      throw new GraphQLError('`articleId` is geen artikel.', { extensions: { code: 'BAD_USER_INPUT' } });
    const status = statuses && statuses.length > 0 ? [...new Set(statuses)].join(',') : undefined;
    return desk.api.units({ article, status, q: q?.trim() || undefined }, paging.page, paging.pageSize);
  },
  deskUnit: (_, { id }, { desk }) => {
    const unit = toId(id);
    return unit === null ? null : desk.api.unit(unit);
  },
};
