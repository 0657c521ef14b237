import { Bone, LoadingRegion, TextLines } from '../../components/skeleton.tsx';
import styles from './content-page.module.css';

export function ContentPageSkeleton() {
  return (
    <LoadingRegion label="De pagina wordt geladen">
      <div className={styles.narrow}>
        <Bone width="65%" height="3rem" />
        <div style={{ height: 28 }} />
        <TextLines lines={5} />
        <div style={{ height: 20 }} />
        <TextLines lines={4} />
      </div>
    </LoadingRegion>
  );
}
