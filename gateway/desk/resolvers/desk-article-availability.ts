import type { DeskArticleAvailabilityResolvers } from '../../generated/resolvers-types.ts';

// One article's numbers of the availability lookup.
export const DeskArticleAvailability: DeskArticleAvailabilityResolvers = {
  samId: (article) => article.sam_id,
  shortDays: (article) => article.short_days,
  inTheWay: (article) => article.in_the_way,
};
