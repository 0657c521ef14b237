import { Bone, LoadingRegion, TextLines } from '../../components/skeleton.tsx';
import comparison from './gap-year-comparison.module.css';
import styles from './gap-year-page.module.css';

/** The gap-year page's shape while its query runs. */
export function GapYearSkeleton() {
  return (
    <LoadingRegion label="Het tussenjaar wordt geladen">
      <div className={styles.page}>
        <div className={styles.hero}>
          <div className={styles.heroInner}>
            <Bone width="180px" height="1.45rem" />
            <div className={styles.eyebrow}>
              <Bone width="min(420px, 80%)" height="1.1rem" />
            </div>
            <Bone width="min(360px, 70%)" height="clamp(2.2rem, 1.6rem + 2.6vw, 3.6rem)" />
            <div style={{ height: 12 }} />
            <div className={styles.lead}>
              <TextLines lines={3} />
            </div>
          </div>
        </div>
        <div className={styles.body}>
          <div className={comparison.section}>
            <Bone width="220px" height="1.8rem" />
            <div style={{ height: 12 }} />
            <TextLines lines={2} />
            <div style={{ height: 16 }} />
            <Bone height="400px" radius={16} />
          </div>
        </div>
      </div>
    </LoadingRegion>
  );
}
