import type { CartBoundKind, CartBounds_CartFragment } from '../gql/graphql.ts';
import styles from './notice.module.css';

/**
 * The cart's bounds of `kinds` (a period of more rental days, a total past what can be ordered
 * online), as the api words them, at the place that causes them; nothing within the bounds. A
 * polite status, so a change that crosses a bound is read out where it was made.
 */
export function CartBounds({
  cart,
  kinds,
}: {
  cart: CartBounds_CartFragment | null | undefined;
  kinds: readonly CartBoundKind[];
}) {
  const shown = cart?.bounds.filter((bound) => kinds.includes(bound.kind)) ?? [];
  return (
    <div role="status" data-cart-bounds="">
      {shown.map((bound) => (
        <div key={bound.kind} className={styles.notice}>
          <p>{bound.message}</p>
        </div>
      ))}
    </div>
  );
}
