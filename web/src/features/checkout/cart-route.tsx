import { paths } from '../../../../domain/paths.ts';
import { ButtonLink } from '../../components/button-link.tsx';
import { linesOf } from '../../components/cart-sections.ts';
import { useDocumentMeta } from '../../components/document-head.tsx';
import { Notice } from '../../components/notice.tsx';
import { RentalPeriodWidget } from '../../components/rental-period/rental-period-widget.tsx';
import { useHydrated } from '../../components/use-client.ts';
import { CartFailed } from './cart-failed.tsx';
import { CartSummary } from './cart-summary.tsx';
import styles from './checkout.module.css';
import { CheckoutSkeleton } from './checkout-skeleton.tsx';
import { CheckoutSteps } from './checkout-steps.tsx';
import { CheckoutFaq } from './checkout-terms.tsx';
import { useCheckoutCart } from './use-checkout-cart.ts';

// /offerte: where the checkout starts (SPEC §2, §3). The cart is the visitor's own, so nothing is
// asked on the server: the loader has nothing to start, the server renders the skeleton, and the
// browser asks the cart after hydration.
export function loader() {
  return null;
}

export function Component() {
  useDocumentMeta('Winkelwagen', undefined, { noindex: true });
  const hydrated = useHydrated();
  return hydrated ? <CartStep /> : <CheckoutSkeleton />;
}

function CartStep() {
  const { data, error, loading, refetch } = useCheckoutCart();
  const cart = data?.cart;
  if (!cart && (error || data)) {
    return <CartFailed retrying={loading} onRetry={() => void refetch().catch(() => undefined)} />;
  }
  if (!cart) return <CheckoutSkeleton />;

  if (linesOf(cart).length === 0) {
    return (
      <div className={styles.page}>
        <CheckoutSteps current={0} />
        <h1>Je winkelwagen</h1>
        <div className={styles.empty}>
          <p className={styles.lead}>Je winkelwagen is leeg.</p>
          <p>Kies wat je wilt huren of kopen:</p>
          <div className={styles.actions}>
            <ButtonLink to={paths.rental()} variant="dark">
              Verhuur
            </ButtonLink>
            <ButtonLink to={paths.sales()} variant="outline">
              Verkoop
            </ButtonLink>
            <ButtonLink to={paths.occasions()} variant="outline">
              Occasions
            </ButtonLink>
          </div>
        </div>
      </div>
    );
  }

  const rental = cart.rentalLines.length > 0;
  return (
    <div className={styles.page}>
      <CheckoutSteps current={0} />
      <h1>Je winkelwagen</h1>
      <div className={styles.layout}>
        <div className={styles.cartColumn}>
          {rental && (
            <>
              {/* The rental prices depend on the period: it is chosen here, above the lines. */}
              <RentalPeriodWidget />
              {!cart.period.complete && (
                <Notice>
                  Kies je huurperiode voordat je verder gaat: ophalen en terugbrengen, elk met een tijdslot.
                </Notice>
              )}
            </>
          )}
          <CartSummary cart={cart} showPeriod={false} headingLevel={2} />
          {rental && <CheckoutFaq />}
        </div>
        <aside className={styles.aside} aria-labelledby="cart-next">
          <h2 id="cart-next">Offerte of bestelling</h2>
          <p className={styles.note}>
            In de volgende stappen vul je je gegevens in. Daarna kies je: meteen bestellen en betalen, of
            eerst een offerte aanvragen.
          </p>
          <p className={styles.note}>
            Aantallen wijzigen of artikelen verwijderen doe je in je winkelwagen (rechtsboven).
          </p>
          <ButtonLink to={paths.checkoutDetails()} block>
            Verder naar je gegevens
          </ButtonLink>
          <ButtonLink to={rental ? paths.rental() : paths.sales()} variant="outline" block>
            Verder winkelen
          </ButtonLink>
        </aside>
      </div>
    </div>
  );
}
