import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../../domain/paths.ts';
import { UNIT_STATUSES as DOMAIN_UNIT_STATUSES, UNIT_STATUS_WORDS } from '../../../../domain/statuses.ts';
import { useDocumentMeta } from '../../components/document-head.tsx';
import { formStyles, TextField } from '../../components/form-field.tsx';
import { useHydrated } from '../../components/use-client.ts';
import styles from './desk.module.css';
import { DeskActionForm, Disclosure, type Run, useActionResult } from './desk-action.tsx';
import { formatDateTime } from './desk-format.ts';
import { ListResults, pageOf, SearchActions, StatusFilter } from './desk-list.tsx';
import { DeskPaging } from './desk-paging.tsx';
import { DeskSection } from './desk-section.tsx';
import {
  DeskAddUnitDocument,
  DeskSetUnitStatusDocument,
  type DeskUnitStatus,
  DeskUnitsDocument,
  type DeskUnit_UnitFragment as Unit,
} from './gql/graphql.ts';

// /beheer/voorraad: the rental units, by article and tag (`?artikel=12&q=SL-12&status=in_repair`,
// the filter is the URL), 50 a page. A unit is added to an article, or moved to repair, back in
// service or retired with a note; each change sends the unit's version as loaded, and a unit
// someone else changed meanwhile is shown as it is now with the api's words.

const PAGE_SIZE = 50;

/** The unit statuses' labels (domain/statuses.ts), by the schema's names. */
export const UNIT_STATUS_LABELS = Object.fromEntries(
  DOMAIN_UNIT_STATUSES.map((status) => [status.toUpperCase(), UNIT_STATUS_WORDS[status].label]),
) as Record<DeskUnitStatus, string>;
const UNIT_STATUSES = Object.keys(UNIT_STATUS_LABELS) as DeskUnitStatus[];

export function loader() {
  return null;
}

function statusesOf(search: URLSearchParams): DeskUnitStatus[] {
  return (search.get('status') ?? '')
    .split(',')
    .map((s) => s.trim().toUpperCase())
    .filter((s): s is DeskUnitStatus => UNIT_STATUSES.includes(s as DeskUnitStatus));
}

export function Component() {
  useDocumentMeta('Voorraad – balie', undefined, { noindex: true });
  const [search] = useSearchParams();
  const hydrated = useHydrated();
  const articleId = search.get('artikel')?.trim() || undefined;
  const q = search.get('q')?.trim() || undefined;
  const statuses = statusesOf(search);
  const page = pageOf(search);
  const { data, error, loading, refetch } = useQuery(
    DeskUnitsDocument,
    hydrated
      ? {
          variables: {
            articleId,
            q,
            statuses: statuses.length > 0 ? statuses : null,
            page,
            pageSize: PAGE_SIZE,
          },
          fetchPolicy: 'network-only',
          errorPolicy: 'all',
        }
      : skipToken,
  );
  const { run, view } = useActionResult(() => refetch(), 'Hieronder zie je de unit zoals hij nu is.');
  const list = data?.deskUnits;
  const groups = groupByArticle(list?.units ?? []);
  const articleName = articleId ? groups.find((g) => g.id === articleId)?.name : undefined;

  return (
    <div>
      <h1 className={styles.title}>Voorraad</h1>
      <SearchForm key={search.toString()} search={search} />
      <div aria-live="polite">{view}</div>
      <AddUnit key={articleId ?? ''} articleId={articleId} articleName={articleName} run={run} />
      <DeskSection
        id="desk-units"
        title={list ? `${list.totalCount} ${list.totalCount === 1 ? 'unit' : 'units'}` : 'Units'}
      >
        <ListResults
          error={error}
          answered={!!list}
          loading={loading && !data}
          empty={list?.units.length === 0}
          loadingText="Units laden…"
          emptyText="Geen units gevonden. Pas je zoekopdracht aan."
        >
          {list && (
            <>
              {groups.map((group) => (
                <section key={group.id} aria-labelledby={`desk-article-${group.id}`}>
                  <h3 id={`desk-article-${group.id}`} className={styles.subTitle}>
                    {group.name} <span className={styles.muted}>(artikel {group.samId})</span>
                  </h3>
                  {articleId !== group.id && (
                    <p>
                      <Link to={paths.deskUnits({ artikel: group.id })}>Alle units van {group.name}</Link>
                    </p>
                  )}
                  <ul className={styles.cards}>
                    {group.units.map((unit) => (
                      <li key={unit.id} className={styles.card} data-unit={unit.assetTag}>
                        <UnitCard unit={unit} run={run} />
                      </li>
                    ))}
                  </ul>
                </section>
              ))}
              <DeskPaging
                page={list.page}
                pageCount={list.pageCount}
                to={(n) =>
                  paths.deskUnits({ ...Object.fromEntries(search), pagina: n > 1 ? String(n) : undefined })
                }
              />
            </>
          )}
        </ListResults>
      </DeskSection>
    </div>
  );
}

