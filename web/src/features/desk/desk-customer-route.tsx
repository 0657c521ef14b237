import { skipToken, useLazyQuery, useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Link, useLocation, useNavigate, useParams } from 'react-router';
import { formatEuro, parseAmount } from '../../../../domain/money.ts';
import { paths } from '../../../../domain/paths.ts';
import { useDocumentMeta } from '../../components/document-head.tsx';
import { formStyles } from '../../components/form-field.tsx';
import { useHydrated } from '../../components/use-client.ts';
import styles from './desk.module.css';
import { Disclosure, type Run, useActionResult } from './desk-action.tsx';
import { CounterOrderForm } from './desk-counter-order.tsx';
import { CustomerForm } from './desk-customer-form.tsx';
import { formatDateTime, formatPeriod, STATUS_LABELS } from './desk-format.ts';
import { DeskHistory } from './desk-history.tsx';
import { ListResults } from './desk-list.tsx';
import { DeskSection } from './desk-section.tsx';
import {
  type DeskCustomer_AddressFragment as Address,
  type DeskCustomer_RecordFragment as Customer,
  DeskChangeCustomerDocument,
  DeskCustomerDocument,
  DeskCustomersDocument,
  DeskMergeCustomersDocument,
} from './gql/graphql.ts';

// /beheer/klanten/:id: a customer record: how to reach them, their terms (business, own bound on
// unpaid holds, discount, no borg), the phone numbers and addresses of their orders, their orders
// and the record's history. Staff change the record with its version as loaded, and merge a
// duplicate into another record (found by the same search as the list).

export function loader() {
  return null;
}

const addressLine = (a: Address) =>
  `${a.street} ${a.houseNumber}${a.houseNumberAddition ? ` ${a.houseNumberAddition}` : ''}, ${a.postalCode} ${a.city}`;

export function Component() {
  const { id = '' } = useParams();
  const location = useLocation();
  const hydrated = useHydrated();
  const { data, error, loading, refetch } = useQuery(
    DeskCustomerDocument,
    hydrated ? { variables: { id }, fetchPolicy: 'network-only', errorPolicy: 'all' } : skipToken,
  );
  const customer = data?.deskCustomer;
  const title = customer
    ? customer.name || customer.companyName || customer.email || customer.phone
    : 'Klant';
  useDocumentMeta(`${title} – klanten – balie`, undefined, { noindex: true });
  const { run, view } = useActionResult(() => refetch(), 'Hieronder zie je de klant zoals hij nu is.');
  const arrived = (location.state as { message?: string } | null)?.message;

  return (
    <div>
      <p>
        <Link to={paths.deskCustomers()}>← Alle klanten</Link>
      </p>
      <h1 className={styles.title}>{title}</h1>
      <div aria-live="polite">
        {view ??
          (arrived && (
            <div role="status" className={styles.success}>
              {arrived}
            </div>
          ))}
      </div>
      <ListResults
        error={error}
        answered={!!data}
        loading={loading && !data}
        empty={!!data && !customer}
        loadingText="Klant laden…"
        emptyText="Deze klant bestaat niet."
      >
        {customer && <CustomerPage key={customer.version} customer={customer} run={run} />}
      </ListResults>
    </div>
  );
}

