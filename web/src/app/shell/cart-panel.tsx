import { useApolloClient } from '@apollo/client/react';
import { useCallback, useRef, useState } from 'react';
import { paths } from '../../../../domain/paths.ts';
import { ButtonLink, buttonStyles } from '../../components/button-link.tsx';
import { CartBounds } from '../../components/cart-bounds.tsx';
import { CART_SECTIONS, linesOf, rentalPricesNote } from '../../components/cart-sections.ts';
import type { FieldErrorLike } from '../../components/field-errors.ts';
import { Notice, RetryButton } from '../../components/notice.tsx';
import { PriceTotals } from '../../components/price-totals.tsx';
import { usePriceView } from '../../components/price-view.tsx';
import { RentalPeriodWidget } from '../../components/rental-period/rental-period-widget.tsx';
import { ACTION_UNAVAILABLE, serverUnreachable } from '../../components/server-unreachable.ts';
import { useToast } from '../../components/toast.tsx';
import {
  CartDocument,
  type CartPanel_CartFragment,
  ClearCartDocument,
  RemoveCartLineDocument,
  SetCartLineCountDocument,
} from '../../gql/graphql.ts';
import { CartLineItem } from './cart-line.tsx';
import styles from './cart-panel.module.css';
import { CartSkeleton } from './cart-skeleton.tsx';
import { useCart } from './use-cart.ts';

// The contents of the header's cart panel (the panel itself is components/side-panel.tsx). This
// module is loaded when the visitor reaches for the cart button (site-header.tsx); the badge's
// count comes from the same Cart query, which the header starts after hydration.

type Cart = CartPanel_CartFragment;
type Payload = { cart?: Cart | null; errors: readonly FieldErrorLike[] } | undefined;

/** A key for "the whole cart is changing" beside the line ids. */
const CLEAR = 'clear';

const EMPTY_TOAST = { title: 'Leeg mandje', message: 'Winkelwagentje is leeg.', tone: 'info' } as const;
const FAILED_TOAST = {
  title: 'Niet gelukt',
  message: 'Je winkelwagen kon niet worden bijgewerkt. Probeer het opnieuw.',
  tone: 'error',
} as const;

export function CartPanel() {
  const { data, error, loading, refetch } = useCart();
  const cart = data?.cart;
  // A failed price call shows a notice, never the figures of before (SPEC §8 did not handle it).
  if (error || (data && !cart)) {
    return <CartFailed retrying={loading} onRetry={() => void refetch().catch(() => undefined)} />;
  }
  if (!cart) return <CartSkeleton />;
  return <CartContents cart={cart} />;
}

function CartContents({ cart }: { cart: Cart }) {
  const view = usePriceView();
  const rootRef = useRef<HTMLDivElement>(null);
  const { busy, lineErrors, setCount, removeLine, clear, dismissError } = useCartChanges(rootRef);

  if (linesOf(cart).length === 0) {
    return (
      <div ref={rootRef} className={styles.empty}>
        <p className={styles.emptyText} data-cart-focus="" tabIndex={-1}>
          Je winkelwagen is leeg.
        </p>
        <p>Kies wat je wilt huren of kopen:</p>
        <div className={styles.emptyLinks}>
          <ButtonLink to={paths.rental()} variant="dark">
            Verhuur
          </ButtonLink>
          <ButtonLink to={paths.sales()} variant="outline">
            Verkoop
          </ButtonLink>
        </div>
      </div>
    );
  }

  const clearing = busy.has(CLEAR);
  const rental = cart.rentalLines.length > 0;
  return (
    <div ref={rootRef} className={styles.contents}>
      {/* The rental lines' prices depend on the period: it is chosen right here, above them. */}
      {rental && <RentalPeriodWidget compact headingLevel={3} />}
      <p className={styles.summary} data-cart-focus="" tabIndex={-1}>
        {cart.itemCount === 1 ? '1 artikel' : `${cart.itemCount} artikelen`} in je winkelwagen
      </p>
      {CART_SECTIONS.map(({ lines, title }) => {
        const list = cart[lines];
        if (list.length === 0) return null;
        const headingId = `cart-${lines}`;
        return (
          <section key={lines} className={styles.section} aria-labelledby={headingId}>
            <h3 id={headingId} className={styles.sectionTitle}>
              {title}
            </h3>
            {lines === 'rentalLines' && (
              <p className={styles.periodNote}>{rentalPricesNote(cart.period, view)}</p>
            )}
            <ul className={styles.lines}>
              {list.map((line) => (
                <CartLineItem
                  key={line.id}
                  line={line}
                  busy={clearing || busy.has(line.id)}
                  error={lineErrors[line.id]}
                  onCount={(count) => setCount(line.id, count)}
                  onRemove={() => removeLine(line.id)}
                  onDismissError={() => dismissError(line.id)}
                />
              ))}
            </ul>
          </section>
        );
      })}
      <PriceTotals
        totals={cart.totals}
        rental={rental}
        busy={busy.size > 0}
        hiddenHeading="Totalen"
        className={styles.totals}
      />
      <CartBounds cart={cart} kinds={['TOTAL']} />
      {/* To the checkout (/offerte); the panel closes as the page changes. */}
      <ButtonLink to={paths.checkout()} block>
        Afrekenen
      </ButtonLink>
      <button
        type="button"
        className={`${buttonStyles.button} ${buttonStyles.outline} ${styles.clear}`}
        onClick={() => !clearing && clear()}
        aria-disabled={clearing || undefined}
      >
        {clearing ? 'Bezig met legen…' : 'Winkelwagen legen'}
      </button>
    </div>
  );
}

