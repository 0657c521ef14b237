import styles from './desk.module.css';

/** Recovery codes shown once (after a set-up, or new ones), numbered, each one to copy. */
export function RecoveryCodeList({ codes }: { codes: string[] }) {
  return (
    <ol className={styles.codes}>
      {codes.map((code) => (
        <li key={code}>
          <code>{code}</code>
        </li>
      ))}
    </ol>
  );
}
