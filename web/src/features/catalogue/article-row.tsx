import { Link } from 'react-router';
import { paths } from '../../../../domain/paths.ts';
import type { ArticleRow_ArticleFragment } from '../../gql/graphql.ts';
import { AddToCartButton } from './add-to-cart-button.tsx';
import styles from './article-items.module.css';
import { IMAGE_WIDTHS } from './article-labels.ts';
import { ArticlePrice } from './article-price.tsx';
import { StockState } from './stock-state.tsx';

type Props = { article: ArticleRow_ArticleFragment; eager?: boolean };

/**
 * A rental article as a row of the list: small image, brand and name, stock, day price and borg,
 * and "In winkelwagen".
 */
export function ArticleRow({ article, eager = false }: Props) {
  return (
    <article className={styles.row}>
      <img
        className={styles.rowImage}
        src={article.images.small}
        alt=""
        width={IMAGE_WIDTHS.small}
        height={IMAGE_WIDTHS.small}
        loading={eager ? 'eager' : 'lazy'}
      />
      <div className={styles.rowText}>
        <p className={styles.brand}>{article.brand}</p>
        <h3 className={styles.name}>
          <Link to={paths.article(article.type, article.slug)} data-article-link="">
            {article.name}
          </Link>
        </h3>
        <StockState status={article.stockStatus} />
      </div>
      <div className={styles.rowSide}>
        <ArticlePrice article={article} className={styles.rowPrice} />
        <AddToCartButton article={article} compact />
      </div>
    </article>
  );
}
