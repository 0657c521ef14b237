import { buttonStyles } from './button-link.tsx';
import styles from './notice.module.css';

/**
 * A small, calm message in place of a part of the page that could not be loaded, so the rest of
 * the page stays usable.
 */
export function Notice({ children }: { children: React.ReactNode }) {
  return (
    <div className={styles.notice} role="note">
      <p>{children}</p>
    </div>
  );
}

/** "Opnieuw proberen" below a notice: asks again; while it does, it says so and does nothing more. */
export function RetryButton({ retrying, onRetry }: { retrying: boolean; onRetry: () => void }) {
  return (
    <button
      type="button"
      className={`${buttonStyles.button} ${buttonStyles.dark}`}
      onClick={() => !retrying && onRetry()}
      aria-disabled={retrying || undefined}
    >
      {retrying ? 'Bezig met laden…' : 'Opnieuw proberen'}
    </button>
  );
}
