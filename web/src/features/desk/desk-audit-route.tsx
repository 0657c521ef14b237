import { skipToken, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../../domain/paths.ts';
import { useDocumentMeta } from '../../components/document-head.tsx';
import { formStyles } from '../../components/form-field.tsx';
import { useHydrated } from '../../components/use-client.ts';
import styles from './desk.module.css';
import { DeskHistory } from './desk-history.tsx';
import { ListResults, pageOf, SearchActions } from './desk-list.tsx';
import { DeskSection } from './desk-section.tsx';
import { DeskAuditDocument } from './gql/graphql.ts';

// /beheer/logboek: every staff action, newest first (the api keeps the log; nobody can change it).
// Filtered by the URL, so a filter can be bookmarked and undone with Back: `medewerker` (a staff
// member's id: their name in a row links there), `bestelling` (an order number) and `actie` (the
// api's code; the gateway names the choices in Dutch).

type AuditSearch = { medewerker?: string; bestelling?: string; actie?: string; pagina?: string };

function searchOf(search: URLSearchParams): AuditSearch {
  const value = (name: string) => search.get(name)?.trim() || undefined;
  const staff = value('medewerker');
  return {
    medewerker: staff && /^\d{1,9}$/.test(staff) ? staff : undefined,
    bestelling: value('bestelling'),
    actie: value('actie'),
  };
}

export function loader() {
  return null;
}

export function Component() {
  useDocumentMeta('Logboek – balie', undefined, { noindex: true });
  const [search] = useSearchParams();
  const hydrated = useHydrated();
  const page = pageOf(search);
  const filter = searchOf(search);
  const { data, error, loading } = useQuery(
    DeskAuditDocument,
    hydrated
      ? {
          variables: {
            staffId: filter.medewerker,
            orderNumber: filter.bestelling,
            action: filter.actie,
            page,
            pageSize: 50,
          },
          fetchPolicy: 'network-only',
          errorPolicy: 'all',
        }
      : skipToken,
  );
  const log = data?.deskAudit;
  const staffMembers = data?.deskStaffMembers ?? [];
  const chosen = staffMembers.find((member) => member.id === filter.medewerker);
  const staffEmail = filter.medewerker
    ? chosen
      ? `${chosen.name} (${chosen.email})`
      : log?.entries.find((entry) => entry.staff.id === filter.medewerker)?.staff.email
    : undefined;
  const to = (n: number) => paths.deskAudit({ ...filter, pagina: n > 1 ? String(n) : undefined });

  return (
    <div>
      <h1 className={styles.title}>Logboek</h1>
      <p>Elke actie van de balie: wie, wanneer en wat er veranderde. Het logboek kan niemand wijzigen.</p>
      <AuditFilter
        // A new search is a new form; the staff list arriving is not (what is typed stays, and the
        // chosen member shows once its option is there).
        key={search.toString()}
        filter={filter}
        actions={data?.deskAuditActions ?? []}
        staff={staffMembers}
      />
      {filter.medewerker && (
        <p className={styles.notice}>
          Alleen de acties van {staffEmail ?? `medewerker ${filter.medewerker}`}.{' '}
          <Link to={paths.deskAudit({ ...filter, medewerker: undefined })}>Alle medewerkers tonen</Link>
        </p>
      )}
      <DeskSection
        id="desk-audit-results"
        title={log ? `${log.totalCount} ${log.totalCount === 1 ? 'actie' : 'acties'}` : 'Acties'}
      >
        <ListResults
          error={error}
          answered={!!log}
          loading={loading}
          empty={log?.entries.length === 0}
          loadingText="Logboek laden…"
          emptyText="Geen acties gevonden. Pas je filter aan."
        >
          {log && (
            <>
              <DeskHistory entries={log.entries} showOrder linkStaff />
              {log.pageCount > 1 && (
                <nav aria-label="Pagina's" className={styles.paging}>
                  {page > 1 ? <Link to={to(page - 1)}>Vorige pagina</Link> : <span />}
                  <span>
                    Pagina {log.page} van {log.pageCount}
                  </span>
                  {page < log.pageCount ? <Link to={to(page + 1)}>Volgende pagina</Link> : <span />}
                </nav>
              )}
            </>
          )}
        </ListResults>
      </DeskSection>
    </div>
  );
}

function AuditFilter({
  filter,
  actions,
  staff,
}: {
  filter: AuditSearch;
  actions: readonly { code: string; description: string }[];
  staff: readonly { id: string; email: string; name: string }[];
}) {
  const navigate = useNavigate();
  const id = useId();
  const [member, setMember] = useState(filter.medewerker ?? '');
  const [order, setOrder] = useState(filter.bestelling ?? '');
  const [action, setAction] = useState(filter.actie ?? '');

  function onSubmit(event: React.FormEvent) {
    event.preventDefault();
    void navigate(
      paths.deskAudit({
        medewerker: member || undefined,
        bestelling: order.trim() || undefined,
        actie: action || undefined,
      }),
    );
  }

  return (
    <search aria-label="Logboek filteren" className={styles.search}>
      <form onSubmit={onSubmit}>
        <div className={styles.searchGrid}>
          <div className={formStyles.field}>
            <label htmlFor={`${id}-staff`} className={formStyles.label}>
              Medewerker
            </label>
            <select
              id={`${id}-staff`}
              name="medewerker"
              className={formStyles.input}
              value={member}
              onChange={(event) => setMember(event.target.value)}
            >
              <option value="">Alle medewerkers</option>
              {staff.map((s) => (
                <option key={s.id} value={s.id}>
                  {s.name} ({s.email})
                </option>
              ))}
            </select>
          </div>
          <div className={formStyles.field}>
            <label htmlFor={`${id}-order`} className={formStyles.label}>
              Bestelnummer
            </label>
            <input
              id={`${id}-order`}
              name="bestelling"
              className={formStyles.input}
              value={order}
              placeholder="SL-2026-00001"
              onChange={(event) => setOrder(event.target.value)}
            />
          </div>
          <div className={formStyles.field}>
            <label htmlFor={`${id}-action`} className={formStyles.label}>
              Actie
            </label>
            <select
              id={`${id}-action`}
              name="actie"
              className={formStyles.input}
              value={action}
              onChange={(event) => setAction(event.target.value)}
            >
              <option value="">Alle acties</option>
              {actions.map((a) => (
                <option key={a.code} value={a.code}>
                  {a.description}
                </option>
              ))}
            </select>
          </div>
        </div>
        <SearchActions submit="Filteren" resetTo={paths.deskAudit()} />
      </form>
    </search>
  );
}
