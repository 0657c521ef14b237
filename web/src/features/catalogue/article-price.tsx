import type { ArticlePrice_ArticleFragment } from '../../gql/graphql.ts';
import styles from './article-items.module.css';

type Props = {
  article: ArticlePrice_ArticleFragment;
  /** The article page says more: the rental price is excluding BTW. */
  detailed?: boolean;
  className?: string;
};

/**
 * The price as the server formatted it (never computed here): a special price as a sale with the
 * old price struck through, "per dag" for rental, and the deposit (borg) of a rental article.
 */
export function ArticlePrice({ article, detailed = false, className }: Props) {
  const { price, specialPrice, deposit } = article;
  const rental = article.type === 'RENTAL';
  const unit = rental ? (detailed ? 'per dag, excl. btw' : 'per dag') : null;
  return (
    <div
      className={[styles.price, detailed ? styles.priceDetailed : '', className].filter(Boolean).join(' ')}
    >
      <p className={styles.amounts}>
        {specialPrice ? (
          <>
            <span className={styles.saleBadge}>Actie</span>{' '}
            <strong className={styles.salePrice}>{specialPrice.formatted}</strong>{' '}
            <s className={styles.oldPrice}>
              <span className="visually-hidden">in plaats van </span>
              {price.formatted}
            </s>
          </>
        ) : (
          <strong className={styles.amount}>{price.formatted}</strong>
        )}
        {unit && <span className={styles.unit}> {unit}</span>}
      </p>
      {deposit && <p className={styles.deposit}>Borg {deposit.formatted}</p>}
    </div>
  );
}
