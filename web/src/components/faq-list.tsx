import type { FaqList_FaqFragment } from '../gql/graphql.ts';
import styles from './faq-list.module.css';
import { RichText } from './rich-text.tsx';

/** Questions as native disclosures: keyboard and screen-reader friendly without any script. */
export function FaqList({ faqs }: { faqs: readonly FaqList_FaqFragment[] }) {
  return (
    <div className={styles.list}>
      {faqs.map((faq) => (
        <details key={faq.id} className={styles.item}>
          <summary>{faq.question}</summary>
          <RichText html={faq.answer} className={styles.answer} />
        </details>
      ))}
    </div>
  );
}