function groupByArticle(units: readonly Unit[]) {
  const groups: { id: string; name: string; samId: string; units: Unit[] }[] = [];
  for (const unit of units) {
    let group = groups.at(-1);
    if (group?.id !== unit.article.id) {
      group = { id: unit.article.id, name: unit.article.name, samId: unit.article.samId, units: [] };
      groups.push(group);
    }
    group.units.push(unit);
  }
  return groups;
}

function UnitCard({ unit, run }: { unit: Unit; run: Run }) {
  return (
    <>
      <p>
        <strong>{unit.assetTag}</strong>{' '}
        <span className={styles.status} data-unit-status={unit.status}>
          {UNIT_STATUS_LABELS[unit.status]}
        </span>
        {unit.serial && <span className={styles.muted}> · serienummer {unit.serial}</span>}
        <span className={styles.muted}> · versie {unit.version}</span>
      </p>
      {unit.out && (
        <p>
          Uitgeleend met <Link to={paths.deskOrder(unit.out.orderNumber)}>{unit.out.orderNumber}</Link> sinds{' '}
          {formatDateTime(unit.out.pickedUpAt)}, terug vóór {formatDateTime(unit.out.dueAt)}
        </p>
      )}
      {unit.repair && (
        <p>
          In reparatie sinds {formatDateTime(unit.repair.since)}: {unit.repair.reason}
          {unit.repair.orderNumber && (
            <>
              {' '}
              (beschadigd terug van{' '}
              <Link to={paths.deskOrder(unit.repair.orderNumber)}>{unit.repair.orderNumber}</Link>)
            </>
          )}
        </p>
      )}
      {unit.retiredAt && <p>Afgeschreven op {formatDateTime(unit.retiredAt)}</p>}
      {unit.notes && <p className={styles.muted}>{unit.notes}</p>}
      {/* A unit out with an order is checked in first (the api says so too). A unit that changed
          (here or, after a conflict, by someone else) gets a fresh form for its new status. */}
      {unit.status !== 'RETIRED' && !unit.out && (
        <UnitStatusChange key={unit.version} unit={unit} run={run} />
      )}
    </>
  );
}

const MOVES: Record<DeskUnitStatus, { status: DeskUnitStatus; label: string }[]> = {
  IN_SERVICE: [
    { status: 'IN_REPAIR', label: 'Naar reparatie' },
    { status: 'RETIRED', label: 'Afschrijven' },
  ],
  IN_REPAIR: [
    { status: 'IN_SERVICE', label: 'Weer in dienst' },
    { status: 'RETIRED', label: 'Afschrijven' },
  ],
  RETIRED: [],
};

function UnitStatusChange({ unit, run }: { unit: Unit; run: Run }) {
  const [setStatus, { loading }] = useMutation(DeskSetUnitStatusDocument);
  const moves = MOVES[unit.status];
  const [status, setChosen] = useState<DeskUnitStatus>(moves[0]?.status ?? 'IN_SERVICE');
  const [note, setNote] = useState('');
  const id = useId();
  return (
    <Disclosure label={`Status van ${unit.assetTag} wijzigen…`}>
      {(close) => (
        <DeskActionForm
          run={run}
          send={async () =>
            (
              await setStatus({
                variables: { id: unit.id, version: unit.version, status, note: note || null },
              })
            ).data?.deskSetUnitStatus
          }
          fields={['status', 'note']}
          onDone={close}
          submitLabel="Status wijzigen"
          loading={loading}
          cancel={{ label: 'Niet wijzigen', onClick: close }}
        >
          {(errors) => (
            <>
              <fieldset className={styles.choice}>
                <legend className={styles.label}>Nieuwe status</legend>
                {moves.map((move) => (
                  <label key={move.status} className={styles.check}>
                    <input
                      type="radio"
                      name={`${id}-status`}
                      checked={status === move.status}
                      onChange={() => setChosen(move.status)}
                    />{' '}
                    {move.label}
                  </label>
                ))}
              </fieldset>
              {errors.status && <p className={formStyles.error}>{errors.status}</p>}
              <TextField
                name="note"
                label="Reden"
                hint={
                  status === 'IN_SERVICE'
                    ? 'Niet verplicht. Hoogstens 500 tekens.'
                    : 'Verplicht: waarom? Hoogstens 500 tekens.'
                }
                required={status !== 'IN_SERVICE'}
                value={note}
                onChange={setNote}
                error={errors.note}
              />
            </>
          )}
        </DeskActionForm>
      )}
    </Disclosure>
  );
}

