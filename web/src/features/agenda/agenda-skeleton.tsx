import { CategoryFilterSkeleton } from '../../components/category-filter.tsx';
import { Bone, LoadingRegion, TextLines } from '../../components/skeleton.tsx';
import styles from './agenda-page.module.css';

/** The agenda's shape while its query runs: title, feed link, filter chips and rows of runs. */
export function AgendaSkeleton() {
  return (
    <LoadingRegion label="De agenda wordt geladen">
      <div className={styles.page}>
        <div className={styles.header}>
          <Bone width="140px" height="1.45rem" />
          <div className={styles.title} style={{ fontSize: 'clamp(2rem, 1.4rem + 2.6vw, 3.25rem)' }}>
            <Bone width="5em" height="1.15em" />
          </div>
          <div className={styles.lead} style={{ width: '100%', marginBottom: '1em' }}>
            <TextLines lines={3} />
          </div>
          <div className={styles.ics}>
            <Bone width="300px" height="1.2rem" />
          </div>
        </div>
        <CategoryFilterSkeleton count={11} />
        <div className={styles.count}>
          <Bone width="200px" height="1em" />
        </div>
        <div>
          <div className={styles.monthTitle}>
            <Bone width="160px" height="1.4rem" />
          </div>
          {['a', 'b', 'c', 'd', 'e'].map((id) => (
            <div key={id} className={styles.run}>
              <Bone width="100%" height="80px" radius={10} />
              <div>
                <Bone width="60%" height="1.3rem" />
                <div style={{ height: 8 }} />
                <Bone width="45%" height="1.1rem" />
                <div style={{ height: 8 }} />
                <Bone width="70%" height="1rem" />
              </div>
            </div>
          ))}
        </div>
      </div>
    </LoadingRegion>
  );
}
