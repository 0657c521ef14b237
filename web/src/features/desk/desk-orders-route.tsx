import { skipToken, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../../domain/paths.ts';
import { useDocumentMeta } from '../../components/document-head.tsx';
import { formStyles } from '../../components/form-field.tsx';
import { useHydrated } from '../../components/use-client.ts';
import styles from './desk.module.css';
import { formatDateTime, formatPeriod, STATUS_LABELS } from './desk-format.ts';
import { ListResults, pageOf, SearchActions, StatusFilter } from './desk-list.tsx';
import { DeskPaging } from './desk-paging.tsx';
import { DeskSection } from './desk-section.tsx';
import { type DeskOrderFilter, DeskOrdersDocument, type OrderStatus } from './gql/graphql.ts';

// /beheer/: the desk's orders, newest first, 25 a page. The search is the URL (`?q=…&status=…`),
// so a search can be bookmarked, shared with a colleague and undone with Back; `pagina` pages.

const PAGE_SIZE = 25;
const STATUSES = Object.keys(STATUS_LABELS) as OrderStatus[];

/** The URL's names of the filter's fields. */
const PARAMS = {
  q: 'q',
  email: 'email',
  article: 'artikel',
  periodFrom: 'periode-van',
  periodTo: 'periode-tot',
  createdFrom: 'geplaatst-van',
  createdTo: 'geplaatst-tot',
} as const;
type TextKey = keyof typeof PARAMS;

export function loader() {
  return null;
}

function filterOf(search: URLSearchParams): DeskOrderFilter {
  const filter: DeskOrderFilter = {};
  for (const [key, param] of Object.entries(PARAMS) as [TextKey, string][]) {
    const value = search.get(param)?.trim();
    if (value) filter[key] = value;
  }
  const statuses = (search.get('status') ?? '')
    .split(',')
    .map((s) => s.trim().toUpperCase())
    .filter((s): s is OrderStatus => STATUSES.includes(s as OrderStatus));
  if (statuses.length > 0) filter.statuses = statuses;
  return filter;
}

export function Component() {
  useDocumentMeta('Bestellingen – balie', undefined, { noindex: true });
  const [search] = useSearchParams();
  const hydrated = useHydrated();
  const page = pageOf(search);
  const filter = filterOf(search);
  const { data, error, loading } = useQuery(
    DeskOrdersDocument,
    hydrated
      ? { variables: { filter, page, pageSize: PAGE_SIZE }, fetchPolicy: 'network-only', errorPolicy: 'all' }
      : skipToken,
  );
  const list = data?.deskOrders;

  return (
    <div>
      <h1 className={styles.title}>Bestellingen</h1>
      <SearchForm key={search.toString()} search={search} />
      <DeskSection
        id="desk-results"
        title={
          list ? `${list.totalCount} ${list.totalCount === 1 ? 'bestelling' : 'bestellingen'}` : 'Resultaten'
        }
      >
        <ListResults
          error={error}
          answered={!!list}
          loading={loading}
          empty={list?.orders.length === 0}
          loadingText="Bestellingen laden…"
          emptyText="Geen bestellingen gevonden. Pas je zoekopdracht aan."
        >
          {list && (
            <>
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <caption className="visually-hidden">
                    Bestellingen, pagina {list.page} van {list.pageCount}, nieuwste eerst
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Nummer</th>
                      <th scope="col">Status</th>
                      <th scope="col">Klant</th>
                      <th scope="col">Artikelen</th>
                      <th scope="col">Huurperiode</th>
                      <th scope="col" className={styles.number}>
                        Totaal
                      </th>
                      <th scope="col">Geplaatst</th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.orders.map((order) => (
                      <tr key={order.number}>
                        <th scope="row">
                          <Link to={paths.deskOrder(order.number)}>{order.number}</Link>
                        </th>
                        <td>
                          <span className={styles.status} data-status={order.status}>
                            {STATUS_LABELS[order.status]}
                          </span>
                          {order.attention === 'LATE_PAYMENT' && (
                            <span className={styles.attention}> Let op: te laat betaald</span>
                          )}
                        </td>
                        <td>
                          {order.name}
                          {order.companyName && <span className={styles.muted}> ({order.companyName})</span>}
                          <br />
                          <span className={styles.muted}>{order.email}</span>
                        </td>
                        <td>{order.articles.join(', ')}</td>
                        <td>{formatPeriod(order.startDate, order.endDate)}</td>
                        <td className={styles.number}>{order.total.formatted}</td>
                        <td>{formatDateTime(order.createdAt)}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <DeskPaging
                page={list.page}
                pageCount={list.pageCount}
                to={(n) =>
                  paths.desk({ ...Object.fromEntries(search), pagina: n > 1 ? String(n) : undefined })
                }
              />
            </>
          )}
        </ListResults>
      </DeskSection>
    </div>
  );
}

function SearchForm({ search }: { search: URLSearchParams }) {
  const navigate = useNavigate();
  const id = useId();
  const [values, setValues] = useState<Record<TextKey, string>>(
    () =>
      Object.fromEntries(
        (Object.entries(PARAMS) as [TextKey, string][]).map(([key, param]) => [key, search.get(param) ?? '']),
      ) as Record<TextKey, string>,
  );
  const [statuses, setStatuses] = useState<OrderStatus[]>(() => filterOf(search).statuses ?? []);

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    const query: Record<string, string | undefined> = {};
    for (const [key, param] of Object.entries(PARAMS) as [TextKey, string][])
      query[param] = values[key].trim() || undefined;
    query.status = statuses.length > 0 ? statuses.map((s) => s.toLowerCase()).join(',') : undefined;
    void navigate(paths.desk(query));
  }

  const text = (key: TextKey, label: string, type: 'text' | 'email' | 'date' = 'text', hint?: string) => (
    <div className={formStyles.field}>
      <label htmlFor={`${id}-${key}`} className={formStyles.label}>
        {label}
      </label>
      <input
        id={`${id}-${key}`}
        name={PARAMS[key]}
        type={type}
        className={formStyles.input}
        value={values[key]}
        aria-describedby={hint ? `${id}-${key}-hint` : undefined}
        onChange={(event) => setValues((v) => ({ ...v, [key]: event.target.value }))}
      />
      {hint && (
        <p id={`${id}-${key}-hint`} className={formStyles.hint}>
          {hint}
        </p>
      )}
    </div>
  );

  return (
    <search aria-label="Bestellingen zoeken" className={styles.search}>
      <form onSubmit={onSubmit}>
        <div className={styles.searchGrid}>
          {text('q', 'Bestelnummer of naam', 'text', 'Ook een deel, een bedrijfsnaam of een e-mailadres.')}
          {text('email', 'E-mailadres', 'email')}
          {text('article', 'Artikel', 'text', 'Naam of artikelnummer.')}
          <StatusFilter statuses={STATUSES} labels={STATUS_LABELS} chosen={statuses} onChange={setStatuses} />
          <fieldset className={styles.dates}>
            <legend className={formStyles.label}>Huurperiode</legend>
            {text('periodFrom', 'Vanaf', 'date')}
            {text('periodTo', 'Tot en met', 'date')}
          </fieldset>
          <fieldset className={styles.dates}>
            <legend className={formStyles.label}>Geplaatst</legend>
            {text('createdFrom', 'Vanaf', 'date')}
            {text('createdTo', 'Tot en met', 'date')}
          </fieldset>
        </div>
        <SearchActions resetTo={paths.desk()} />
      </form>
    </search>
  );
}
