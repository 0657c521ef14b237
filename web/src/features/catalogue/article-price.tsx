import { useArticleAmounts } from '../../components/price-view.tsx';
import type { ArticlePrice_ArticleFragment } from '../../gql/graphql.ts';
import styles from './article-items.module.css';

type Props = {
  article: ArticlePrice_ArticleFragment;
  /** The article page shows it larger. */
  detailed?: boolean;
  className?: string;
};

/**
 * The price as the server computed it, in the visitor's view (incl. or excl. BTW, said beside it):
 * a special price as a sale with the old price struck through, "per dag" for rental, the borg of a
 * rental article. A signed-in account with a discount sees its own day price with the usual one
 * struck through, and a trusted account that it rents without borg.
 */
export function ArticlePrice({ article, detailed = false, className }: Props) {
  const { shownPrice: regular, shownSpecialPrice: special, deposit, forYou } = article;
  const discounted = forYou && forYou.discountPercent > 0 ? forYou : null;
  const { view, shown, struck, unit } = useArticleAmounts({
    regular,
    special,
    own: discounted?.price,
    perDay: article.type === 'RENTAL',
  });
  return (
    <div
      className={[styles.price, detailed ? styles.priceDetailed : '', className].filter(Boolean).join(' ')}
      data-price-view={view}
    >
      <p className={styles.amounts}>
        {discounted ? (
          <span className={styles.accountBadge}>Jouw prijs, {discounted.discountPercent}% korting</span>
        ) : special ? (
          <span className={styles.saleBadge}>Actie</span>
        ) : null}{' '}
        <strong className={discounted || special ? styles.salePrice : styles.amount}>{shown}</strong>{' '}
        {struck && (
          <s className={styles.oldPrice}>
            <span className="visually-hidden">in plaats van </span>
            {struck}
          </s>
        )}
        <span className={styles.unit}> {unit}</span>
      </p>
      {forYou?.noDeposit ? (
        <p className={styles.deposit}>Geen borg voor jouw account</p>
      ) : (
        deposit && <p className={styles.deposit}>Borg {deposit.formatted}, geen btw</p>
      )}
    </div>
  );
}
