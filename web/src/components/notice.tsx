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
