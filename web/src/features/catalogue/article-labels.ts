import type { ArticleType } from '../../gql/graphql.ts';

// The Dutch words of the catalogue's enums, in one place for the lists and the article page.

/** The heading of a type's whole list and its first crumb. */
export const TYPE_NAMES: Record<ArticleType, string> = {
  RENTAL: 'Verhuur',
  SALE: 'Verkoop',
  OCCASION: 'Occasions',
};

/**
 * The intended widths of an article's three images (the api generates them square), for
 * `srcset`, `width` and `height`: the browser reserves the space before the image arrives.
 */
export const IMAGE_WIDTHS = { small: 200, medium: 400, large: 800 } as const;
