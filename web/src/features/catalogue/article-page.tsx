import { type QueryRef, useReadQuery } from '@apollo/client/react';
import { Link, Navigate } from 'react-router';
import { paths } from '../../../../domain/paths.ts';
import { RentalStanding, type RentalStandingValue } from '../../components/availability/rental-standing.tsx';
import { useRentalStandings } from '../../components/availability/use-rental-availability.ts';
import { Breadcrumb, type Crumb } from '../../components/breadcrumb.tsx';
import { useDocumentMeta } from '../../components/document-head.tsx';
import { NotFound } from '../../components/not-found.tsx';
import { PriceViewSwitch } from '../../components/price-view.tsx';
import { RentalPeriodWidget } from '../../components/rental-period/rental-period-widget.tsx';
import { ErrorView } from '../../components/route-error.tsx';
import type { ArticlePageQuery, ArticlePageQueryVariables, ArticleType } from '../../gql/graphql.ts';
import { AddToCartButton } from './add-to-cart-button.tsx';
import { ArticleCard, ArticleGrid } from './article-card.tsx';
import { ArticleJsonLd } from './article-json-ld.tsx';
import { IMAGE_WIDTHS, TYPE_NAMES } from './article-labels.ts';
import styles from './article-page.module.css';
import { ArticlePrice } from './article-price.tsx';
import { StockState } from './stock-state.tsx';

type Article = NonNullable<ArticlePageQuery['article']>;
type Props = {
  queryRef: QueryRef<ArticlePageQuery, ArticlePageQueryVariables, 'complete' | 'streaming' | 'empty'>;
  /** The type of the URL's prefix. */
  type: ArticleType;
};

export function ArticlePage({ queryRef, type }: Props) {
  const { data, error } = useReadQuery(queryRef);
  if (!data) return <ErrorView />;
  const article = data.article;
  if (!article) {
    if (error) return <ErrorView error={error} />;
    return (
      <NotFound title="Artikel niet gevonden">
        Dit artikel bestaat niet (meer) of is uit ons aanbod. Zoek een ander artikel met de zoekknop bovenaan,
        of bekijk het aanbod van {TYPE_NAMES[type].toLowerCase()}.
      </NotFound>
    );
  }
  // Under another type's prefix: the server answered 301; in the browser the page moves itself.
  if (article.type !== type) return <Navigate to={paths.article(article.type, article.slug)} replace />;
  return <ArticleView article={article} />;
}

/** What the tab and search results call the page: "Sony FX6 huren". */
const TITLES: Record<ArticleType, (name: string) => string> = {
  RENTAL: (name) => `${name} huren`,
  SALE: (name) => `${name} kopen`,
  OCCASION: (name) => `${name} (occasion)`,
};

/** Plain text with blank lines between paragraphs; a repeated paragraph is dropped (it keys the list). */
function paragraphsOf(description: string): string[] {
  return [...new Set(description.split(/\n\s*\n/).map((p) => p.replace(/\s+/g, ' ').trim()))].filter(Boolean);
}

/** The first words of the description, cut at a word, for the meta description (≤ 160 characters). */
function summaryOf(paragraphs: readonly string[], fallback: string): string {
  const text = paragraphs[0] ?? fallback;
  if (text.length <= 160) return text;
  return `${text.slice(0, 157).replace(/\s+\S*$/, '')}…`;
}

function articleCrumbs(article: Article): Crumb[] {
  return [
    { label: 'Home', to: paths.home() },
    { label: TYPE_NAMES[article.type], to: paths.articleList(article.type) },
    ...(article.category?.ancestors ?? []).map((category) => ({
      label: category.name,
      to: paths.articleList(article.type, category.path),
    })),
    { label: article.name },
  ];
}

function ArticleView({ article }: { article: Article }) {
  const paragraphs = paragraphsOf(article.description);
  useDocumentMeta(
    TITLES[article.type](article.name),
    summaryOf(paragraphs, `${article.brand} ${article.name}`),
    {
      image: article.images.large,
    },
  );
  const { small, medium, large } = article.images;
  const sales = article.sales.filter((sale) => sale.type === article.type);
  // The article's and its rental cards' standings in the visitor's period, in one request.
  const standingOf = useRentalStandings(
    [article, ...article.accessories, ...article.related].filter((a) => a.type === 'RENTAL').map((a) => a.id),
  );

  return (
    <article className={styles.page}>
      <ArticleJsonLd article={article} />
      <Breadcrumb crumbs={articleCrumbs(article)} />

      <div className={styles.top}>
        <div className={styles.media}>
          <img
            className={styles.image}
            src={large}
            srcSet={`${small} ${IMAGE_WIDTHS.small}w, ${medium} ${IMAGE_WIDTHS.medium}w, ${large} ${IMAGE_WIDTHS.large}w`}
            sizes="(max-width: 899px) calc(100vw - 32px), 560px"
            width={IMAGE_WIDTHS.large}
            height={IMAGE_WIDTHS.large}
            alt={article.name}
            fetchPriority="high"
          />
        </div>

        <div className={styles.summary}>
          <p className={styles.brand}>{article.brand}</p>
          <h1 className={styles.title}>{article.name}</h1>
          <p className={styles.sku}>Artikelnummer {article.samId}</p>
          <ArticlePrice article={article} detailed className={styles.price} />
          <PriceViewSwitch />
          {article.type === 'RENTAL' ? (
            <ArticleAvailability standing={standingOf(article.id)} />
          ) : (
            <StockState status={article.stockStatus} />
          )}
          {sales.length > 0 && (
            <p className={styles.sales}>
              In de actie{' '}
              {sales.map((sale, index) => (
                <span key={sale.id}>
                  {index > 0 && ', '}
                  <Link to={paths.saleList(sale.type, sale.slug)}>{sale.name}</Link>
                </span>
              ))}
            </p>
          )}
          <div className={styles.order}>
            <AddToCartButton article={article} />
            {article.type === 'RENTAL' && (
              <p className={styles.orderNote}>
                Kies je huurperiode: de kalender laat zien wanneer dit artikel vrij is. In de winkelwagen zie
                je wat de huur voor die dagen kost.
              </p>
            )}
          </div>
          {article.type === 'RENTAL' && (
            <div className={styles.period}>
              <RentalPeriodWidget article={article} />
            </div>
          )}
        </div>
      </div>

      <section className={styles.description} aria-labelledby="description-title">
        <h2 id="description-title">Omschrijving</h2>
        {paragraphs.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </section>

      {article.accessories.length > 0 && (
        <section className={styles.more} aria-labelledby="accessories-title">
          <h2 id="accessories-title">Accessoires die erbij horen</h2>
          <ArticleGrid>
            {article.accessories.map((accessory) => (
              <li key={accessory.id}>
                <ArticleCard article={accessory} standing={standingOf(accessory.id)} />
              </li>
            ))}
          </ArticleGrid>
        </section>
      )}

      {article.related.length > 0 && (
        <section className={styles.more} aria-labelledby="related-title">
          <h2 id="related-title">Vergelijkbare artikelen</h2>
          <ArticleGrid>
            {article.related.map((related) => (
              <li key={related.id}>
                <ArticleCard article={related} standing={standingOf(related.id)} />
              </li>
            ))}
          </ArticleGrid>
        </section>
      )}
    </article>
  );
}

/** How this rental article stands in the visitor's chosen period ("Kies je huurperiode" without one). */
function ArticleAvailability({ standing }: { standing: RentalStandingValue }) {
  return (
    <div aria-live="polite">
      <RentalStanding standing={standing} />
    </div>
  );
}
