import { Link } from 'react-router';
import { paths } from '../../../../domain/paths.ts';
import { amountIn, unitNote, usePriceView } from '../../components/price-view.tsx';
import type { CrewList_ArticleFragment } from '../../gql/graphql.ts';
import styles from './duplication.module.css';

type Props = { articles: readonly CrewList_ArticleFragment[] | null; totalCount: number };

/** The first sentence of an article's description, for a compact card. */
function firstSentence(text: string): string {
  const paragraph = text.split(/\n\s*\n/)[0] ?? '';
  const match = /^.*?[.!?](\s|$)/.exec(paragraph);
  return (match ? match[0] : paragraph).trim();
}

/** The crew (AV-personeel) of the rental catalogue, each linking to its article page. */
export function CrewList({ articles, totalCount }: Props) {
  const view = usePriceView();
  const category = paths.articleList('RENTAL', 'av-personeel');
  if (articles === null) {
    return (
      <p className={styles.notice}>
        Het overzicht van ons AV-personeel kon niet worden geladen. Bekijk het in de{' '}
        <Link to={category}>verhuur</Link>.
      </p>
    );
  }
  return (
    <>
      <ul className={styles.crew}>
        {articles.map((article) => (
          <li key={article.id}>
            <Link to={paths.article(article.type, article.slug)} className={styles.crewName}>
              {article.name}
            </Link>
            <p>{firstSentence(article.description)}</p>
            <p className={styles.crewPrice}>
              {amountIn(view, article.shownPrice)} <span className={styles.unit}>{unitNote(view, true)}</span>
            </p>
          </li>
        ))}
      </ul>
      <p className={styles.more}>
        <Link to={category}>
          {totalCount > articles.length
            ? `Bekijk al ons AV-personeel (${totalCount})`
            : 'AV-personeel in de verhuur'}
        </Link>
      </p>
    </>
  );
}
