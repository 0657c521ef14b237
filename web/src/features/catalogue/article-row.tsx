import type { ArticleRow_ArticleFragment } from '../../gql/graphql.ts';
import { AddToCartButton } from './add-to-cart-button.tsx';
import { ArticleImage, ArticleTitle } from './article-item.tsx';
import styles from './article-items.module.css';
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
      <ArticleImage src={article.images.small} size="small" eager={eager} className={styles.rowImage} />
      <div className={styles.rowText}>
        <ArticleTitle article={article} />
        <StockState status={article.stockStatus} />
      </div>
      <div className={styles.rowSide}>
        <ArticlePrice article={article} className={styles.rowPrice} />
        <AddToCartButton article={article} compact />
      </div>
    </article>
  );
}
