import { Bone, LoadingRegion, TextLines } from '../../components/skeleton.tsx';
import { GapYearComparisonSkeleton } from './gap-year-comparison.tsx';
import styles from './gap-year-page.module.css';

/**
 * The gap-year page while its query runs: the hero's shape, and the comparison's heading and
 * table (its figures are the server's, so they come with the page's query).
 */
export function GapYearSkeleton() {
  return (
    <div className={styles.page}>
      <LoadingRegion label="Het tussenjaar wordt geladen">
        <div className={styles.hero}>
          <div className={styles.heroInner}>
            <Bone width="180px" height="1.45rem" />
            <div
              className={styles.eyebrow}
              style={{ display: 'flex', alignItems: 'center', height: '1.6em' }}
            >
              <Bone width="min(420px, 80%)" height="1em" />
            </div>
            <div className={styles.titleBone}>
              <Bone width="min(360px, 70%)" height="1.15em" />
            </div>
            <div className={styles.lead}>
              <TextLines lines={4} />
            </div>
          </div>
        </div>
      </LoadingRegion>
      <div className={styles.body}>
        <GapYearComparisonSkeleton />
      </div>
    </div>
  );
}
