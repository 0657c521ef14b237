import { Bone, LoadingRegion } from '../../components/skeleton.tsx';
import styles from './cart-skeleton.module.css';

/** The cart panel while its code or the cart is on its way: two lines and the totals. */
export function CartSkeleton() {
  return (
    <LoadingRegion label="Winkelwagen laden…">
      <div className={styles.skeleton}>
        {['a', 'b'].map((key) => (
          <div key={key} className={styles.line}>
            <Bone width={56} height={56} radius={8} />
            <div className={styles.text}>
              <Bone width="40%" height="0.8rem" />
              <Bone width="80%" />
              <Bone width="30%" height="0.8rem" />
            </div>
          </div>
        ))}
        <Bone height="8rem" radius={10} />
      </div>
    </LoadingRegion>
  );
}
