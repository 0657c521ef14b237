import { Bone, LoadingRegion, TextLines } from '../../components/skeleton.tsx';
import styles from './duplication.module.css';

export function DuplicationSkeleton() {
  return (
    <LoadingRegion label="De pagina over duplicatie wordt geladen">
      <div className={styles.page}>
        <Bone width="180px" height="1rem" />
        <div className={styles.skeletonGap} />
        <Bone width="50%" height="3rem" />
        <div className={styles.skeletonGap} />
        <TextLines lines={3} />
        <div className={styles.skeletonGap} />
        <Bone height="360px" radius={16} />
      </div>
    </LoadingRegion>
  );
}
