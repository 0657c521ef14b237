import { RentalStanding, type RentalStandingValue } from '../../components/availability/rental-standing.tsx';
import type { ArticleCard_ArticleFragment } from '../../gql/graphql.ts';
import { AddToCartButton } from './add-to-cart-button.tsx';
import { ArticleImage, ArticleTitle } from './article-item.tsx';
import styles from './article-items.module.css';
import { ArticlePrice } from './article-price.tsx';
import { StockState } from './stock-state.tsx';

type Props = {
  article: ArticleCard_ArticleFragment;
  eager?: boolean;
  /** A rental article's standing in the visitor's period (`no-period`: none chosen). */
  standing?: RentalStandingValue;
};

/**
 * A sale or occasion article (and a related article or accessory) as a card: the whole card is its
 * link, except "In winkelwagen" at its foot.
 */
export function ArticleCard({ article, eager = false, standing = 'no-period' }: Props) {
  return (
    <article className={styles.card}>
      <ArticleImage src={article.images.medium} size="medium" eager={eager} className={styles.cardImage} />
      <div className={styles.cardBody}>
        <ArticleTitle article={article} />
        <ArticlePrice article={article} />
        {article.type === 'RENTAL' ? (
          <RentalStanding standing={standing} />
        ) : (
          <StockState status={article.stockStatus} />
        )}
        <AddToCartButton article={article} compact className={styles.cardAdd} />
      </div>
    </article>
  );
}

/** Cards in a grid that fits 1 to 4 columns to the width. */
export function ArticleGrid({
  children,
  className,
  ref,
}: {
  children: React.ReactNode;
  className?: string;
  ref?: React.Ref<HTMLUListElement>;
}) {
  return (
    <ul className={[styles.grid, className].filter(Boolean).join(' ')} ref={ref}>
      {children}
    </ul>
  );
}
