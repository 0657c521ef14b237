import { useApolloClient, useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { BUSINESS } from '../../../../domain/business.ts';
import { paths } from '../../../../domain/paths.ts';
import { buttonStyles } from '../../components/button-link.tsx';
import { linesOf } from '../../components/cart-sections.ts';
import { goToPayUrl } from '../../components/pay-url.ts';
import { actionFailure } from '../../components/server-unreachable.ts';
import { PlaceOrderDocument } from '../../gql/graphql.ts';
import { CartFailedNotice } from './cart-failed.tsx';
import { CartSummary } from './cart-summary.tsx';
import styles from './checkout.module.css';
import {
  type CheckoutState,
  clearCheckoutState,
  loadCheckoutState,
  newIdempotencyKey,
  saveCheckoutState,
} from './checkout-state.ts';
import { CheckoutSteps } from './checkout-steps.tsx';
import { CheckoutHoldNote } from './checkout-terms.tsx';
import { toInput } from './checkout-values.ts';
import { OverviewDetails } from './overview-details.tsx';
import { useCheckoutCart } from './use-checkout-cart.ts';

type Sending = 'pay' | 'quote' | null;

/**
 * Step 2 (SPEC §3): what step 1 validated, the cart with its period and the server's totals, and
 * the two ways on: "Bestellen en nu betalen" (placeOrder with payNow, then the payment's page) and
 * "Offerte aanvragen" (a quote, then its confirmation page).
 */
export function OverviewPage({ state }: { state: CheckoutState }) {
  const { data, error, loading, refetch } = useCheckoutCart();
  const cart = data?.cart;
  const { sending, messages, place } = usePlaceOrder(state);
  const emptyCart = cart !== undefined && cart !== null && linesOf(cart).length === 0;

  return (
    <div className={styles.page}>
      <CheckoutSteps current={2} />
      <h1>Controleer je bestelling</h1>
      <div className={styles.overview}>
        <section className={styles.card} aria-labelledby="overview-details">
          <div className={styles.overviewHead}>
            <h2 id="overview-details">Je gegevens</h2>
            <Link to={paths.checkoutDetails()} className={styles.textLink}>
              Wijzig gegevens
            </Link>
          </div>
          <OverviewDetails values={state.values} />
        </section>

        <section className={styles.card} aria-labelledby="overview-cart">
          <div className={styles.overviewHead}>
            <h2 id="overview-cart">Je bestelling</h2>
            <Link to={paths.checkout()} className={styles.textLink}>
              Wijzig winkelwagen
            </Link>
          </div>
          {cart ? (
            emptyCart ? (
              <p>
                Je winkelwagen is leeg. <Link to={paths.rental()}>Naar de verhuur</Link> of{' '}
                <Link to={paths.sales()}>naar de verkoop</Link>.
              </p>
            ) : (
              <CartSummary cart={cart} />
            )
          ) : error || data ? (
            <CartFailedNotice retrying={loading} onRetry={() => void refetch().catch(() => undefined)} />
          ) : (
            <p className={styles.note}>Je winkelwagen wordt geladen…</p>
          )}
        </section>

        {!emptyCart && (
          <section aria-labelledby="overview-place">
            <h2 id="overview-place" className="visually-hidden">
              Bestellen
            </h2>
            <p className={styles.note}>
              Betaal je nu, dan ga je naar de betaalpagina. Vraag je een offerte aan, dan sturen we die per
              e-mail en betaal je later. {BUSINESS.paymentNote}
            </p>
            {cart && cart.rentalLines.length > 0 && <CheckoutHoldNote />}
            <div className={`${styles.placeActions} ${styles.actions}`}>
              <button
                type="button"
                className={`${buttonStyles.button} ${buttonStyles.primary}`}
                disabled={sending !== null}
                onClick={() => void place(true)}
              >
                {sending === 'pay' ? 'Bezig met bestellen…' : 'Bestellen en nu betalen'}
              </button>
              <button
                type="button"
                className={`${buttonStyles.button} ${buttonStyles.outline}`}
                disabled={sending !== null}
                onClick={() => void place(false)}
              >
                {sending === 'quote' ? 'Bezig met aanvragen…' : 'Offerte aanvragen'}
              </button>
            </div>
            {messages.length > 0 && (
              <div className={`${styles.card} ${styles.placeError}`} role="alert">
                <p>Je bestelling is niet geplaatst:</p>
                <ul className={styles.errorList}>
                  {messages.map((message) => (
                    <li key={message}>{message}</li>
                  ))}
                </ul>
                <p>
                  <Link to={paths.checkoutDetails()}>Wijzig je gegevens</Link> of{' '}
                  <Link to={paths.checkout()}>je winkelwagen</Link> en probeer het opnieuw.
                </p>
              </div>
            )}
          </section>
        )}
      </div>
    </div>
  );
}

/**
 * Places the order once per checkout attempt. The attempt's idempotency key is made at the first
 * click and written to the checkout state before the request leaves, so a double click, a retry
 * after a lost answer or a second tab send the same key and the server answers the same order.
 * On success the checkout state is cleared: a next checkout starts afresh, with a new key.
 */
function usePlaceOrder(state: CheckoutState) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const [mutate] = useMutation(PlaceOrderDocument, { errorPolicy: 'all' });
  const [sending, setSending] = useState<Sending>(null);
  const [messages, setMessages] = useState<string[]>([]);
  // The buttons are disabled only after the next render; this stops a second click before that.
  const busy = useRef(false);

  async function place(payNow: boolean) {
    if (busy.current) return;
    busy.current = true;
    let placed = false;
    setSending(payNow ? 'pay' : 'quote');
    setMessages([]);
    try {
      const current = loadCheckoutState() ?? state;
      const idempotencyKey = current.idempotencyKey ?? newIdempotencyKey();
      if (current.idempotencyKey !== idempotencyKey) {
        saveCheckoutState({ values: current.values, validated: current.validated, idempotencyKey });
      }
      const { data } = await mutate({
        variables: { input: toInput(state.values), payNow, idempotencyKey },
      });
      const payload = data?.placeOrder;
      const order = payload?.order;
      if (order) {
        placed = true;
        clearCheckoutState();
        if (payNow && order.payment) await goToPayUrl(order.payment.payUrl, navigate);
        else await navigate(paths.orderConfirmation(order.number), { replace: true });
        // The cart is empty now: the header's badge asks again (after leaving this page, so it
        // never shows an empty cart under the buttons that just placed it).
        void client.refetchQueries({ include: 'active' }).catch(() => undefined);
        return;
      }
      const found = payload?.errors.flatMap((error) => error.messages.slice(0, 1)) ?? [];
      setMessages(found.length > 0 ? [...new Set(found)] : [actionFailure()]);
      // Refused for availability (an error per rental line): the summary's lines show which, afresh.
      if (payload?.errors.some((error) => error.field.startsWith('lines.'))) {
        void client.refetchQueries({ include: 'active' }).catch(() => undefined);
      }
    } catch {
      setMessages([actionFailure()]);
    } finally {
      // Once placed, the buttons stay disabled while the next page loads: a click now would
      // start a new attempt (the state, and with it the key, is gone).
      if (!placed) {
        busy.current = false;
        setSending(null);
      }
    }
  }

  return { sending, messages, place };
}
