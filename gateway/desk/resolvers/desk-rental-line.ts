import type { DeskRentalLineResolvers } from '../../generated/resolvers-types.ts';

export const DeskRentalLine: DeskRentalLineResolvers = {
  lineId: (line) => String(line.line_id),
  articleId: (line) => String(line.article_id),
};
