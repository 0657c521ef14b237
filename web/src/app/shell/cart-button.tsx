import { CartIcon } from '../../components/icons.tsx';
import styles from './cart-button.module.css';
import { useCart } from './use-cart.ts';

type Props = {
  className?: string;
  onOpen: (button: HTMLButtonElement) => void;
  /** The visitor reaches for the button: the panel's code can start loading. */
  onPreload: () => void;
};

/** "Winkelwagen, 3 artikelen": what the button is called with the cart's count. */
export function cartLabel(itemCount: number): string {
  if (itemCount === 0) return 'Winkelwagen';
  return `Winkelwagen, ${itemCount === 1 ? '1 artikel' : `${itemCount} artikelen`}`;
}

/**
 * The header's cart button with the number of items as a badge, on every page. The server renders
 * it without a count (the cart is private, use-cart.ts); the count appears after hydration.
 */
export function CartButton({ className, onOpen, onPreload }: Props) {
  const { data } = useCart();
  const count = data?.cart?.itemCount ?? 0;
  return (
    <button
      type="button"
      className={[className, styles.button].filter(Boolean).join(' ')}
      aria-haspopup="dialog"
      onPointerEnter={onPreload}
      onFocus={onPreload}
      onClick={(event) => onOpen(event.currentTarget)}
    >
      <CartIcon />
      {count > 0 && (
        <span className={styles.badge} aria-hidden="true" data-cart-badge="">
          {count > 99 ? '99+' : count}
        </span>
      )}
      <span className="visually-hidden">{cartLabel(count)}</span>
    </button>
  );
}
