import { skipToken, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { addDays, formatDateShort } from '../../../../domain/dates.ts';
import { paths } from '../../../../domain/paths.ts';
import { buttonStyles } from '../../components/button-link.tsx';
import { useDocumentMeta } from '../../components/document-head.tsx';
import { formStyles } from '../../components/form-field.tsx';
import { useHydrated } from '../../components/use-client.ts';
import deskStyles from './desk.module.css';
import { ListResults, pageOf } from './desk-list.tsx';
import { DeskPaging } from './desk-paging.tsx';
import styles from './desk-planner.module.css';
import { PlannerGrid } from './desk-planner-grid.tsx';
import { STATE_LABELS, STATE_SYMBOLS, vanParam, weeksOf } from './desk-planner-layout.ts';
import { DeskPlannerDocument } from './gql/graphql.ts';

// /beheer/planner: per rental article its weeks (8 from the Monday of `?van=`, default this week
// by the api's today), its units under it, the reservations with their state, pickups and returns,
// and the days the api found over-booked. The whole view is one query (one call to the api); the
// URL holds the period, the article search and the page, so Back and a shared link work.

const WEEKS = 8;
const PAGE_SIZE = 25;

export function loader() {
  return null;
}

export function Component() {
  useDocumentMeta('Planner – balie', undefined, { noindex: true });
  const [search] = useSearchParams();
  const hydrated = useHydrated();
  const van = vanParam(search.get('van'));
  const q = search.get('q')?.trim() || undefined;
  const conflictsOnly = search.get('conflicten') === 'ja';
  const page = pageOf(search);
  const { data, error, loading } = useQuery(
    DeskPlannerDocument,
    hydrated
      ? {
          variables: { from: van, weeks: WEEKS, q, conflictsOnly, page, pageSize: PAGE_SIZE },
          fetchPolicy: 'network-only',
          errorPolicy: 'all',
        }
      : skipToken,
  );
  const planner = data?.deskPlanner;
  const to = (query: { van?: string; pagina?: number }) =>
    paths.deskPlanner({
      van: 'van' in query ? query.van : van,
      q,
      conflicten: conflictsOnly ? 'ja' : undefined,
      pagina: query.pagina && query.pagina > 1 ? String(query.pagina) : undefined,
    });
  const weeks = planner ? weeksOf(planner.from, planner.weeks) : [];
  const period = planner ? `${formatDateShort(planner.from)} – ${formatDateShort(planner.to)}` : '';

  return (
    <div>
      <h1 className={deskStyles.title}>Planner</h1>
      <div className={styles.toolbar}>
        <ArticleSearch
          key={`${q ?? ''}-${conflictsOnly}`}
          q={q ?? ''}
          van={van}
          conflictsOnly={conflictsOnly}
        />
        <nav aria-label="Periode" className={styles.period}>
          {planner && (
            <>
              <Link to={to({ van: addDays(planner.from, -7 * WEEKS) })} rel="prev">
                <span aria-hidden="true">← </span>Vorige {WEEKS} weken
              </Link>
              <Link to={to({ van: undefined })}>Deze week</Link>
              <Link to={to({ van: addDays(planner.from, 7 * WEEKS) })} rel="next">
                Volgende {WEEKS} weken<span aria-hidden="true"> →</span>
              </Link>
            </>
          )}
        </nav>
      </div>
      <ul className={styles.legend} aria-label="Legenda">
        {(Object.keys(STATE_LABELS) as (keyof typeof STATE_LABELS)[]).map((state) => (
          <li key={state}>
            <span className={`${styles.bar} ${styles.legendBar}`} data-state={state} aria-hidden="true">
              {STATE_SYMBOLS[state]}
            </span>
            {STATE_LABELS[state]}
          </li>
        ))}
        <li>
          <span aria-hidden="true">▲ ▼</span> ophalen, terugbrengen
        </li>
        <li>
          <span className={styles.conflictText}>
            <span aria-hidden="true">⚠ </span>overboekt:
          </span>{' '}
          meer gereserveerd dan units in dienst
        </li>
      </ul>
      <section aria-labelledby="planner-period">
        <h2 id="planner-period" className={deskStyles.sectionTitle} aria-live="polite">
          {planner
            ? `${period}: ${planner.totalCount} ${planner.totalCount === 1 ? 'artikel' : 'artikelen'}${q ? ` met “${q}”` : ''}${conflictsOnly ? ', alleen overboekt' : ''}`
            : 'Planner'}
        </h2>
        <ListResults
          error={error}
          answered={!!planner}
          loading={loading}
          empty={planner?.articles.length === 0}
          loadingText="Planner laden…"
          emptyText={
            conflictsOnly
              ? 'Niets overboekt in deze weken.'
              : 'Geen verhuurartikelen gevonden. Pas je zoekopdracht aan.'
          }
        >
          {planner && (
            <>
              <p className={deskStyles.muted}>
                Pijltjestoetsen: door de weken en artikelen; Page Up en Page Down: tien rijen tegelijk. Enter
                op een reservering opent de bestelling; op een artikel toont of verbergt het de units.
              </p>
              <PlannerGrid
                planner={planner}
                weeks={weeks}
                caption={`Planner ${period}, pagina ${planner.page} van ${planner.pageCount}: per artikel de weken, met reserveringen en overboekte dagen`}
              />
              <DeskPaging page={planner.page} pageCount={planner.pageCount} to={(n) => to({ pagina: n })} />
            </>
          )}
        </ListResults>
      </section>
    </div>
  );
}

function ArticleSearch({
  q,
  van,
  conflictsOnly,
}: {
  q: string;
  van: string | undefined;
  conflictsOnly: boolean;
}) {
  const navigate = useNavigate();
  const id = useId();
  const [value, setValue] = useState(q);
  const [onlyConflicts, setOnlyConflicts] = useState(conflictsOnly);
  return (
    <search aria-label="Artikelen zoeken">
      <form
        className={styles.search}
        onSubmit={(event) => {
          event.preventDefault();
          void navigate(
            paths.deskPlanner({
              van,
              q: value.trim() || undefined,
              conflicten: onlyConflicts ? 'ja' : undefined,
            }),
          );
        }}
      >
        <div className={formStyles.field}>
          <label htmlFor={`${id}-q`} className={formStyles.label}>
            Artikel
          </label>
          <input
            id={`${id}-q`}
            name="q"
            type="search"
            maxLength={100}
            className={formStyles.input}
            value={value}
            onChange={(event) => setValue(event.target.value)}
          />
        </div>
        <label className={deskStyles.check}>
          <input
            type="checkbox"
            name="conflicten"
            checked={onlyConflicts}
            onChange={(event) => setOnlyConflicts(event.target.checked)}
          />{' '}
          Alleen overboekte artikelen
        </label>
        <button type="submit" className={`${buttonStyles.button} ${buttonStyles.dark}`}>
          Zoeken
        </button>
      </form>
    </search>
  );
}
