import styles from './account.module.css';

/** An account page with one state to tell: its title and what it says (activation, address link). */
export function AccountPage({ title, children }: { title: string; children: React.ReactNode }) {
  return (
    <div className={styles.page}>
      <h1>{title}</h1>
      {children}
    </div>
  );
}
