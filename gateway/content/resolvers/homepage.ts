import type {
  BannerItemResolvers,
  BannerLinkResolvers,
  HomepageConfigResolvers,
} from '../../generated/resolvers-types.ts';
import type { RestHomepageConfig } from '../../generated/rest-types.ts';

export type BannerItemParent = RestHomepageConfig['banner_items'][number];
export type BannerLinkParent = BannerItemParent['links'][number];

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
