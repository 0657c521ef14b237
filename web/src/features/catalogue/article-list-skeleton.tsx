import { Bone, LoadingRegion } from '../../components/skeleton.tsx';
import type { ArticleType } from '../../gql/graphql.ts';
import itemStyles from './article-items.module.css';
import styles from './article-list.module.css';

const TREE_WIDTHS = [120, 150, 110, 170, 130, 140, 100, 160];
const ITEMS = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h'];

/**
 * The list's shape while its query runs: crumbs, heading, the tree beside the filter and the
 * articles as rows (rental) or cards. Without a type (the first paint before the route's code),
 * rows.
 */
export function ArticleListSkeleton({ type = 'RENTAL' }: { type?: ArticleType }) {
  return (
    <LoadingRegion label="De artikelen worden geladen">
      <div className={styles.page}>
        <div className={styles.header}>
          <Bone width="200px" height="1.45rem" />
          <div className={`${styles.title} ${styles.titleBone}`}>
            <Bone width="min(380px, 70%)" height="1.15em" />
          </div>
        </div>
        <div className={styles.layout}>
          <div className={styles.side}>
            <div className={styles.treeBones}>
              {TREE_WIDTHS.map((width) => (
                <Bone key={width} width={`${width}px`} height="28px" radius={8} />
              ))}
            </div>
          </div>
          <div className={styles.results}>
            <Bone width="min(520px, 100%)" height="78px" radius={10} />
            <div className={styles.count}>
              <Bone width="110px" height="1em" />
            </div>
            {type === 'RENTAL' ? (
              <div className={itemStyles.rows}>
                {ITEMS.map((id) => (
                  <Bone key={id} height="110px" radius={16} />
                ))}
              </div>
            ) : (
              <div className={itemStyles.grid}>
                {ITEMS.map((id) => (
                  <Bone key={id} height="360px" radius={16} />
                ))}
              </div>
            )}
          </div>
        </div>
      </div>
    </LoadingRegion>
  );
}

/** The first paint of a rental list (routes.tsx: HydrateFallback). */
export const RentalListSkeleton = () => <ArticleListSkeleton type="RENTAL" />;
/** The first paint of a sale or occasion list. */
export const CardListSkeleton = () => <ArticleListSkeleton type="SALE" />;
