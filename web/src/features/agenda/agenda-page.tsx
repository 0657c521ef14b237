import { type QueryRef, useQueryRefHandlers, useReadQuery } from '@apollo/client/react';
import { useEffect, useRef, useState, useTransition } from 'react';
import { formatMonthYear } from '../../../../domain/dates.ts';
import { paths } from '../../../../domain/paths.ts';
import { Breadcrumb } from '../../components/breadcrumb.tsx';
import { buttonStyles } from '../../components/button-link.tsx';
import { CategoryFilter, flattenCategories } from '../../components/category-filter.tsx';
import { useDocumentMeta } from '../../components/document-head.tsx';
import { CalendarIcon } from '../../components/icons.tsx';
import { NotFound } from '../../components/not-found.tsx';
import { Notice } from '../../components/notice.tsx';
import { ErrorView } from '../../components/route-error.tsx';
import type { AgendaPageQuery, AgendaPageQueryVariables } from '../../gql/graphql.ts';
import styles from './agenda-page.module.css';
import { AgendaRunItem } from './agenda-run-item.tsx';

type AgendaRef = QueryRef<AgendaPageQuery, AgendaPageQueryVariables, 'complete' | 'streaming' | 'empty'>;
type Props = { queryRef: AgendaRef; category: string | null };
type Edge = AgendaPageQuery['agenda']['edges'][number];
type FetchMore = ReturnType<
  typeof useQueryRefHandlers<AgendaPageQuery, AgendaPageQueryVariables>
>['fetchMore'];

export function AgendaPage({ queryRef, category }: Props) {
  // Handlers first, then the read: in the other order the read does not see what fetchMore
  // adds (apollo-client#11772).
  const { fetchMore } = useQueryRefHandlers(queryRef);
  const { data } = useReadQuery(queryRef);
  if (!data) return <ErrorView />;
  const chosen = category ? flattenCategories(data.categories).find((c) => c.slug === category) : undefined;
  if (category && !chosen && data.categories.length > 0) {
    return (
      <NotFound title="Categorie niet gevonden">
        De agenda heeft geen categorie met deze naam. Bekijk de hele agenda.
      </NotFound>
    );
  }
  return (
    <AgendaView fetchMore={fetchMore} data={data} category={category} categoryName={chosen?.name ?? null} />
  );
}

type ViewProps = {
  fetchMore: FetchMore;
  data: AgendaPageQuery;
  category: string | null;
  categoryName: string | null;
};

function AgendaView({ fetchMore, data, category, categoryName }: ViewProps) {
  useDocumentMeta(
    categoryName ? `Agenda: ${categoryName}` : 'Agenda',
    'De startdata van alle opleidingen, cursussen en workshops van Studio Lumen Amsterdam, met prijzen en inschrijving.',
  );
  const { edges, pageInfo, totalCount } = data.agenda;
  const [loading, startLoading] = useTransition();
  const [failed, setFailed] = useState(false);
  const listRef = useRef<HTMLDivElement>(null);
  const focusIndex = useRef<number | null>(null);

  // After "Meer laden" the keyboard continues at the first new run, not back at the top.
  useEffect(() => {
    const index = focusIndex.current;
    if (index === null || edges.length <= index) return;
    focusIndex.current = null;
    listRef.current?.querySelectorAll<HTMLElement>('[data-run-link]')[index]?.focus();
  }, [edges.length]);

  const loadMore = () => {
    if (loading || !pageInfo.endCursor) return;
    setFailed(false);
    focusIndex.current = edges.length;
    startLoading(async () => {
      try {
        await fetchMore({ variables: { after: pageInfo.endCursor } });
      } catch {
        focusIndex.current = null;
        setFailed(true);
      }
    });
  };

  const ics = paths.agendaFeed(category);
  return (
    <div className={styles.page}>
      <header className={styles.header}>
        <Breadcrumb
          crumbs={[
            { label: 'Home', to: paths.home() },
            ...(categoryName
              ? [{ label: 'Agenda', to: paths.agenda() }, { label: categoryName }]
              : [{ label: 'Agenda' }]),
          ]}
        />
        <h1 className={styles.title}>{categoryName ? `Agenda: ${categoryName}` : 'Agenda'}</h1>
        <p className={styles.lead}>
          Alle opleidingen, cursussen en workshops die binnenkort starten, de eerstvolgende bovenaan.
        </p>
        <a className={styles.ics} href={ics}>
          <CalendarIcon size={20} /> Zet de agenda in je eigen agenda
        </a>
      </header>

      {data.categories.length > 0 && (
        <CategoryFilter
          categories={data.categories}
          current={category}
          hrefFor={paths.agenda}
          label="Agenda filteren op categorie"
        />
      )}

      <p className={styles.count} aria-live="polite">
        {totalCount === 0
          ? 'Geen startdata gevonden'
          : `${edges.length} van ${totalCount} ${totalCount === 1 ? 'startdatum' : 'startdata'} getoond`}
      </p>

      {totalCount === 0 ? (
        <p className={styles.empty}>
          Er zijn op dit moment geen startdata gepland{categoryName ? ` in ${categoryName}` : ''}. Kijk later
          nog eens, of neem contact op met ons educatieteam.
        </p>
      ) : (
        <div ref={listRef}>
          <MonthGroups edges={edges} />
        </div>
      )}

      {failed && <Notice>Het laden van meer startdata is niet gelukt. Probeer het opnieuw.</Notice>}
      {pageInfo.hasNextPage && (
        <div className={styles.more}>
          <button
            type="button"
            className={`${buttonStyles.button} ${buttonStyles.dark}`}
            onClick={loadMore}
            aria-disabled={loading || undefined}
          >
            {loading ? 'Bezig met laden…' : 'Meer laden'}
          </button>
        </div>
      )}
    </div>
  );
}

/** The runs under a heading per month; the list continues across "Meer laden" pages. */
function MonthGroups({ edges }: { edges: readonly Edge[] }) {
  const months: { label: string; edges: Edge[] }[] = [];
  for (const edge of edges) {
    const label = formatMonthYear(edge.node.startDate);
    const last = months.at(-1);
    if (last?.label === label) last.edges.push(edge);
    else months.push({ label, edges: [edge] });
  }
  return months.map((month) => (
    <section key={month.label} className={styles.month}>
      <h2 className={styles.monthTitle}>{month.label}</h2>
      <ol className={styles.runs}>
        {month.edges.map((edge) => (
          // Keyed by cursor (a position): unique even if an upstream page repeats a run.
          <AgendaRunItem key={edge.cursor} run={edge.node} />
        ))}
      </ol>
    </section>
  ));
}
