import { Notice, RetryButton } from '../../components/notice.tsx';
import styles from './checkout.module.css';

/** The cart could not be read: say so, never show figures the server did not give. */
export function CartFailed({
  title = 'Je winkelwagen',
  retrying,
  onRetry,
}: {
  title?: string;
  retrying: boolean;
  onRetry: () => void;
}) {
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      <CartFailedNotice retrying={retrying} onRetry={onRetry} />
    </div>
  );
}

/** The notice and its retry button alone, for a page that shows more than the cart. */
export function CartFailedNotice({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <>
      <Notice>Je winkelwagen kon niet worden geladen. Probeer het opnieuw.</Notice>
      <div className={styles.actions}>
        <RetryButton retrying={retrying} onRetry={onRetry} />
      </div>
    </>
  );
}
