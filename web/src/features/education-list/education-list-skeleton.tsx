import { Bone, LoadingRegion, TextLines } from '../../components/skeleton.tsx';
import styles from './education-list.module.css';

/** The list's shape while its query runs: header, filter chips and a grid of cards. */
export function EducationListSkeleton() {
  return (
    <LoadingRegion label="Het aanbod wordt geladen">
      <div className={styles.page}>
        <div className={styles.header}>
          <div className={styles.headerInner}>
            <Bone width="180px" height="1.45rem" />
            <div className={styles.title}>
              <Bone width="min(420px, 70%)" height="clamp(2.2rem, 1.6rem + 2.6vw, 3.6rem)" />
            </div>
            <div className={styles.intro}>
              <Bone width="40%" height="1.5rem" />
              <TextLines lines={3} />
            </div>
          </div>
        </div>
        <div className={styles.courses}>
          <Bone width="min(640px, 100%)" height="44px" radius={999} />
          <Bone width="120px" height="1.2rem" />
          <CardGridBones />
        </div>
      </div>
    </LoadingRegion>
  );
}

function CardGridBones() {
  return (
    <div
      style={{
        display: 'grid',
        gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 280px), 1fr))',
        gap: 20,
      }}
    >
      {['a', 'b', 'c', 'd'].map((id) => (
        <Bone key={id} height="220px" radius={16} />
      ))}
    </div>
  );
}
