import { Bone, LoadingRegion, TextLines } from '../../components/skeleton.tsx';
import styles from './course-page.module.css';
import sidebar from './start-dates.module.css';

/** The course page's shape while its query runs: same hero, columns and sidebar, so nothing jumps. */
export function CoursePageSkeleton() {
  return (
    <LoadingRegion label="De opleiding wordt geladen">
      <div className={styles.page}>
        <div className={styles.hero}>
          <div className={styles.heroInner}>
            <Bone width="240px" height="1.45rem" />
            <div className={styles.heroGrid}>
              <div>
                <Bone width="120px" height="22px" />
                <div style={{ height: 8 }} />
                <Bone width="85%" height="60px" />
                <div style={{ height: 26 }} />
                <div className={styles.factsBone}>
                  <Bone width="70%" height="100%" />
                </div>
                <div style={{ height: 24 }} />
                <Bone width="220px" height="48px" radius={999} />
              </div>
              <span className={styles.banner} style={{ display: 'block' }}>
                <Bone width="100%" height="100%" radius={16} />
              </span>
            </div>
          </div>
        </div>
        <div className={styles.body}>
          <div className={styles.main}>
            <div>
              <Bone width="50%" height="1.8rem" />
              <TextLines lines={6} />
            </div>
            <div>
              <Bone width="35%" height="1.8rem" />
              <TextLines lines={4} />
            </div>
          </div>
          <div className={styles.aside}>
            <div className={sidebar.card}>
              <Bone width="40%" height="1.6rem" />
              <div style={{ height: 16 }} />
              <Bone height="150px" radius={10} />
              <div style={{ height: 14 }} />
              <Bone height="150px" radius={10} />
            </div>
          </div>
        </div>
      </div>
    </LoadingRegion>
  );
}
