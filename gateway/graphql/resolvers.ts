import type { Resolvers } from '../generated/resolvers-types.ts';
import { Course } from './course.ts';
import { Mutation } from './forms.ts';
import { BannerItem, BannerLink, HomepageConfig } from './homepage.ts';
import { Query } from './query.ts';
import { Run } from './run.ts';
import { DateScalar, Money } from './scalars.ts';
import { Category, Quote, Section } from './section.ts';

// Types whose GraphQL fields match the REST names (Faq, Block, Page, Widget, OpenDay,
// ProgrammeItem) need no resolvers of their own.
export const resolvers: Resolvers = {
  Date: DateScalar,
  Money,
  Query,
  Mutation,
  Course,
  Run,
  Section,
  Category,
  Quote,
  HomepageConfig,
  BannerItem,
  BannerLink,
};
