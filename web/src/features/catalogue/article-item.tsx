import { Link } from 'react-router';
import { paths } from '../../../../domain/paths.ts';
import type { ArticleType } from '../../gql/graphql.ts';
import styles from './article-items.module.css';
import { IMAGE_WIDTHS } from './article-labels.ts';

// What a card (article-card.tsx) and a row (article-row.tsx) show alike: the square image and
// the brand above the name, which is the article's link.

type Size = 'small' | 'medium';

/** The article's square image at `size`, decorative (the name beside it says what it is). */
export function ArticleImage({
  src,
  size,
  eager,
  className,
}: {
  src: string;
  size: Size;
  eager: boolean;
  className: string | undefined;
}) {
  return (
    <img
      className={className}
      src={src}
      alt=""
      width={IMAGE_WIDTHS[size]}
      height={IMAGE_WIDTHS[size]}
      loading={eager ? 'eager' : 'lazy'}
    />
  );
}

/** The brand, then the name as the link to the article's page. */
export function ArticleTitle({
  article,
}: {
  article: { brand: string; name: string; type: ArticleType; slug: string };
}) {
  return (
    <>
      <p className={styles.brand}>{article.brand}</p>
      <h3 className={styles.name}>
        <Link to={paths.article(article.type, article.slug)} data-article-link="">
          {article.name}
        </Link>
      </h3>
    </>
  );
}
