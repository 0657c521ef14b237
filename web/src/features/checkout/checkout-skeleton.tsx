import { Bone, LoadingRegion, TextLines } from '../../components/skeleton.tsx';
import styles from './checkout.module.css';

// The checkout's pages are the visitor's own (cart, order, payment): the server renders these
// shapes, and the browser fills them in after hydration.

/** The cart (/offerte) and the order steps: a title, a column of fields or lines, the totals beside. */
export function CheckoutSkeleton() {
  return (
    <LoadingRegion label="Je bestelling wordt geladen">
      <div className={styles.page}>
        <div className={styles.skeletonTitle}>
          <Bone width="55%" height="2.6rem" />
        </div>
        <div className={styles.layout}>
          <div className={styles.skeletonColumn}>
            <Bone height="48px" />
            <Bone height="48px" />
            <Bone height="48px" />
            <TextLines lines={3} />
          </div>
          <div className={styles.skeletonColumn}>
            <Bone height="220px" radius={16} />
          </div>
        </div>
      </div>
    </LoadingRegion>
  );
}

/** A payment or confirmation page: a status line, a title and a few lines of text. */
export function StatusSkeleton() {
  return (
    <LoadingRegion label="De gegevens worden geladen">
      <div className={styles.statusPage}>
        <div className={styles.skeletonColumn}>
          <Bone width="160px" height="1.6rem" radius={999} />
          <Bone width="70%" height="2.6rem" />
          <TextLines lines={3} />
        </div>
      </div>
    </LoadingRegion>
  );
}
