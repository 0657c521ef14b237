import { RentalStanding, type RentalStandingValue } from '../../components/availability/rental-standing.tsx';
import type { ArticleRow_ArticleFragment } from '../../gql/graphql.ts';
import { AddToCartButton } from './add-to-cart-button.tsx';
import { ArticleImage, ArticleTitle } from './article-item.tsx';
import styles from './article-items.module.css';
import { ArticlePrice } from './article-price.tsx';

type Props = {
  article: ArticleRow_ArticleFragment;
  eager?: boolean;
  /** How it stands in the visitor's chosen period (`no-period`: none chosen). */
  standing: RentalStandingValue;
};

/**
 * A rental article as a row of the list: small image, brand and name, availability in the visitor's
 * period (never a sale's stock label), day price and borg, and "In winkelwagen".
 */
export function ArticleRow({ article, eager = false, standing }: Props) {
  return (
    <article className={styles.row}>
      <ArticleImage src={article.images.small} size="small" eager={eager} className={styles.rowImage} />
      <div className={styles.rowText}>
        <ArticleTitle article={article} />
        <RentalStanding standing={standing} />
      </div>
      <div className={styles.rowSide}>
        <ArticlePrice article={article} className={styles.rowPrice} />
        <AddToCartButton article={article} compact />
      </div>
    </article>
  );
}
