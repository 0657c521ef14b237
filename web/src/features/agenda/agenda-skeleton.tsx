import { Bone, LoadingRegion } from '../../components/skeleton.tsx';
import styles from './agenda-page.module.css';

/** The agenda's shape while its query runs: title, filter chips and rows of runs. */
export function AgendaSkeleton() {
  return (
    <LoadingRegion label="De agenda wordt geladen">
      <div className={styles.page}>
        <div className={styles.header}>
          <Bone width="140px" height="1.45rem" />
          <div className={styles.title}>
            <Bone width="220px" height="clamp(2.2rem, 1.6rem + 2.6vw, 3.6rem)" />
          </div>
          <Bone width="min(520px, 100%)" height="1.4rem" />
          <div style={{ height: 14 }} />
          <Bone width="280px" height="1.4rem" />
        </div>
        <Bone width="min(760px, 100%)" height="44px" radius={999} />
        <Bone width="200px" height="1.3rem" />
        <div>
          {['a', 'b', 'c', 'd', 'e'].map((id) => (
            <div key={id} className={styles.run}>
              <Bone width="100%" height="80px" radius={10} />
              <div>
                <Bone width="60%" height="1.4rem" />
                <div style={{ height: 8 }} />
                <Bone width="80%" height="1rem" />
              </div>
            </div>
          ))}
        </div>
      </div>
    </LoadingRegion>
  );
}
