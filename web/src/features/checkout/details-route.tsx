import { useDocumentMeta } from '../../components/document-head.tsx';
import { useHydrated } from '../../components/use-client.ts';
import { CartAside } from './cart-aside.tsx';
import styles from './checkout.module.css';
import { CheckoutSkeleton } from './checkout-skeleton.tsx';
import { CheckoutSteps } from './checkout-steps.tsx';
import { DetailsForm } from './details-form.tsx';
import { useCheckoutCart } from './use-checkout-cart.ts';

// /order-details-1: the order's first step, the visitor's details. What was filled in lives in the
// browser (localStorage, checkout-state.ts), the cart in the visitor's session: the server renders
// the skeleton, the browser the form.
export function loader() {
  return null;
}

export function Component() {
  useDocumentMeta('Je gegevens', undefined, { noindex: true });
  const hydrated = useHydrated();
  return hydrated ? <DetailsStep /> : <CheckoutSkeleton />;
}

function DetailsStep() {
  const { data, error, loading, refetch } = useCheckoutCart();
  return (
    <div className={styles.page}>
      <CheckoutSteps current={1} />
      <h1>Je gegevens</h1>
      <div className={styles.layout}>
        <DetailsForm cart={data?.cart ?? undefined} />
        <CartAside
          cart={data?.cart ?? undefined}
          failed={Boolean(error) || (data !== undefined && !data.cart)}
          retrying={loading}
          onRetry={() => void refetch().catch(() => undefined)}
        />
      </div>
    </div>
  );
}
