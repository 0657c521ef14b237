import { Link } from 'react-router';
import { paths } from '../../../../domain/paths.ts';
import type { ArticleCard_ArticleFragment } from '../../gql/graphql.ts';
import { AddToCartButton } from './add-to-cart-button.tsx';
import styles from './article-items.module.css';
import { IMAGE_WIDTHS } from './article-labels.ts';
import { ArticlePrice } from './article-price.tsx';
import { StockState } from './stock-state.tsx';

type Props = { article: ArticleCard_ArticleFragment; eager?: boolean };

/**
 * A sale or occasion article (and a related article or accessory) as a card: the whole card is its
 * link, except "In winkelwagen" at its foot.
 */
export function ArticleCard({ article, eager = false }: Props) {
  return (
    <article className={styles.card}>
      <img
        className={styles.cardImage}
        src={article.images.medium}
        alt=""
        width={IMAGE_WIDTHS.medium}
        height={IMAGE_WIDTHS.medium}
        loading={eager ? 'eager' : 'lazy'}
      />
      <div className={styles.cardBody}>
        <p className={styles.brand}>{article.brand}</p>
        <h3 className={styles.name}>
          <Link to={paths.article(article.type, article.slug)} data-article-link="">
            {article.name}
          </Link>
        </h3>
        <ArticlePrice article={article} />
        <StockState status={article.stockStatus} />
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
