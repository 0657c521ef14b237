import boneStyles from '../../components/skeleton.module.css';
import { LoadingRegion } from '../../components/skeleton.tsx';
import styles from './checkout.module.css';

// The checkout's pages are the visitor's own (cart, order, payment): the server renders these
// shapes, and the browser fills them in after hydration. Their sizes are classes, not the `Bone`
// component's inline styles: this HTML comes from the server, whose CSP allows no style attribute.

/** A grey placeholder sized by one of checkout.module.css's `bone*` classes. */
export function SizedBone({ size }: { size: string | undefined }) {
  return <span className={`${boneStyles.bone} ${size ?? ''}`} aria-hidden="true" />;
}

/** The cart (/offerte) and the order steps: a title, a column of fields or lines, the totals beside. */
export function CheckoutSkeleton() {
  return (
    <LoadingRegion label="Je bestelling wordt geladen">
      <div className={styles.page}>
        <div className={styles.skeletonTitle}>
          <SizedBone size={styles.boneTitle} />
        </div>
        <div className={styles.layout}>
          <div className={styles.skeletonColumn}>
            <SizedBone size={styles.boneField} />
            <SizedBone size={styles.boneField} />
            <SizedBone size={styles.boneField} />
            <SizedBone size={styles.boneText} />
            <SizedBone size={styles.boneShortText} />
          </div>
          <div className={styles.skeletonColumn}>
            <SizedBone size={styles.boneCard} />
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
          <SizedBone size={styles.boneBadge} />
          <SizedBone size={styles.boneTitle} />
          <SizedBone size={styles.boneText} />
          <SizedBone size={styles.boneText} />
          <SizedBone size={styles.boneShortText} />
        </div>
      </div>
    </LoadingRegion>
  );
}
