import type {
  BannerItemResolvers,
  BannerLinkResolvers,
  QueryResolvers,
} from '../generated/resolvers-types.ts';

export const homepageQueries: Pick<QueryResolvers, 'homepage'> = {
  homepage: (_, __, { api }) => api.homepageConfig(),
};

export const BannerItem: BannerItemResolvers = {
  imageUrl: (item) => item.image,
};

export const BannerLink: BannerLinkResolvers = {
  name: (link) => link.link_name,
  target: (link) => link.link_target,
};
