import { Bone, LoadingRegion, TextLines } from '../../components/skeleton.tsx';
import styles from './course-new-page.module.css';

/** The second course layout's shape while its query runs: hero, strip of start dates, body. */
export function CourseNewSkeleton() {
  return (
    <LoadingRegion label="De opleiding wordt geladen">
      <div className={styles.page}>
        <div className={styles.hero}>
          <span className={styles.heroImage} style={{ display: 'block' }} />
          <div className={styles.heroShade}>
            <div className={styles.heroInner}>
              <Bone width="240px" height="1.45rem" />
              <div style={{ height: 'clamp(24px, 5vw, 56px)' }} />
              <Bone width="min(620px, 90%)" height="clamp(2.6rem, 1.8rem + 3.4vw, 4.6rem)" />
              <div style={{ height: 18 }} />
              <Bone width="min(520px, 80%)" height="3.4rem" />
              <div style={{ height: 24 }} />
              <Bone width="280px" height="36px" radius={999} />
              <div style={{ height: 28 }} />
              <Bone width="210px" height="48px" radius={999} />
            </div>
          </div>
        </div>
        <div className={styles.strip}>
          <div className={styles.stripHead}>
            <Bone width="160px" height="1.8rem" />
          </div>
          <div className={styles.stripList}>
            {['a', 'b', 'c', 'd'].map((id) => (
              <span key={id} style={{ flex: '0 0 min(300px, 82vw)' }}>
                <Bone height="190px" radius={10} />
              </span>
            ))}
          </div>
        </div>
        <div className={styles.body}>
          <div className={styles.main}>
            <div>
              <Bone width="50%" height="1.8rem" />
              <TextLines lines={6} />
            </div>
          </div>
          <div className={styles.aside}>
            <Bone height="260px" radius={16} />
          </div>
        </div>
      </div>
    </LoadingRegion>
  );
}