function CustomerPage({ customer, run }: { customer: Customer; run: Run }) {
  const [change, changing] = useMutation(DeskChangeCustomerDocument);
  return (
    <>
      {customer.mergedInto && (
        <p className={styles.alert} role="note">
          Deze klant is samengevoegd; zijn bestellingen staan bij{' '}
          <Link to={paths.deskCustomer(customer.mergedInto)}>de klant waarin hij opging</Link>.
        </p>
      )}
      <DeskSection id="desk-customer-facts" title="Gegevens">
        <dl className={styles.facts}>
          <dt>Naam</dt>
          <dd>{customer.name || '–'}</dd>
          <dt>Bedrijf</dt>
          <dd>{customer.companyName || '–'}</dd>
          <dt>E-mailadres</dt>
          <dd>
            {customer.email ?? '–'}
            {customer.hasAccount && <span className={styles.muted}> (heeft een account)</span>}
          </dd>
          <dt>Telefoon</dt>
          <dd>
            {[customer.phone, ...customer.phones.filter((p) => p !== customer.phone)]
              .filter(Boolean)
              .join(' · ') || '–'}
          </dd>
          <dt>Adres</dt>
          <dd>{customer.address ? addressLine(customer.address) : '–'}</dd>
          <dt>Soort</dt>
          <dd>
            {customer.isBusiness ? 'Zakelijk' : 'Particulier'}
            {customer.isBusiness &&
              (customer.holdLimit
                ? ` · eigen grens onbetaald ${formatEuro(parseAmount(customer.holdLimit))}`
                : ' · grens onbetaald: die van elk account')}
          </dd>
          <dt>Korting op huur</dt>
          <dd>{customer.discountPercent} %</dd>
          <dt>Borg</dt>
          <dd>{customer.trusted ? 'Huurt zonder borg' : 'Betaalt borg'}</dd>
          <dt>Laatste bestelling</dt>
          <dd>{customer.lastOrderAt ? formatDateTime(customer.lastOrderAt) : 'nog geen'}</dd>
          {customer.notes && (
            <>
              <dt>Notities</dt>
              <dd className={styles.note}>{customer.notes}</dd>
            </>
          )}
        </dl>
        {!customer.mergedInto && (
          <div className={styles.actionGrid}>
            <Disclosure label="Gegevens wijzigen…">
              {(close) => (
                <CustomerForm
                  customer={customer}
                  run={run}
                  loading={changing.loading}
                  submitLabel="Gegevens bewaren"
                  cancel={{ label: 'Niet wijzigen', onClick: close }}
                  send={async (input) =>
                    (await change({ variables: { id: customer.id, version: customer.version, input } })).data
                      ?.deskChangeCustomer
                  }
                />
              )}
            </Disclosure>
            <Disclosure label="Nieuwe bestelling…">
              {(close) => <CounterOrderForm customerId={customer.id} run={run} close={close} />}
            </Disclosure>
            <Disclosure label="Samenvoegen met een andere klant…">
              {(close) => <MergeForm customer={customer} run={run} close={close} />}
            </Disclosure>
          </div>
        )}
      </DeskSection>
      {customer.addresses.length > 0 && (
        <DeskSection id="desk-customer-addresses" title="Adressen van bestellingen">
          <ul className={styles.plain}>
            {customer.addresses.map((a) => (
              <li key={addressLine(a)}>{addressLine(a)}</li>
            ))}
          </ul>
        </DeskSection>
      )}
      <DeskSection id="desk-customer-orders" title={`Bestellingen (${customer.orderCount})`}>
        {customer.orders.length === 0 ? (
          <p>Nog geen bestellingen.</p>
        ) : (
          <div className={styles.tableWrap}>
            <table className={styles.table}>
              <caption className="visually-hidden">Bestellingen van deze klant, nieuwste eerst</caption>
              <thead>
                <tr>
                  <th scope="col">Nummer</th>
                  <th scope="col">Status</th>
                  <th scope="col">Huurperiode</th>
                  <th scope="col" className={styles.number}>
                    Totaal
                  </th>
                  <th scope="col">Geplaatst</th>
                </tr>
              </thead>
              <tbody>
                {customer.orders.map((order) => (
                  <tr key={order.number}>
                    <th scope="row">
                      <Link to={paths.deskOrder(order.number)}>{order.number}</Link>
                    </th>
                    <td>
                      <span className={styles.status} data-status={order.status}>
                        {STATUS_LABELS[order.status]}
                      </span>
                    </td>
                    <td>{formatPeriod(order.startDate, order.endDate)}</td>
                    <td className={styles.number}>{order.total.formatted}</td>
                    <td>{formatDateTime(order.createdAt)}</td>
                  </tr>
                ))}
              </tbody>
            </table>
          </div>
        )}
      </DeskSection>
      <DeskSection id="desk-customer-history" title="Geschiedenis">
        {customer.history.length === 0 ? (
          <p>Nog niets gewijzigd aan de balie.</p>
        ) : (
          <DeskHistory entries={customer.history} showOrder={false} linkStaff />
        )}
      </DeskSection>
    </>
  );
}

/** Finds the record this one goes into by the list's search, and merges into the one chosen. */
function MergeForm({ customer, run, close }: { customer: Customer; run: Run; close: () => void }) {
  const id = useId();
  const [q, setQ] = useState('');
  const [find, found] = useLazyQuery(DeskCustomersDocument, { fetchPolicy: 'network-only' });
  const [merge, merging] = useMutation(DeskMergeCustomersDocument);
  const navigate = useNavigate();
  const candidates = (found.data?.deskCustomers.customers ?? []).filter((c) => c.id !== customer.id);
  return (
    <search className={styles.form} aria-label="Klant zoeken om mee samen te voegen">
      <form
        onSubmit={(event) => {
          event.preventDefault();
          if (q.trim()) void find({ variables: { q: q.trim(), page: 1, pageSize: 10 } });
        }}
      >
        <div className={formStyles.field}>
          <label htmlFor={`${id}-q`} className={formStyles.label}>
            Zoek de klant waarin deze klant opgaat
          </label>
          <input
            id={`${id}-q`}
            type="search"
            className={formStyles.input}
            value={q}
            autoComplete="off"
            onChange={(event) => setQ(event.target.value)}
          />
        </div>
        <div className={styles.actions}>
          <button type="submit" className={styles.linkButton}>
            Zoeken
          </button>
          <button type="button" className={styles.linkButton} onClick={close}>
            Niet samenvoegen
          </button>
        </div>
      </form>
      {found.data && candidates.length === 0 && <p>Geen andere klant gevonden.</p>}
      {candidates.length > 0 && (
        <ul className={styles.rows}>
          {candidates.map((c) => (
            <li key={c.id} className={styles.row}>
              <span>
                {c.name || c.companyName} · {c.email ?? c.phone} · {c.orderCount}{' '}
                {c.orderCount === 1 ? 'bestelling' : 'bestellingen'}
              </span>
              <button
                type="button"
                className={styles.linkButton}
                disabled={merging.loading}
                onClick={() =>
                  void run(
                    async () =>
                      (
                        await merge({
                          variables: {
                            id: customer.id,
                            version: customer.version,
                            intoId: c.id,
                            intoVersion: c.version,
                          },
                        })
                      ).data?.deskMergeCustomers,
                    ['intoId'],
                    () => void navigate(paths.deskCustomer(c.id)),
                  )
                }
              >
                Voeg samen met {c.name || c.companyName || c.email}
              </button>
            </li>
          ))}
        </ul>
      )}
    </search>
  );
}
