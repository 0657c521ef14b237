import { Link } from 'react-router';
import { paths } from '../../../../domain/paths.ts';
import { linesOf } from '../../components/cart-sections.ts';
import type { CheckoutCartQuery } from '../../gql/graphql.ts';
import { CartFailedNotice } from './cart-failed.tsx';
import { CartSummary } from './cart-summary.tsx';
import styles from './checkout.module.css';
import { SizedBone } from './checkout-skeleton.tsx';

type Props = {
  cart: CheckoutCartQuery['cart'] | undefined;
  failed: boolean;
  retrying: boolean;
  onRetry: () => void;
  busy?: boolean;
};

/** The cart beside the order steps' form or overview, with a way back to change it. */
export function CartAside({ cart, failed, retrying, onRetry, busy = false }: Props) {
  return (
    <aside className={styles.aside} aria-labelledby="checkout-cart-title">
      <div className={styles.asideHead}>
        <h2 id="checkout-cart-title">Je winkelwagen</h2>
        <Link to={paths.checkout()} className={styles.textLink}>
          Wijzig
        </Link>
      </div>
      {cart ? (
        linesOf(cart).length > 0 ? (
          <CartSummary cart={cart} busy={busy} />
        ) : (
          <p>
            Je winkelwagen is leeg. <Link to={paths.rental()}>Naar de verhuur</Link> of{' '}
            <Link to={paths.sales()}>naar de verkoop</Link>.
          </p>
        )
      ) : failed ? (
        <CartFailedNotice retrying={retrying} onRetry={onRetry} />
      ) : (
        <div className={styles.skeletonColumn} aria-hidden="true">
          <SizedBone size={styles.boneField} />
          <SizedBone size={styles.boneField} />
          <SizedBone size={styles.boneCard} />
        </div>
      )}
    </aside>
  );
}
