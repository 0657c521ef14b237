import type { ReactNode } from 'react';
import styles from './desk.module.css';

/** One section of a desk page: a region named by its heading (`id` names the heading). */
export function DeskSection({ id, title, children }: { id: string; title: ReactNode; children: ReactNode }) {
  return (
    <section aria-labelledby={id} className={styles.section}>
      <h2 id={id} className={styles.sectionTitle}>
        {title}
      </h2>
      {children}
    </section>
  );
}