/**
 * The panel's changes: each runs its mutation (whose answer is the new cart, written to the cache
 * by Apollo), shows the server's messages (a count's beside its line, others as a toast) and the
 * toast of SPEC §8 when the cart ends up empty. A change without an answer asks for the cart
 * again, so the panel never keeps figures the server may no longer agree with.
 */
function useCartChanges(rootRef: React.RefObject<HTMLDivElement | null>) {
  const client = useApolloClient();
  const toast = useToast();
  const [busy, setBusy] = useState<ReadonlySet<string>>(() => new Set());
  const [lineErrors, setLineErrors] = useState<Record<string, string>>({});

  const run = useCallback(
    async (key: string, mutate: () => Promise<Payload>) => {
      setBusy((current) => new Set(current).add(key));
      setLineErrors(({ [key]: _, ...rest }) => rest);
      try {
        const payload = await mutate();
        if (!payload) throw new Error('no answer');
        if (payload.errors.length > 0) {
          const messages = payload.errors.flatMap((error) => error.messages);
          const count = payload.errors.find((error) => error.field === 'count')?.messages[0];
          if (count && key !== CLEAR) setLineErrors((current) => ({ ...current, [key]: count }));
          else toast.show({ title: 'Niet gelukt', message: messages.join(' '), tone: 'error' });
          return;
        }
        const cart = payload.cart;
        if (!cart) throw new Error('no cart in the answer');
        if (cart.itemCount === 0) toast.show(EMPTY_TOAST);
        // The control that was used has gone with its line: the keyboard continues at the top of
        // the panel's contents (the count, or "leeg") instead of on the page behind the panel.
        if (key === CLEAR || !linesOf(cart).some((line) => line.id === key)) {
          requestAnimationFrame(() =>
            rootRef.current?.parentElement?.querySelector<HTMLElement>('[data-cart-focus]')?.focus(),
          );
        }
      } catch (error) {
        toast.show(
          serverUnreachable(error) ? { ...FAILED_TOAST, message: ACTION_UNAVAILABLE } : FAILED_TOAST,
        );
        void client.refetchQueries({ include: [CartDocument] }).catch(() => undefined);
      } finally {
        setBusy((current) => {
          const next = new Set(current);
          next.delete(key);
          return next;
        });
      }
    },
    [client, toast, rootRef],
  );

  const setCount = (lineId: string, count: number) =>
    run(lineId, async () => {
      const { data } = await client.mutate({
        mutation: SetCartLineCountDocument,
        variables: { lineId, count },
      });
      return data?.setCartLineCount;
    });
  const removeLine = (lineId: string) =>
    run(lineId, async () => {
      const { data } = await client.mutate({ mutation: RemoveCartLineDocument, variables: { lineId } });
      return data?.removeCartLine;
    });
  const clear = () =>
    run(CLEAR, async () => {
      const { data } = await client.mutate({ mutation: ClearCartDocument });
      return data?.clearCart;
    });

  const dismissError = (lineId: string) => setLineErrors(({ [lineId]: _, ...rest }) => rest);

  return { busy, lineErrors, setCount, removeLine, clear, dismissError };
}

function CartFailed({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <div className={styles.failed}>
      <Notice>De prijzen konden niet worden geladen. Probeer het opnieuw.</Notice>
      <RetryButton retrying={retrying} onRetry={onRetry} />
    </div>
  );
}
