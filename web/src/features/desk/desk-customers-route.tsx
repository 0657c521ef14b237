import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { useId, useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { paths } from '../../../../domain/paths.ts';
import { useDocumentMeta } from '../../components/document-head.tsx';
import { formStyles } from '../../components/form-field.tsx';
import { useHydrated } from '../../components/use-client.ts';
import styles from './desk.module.css';
import { Disclosure, useActionResult } from './desk-action.tsx';
import { CustomerForm } from './desk-customer-form.tsx';
import { formatDateTime } from './desk-format.ts';
import { ListResults, pageOf, SearchActions } from './desk-list.tsx';
import { DeskPaging } from './desk-paging.tsx';
import { DeskSection } from './desk-section.tsx';
import { DeskAddCustomerDocument, DeskCustomersDocument } from './gql/graphql.ts';

// /beheer/klanten: the customer records, by name, 25 a page. The search is the URL (`?q=…`): a
// name, company, e-mail address or street, or a phone number in any spelling, of the record or
// of any of its orders; `zakelijk=ja|nee` keeps business or private customers. A walk-in or phone
// customer is added here, and opened at once.

const PAGE_SIZE = 25;

export function loader() {
  return null;
}

const businessOf = (search: URLSearchParams) =>
  search.get('zakelijk') === 'ja' ? true : search.get('zakelijk') === 'nee' ? false : undefined;

export function Component() {
  useDocumentMeta('Klanten – balie', undefined, { noindex: true });
  const [search] = useSearchParams();
  const hydrated = useHydrated();
  const navigate = useNavigate();
  const q = search.get('q')?.trim() || undefined;
  const business = businessOf(search);
  const page = pageOf(search);
  const { data, error, loading } = useQuery(
    DeskCustomersDocument,
    hydrated
      ? {
          variables: { q, business, page, pageSize: PAGE_SIZE },
          fetchPolicy: 'network-only',
          errorPolicy: 'all',
        }
      : skipToken,
  );
  const [addCustomer, added] = useMutation(DeskAddCustomerDocument);
  const { run, view } = useActionResult(async () => undefined);
  const list = data?.deskCustomers;

  return (
    <div>
      <h1 className={styles.title}>Klanten</h1>
      <SearchForm key={search.toString()} search={search} />
      <div aria-live="polite">{view}</div>
      <Disclosure label="Nieuwe klant…">
        {(close) => (
          <CustomerForm
            customer={null}
            run={run}
            loading={added.loading}
            submitLabel="Klant toevoegen"
            cancel={{ label: 'Niet toevoegen', onClick: close }}
            send={async (input) => {
              const payload = (await addCustomer({ variables: { input } })).data?.deskAddCustomer;
              if (payload?.customer)
                void navigate(paths.deskCustomer(payload.customer.id), {
                  state: { message: payload.message },
                });
              return payload;
            }}
          />
        )}
      </Disclosure>
      <DeskSection
        id="desk-customers"
        title={list ? `${list.totalCount} ${list.totalCount === 1 ? 'klant' : 'klanten'}` : 'Klanten'}
      >
        <ListResults
          error={error}
          answered={!!list}
          loading={loading}
          empty={list?.customers.length === 0}
          loadingText="Klanten laden…"
          emptyText="Geen klanten gevonden. Pas je zoekopdracht aan, of voeg de klant toe."
        >
          {list && (
            <>
              <div className={styles.tableWrap}>
                <table className={styles.table}>
                  <caption className="visually-hidden">
                    Klanten, pagina {list.page} van {list.pageCount}, op naam
                  </caption>
                  <thead>
                    <tr>
                      <th scope="col">Klant</th>
                      <th scope="col">Contact</th>
                      <th scope="col" className={styles.number}>
                        Bestellingen
                      </th>
                      <th scope="col">Laatste bestelling</th>
                    </tr>
                  </thead>
                  <tbody>
                    {list.customers.map((customer) => (
                      <tr key={customer.id} data-customer={customer.id}>
                        <th scope="row">
                          <Link to={paths.deskCustomer(customer.id)}>
                            {customer.name || customer.companyName || customer.email || customer.phone}
                          </Link>
                          {customer.name && customer.companyName && (
                            <span className={styles.muted}> ({customer.companyName})</span>
                          )}
                          {customer.isBusiness && <span className={styles.status}> zakelijk</span>}
                        </th>
                        <td>
                          {customer.email ?? <span className={styles.muted}>geen e-mailadres</span>}
                          {customer.phone && (
                            <>
                              <br />
                              {customer.phone}
                            </>
                          )}
                          {customer.hasAccount && <span className={styles.muted}> · account</span>}
                        </td>
                        <td className={styles.number}>{customer.orderCount}</td>
                        <td>{customer.lastOrderAt ? formatDateTime(customer.lastOrderAt) : '–'}</td>
                      </tr>
                    ))}
                  </tbody>
                </table>
              </div>
              <DeskPaging
                page={list.page}
                pageCount={list.pageCount}
                to={(n) =>
                  paths.deskCustomers({
                    ...Object.fromEntries(search),
                    pagina: n > 1 ? String(n) : undefined,
                  })
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
  const [q, setQ] = useState(search.get('q') ?? '');
  const [business, setBusiness] = useState(search.get('zakelijk') ?? '');
  return (
    <search aria-label="Klanten zoeken" className={styles.search}>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          void navigate(paths.deskCustomers({ q: q.trim() || undefined, zakelijk: business || undefined }));
        }}
      >
        <div className={styles.searchGrid}>
          <div className={formStyles.field}>
            <label htmlFor={`${id}-q`} className={formStyles.label}>
              Naam, bedrijf, e-mailadres, telefoon of straat
            </label>
            <input
              id={`${id}-q`}
              name="q"
              type="search"
              className={formStyles.input}
              value={q}
              autoComplete="off"
              aria-describedby={`${id}-q-hint`}
              onChange={(event) => setQ(event.target.value)}
            />
            <p id={`${id}-q-hint`} className={formStyles.hint}>
              Een telefoonnummer in elke schrijfwijze: 06 12 34 56 78 en +31612345678 vinden dezelfde klant.
            </p>
          </div>
          <div className={formStyles.field}>
            <label htmlFor={`${id}-business`} className={formStyles.label}>
              Soort klant
            </label>
            <select
              id={`${id}-business`}
              className={formStyles.input}
              value={business}
              onChange={(event) => setBusiness(event.target.value)}
            >
              <option value="">Alle klanten</option>
              <option value="ja">Zakelijk</option>
              <option value="nee">Particulier</option>
            </select>
          </div>
        </div>
        <SearchActions resetTo={paths.deskCustomers()} />
      </form>
    </search>
  );
}
