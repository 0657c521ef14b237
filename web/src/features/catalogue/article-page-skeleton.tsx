import { Bone, LoadingRegion, TextLines } from '../../components/skeleton.tsx';
import styles from './article-page.module.css';

/** The article page's shape while its query runs: crumbs, the square image beside name and price. */
export function ArticlePageSkeleton() {
  return (
    <LoadingRegion label="Het artikel wordt geladen">
      <div className={styles.page}>
        <Bone width="280px" height="1.45rem" />
        <div className={styles.top}>
          <div className={styles.media}>
            <div className={styles.image}>
              <Bone width="100%" height="100%" radius={16} />
            </div>
          </div>
          <div className={styles.summary}>
            <Bone width="90px" height="1rem" />
            <Bone width="min(420px, 90%)" height="2.6rem" />
            <Bone width="150px" height="1rem" />
            <Bone width="200px" height="2.2rem" />
            <Bone width="130px" height="1rem" />
            <div className={styles.order}>
              <Bone width="220px" height="48px" radius={999} />
              <Bone width="260px" height="1rem" />
            </div>
          </div>
        </div>
        <div className={styles.description}>
          <TextLines lines={5} />
        </div>
      </div>
    </LoadingRegion>
  );
}
