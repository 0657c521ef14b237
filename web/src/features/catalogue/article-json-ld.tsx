import { BUSINESS } from '../../../../domain/business.ts';
import { absoluteUrl, paths } from '../../../../domain/paths.ts';
import { usePublicOrigin } from '../../components/document-head.tsx';
import type { ArticleJsonLd_ArticleFragment, StockStatus } from '../../gql/graphql.ts';

/** schema.org availability of each stock state; an unknown stock is left unsaid. */
const AVAILABILITY: Record<StockStatus, string | null> = {
  IN_STOCK: 'https://schema.org/InStock',
  // At the supplier: orderable now, delivered in a few days.
  EXT_STOCK: 'https://schema.org/BackOrder',
  OUT_OF_STOCK: 'https://schema.org/OutOfStock',
  UNKNOWN: null,
};

/**
 * schema.org `Product` with one `Offer`, for search engines: the consumer price incl. BTW, as the
 * server computed it (`Price.inclBtw.amount`), the special price when there is one; a rental's
 * offer is a lease, priced per day (`UnitPriceSpecification`). The page never depends on the
 * visitor's price view: search engines see what a consumer sees.
 */
export function articleJsonLd(article: ArticleJsonLd_ArticleFragment, origin: string) {
  const url = absoluteUrl(origin, paths.article(article.type, article.slug));
  const price = (article.shownSpecialPrice ?? article.shownPrice).inclBtw.amount;
  const availability = AVAILABILITY[article.stockStatus];
  const rental = article.type === 'RENTAL';
  return {
    '@context': 'https://schema.org',
    '@type': 'Product',
    name: article.name,
    description: article.description,
    sku: article.samId,
    brand: { '@type': 'Brand', name: article.brand },
    image: [article.images.large, article.images.medium, article.images.small].map((src) =>
      absoluteUrl(origin, src),
    ),
    url,
    offers: {
      '@type': 'Offer',
      url,
      price,
      priceCurrency: 'EUR',
      priceSpecification: {
        '@type': 'PriceSpecification',
        price,
        priceCurrency: 'EUR',
        valueAddedTaxIncluded: true,
      },
      ...(availability ? { availability } : {}),
      seller: { '@type': 'Organization', name: BUSINESS.name },
      ...(rental
        ? {
            businessFunction: 'http://purl.org/goodrelations/v1#LeaseOut',
            priceSpecification: {
              '@type': 'UnitPriceSpecification',
              price,
              priceCurrency: 'EUR',
              unitCode: 'DAY',
              referenceQuantity: { '@type': 'QuantitativeValue', value: 1, unitCode: 'DAY' },
              valueAddedTaxIncluded: true,
            },
          }
        : {
            itemCondition:
              article.type === 'OCCASION'
                ? 'https://schema.org/UsedCondition'
                : 'https://schema.org/NewCondition',
          }),
    },
  };
}

/**
 * The JSON-LD script. `<` is escaped so no text can close the script element; the browser never
 * runs it (type application/ld+json), search engines read it.
 */
export function ArticleJsonLd({ article }: { article: ArticleJsonLd_ArticleFragment }) {
  const origin = usePublicOrigin();
  const json = JSON.stringify(articleJsonLd(article, origin)).replace(/</g, '\\u003c');
  // biome-ignore lint/security/noDangerouslySetInnerHtml: JSON with `<` escaped, not HTML
  return <script type="application/ld+json" dangerouslySetInnerHTML={{ __html: json }} />;
}
