import type {
  BannerItemResolvers,
  BannerLinkResolvers,
  HomepageConfigResolvers,
  QueryResolvers,
} from '../generated/resolvers-types.ts';

export const homepageQueries: Pick<QueryResolvers, 'homepage'> = {
  homepage: (_, __, { api }) => api.homepageConfig(),
};

export const HomepageConfig: HomepageConfigResolvers = {
  bannerItems: (config) => config.banner_items,
};

export const BannerItem: BannerItemResolvers = {
  imageUrl: (item) => item.image,
};

export const BannerLink: BannerLinkResolvers = {
  name: (link) => link.link_name,
  target: (link) => link.link_target,
};
