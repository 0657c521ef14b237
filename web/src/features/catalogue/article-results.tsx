import { useApolloClient } from '@apollo/client/react';
import { useEffect, useRef, useState, useTransition } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useRentalStandings } from '../../components/availability/use-rental-availability.ts';
import { buttonStyles } from '../../components/button-link.tsx';
import { Notice } from '../../components/notice.tsx';
import {
  ArticleListMoreDocument,
  type ArticleListMoreQueryVariables,
  type ArticleResults_ListFragment,
  type ArticleType,
  type StockFilter,
} from '../../gql/graphql.ts';
import { ArticleCard, ArticleGrid } from './article-card.tsx';
import itemStyles from './article-items.module.css';
import styles from './article-list.module.css';
import { ArticleRow } from './article-row.tsx';
import { listSearch, PAGE_SIZE } from './list-params.ts';

/** Images above the fold load at once; the rest when they come near. */
const EAGER_IMAGES = 4;

type Props = {
  list: ArticleResults_ListFragment;
  type: ArticleType;
  page: number;
  q: string;
  stock: readonly StockFilter[];
  /** The list's filters as ArticleListMore takes them (the cache keys the list by them). */
  filters: Omit<ArticleListMoreQueryVariables, 'offset'>;
  /** What an empty list offers instead (clear the filter, a wider category). */
  empty: React.ReactNode;
};

/**
 * The articles of the list: rental as rows, sale and occasion as cards; as many as the URL's
 * `page` says (12 a page). "Laad meer" asks the next 12 behind those shown (`offset` = shown) and
 * then writes `page` + 1 into the URL (replace: no new history entry, no scroll to the top), so
 * a reload or the back button shows the same articles.
 */
export function ArticleResults({ list, type, page, q, stock, filters, empty }: Props) {
  const client = useApolloClient();
  const navigate = useNavigate();
  const { pathname } = useLocation();
  const [loading, startLoading] = useTransition();
  const [failed, setFailed] = useState(false);
  const listRef = useRef<HTMLUListElement>(null);
  const focusIndex = useRef<number | null>(null);

  const shown = list.articles.slice(0, page * PAGE_SIZE);
  // The cache may already hold the next articles (they were shown before the back button).
  const more = list.articles.length > shown.length || list.hasMore;

  // After "Laad meer" the keyboard continues at the first new article, not back at the top.
  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || shown.length <= index) return;
    focusIndex.current = null;
    listRef.current?.querySelectorAll<HTMLElement>('[data-article-link]')[index]?.focus();
  }, [shown.length]);

  const loadMore = () => {
    if (loading) return;
    setFailed(false);
    focusIndex.current = shown.length;
    startLoading(async () => {
      try {
        if (list.articles.length <= shown.length) {
          await client.query({
            query: ArticleListMoreDocument,
            variables: { ...filters, offset: shown.length },
            fetchPolicy: 'network-only',
          });
        }
        const nextPage = Math.floor(shown.length / PAGE_SIZE) + 1;
        await navigate(
          { pathname, search: listSearch({ q, stock, page: nextPage }) },
          { replace: true, preventScrollReset: true },
        );
      } catch {
        focusIndex.current = null;
        setFailed(true);
      }
    });
  };

  const count = list.totalCount;
  // A broad word at a large catalogue is counted up to a bound (api/catalogue/README.md).
  const counted = list.totalCountCapped ? `meer dan ${count}` : `${count}`;
  return (
    <>
      <p className={styles.count} aria-live="polite">
        {count === 1 && !list.totalCountCapped ? '1 artikel' : `${counted} artikelen`}
      </p>
      {count === 0 || shown.length === 0 ? (
        <div className={styles.empty}>{empty}</div>
      ) : type === 'RENTAL' ? (
        <RentalRows articles={shown} listRef={listRef} />
      ) : (
        <ArticleGrid ref={listRef}>
          {shown.map((article, index) => (
            <li key={article.id}>
              <ArticleCard article={article} eager={index < EAGER_IMAGES} />
            </li>
          ))}
        </ArticleGrid>
      )}
      {failed && <Notice>Het laden van meer artikelen is niet gelukt. Probeer het opnieuw.</Notice>}
      {more && shown.length > 0 && (
        <div className={styles.more}>
          <p className={styles.shown}>
            {shown.length} van {counted} getoond
          </p>
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.dark}`}
            onClick={loadMore}
            aria-disabled={loading || undefined}
          >
            {loading ? 'Bezig met laden…' : 'Laad meer'}
          </button>
        </div>
      )}
    </>
  );
}

/** The rental list's rows, each with its standing in the visitor's period (or "Kies je huurperiode"). */
function RentalRows({
  articles,
  listRef,
}: {
  articles: ArticleResults_ListFragment['articles'];
  listRef: React.Ref<HTMLUListElement>;
}) {
  const standingOf = useRentalStandings(articles.map((article) => article.id));
  return (
    <ul className={itemStyles.rows} ref={listRef}>
      {articles.map((article, index) => (
        <li key={article.id}>
          <ArticleRow article={article} eager={index < EAGER_IMAGES} standing={standingOf(article.id)} />
        </li>
      ))}
    </ul>
  );
}
