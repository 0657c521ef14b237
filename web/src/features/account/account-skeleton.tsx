import boneStyles from '../../components/skeleton.module.css';
import { LoadingRegion } from '../../components/skeleton.tsx';
import styles from './account.module.css';

// What the server renders of a page whose contents are the visitor's own (the sign-in state,
// invoices, a token's purpose): the browser fills it in after hydration.

const bone = (size: string | undefined) => (
  <span className={`${boneStyles.bone} ${size ?? ''}`} aria-hidden="true" />
);

export function AccountSkeleton({ table = false }: { table?: boolean }) {
  return (
    <LoadingRegion label="Je gegevens worden geladen">
      <div className={`${styles.page} ${table ? styles.wide : ''}`}>
        <div className={styles.skeleton}>
          {bone(styles.boneTitle)}
          {bone(styles.boneLine)}
          {table ? bone(styles.boneTable) : bone(styles.boneField)}
          {!table && bone(styles.boneField)}
        </div>
      </div>
    </LoadingRegion>
  );
}