function AddUnit({
  articleId,
  articleName,
  run,
}: {
  articleId: string | undefined;
  articleName: string | undefined;
  run: Run;
}) {
  const [addUnit, { loading }] = useMutation(DeskAddUnitDocument);
  const empty = { article: articleId ?? '', assetTag: '', serial: '', notes: '' };
  const [values, setValues] = useState(empty);
  const set = (key: keyof typeof values) => (value: string) => setValues((v) => ({ ...v, [key]: value }));
  return (
    <DeskSection id="desk-add-unit" title={<>Unit toevoegen{articleName ? ` aan ${articleName}` : ''}</>}>
      <DeskActionForm
        run={run}
        send={async () =>
          (
            await addUnit({
              variables: {
                articleId: values.article.trim(),
                assetTag: values.assetTag || null,
                serial: values.serial || null,
                notes: values.notes || null,
              },
            })
          ).data?.deskAddUnit
        }
        fields={['articleId', 'assetTag', 'serial', 'notes']}
        onDone={() => setValues({ ...empty, article: values.article })}
        submitLabel="Unit toevoegen"
        loading={loading}
      >
        {(errors) => (
          <div className={styles.searchGrid}>
            <TextField
              name="article"
              label="Artikel-id"
              hint="Het nummer (id) van het huurartikel; kies hieronder een artikel om het in te vullen."
              required
              inputMode="numeric"
              value={values.article}
              onChange={set('article')}
              error={errors.articleId}
            />
            <TextField
              name="assetTag"
              label="Inventarisnummer"
              hint="Leeg: het volgende vrije nummer, zoals SL-12-04."
              value={values.assetTag}
              onChange={set('assetTag')}
              error={errors.assetTag}
            />
            <TextField
              name="serial"
              label="Serienummer"
              value={values.serial}
              onChange={set('serial')}
              error={errors.serial}
            />
            <TextField
              name="notes"
              label="Notities"
              value={values.notes}
              onChange={set('notes')}
              error={errors.notes}
            />
          </div>
        )}
      </DeskActionForm>
    </DeskSection>
  );
}

function SearchForm({ search }: { search: URLSearchParams }) {
  const navigate = useNavigate();
  const id = useId();
  const articleId = search.get('artikel') ?? undefined;
  const [q, setQ] = useState(search.get('q') ?? '');
  const [statuses, setStatuses] = useState<DeskUnitStatus[]>(() => statusesOf(search));
  return (
    <search aria-label="Units zoeken" className={styles.search}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void navigate(
            paths.deskUnits({
              artikel: articleId,
              q: q.trim() || undefined,
              status: statuses.length > 0 ? statuses.map((s) => s.toLowerCase()).join(',') : undefined,
            }),
          );
        }}
      >
        <div className={styles.searchGrid}>
          <div className={formStyles.field}>
            <label htmlFor={`${id}-q`} className={formStyles.label}>
              Inventarisnummer of serienummer
            </label>
            <input
              id={`${id}-q`}
              name="q"
              type="text"
              className={formStyles.input}
              value={q}
              autoComplete="off"
              aria-describedby={`${id}-q-hint`}
              onChange={(event) => setQ(event.target.value)}
            />
            <p id={`${id}-q-hint`} className={formStyles.hint}>
              Ook een deel, in elke hoofdletter.
            </p>
          </div>
          <StatusFilter
            statuses={UNIT_STATUSES}
            labels={UNIT_STATUS_LABELS}
            chosen={statuses}
            onChange={setStatuses}
          />
        </div>
        <SearchActions resetTo={paths.deskUnits()} />
      </form>
    </search>
  );
}
