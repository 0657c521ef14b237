import { Bone, LoadingRegion, TextLines } from '../../components/skeleton.tsx';
import styles from './contact.module.css';

export function ContactSkeleton() {
  return (
    <LoadingRegion label="De contactpagina wordt geladen">
      <div className={styles.page}>
        <Bone width="180px" height="1rem" />
        <div className={styles.skeletonGap} />
        <Bone width="40%" height="3rem" />
        <div className={styles.skeletonGap} />
        <TextLines lines={2} />
        <div className={styles.skeletonGap} />
        <Bone height="420px" radius={16} />
      </div>
    </LoadingRegion>
  );
}
