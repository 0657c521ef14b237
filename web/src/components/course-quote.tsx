import type { CourseQuote_QuoteFragment } from '../gql/graphql.ts';
import styles from './course-quote.module.css';

export function CourseQuote({ quote }: { quote: CourseQuote_QuoteFragment }) {
  return (
    <figure className={styles.quote}>
      <blockquote>
        <p>{quote.quote}</p>
      </blockquote>
      <figcaption>
        — {quote.author}
        {quote.authorAge !== null && `, ${quote.authorAge} jaar`}
      </figcaption>
    </figure>
  );
}
