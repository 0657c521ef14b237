import type { CourseQuote_QuoteFragment } from '../gql/graphql.ts';
import { CourseQuote } from './course-quote.tsx';
import styles from './quote-grid.module.css';

/** What students say: the quotes of a section side by side; hidden when there are none. */
export function QuoteGrid({
  quotes,
  title = 'Dit zeggen onze cursisten',
}: {
  quotes: readonly CourseQuote_QuoteFragment[];
  title?: string;
}) {
  if (quotes.length === 0) return null;
  return (
    <section aria-labelledby="quotes-title" className={styles.section}>
      <h2 id="quotes-title">{title}</h2>
      <div className={styles.grid}>
        {quotes.map((quote) => (
          <CourseQuote key={`${quote.author}\n${quote.quote}`} quote={quote} />
        ))}
      </div>
    </section>
  );
}
